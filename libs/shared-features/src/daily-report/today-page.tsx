// The room's day at a glance on a tablet or a phone: select several children, record one entry for all.
import { useState } from 'react';
import { Alert, Button, Col, Empty, Flex, Result, Row, Select, Skeleton, Typography } from 'antd';
import { mdiPrinterOutline } from '@mdi/js';
import {
  useDailyReportsCreateMutation, useDailyReportsRoomQuery, useDailyReportsWakeMutation, useRoomListQuery, type DailyEntryDto, type NapWatchDto, type RoomChildDto,
} from '@daycare/api-client';
import { formatDate } from '@daycare/i18n';
import { THEME_COLORS, UserType, isAdminType, typePassesRole } from '@daycare/shared';
import { selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { Mdi } from '@daycare/ui';
import { downloadFile } from '../download-file';
import { useDownload } from '../use-download';
import { FormError } from '../form-error';
import { RoutePage } from '../route-page';
import { ActionBar } from './action-bar';
import { DailyChildCard } from './child-card';
import { useT } from './i18n';
import { RecordSheet, SHEETS, type SheetKind } from './record-sheet';
import type { EntryFields } from './record-values';
import { SleepCheckSheet, useRecordSleepCheck } from './sleep-check';
import { useNow } from './use-now';

export const TODAY_PATH = '/daily-report/today';

/** Tablets record for their room; staff and directors need the daily report role, as on the gateway. */
function useMayRecord(): boolean {
  const user = useAppSelector(selectUser);
  if (!user) return false;
  return user.type === UserType.Tablet || typePassesRole(user.type, user.roles, 'CHILD_DAILY_REPORT');
}

function useSelection(children: RoomChildDto[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  // A child who left the room meanwhile is no longer selected.
  const selected = children.map((child) => child.child.id).filter((id) => chosen.has(id));
  const toggle = (id: number) => setChosen((now) => {
    const next = new Set(now);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  const selectAll = () => setChosen(new Set(children.map((child) => child.child.id)));
  const clear = () => setChosen(new Set());
  return { selected, toggle, selectAll, clear };
}

function useRecording(clearSelection: () => void) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [create, creating] = useDailyReportsCreateMutation();
  const [wake, waking] = useDailyReportsWakeMutation();
  const success = (text: string) => dispatch(showSnackbar({ text, color: THEME_COLORS.light.success }));
  // Refusals reach the snackbar as every page's do; on success the selection is done with.
  const record = async (childIds: number[], fields: EntryFields) => {
    const result = await create({ createDailyEntriesDto: { ...fields, childIds } });
    if (result.error) return false;
    success(t('today.saved', { count: childIds.length }));
    clearSelection();
    return true;
  };
  const wakeUp = async (nap: DailyEntryDto) => {
    const result = await wake({ wakeDto: { entryId: nap.id } });
    if (!result.error) success(t('today.wokeUpSaved', { name: nap.child.label }));
  };
  return { record, saving: creating.isLoading, wakeUp, wakingId: waking.isLoading ? waking.originalArgs?.wakeDto.entryId : undefined };
}

/** The room's safe-sleep log of the day as a PDF, for the file or the wall. */
function PrintSleepLogButton({ roomId, day }: { roomId: number; day: string }) {
  const t = useT();
  const { start, busy, error } = useDownload(() =>
    downloadFile({ url: `/api/dailyreport/sleepLog?roomId=${roomId}&day=${day}`, accept: 'application/pdf', fallbackName: `sleep-log-${day}.pdf` }),
  );
  return (
    <Flex vertical gap={8} align="start">
      <Button size="large" icon={<Mdi path={mdiPrinterOutline} size={0.9} />} loading={busy} onClick={start}>{t('sleep.printLog')}</Button>
      <FormError error={error} flush />
    </Flex>
  );
}

/** The child whose nap is being checked, and the sheet that records it. */
function useSleepCheckSheet() {
  const t = useT();
  const [checking, setChecking] = useState<{ sleep: NapWatchDto; name: string } | null>(null);
  const { record, saving } = useRecordSleepCheck();
  const sheet = (
    <RecordSheet title={checking ? t('sleep.sheetTitle', { name: checking.name }) : ''} open={!!checking} onClose={() => setChecking(null)}>
      {checking && (
        <SleepCheckSheet saving={saving} onSave={(fields) => void record(checking.sleep.napId, checking.name, fields).then((saved) => saved && setChecking(null))} />
      )}
    </RecordSheet>
  );
  return { open: (sleep: NapWatchDto, name: string) => setChecking({ sleep, name }), sheet };
}

/** `named`: the room's name heads the grid (a director's room is named by the room chooser instead). */
function RoomToday({ roomId, named = false }: { roomId: number; named?: boolean }) {
  const t = useT();
  const day = useDailyReportsRoomQuery({ roomId });
  const children = day.data?.children ?? [];
  const mayRecord = useMayRecord();
  const { selected, toggle, selectAll, clear } = useSelection(children);
  const [sheet, setSheet] = useState<SheetKind | null>(null);
  const { record, saving, wakeUp, wakingId } = useRecording(clear);
  const sleepCheck = useSleepCheckSheet();
  const now = useNow();
  if (day.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (day.isError) return <Empty description={t('today.loadFailed')} />;
  if (!children.length) return <Empty description={t('today.noChildren')} />;
  const save = async (fields: EntryFields) => {
    if (await record(selected, fields)) setSheet(null);
  };
  const Sheet = sheet ? SHEETS[sheet] : undefined;
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" justify="space-between" wrap>
        {named && day.data && (
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
            {t('today.roomDay', { room: day.data.room.label, day: formatDate(day.data.day, 'dayMonth') })}
          </Typography.Title>
        )}
        {day.data && <PrintSleepLogButton roomId={roomId} day={day.data.day} />}
      </Flex>
      {!mayRecord && <Alert type="info" showIcon title={t('today.readOnly')} />}
      <Row gutter={[12, 12]}>
        {children.map((child) => (
          <Col key={child.child.id} xs={24} sm={12} lg={8} xxl={6}>
            <DailyChildCard
              child={child} selected={selected.includes(child.child.id)}
              onToggle={mayRecord ? () => toggle(child.child.id) : undefined}
              onWake={mayRecord ? (nap) => void wakeUp(nap) : undefined} waking={wakingId === child.lastNap?.id}
              now={now} onCheck={mayRecord ? (sleep) => sleepCheck.open(sleep, child.child.label) : undefined}
            />
          </Col>
        ))}
      </Row>
      {mayRecord && <ActionBar count={selected.length} total={children.length} onSelectAll={selectAll} onClear={clear} onRecord={setSheet} />}
      <RecordSheet title={sheet ? t(`sheet.title.${sheet}`, { count: selected.length }) : ''} open={!!sheet} onClose={() => setSheet(null)}>
        {Sheet && <Sheet saving={saving} onSave={(fields) => void save(fields)} />}
      </RecordSheet>
      {sleepCheck.sheet}
    </Flex>
  );
}

/** Directors see any room: they choose it, the first one to begin with. */
function ChosenRoomToday() {
  const t = useT();
  const rooms = useRoomListQuery();
  const [roomId, setRoomId] = useState<number>();
  const shown = roomId ?? rooms.data?.[0]?.id;
  if (rooms.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!shown) return <Empty description={t('today.noRooms')} />;
  return (
    <Flex vertical gap={16}>
      <Select
        aria-label={t('today.room')} size="large" style={{ maxWidth: 360, width: '100%' }} value={shown} onChange={setRoomId}
        options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))}
      />
      <RoomToday key={shown} roomId={shown} />
    </Flex>
  );
}

function TodayContent() {
  const t = useT();
  const user = useAppSelector(selectUser);
  if (user && isAdminType(user.type)) return <ChosenRoomToday />;
  if (!user?.roomId) return <Result status="info" title={t('today.noRoom')} subTitle={t('today.noRoomHelp')} />;
  return <RoomToday roomId={user.roomId} named />;
}

/** /daily-report/today: the room's children as cards with their last entries; select some and record a meal, a nap, a change or a note for all. */
export function TodayPage() {
  return <RoutePage path={TODAY_PATH}><TodayContent /></RoutePage>;
}
