import { useState } from 'react';
import { Button, Col, Flex, Result, Row, Select, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  useTabletChildByIdQuery, useTabletChildrenListQuery, useTabletHomeRoomStaffQuery, useTabletStaffListQuery, useTabletStaffSelectListQuery,
  type LabelledDto, type PeopleStaffDto,
} from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { Panel, RoutePage } from '@daycare/ui';
import { useAttendanceTap } from '../people/attendance-tap';
import { isIn, useRouteId } from '../people/people';
import { PersonHeader } from '../people/person-header';
import { SignPanel } from '../people/sign-panel';
import { ChildAlerts } from './child-alerts';
import { ChildToday } from './child-today';

const ROUTE = '/tablet/child/:id';

interface Choice extends LabelledDto {
  hasPin: boolean;
}

/** The room's staff to choose from: those whose home room it is and those signed in to it now. */
function roomStaff(homeRoom: PeopleStaffDto[], listed: PeopleStaffDto[], roomId: number | null | undefined): Choice[] {
  const here = listed.filter((member) => isIn(member) && member.rId === roomId);
  const byId = new Map<number, Choice>();
  for (const member of [...homeRoom, ...here]) byId.set(member.id, { id: member.id, label: member.label, hasPin: member.hasPin });
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
}

function SignerChoice({ choices, others, chosen, onChoose }: { choices: Choice[]; others: LabelledDto[]; chosen: number | null; onChoose: (id: number) => void }) {
  const otherOptions = others.filter((other) => !choices.some((choice) => choice.id === other.id));
  return (
    <Flex vertical gap={12}>
      <Typography.Text strong style={{ fontSize: 20 }}>Who is signing?</Typography.Text>
      <Flex gap={12} wrap role="group" aria-label="Who is signing">
        {choices.map((choice) => (
          <Button
            key={choice.id}
            size="large"
            type={chosen === choice.id ? 'primary' : 'default'}
            aria-pressed={chosen === choice.id}
            disabled={!choice.hasPin}
            title={choice.hasPin ? undefined : `${choice.label} has no PIN yet (set it in their profile)`}
            onClick={() => onChoose(choice.id)}
            style={{ minHeight: 64 }}
          >
            {choice.label}
            {choice.hasPin ? '' : ' (no PIN yet)'}
          </Button>
        ))}
      </Flex>
      {otherOptions.length > 0 && (
        <Select
          size="large"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Another staff member"
          aria-label="Another staff member"
          value={otherOptions.some((option) => option.id === chosen) ? chosen : null}
          options={otherOptions.map((option) => ({ value: option.id, label: option.label }))}
          onChange={(id: number) => onChoose(id)}
        />
      )}
    </Flex>
  );
}

/** One child: photo, name, alerts, and the sign in or out by a staff member of the room with their PIN. */
export default function ChildPage() {
  const id = useRouteId(ROUTE);
  const roomId = useAppSelector(selectUser)?.roomId;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signerId, setSignerId] = useState<number | null>(null);
  const list = useTabletChildrenListQuery({});
  const listed = list.data?.find((child) => child.id === id);
  const byId = useTabletChildByIdQuery({ id: id ?? 0 }, { skip: !id || !list.isSuccess || Boolean(listed) });
  const child = listed ?? byId.data;
  const homeRoom = useTabletHomeRoomStaffQuery({});
  const staff = useTabletStaffListQuery({});
  const everyone = useTabletStaffSelectListQuery();
  const [send, sending] = useAttendanceTap();
  const choices = roomStaff(homeRoom.data ?? [], staff.data ?? [], roomId);
  const signer = choices.find((choice) => choice.id === signerId) ?? everyone.data?.find((other) => other.id === signerId);

  let content;
  if (!id || byId.isError || (list.isError && !child)) {
    content = <Result status="404" title="This child was not found" subTitle="The child may belong to another room." extra={<Link to="/tablet/search/child"><Button size="large">Back to the children</Button></Link>} />;
  } else if (!child) {
    content = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  } else {
    const signedIn = isIn(child);
    const submit = async (pin: string) => {
      const result = await send({ personType: 'child', personId: child.id, action: signedIn ? 'signOut' : 'signIn', signedById: signerId!, pin });
      if (result.error) return false;
      dispatch(showSnackbar({ text: `${child.label} is signed ${signedIn ? 'out' : 'in'}`, color: THEME_COLORS.light.success }));
      void navigate('/tablet/search/child');
      return true;
    };
    content = (
      <Row gutter={[24, 24]}>
        <Col xs={24} md={10}>
          <Panel>
            <PersonHeader person={child} photoUrl={child.photoUrl} roomId={roomId}>
              <ChildAlerts child={child} />
              <ChildToday child={child} />
            </PersonHeader>
          </Panel>
        </Col>
        <Col xs={24} md={14}>
          <SignPanel
            action={signedIn ? `Sign ${child.firstName} out` : `Sign ${child.firstName} in`}
            pinPrompt={signer ? `${signer.label}, enter your PIN` : 'Choose who is signing, then enter the PIN'}
            signer={<SignerChoice choices={choices} others={everyone.data ?? []} chosen={signerId} onChoose={setSignerId} />}
            ready={signerId !== null}
            sending={sending.isLoading}
            error={sending.error}
            onSubmit={submit}
          />
        </Col>
      </Row>
    );
  }
  return (
    <RoutePage path={ROUTE}>
      <Flex vertical gap={16}>
        <Link to="/tablet/search/child">← All children of the room</Link>
        {content}
      </Flex>
    </RoutePage>
  );
}
