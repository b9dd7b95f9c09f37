import { useRef } from 'react';
import { Button, Empty, Flex, Segmented, Skeleton, Tag, Typography } from 'antd';
import {
  useTabletChildrenListQuery, useTabletStaffListQuery, useTabletUpdateAttendanceMutation,
  type PeopleChildDto, type PeopleStaffDto, type PersonType,
} from '@daycare/api-client';
import { useAppDispatch, useAppSelector } from '@daycare/store';
import { Panel } from '@daycare/ui';
import { usePassesRole } from '@daycare/shared-features';
import { flyoutChildChosen, flyoutStaffChosen, flyoutTabChosen, selectFlyout, type PeopleTab } from './flyout-slice';
import { AttendanceStatus } from '@daycare/shared';

type Person = PeopleChildDto | PeopleStaffDto;

function stateOf(person: Person): string {
  return person.status === AttendanceStatus.SignedIn ? 'signed in' : 'signed out';
}

/** Signs the chosen person in or out as the director on the session; the answer comes back live to every screen. */
function PersonCard({ person, personType, roomId }: { person: Person; personType: PersonType; roomId: number | null }) {
  const [update, { isLoading, error }] = useTabletUpdateAttendanceMutation();
  // The gateway asks the session's user for the attendance role of the kind of person signed.
  const mayRecord = usePassesRole(personType === 'child' ? 'ATTENDANCE_CHILD' : 'ATTENDANCE_STAFF');
  // One id per tap: a retry of the same tap is recorded once (the gateway keeps the first answer).
  const tap = useRef<string>(undefined);
  const signedIn = person.status === AttendanceStatus.SignedIn;
  const signInOrOut = async () => {
    tap.current ??= crypto.randomUUID();
    const result = await update({
      updateAttendanceDto: {
        clientId: tap.current, personType, personId: person.id, action: signedIn ? 'signOut' : 'signIn', roomId: roomId ?? person.homeRoomId ?? undefined,
      },
    });
    if (!result.error) tap.current = undefined;
  };
  return (
    <Panel size="small" aria-label={`${person.label}, ${stateOf(person)}`}>
      <Flex justify="space-between" align="center" gap={12}>
        <Flex vertical>
          <Typography.Text strong>{person.label}</Typography.Text>
          <Typography.Text type="secondary">{signedIn ? 'Signed in' : 'Signed out'}</Typography.Text>
        </Flex>
        {mayRecord && <Button type="primary" loading={isLoading} onClick={() => void signInOrOut()}>{signedIn ? 'Sign out' : 'Sign in'}</Button>}
      </Flex>
      {error ? <Typography.Text type="danger">{(error as { data?: { message?: string } }).data?.message ?? 'We could not record it'}</Typography.Text> : null}
    </Panel>
  );
}

function PeopleList({ people, chosenId, onChoose }: { people: Person[]; chosenId: number | null; onChoose: (id: number | null) => void }) {
  if (!people.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nobody here" />;
  return (
    <Flex vertical gap={4}>
      {people.map((person) => (
        <Button
          key={person.id}
          type={person.id === chosenId ? 'primary' : 'text'}
          ghost={person.id === chosenId}
          block
          data-testid={`flyout-person-${person.id}`}
          aria-label={`${person.label}, ${stateOf(person)}`}
          aria-pressed={person.id === chosenId}
          onClick={() => onChoose(person.id === chosenId ? null : person.id)}
          style={{ justifyContent: 'space-between' }}
        >
          <span>{person.label}</span>
          {/* The same words as the button's label, so a voice command saying what is on screen finds it. */}
          {person.status === AttendanceStatus.SignedIn ? <Tag color="success">Signed in</Tag> : <Tag>Signed out</Tag>}
        </Button>
      ))}
    </Flex>
  );
}

/** The room's children or staff, live, and the chosen person's card. */
export function PeopleView() {
  const { roomId, tab, childId, staffId } = useAppSelector(selectFlyout);
  const dispatch = useAppDispatch();
  const args = roomId === null ? {} : { roomId };
  const children = useTabletChildrenListQuery(args, { skip: tab !== 'children' });
  const staff = useTabletStaffListQuery(args, { skip: tab !== 'staff' });
  const list = tab === 'children' ? children : staff;
  const chosenId = tab === 'children' ? childId : staffId;
  const chosen = list.data?.find((person) => person.id === chosenId);
  return (
    <Flex vertical gap={12}>
      <Segmented<PeopleTab>
        block
        value={tab}
        onChange={(next) => dispatch(flyoutTabChosen(next))}
        options={[{ label: 'Children', value: 'children' }, { label: 'Staff', value: 'staff' }]}
      />
      {chosen && <PersonCard person={chosen} personType={tab === 'children' ? 'child' : 'staff'} roomId={roomId} />}
      {list.isLoading ? (
        <Skeleton active />
      ) : (
        <PeopleList
          people={list.data ?? []}
          chosenId={chosenId}
          onChoose={(id) => dispatch(tab === 'children' ? flyoutChildChosen(id) : flyoutStaffChosen(id))}
        />
      )}
    </Flex>
  );
}
