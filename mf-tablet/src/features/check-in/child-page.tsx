import { useState } from 'react';
import { Button, Col, Flex, Result, Row, Select, Skeleton, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  useTabletChildByIdQuery, useTabletChildGuardiansQuery, useTabletChildrenListQuery, useTabletHomeRoomStaffQuery, useTabletStaffListQuery,
  useTabletStaffSelectListQuery, usePickupChildQuery, type ChildGuardianDto, type LabelledDto, type NeverReleaseDto, type PeopleStaffDto, type UpdateAttendanceDto,
} from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { THEME_COLORS } from '@daycare/shared';
import { selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { Panel } from '@daycare/ui';
import { HandOverReminder, RoutePage } from '@daycare/shared-features';
import { t as text, useT } from '../../i18n';
import { useAttendanceTap } from '../people/attendance-tap';
import { isIn, useRouteId } from '../people/people';
import { PersonHeader } from '../people/person-header';
import { SignPanel } from '../people/sign-panel';
import { noticesByChild, useRoomNotices } from '../on-my-way/room-notices';
import { ChildAlerts } from './child-alerts';
import { ChildToday, openStaySigner, useTodayStays } from './child-today';
import { NeverReleaseWarning } from './never-release-warning';
import { neverReleaseMatch, type OtherPickup, type PickupChoice } from './pickup';
import { ChosenPickup, OtherPickupForm, PickupChooser } from './pickup-chooser';

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

/** The snackbar after a sign-in or sign-out: who, and when and by whom when the gateway says so. */
function signedText(action: 'signedIn' | 'signedOut', name: string, at?: string | null, by?: string | null): string {
  const time = at ? formatTime(at) : undefined;
  if (time && by) return text(`signedSnackbar.${action}AtBy`, { name, time, by });
  if (time) return text(`signedSnackbar.${action}At`, { name, time });
  if (by) return text(`signedSnackbar.${action}By`, { name, by });
  return text(`signedSnackbar.${action}`, { name });
}

/** The snackbar after a sign-out that said who picked up; someone not on the list also tells the director. */
function pickedUpText(name: string, person: string, other: boolean, at?: string | null): string {
  const time = at ? formatTime(at) : '';
  return text(other ? 'signedSnackbar.pickedUpByOther' : 'signedSnackbar.pickedUp', { name, person, time });
}

/** What the sign-out sends: the pick-up, and who confirms with their PIN (for someone not on the list, the allowing staff member). */
function signOutBody(choice: PickupChoice, other: OtherPickup, signer: Signer, pin: string): Partial<UpdateAttendanceDto> {
  if (choice.kind === 'other') return { pickup: { kind: 'other', name: other.name.trim(), reason: other.reason.trim(), staffId: signer.id, staffPin: pin } };
  const who = signer.kind === 'guardian' ? { guardianId: signer.id } : { signedById: signer.id };
  return { ...who, pin, pickup: { kind: choice.person.kind, id: choice.person.id } };
}

/** A guardian picking the child up confirms with her own PIN, when she has one. */
function guardianPickingUp(choice: PickupChoice, guardians: ChildGuardianDto[]): Signer | null {
  if (choice.kind !== 'listed' || choice.person.kind !== 'guardian') return null;
  const id = choice.person.id;
  return guardians.some((guardian) => guardian.id === id && guardian.hasPin) ? { kind: 'guardian', id } : null;
}

/** Someone not on the list is named, with a reason, and is no one the child must never be released to. */
function otherIsComplete(other: OtherPickup, neverRelease: readonly NeverReleaseDto[]): boolean {
  return Boolean(other.name.trim()) && Boolean(other.reason.trim()) && !neverReleaseMatch(other.name, neverRelease);
}

/** A signer to choose: the name, or the name saying no PIN is set (`withoutPin`), which cannot be chosen. */
function ChoiceButton({ choice, chosen, withoutPin, onChoose }: { choice: Choice; chosen: boolean; withoutPin: string; onChoose: () => void }) {
  const t = useT();
  return (
    <Button
      size="large"
      type={chosen ? 'primary' : 'default'}
      aria-pressed={chosen}
      disabled={!choice.hasPin}
      title={choice.hasPin ? undefined : t('childPage.noPinHint', { name: choice.label })}
      onClick={onChoose}
      style={BUTTON}
    >
      {choice.hasPin ? choice.label : withoutPin}
    </Button>
  );
}

function SignerChoice({ childName, choices, others, guardians, chosen, onChoose, question }: {
  childName: string;
  /** What to ask instead of "Who is signing?" */
  question?: string;
  choices: Choice[];
  others: LabelledDto[];
  guardians: ChildGuardianDto[];
  chosen: Signer | null;
  onChoose: (signer: Signer) => void;
}) {
  const otherOptions = others.filter((other) => !choices.some((choice) => choice.id === other.id));
  const isChosen = (kind: Signer['kind'], id: number) => chosen?.kind === kind && chosen.id === id;
  const t = useT();
  return (
    <Flex vertical gap={12} role="group" aria-label={t('childPage.whoIsSigning')}>
      <Typography.Text strong style={{ fontSize: 20 }}>{question ?? t('childPage.whoIsSigningQuestion')}</Typography.Text>
      <Typography.Text type="secondary">{t('childPage.roomStaff')}</Typography.Text>
      <Flex gap={12} wrap role="group" aria-label={t('childPage.roomStaff')}>
        {choices.map((choice) => (
          <ChoiceButton key={choice.id} choice={choice} chosen={isChosen('staff', choice.id)} withoutPin={t('childPage.staffWithoutPin', { name: choice.label })} onChoose={() => onChoose({ kind: 'staff', id: choice.id })} />
        ))}
      </Flex>
      {otherOptions.length > 0 && (
        <Select
          size="large"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('childPage.anotherStaffMember')}
          aria-label={t('childPage.anotherStaffMember')}
          value={chosen?.kind === 'staff' && otherOptions.some((option) => option.id === chosen.id) ? chosen.id : null}
          options={otherOptions.map((option) => ({ value: option.id, label: option.label }))}
          onChange={(id: number) => onChoose({ kind: 'staff', id })}
        />
      )}
      {guardians.length > 0 && (
        <>
          <Typography.Text type="secondary">{t('childPage.guardiansOf', { name: childName })}</Typography.Text>
          <Flex gap={12} wrap role="group" aria-label={t('childPage.guardiansOf', { name: childName })}>
            {guardians.map((guardian) => (
              <ChoiceButton
                key={guardian.id}
                choice={guardian}
                chosen={isChosen('guardian', guardian.id)}
                withoutPin={t('childPage.guardianWithoutPin', { name: guardian.label })}
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
  const t = useT();
  const id = useRouteId(ROUTE);
  const roomId = useAppSelector(selectUser)?.roomId;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signer, setSigner] = useState<Signer | null>(null);
  const [pickup, setPickup] = useState<PickupChoice | null>(null);
  const [other, setOther] = useState<OtherPickup>({ name: '', reason: '' });
  const list = useTabletChildrenListQuery({});
  const listed = list.data?.find((child) => child.id === id);
  const byId = useTabletChildByIdQuery({ id: id ?? 0 }, { skip: !id || !list.isSuccess || Boolean(listed) });
  const child = listed ?? byId.data;
  const homeRoom = useTabletHomeRoomStaffQuery({});
  const staff = useTabletStaffListQuery({});
  const everyone = useTabletStaffSelectListQuery();
  const guardians = useTabletChildGuardiansQuery({ childId: child?.id ?? 0 }, { skip: !child });
  const pickupList = usePickupChildQuery({ childId: child?.id ?? 0 }, { skip: !child });
  const neverRelease = pickupList.data?.neverRelease ?? [];
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
    content = (
      <Result
        status="404"
        title={t('childPage.notFound')}
        subTitle={t('childPage.notFoundDetail')}
        extra={<Link to="/tablet/search/child"><Button size="large">{t('childPage.backToChildren')}</Button></Link>}
      />
    );
  } else if (!child) {
    content = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  } else {
    const signedIn = isIn(child);
    const someoneElse = pickup?.kind === 'other';
    const pinPrompt = (name: string | undefined, allowing: boolean) => {
      if (!name) return t(allowing ? 'pickup.chooseStaff' : 'childPage.chooseSigner');
      return t(allowing ? 'pickup.staffPin' : 'person.enterPin', { name });
    };
    const submit = async (pin: string) => {
      if (!signer) return false;
      const who = signer.kind === 'guardian' ? { guardianId: signer.id } : { signedById: signer.id };
      const body = signedIn && pickup ? signOutBody(pickup, other, signer, pin) : { ...who, pin };
      const result = await send({ personType: 'child', personId: child.id, action: signedIn ? 'signOut' : 'signIn', ...body });
      if (result.error) return false;
      const by = result.data?.by?.label;
      const at = result.data?.at;
      const pickedUp = result.data?.pickup;
      dispatch(showSnackbar({
        text: pickedUp ? pickedUpText(child.label, pickedUp.name, pickedUp.kind === 'other', at) : signedText(signedIn ? 'signedOut' : 'signedIn', child.label, at, by),
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
                  {t('childPage.onTheWay', { guardian: onTheWay.guardian.label, time: formatTime(onTheWay.arrivingAt) })}
                </Tag>
              )}
              <NeverReleaseWarning childName={child.firstName} entries={neverRelease} />
              <ChildAlerts child={child} />
              <ChildToday today={today} />
            </PersonHeader>
          </Panel>
        </Col>
        <Col xs={24} md={14}>
          {signedIn && <HandOverReminder childId={child.id} childName={child.firstName} linked={false} />}
          {signedIn && !pickup ? (
            <PickupChooser
              childName={child.firstName}
              people={pickupList.data?.authorised ?? []}
              neverRelease={neverRelease}
              loading={pickupList.isLoading}
              failed={pickupList.isError}
              onRetry={() => void pickupList.refetch()}
              onChoose={(choice) => {
                setPickup(choice);
                setSigner(guardianPickingUp(choice, guardians.data ?? []));
              }}
            />
          ) : (
            <SignPanel
              action={t(signedIn ? 'childPage.signOut' : 'childPage.signIn', { name: child.firstName })}
              pinPrompt={pinPrompt(signerLabel, someoneElse)}
              signer={
                <Flex vertical gap={16}>
                  {pickup && <ChosenPickup choice={pickup} onChange={() => { setPickup(null); setSigner(null); }} />}
                  {someoneElse && <OtherPickupForm value={other} neverRelease={neverRelease} onChange={setOther} />}
                  <SignerChoice
                    childName={child.firstName}
                    choices={choices}
                    others={everyone.data ?? []}
                    guardians={someoneElse ? [] : guardians.data ?? []}
                    chosen={signer}
                    onChoose={setSigner}
                    question={someoneElse ? t('pickup.whoAllows') : undefined}
                  />
                </Flex>
              }
              ready={signer !== null && (!someoneElse || otherIsComplete(other, neverRelease))}
              sending={sending.isLoading}
              error={sending.error}
              onSubmit={submit}
            />
          )}
        </Col>
      </Row>
    );
  }
  return (
    <RoutePage path={ROUTE}>
      <Flex vertical gap={16}>
        <Link to="/tablet/search/child">{t('childPage.allChildren')}</Link>
        {content}
      </Flex>
    </RoutePage>
  );
}
