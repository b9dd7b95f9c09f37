import { useRef } from 'react';
import { Button, Empty, Flex, Segmented, Skeleton, Tag, Typography } from 'antd';
import {
  useTabletChildrenListQuery, useTabletStaffListQuery, useTabletUpdateAttendanceMutation,
  type PeopleChildDto, type PeopleStaffDto, type PersonType,
} from '@daycare/api-client';
import { useAppDispatch, useAppSelector } from '@daycare/store';
import { Panel } from '@daycare/ui';
import { HandOverReminder, OpenIncidentsBadge, usePassesRole } from '@daycare/shared-features';
import { flyoutChildChosen, flyoutStaffChosen, flyoutTabChosen, selectFlyout, type PeopleTab } from './flyout-slice';
import { AttendanceStatus } from '@daycare/shared';
import { t as translate, useT } from '../../i18n';

type Person = PeopleChildDto | PeopleStaffDto;

/** "Emma Thompson, signed in": what a person's button and card are called. */
function nameAndState(person: Person): string {
  const state = person.status === AttendanceStatus.SignedIn ? translate('people.signedInState') : translate('people.signedOutState');
  return translate('people.personState', { name: person.label, state });
}

/** Signs the chosen person in or out as the director on the session; the answer comes back live to every screen. */
function PersonCard({ person, personType, roomId }: { person: Person; personType: PersonType; roomId: number | null }) {
  const t = useT();
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
    <Panel size="small" aria-label={nameAndState(person)}>
      <Flex justify="space-between" align="center" gap={12}>
        <Flex vertical>
          <Typography.Text strong>{person.label}</Typography.Text>
          <Typography.Text type="secondary">{signedIn ? t('flyout.signedIn') : t('flyout.signedOut')}</Typography.Text>
        </Flex>
        {mayRecord && <Button type="primary" loading={isLoading} onClick={() => void signInOrOut()}>{signedIn ? t('flyout.signOut') : t('flyout.signIn')}</Button>}
      </Flex>
      {personType === 'child' && signedIn && <HandOverReminder childId={person.id} childName={person.label} />}
      {error ? <Typography.Text type="danger">{(error as { data?: { message?: string } }).data?.message ?? t('flyout.notRecorded')}</Typography.Text> : null}
    </Panel>
  );
}

function PeopleList({ people, chosenId, onChoose }: { people: Person[]; chosenId: number | null; onChoose: (id: number | null) => void }) {
  const t = useT();
  if (!people.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('flyout.nobodyHere')} />;
  return (
    <Flex vertical gap={4}>
      {people.map((person) => (
        <Button
          key={person.id}
          type={person.id === chosenId ? 'primary' : 'text'}
          ghost={person.id === chosenId}
          block
          data-testid={`flyout-person-${person.id}`}
          aria-pressed={person.id === chosenId}
          onClick={() => onChoose(person.id === chosenId ? null : person.id)}
          style={{ justifyContent: 'space-between' }}
        >
          <span>{person.label}</span>
          {'incident' in person && <OpenIncidentsBadge count={person.incident} />}
          {/* The button is named by what it shows: the name, then Signed in or Signed out. */}
          {person.status === AttendanceStatus.SignedIn ? <Tag color="success">{t('flyout.signedIn')}</Tag> : <Tag>{t('flyout.signedOut')}</Tag>}
        </Button>
      ))}
    </Flex>
  );
}

/** The room's children or staff, live, and the chosen person's card. */
export function PeopleView() {
  const t = useT();
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
        options={[{ label: t('reports.children'), value: 'children' }, { label: t('reports.staff'), value: 'staff' }]}
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
