// A child's day, entry by entry, one day at a time; the staff who may correct an entry edit or delete it.
import { useEffect, useRef, useState } from 'react';
import { Button, DatePicker, Empty, Flex, Popconfirm, Skeleton, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import {
  useDailyReportsByIdQuery, useDailyReportsChildQuery, useDailyReportsRemoveMutation, type DailyEntryDto,
} from '@daycare/api-client';
import { formatDate, useLanguage } from '@daycare/i18n';
import { THEME_COLORS, UserType } from '@daycare/shared';
import { handleNotFoundInPage, selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { Mdi, usePickerDayFormats } from '@daycare/ui';
import { ChildNotFound } from '../people/record-not-found';
import { RoutePage } from '../route-page';
import { TAP_LINK } from '../people/form-basics';
import { positiveInteger, useRouteParams } from '../route-params';
import { EntryEditModal } from './entry-edit-modal';
import { EntryPhotos } from './entry-photos';
import { DailyEntryLine } from './entry-summary';
import { useT } from './i18n';
import { NapSleepChecks } from './sleep-check';
import { TODAY_PATH } from './today-page';

export const CHILD_DAY_PATH = '/daily-report/child/:childId/:reportId?';
const API_DAY = 'YYYY-MM-DD';

// A child or an entry that is missing or not the reader's: the page says so itself.
handleNotFoundInPage('dailyReportsChild', 'dailyReportsById');

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

function NotFound() {
  const t = useT();
  const guardian = useAppSelector(selectUser)?.type === UserType.User;
  return <ChildNotFound home={guardian ? { to: '/home', label: t('childDay.toHome') } : { to: TODAY_PATH, label: t('childDay.toToday') }} />;
}

function DayPicker({ day, onChange }: { day: string; onChange: (day: string) => void }) {
  const t = useT();
  const shown = dayjs(day);
  const today = dayjs().format(API_DAY);
  const move = (days: number) => onChange(shown.add(days, 'day').format(API_DAY));
  return (
    <Flex gap={8} align="center">
      <Button size="large" aria-label={t('childDay.previousDay')} icon={<Mdi path={mdiChevronLeft} />} onClick={() => move(-1)} />
      <DatePicker
        aria-label={t('childDay.day')} size="large" allowClear={false} inputReadOnly format={usePickerDayFormats()} value={shown}
        disabledDate={(date) => date.format(API_DAY) > today} onChange={(date) => date && onChange(date.format(API_DAY))}
      />
      <Button size="large" aria-label={t('childDay.nextDay')} icon={<Mdi path={mdiChevronRight} />} disabled={day >= today} onClick={() => move(1)} />
    </Flex>
  );
}

function DeleteEntry({ entry }: { entry: DailyEntryDto }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [remove, removing] = useDailyReportsRemoveMutation();
  const confirm = async () => {
    const result = await remove({ entryId: entry.id });
    if (!result.error) dispatch(showSnackbar({ text: t('childDay.deleted'), color: THEME_COLORS.light.success }));
  };
  return (
    <Popconfirm title={t('childDay.deleteQuestion')} okText={t('childDay.yesDelete')} cancelText={t('childDay.keep')} onConfirm={() => void confirm()}>
      <Button danger loading={removing.isLoading}>{t('childDay.delete')}</Button>
    </Popconfirm>
  );
}

/** The daycare side reads sleep checks and reaches the pages of each kind; families are refused the checks, so their phones do not ask. */
function useDaycareSide(): boolean {
  const type = useAppSelector(selectUser)?.type;
  return type !== undefined && type !== UserType.User;
}

const KIND_SEGMENTS = { meal: 'meals', nap: 'naps', movement: 'movements', note: 'notes' } as const;

/** The daycare side's way to each kind's page of the child (meals, naps, changes, notes), on the same day. */
function KindLinks({ childId, day }: { childId: number; day: string }) {
  const t = useT();
  return (
    <Flex component="nav" aria-label={t('childDay.byKind')} gap={16} wrap>
      {(Object.keys(KIND_SEGMENTS) as (keyof typeof KIND_SEGMENTS)[]).map((kind) => (
        <Link key={kind} to={`/daily-report/${KIND_SEGMENTS[kind]}/${childId}?day=${day}`} style={TAP_LINK}>{t(`kind.${kind}`)}</Link>
      ))}
    </Flex>
  );
}

function EntryItem({ entry, highlighted, onEdit }: { entry: DailyEntryDto; highlighted: boolean; onEdit: () => void }) {
  const { token } = theme.useToken();
  const t = useT();
  const showsChecks = useDaycareSide() && entry.kind === 'nap';
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) item.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);
  return (
    <li
      ref={item} aria-current={highlighted ? 'true' : undefined}
      style={{
        padding: token.paddingSM, borderRadius: token.borderRadius, borderInlineStart: `3px solid ${highlighted ? token.colorPrimary : token.colorBorderSecondary}`,
        background: highlighted ? token.colorPrimaryBg : undefined,
      }}
    >
      <Flex gap={8} justify="space-between" align="start" wrap>
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <DailyEntryLine entry={entry} photos={!entry.canEdit} />
          {entry.canEdit && <div style={{ marginInlineStart: 76, marginTop: 8 }}><EntryPhotos entry={entry} editable /></div>}
          {showsChecks && <NapSleepChecks napId={entry.id} />}
        </div>
        {entry.canEdit && (
          <Flex gap={8}>
            <Button onClick={onEdit}>{t('childDay.edit')}</Button>
            <DeleteEntry entry={entry} />
          </Flex>
        )}
      </Flex>
    </li>
  );
}

