import { useState } from 'react';
import { Alert, Button, Checkbox, Col, Empty, Flex, Row, Select, Skeleton, Typography, theme } from 'antd';
import {
  useRoomListQuery, useTabletChildrenListQuery, useTabletMovePeopleMutation, useTabletStaffListQuery,
  type PeopleChildDto, type PeopleStaffDto, type RoomDto,
} from '@daycare/api-client';
import { localMessage } from '@daycare/i18n';
import { THEME_COLORS, chooseErrorMessage, type ErrorLike } from '@daycare/shared';
import { handleErrorsInPage, selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { isIn } from '../people/people';

handleErrorsInPage('tabletMovePeople');

type Person = PeopleChildDto | PeopleStaffDto;

function PeopleChoice({ title, people, rooms, chosen, targetRoomId, onChange }: {
  title: string;
  people: Person[];
  rooms: RoomDto[];
  chosen: number[];
  targetRoomId: number | null;
  onChange: (ids: number[]) => void;
}) {
  const { token } = theme.useToken();
  const t = useT();
  const movable = people.filter((person) => person.rId !== targetRoomId).map((person) => person.id);
  const allChosen = movable.length > 0 && movable.every((id) => chosen.includes(id));
  const roomLabel = (id: number | null) => rooms.find((room) => room.id === id)?.label ?? t('move.anotherRoom');
  return (
    <Panel
      title={title}
      extra={
        <Button disabled={!movable.length} onClick={() => onChange(allChosen ? [] : movable)}>
          {t(allChosen ? 'move.chooseNone' : 'move.chooseAll')}
        </Button>
      }
    >
      {people.length ? (
        <Flex vertical gap={8} role="group" aria-label={title}>
          {people.map((person) => {
            const here = person.rId === targetRoomId;
            return (
              <Checkbox
                key={person.id}
                checked={chosen.includes(person.id)}
                disabled={here}
                onChange={(event) => onChange(event.target.checked ? [...chosen, person.id] : chosen.filter((id) => id !== person.id))}
                style={{ padding: `${token.paddingSM}px ${token.padding}px`, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, marginInlineStart: 0 }}
              >
                <span>{person.label}</span>
                <Typography.Text type="secondary">{` · ${here ? t('move.alreadyThere') : t('move.inRoom', { room: roomLabel(person.rId) })}`}</Typography.Text>
              </Checkbox>
            );
          })}
        </Flex>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('move.nobodySignedIn')} />
      )}
    </Panel>
  );
}

/** A director moves signed-in children and staff to another room: each stay ends and the next begins at the same moment. */
export default function MovePeoplePage() {
  const { token } = theme.useToken();
  const t = useT();
  const dispatch = useAppDispatch();
  const ownRoomId = useAppSelector(selectUser)?.roomId ?? null;
  const [fromRoomId, setFromRoomId] = useState<number | null>(ownRoomId);
  const [targetRoomId, setTargetRoomId] = useState<number | null>(null);
  const [childIds, setChildIds] = useState<number[]>([]);
  const [staffIds, setStaffIds] = useState<number[]>([]);
  const rooms = useRoomListQuery();
  const args = fromRoomId === null ? {} : { roomId: fromRoomId };
  const children = useTabletChildrenListQuery(args);
  const staff = useTabletStaffListQuery(args);
  const [move, moving] = useTabletMovePeopleMutation();
  const inFrom = <T extends Person>(people: T[] | undefined) => (people ?? []).filter((person) => isIn(person) && (fromRoomId === null || person.rId === fromRoomId));
  const signedInChildren = inFrom(children.data);
  const signedInStaff = inFrom(staff.data);
  // Only people still signed in (and not already in the target room) are sent: the lists change live.
  const chosenChildren = childIds.filter((id) => signedInChildren.some((person) => person.id === id && person.rId !== targetRoomId));
  const chosenStaff = staffIds.filter((id) => signedInStaff.some((person) => person.id === id && person.rId !== targetRoomId));
  const count = chosenChildren.length + chosenStaff.length;
  const target = rooms.data?.find((room) => room.id === targetRoomId);

  const submit = async () => {
    if (!targetRoomId) return;
    const result = await move({ movePeopleDto: { roomId: targetRoomId, children: chosenChildren, staff: chosenStaff } });
    if (result.error) return;
    const moved = result.data.length;
    dispatch(showSnackbar({ text: t('move.moved', { count: moved, room: target?.label ?? t('move.theRoom') }), color: THEME_COLORS.light.success }));
    setChildIds([]);
    setStaffIds([]);
  };

  const roomOptions = (rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }));
  return (
    <RoutePage path="/tablet/people/move">
      {rooms.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Flex vertical gap={24}>
          <Row gutter={[24, 16]}>
            <Col xs={24} md={12}>
              <Flex vertical gap={4}>
                <label htmlFor="move-from">{t('move.from')}</label>
                <Select
                  id="move-from"
                  size="large"
                  aria-label={t('move.from')}
                  value={fromRoomId ?? 0}
                  options={[{ value: 0, label: t('move.everyRoom') }, ...roomOptions]}
                  onChange={(id: number) => setFromRoomId(id || null)}
                />
              </Flex>
            </Col>
            <Col xs={24} md={12}>
              <Flex vertical gap={4}>
                <label htmlFor="move-to">{t('move.moveTo')}</label>
                <Select id="move-to" size="large" aria-label={t('move.moveTo')} placeholder={t('move.chooseRoom')} value={targetRoomId} options={roomOptions} onChange={setTargetRoomId} />
              </Flex>
            </Col>
          </Row>
          {children.isLoading || staff.isLoading ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : (
            <Row gutter={[24, 24]}>
              <Col xs={24} md={12}>
                <PeopleChoice title={t('move.children')} people={signedInChildren} rooms={rooms.data ?? []} chosen={chosenChildren} targetRoomId={targetRoomId} onChange={setChildIds} />
              </Col>
              <Col xs={24} md={12}>
                <PeopleChoice title={t('move.staff')} people={signedInStaff} rooms={rooms.data ?? []} chosen={chosenStaff} targetRoomId={targetRoomId} onChange={setStaffIds} />
              </Col>
            </Row>
          )}
          {moving.error ? <Alert type="error" showIcon role="alert" title={localMessage(chooseErrorMessage(moving.error as ErrorLike))} /> : null}
          <div style={{ position: 'sticky', bottom: 0, zIndex: 1, padding: `${token.paddingSM}px 0`, background: token.colorBgLayout }}>
          <Button
            type="primary"
            size="large"
            block
            disabled={!target || count === 0}
            loading={moving.isLoading}
            onClick={() => void submit()}
            style={{ height: 80, fontSize: 24 }}
          >
            {!target ? t('move.chooseTarget') : count === 0 ? t('move.chooseWho', { room: target.label }) : t('move.move', { count, room: target.label })}
          </Button>
          </div>
        </Flex>
      )}
    </RoutePage>
  );
}
