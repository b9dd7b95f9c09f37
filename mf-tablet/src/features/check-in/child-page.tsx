import { useState } from 'react';
import { Button, Col, Flex, Result, Row, Select, Skeleton, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  useTabletChildByIdQuery, useTabletChildGuardiansQuery, useTabletChildrenListQuery, useTabletHomeRoomStaffQuery, useTabletStaffListQuery,
  useTabletStaffSelectListQuery, type ChildGuardianDto, type LabelledDto, type PeopleStaffDto,
} from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { useAttendanceTap } from '../people/attendance-tap';
import { isIn, timeText, useRouteId } from '../people/people';
import { PersonHeader } from '../people/person-header';
import { SignPanel } from '../people/sign-panel';
import { noticesByChild, useRoomNotices } from '../on-my-way/room-notices';
import { ChildAlerts } from './child-alerts';
import { ChildToday, openStaySigner, useTodayStays } from './child-today';

const ROUTE = '/tablet/child/:id';

interface Choice extends LabelledDto {
  hasPin: boolean;
}

/** Who confirms with their PIN: a staff member (signedById) or a guardian of the child (guardianId). */
interface Signer {
  kind: 'staff' | 'guardian';
  id: number;
}

/** The room's staff to choose from: those whose home room it is and those signed in to it now. */
function roomStaff(homeRoom: PeopleStaffDto[], listed: PeopleStaffDto[], roomId: number | null | undefined): Choice[] {
  const here = listed.filter((member) => isIn(member) && member.rId === roomId);
  const byId = new Map<number, Choice>();
  for (const member of [...homeRoom, ...here]) byId.set(member.id, { id: member.id, label: member.label, hasPin: member.hasPin });
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
}

const BUTTON = { minHeight: 64 };

function ChoiceButton({ choice, chosen, missingPin, onChoose }: { choice: Choice; chosen: boolean; missingPin: string; onChoose: () => void }) {
  return (
    <Button
      size="large"
      type={chosen ? 'primary' : 'default'}
      aria-pressed={chosen}
      disabled={!choice.hasPin}
      title={choice.hasPin ? undefined : `${choice.label} has no PIN yet (set it in their profile)`}
      onClick={onChoose}
      style={BUTTON}
    >
      {choice.label}
      {choice.hasPin ? '' : ` (${missingPin})`}
    </Button>
  );
}

function SignerChoice({ childName, choices, others, guardians, chosen, onChoose }: {
  childName: string;
  choices: Choice[];
  others: LabelledDto[];
  guardians: ChildGuardianDto[];
  chosen: Signer | null;
  onChoose: (signer: Signer) => void;
}) {
  const otherOptions = others.filter((other) => !choices.some((choice) => choice.id === other.id));
  const isChosen = (kind: Signer['kind'], id: number) => chosen?.kind === kind && chosen.id === id;
  return (
    <Flex vertical gap={12} role="group" aria-label="Who is signing">
      <Typography.Text strong style={{ fontSize: 20 }}>Who is signing?</Typography.Text>
      <Typography.Text type="secondary">Staff of the room</Typography.Text>
      <Flex gap={12} wrap role="group" aria-label="Staff of the room">
        {choices.map((choice) => (
          <ChoiceButton key={choice.id} choice={choice} chosen={isChosen('staff', choice.id)} missingPin="no PIN yet" onChoose={() => onChoose({ kind: 'staff', id: choice.id })} />
        ))}
      </Flex>
      {otherOptions.length > 0 && (
        <Select
          size="large"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Another staff member"
          aria-label="Another staff member"
          value={chosen?.kind === 'staff' && otherOptions.some((option) => option.id === chosen.id) ? chosen.id : null}
          options={otherOptions.map((option) => ({ value: option.id, label: option.label }))}
          onChange={(id: number) => onChoose({ kind: 'staff', id })}
        />
      )}
      {guardians.length > 0 && (
        <>
          <Typography.Text type="secondary">{`${childName}'s guardians`}</Typography.Text>
          <Flex gap={12} wrap role="group" aria-label={`${childName}'s guardians`}>
            {guardians.map((guardian) => (
              <ChoiceButton
                key={guardian.id}
                choice={guardian}
                chosen={isChosen('guardian', guardian.id)}
                missingPin="no PIN set"
                onChoose={() => onChoose({ kind: 'guardian', id: guardian.id })}
              />
            ))}
          </Flex>
        </>
      )}
    </Flex>
  );
}