function Entries({ entries, reportId }: { entries: DailyEntryDto[]; reportId?: number }) {
  const t = useT();
  const [editing, setEditing] = useState<DailyEntryDto>();
  if (!entries.length) return <Empty description={t('childDay.nothing')} />;
  return (
    <>
      <Flex component="ol" vertical gap={8} aria-label={t('childDay.entries')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry) => <EntryItem key={entry.id} entry={entry} highlighted={entry.id === reportId} onEdit={() => setEditing(entry)} />)}
      </Flex>
      {editing && <EntryEditModal entry={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

/** The day an entry linked to belongs to (the reader's calendar), so the link opens on it. */
function useLinkedDay(childId: number, reportId?: number) {
  const linked = useDailyReportsByIdQuery({ entryId: reportId ?? 0 }, { skip: !reportId });
  const day = linked.data?.childId === childId ? dayjs(linked.data.at).format(API_DAY) : undefined;
  return { day, waiting: !!reportId && linked.isLoading };
}

function ChildDay({ childId, reportId }: { childId: number; reportId?: number }) {
  useLanguage();
  const linked = useLinkedDay(childId, reportId);
  const [chosenDay, setChosenDay] = useState<string>();
  const daycareSide = useDaycareSide();
  const wanted = chosenDay ?? linked.day;
  const report = useDailyReportsChildQuery({ childId, day: wanted }, { skip: linked.waiting });
  if (isNotFound(report.error)) return <NotFound />;
  if (!report.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const { child, day, entries } = report.data;
  // While another day loads, the last one's entries are not shown under its date.
  const otherDayLoading = wanted !== undefined && wanted !== day;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Flex gap={12} align="center" justify="space-between" wrap>
        <Flex vertical>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{child.label}</Typography.Title>
          <Typography.Text type="secondary">{formatDate(day, 'long')}</Typography.Text>
        </Flex>
        <DayPicker day={day} onChange={setChosenDay} />
      </Flex>
      {daycareSide && <KindLinks childId={child.id} day={day} />}
      {otherDayLoading ? <Skeleton active paragraph={{ rows: 4 }} /> : <Entries entries={entries} reportId={reportId} />}
    </Flex>
  );
}

/** /daily-report/child/:childId/:reportId?: a child's day as a list of entries, the linked one marked; staff who may correct an entry edit or delete it, families read. */
export function ChildDayPage() {
  const params = useRouteParams(CHILD_DAY_PATH);
  const childId = positiveInteger(params.childId);
  return (
    <RoutePage path={CHILD_DAY_PATH}>
      {childId ? <ChildDay key={childId} childId={childId} reportId={positiveInteger(params.reportId)} /> : <NotFound />}
    </RoutePage>
  );
}