/** One child: photo, name, alerts, and the sign in or out by a staff member of the room or a guardian of the child, with their PIN. */
export default function ChildPage() {
  const id = useRouteId(ROUTE);
  const roomId = useAppSelector(selectUser)?.roomId;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signer, setSigner] = useState<Signer | null>(null);
  const list = useTabletChildrenListQuery({});
  const listed = list.data?.find((child) => child.id === id);
  const byId = useTabletChildByIdQuery({ id: id ?? 0 }, { skip: !id || !list.isSuccess || Boolean(listed) });
  const child = listed ?? byId.data;
  const homeRoom = useTabletHomeRoomStaffQuery({});
  const staff = useTabletStaffListQuery({});
  const everyone = useTabletStaffSelectListQuery();
  const guardians = useTabletChildGuardiansQuery({ childId: child?.id ?? 0 }, { skip: !child });
  const today = useTodayStays(child);
  const onTheWay = noticesByChild(useRoomNotices().data).get(id ?? 0);
  const [send, sending] = useAttendanceTap();
  const choices = roomStaff(homeRoom.data ?? [], staff.data ?? [], roomId);
  const signerLabel =
    signer?.kind === 'guardian'
      ? guardians.data?.find((guardian) => guardian.id === signer.id)?.label
      : (choices.find((choice) => choice.id === signer?.id) ?? everyone.data?.find((other) => other.id === signer?.id))?.label;

  let content;
  if (!id || byId.isError || (list.isError && !child)) {
    content = <Result status="404" title="This child was not found" subTitle="The child may belong to another room." extra={<Link to="/tablet/search/child"><Button size="large">Back to the children</Button></Link>} />;
  } else if (!child) {
    content = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  } else {
    const signedIn = isIn(child);
    const submit = async (pin: string) => {
      if (!signer) return false;
      const who = signer.kind === 'guardian' ? { guardianId: signer.id } : { signedById: signer.id };
      const result = await send({ personType: 'child', personId: child.id, action: signedIn ? 'signOut' : 'signIn', ...who, pin });
      if (result.error) return false;
      const by = result.data?.by?.label;
      const at = result.data?.at;
      dispatch(showSnackbar({
        text: `${child.label} is signed ${signedIn ? 'out' : 'in'}${at ? ` at ${timeText(at)}` : ''}${by ? ` by ${by}` : ''}`,
        color: THEME_COLORS.light.success,
      }));
      void navigate('/tablet/search/child');
      return true;
    };
    content = (
      <Row gutter={[24, 24]}>
        <Col xs={24} md={10}>
          <Panel>
            <PersonHeader person={child} photoUrl={child.photoUrl} roomId={roomId} signedInBy={signedIn ? openStaySigner(today) : null}>
              {onTheWay && (
                <Tag color="purple" data-testid="child-on-the-way" style={{ fontSize: 16, padding: '4px 12px', whiteSpace: 'normal' }}>
                  {onTheWay.guardian.label} is on the way, arriving ~{timeText(onTheWay.arrivingAt)}
                </Tag>
              )}
              <ChildAlerts child={child} />
              <ChildToday today={today} />
            </PersonHeader>
          </Panel>
        </Col>
        <Col xs={24} md={14}>
          <SignPanel
            action={signedIn ? `Sign ${child.firstName} out` : `Sign ${child.firstName} in`}
            pinPrompt={signerLabel ? `${signerLabel}, enter your PIN` : 'Choose who is signing, then enter the PIN'}
            signer={
              <SignerChoice
                childName={child.firstName}
                choices={choices}
                others={everyone.data ?? []}
                guardians={guardians.data ?? []}
                chosen={signer}
                onChoose={setSigner}
              />
            }
            ready={signer !== null}
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
