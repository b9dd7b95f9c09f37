import { Button, Empty, Flex, Select, Skeleton, Tag, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDailyReportsByIdQuery, useDailyReportsHoldMutation, useDailyReportsReviewQuery, useRoomListQuery, type DailyEntryDto } from '@daycare/api-client';
import { FormError, RoutePage, TAP_LINK, positiveInteger, useRouteParams } from '@daycare/shared-features';
import { Panel, type ListColumn } from '@daycare/ui';
import { useT } from '../../i18n';
import { DayPicker, EntryActions } from './entry-actions';
import { EntryTable } from './entry-table';
import { HeldTag, REVIEW_ROUTE, childDayPath, dayOf, entryAmount, entryName, entryTime, entryWhat, moodText, reviewPath, useDayParam } from './entry-helpers';

/** "Emma Thompson: Lunch at 12:30 PM". */
const reviewName = (entry: DailyEntryDto) => `${entry.child.label}: ${entryName(entry)}`;

/** A director keeps an entry from the family (a wrong child, a word to change first) or lets it through again. */
function HoldButton({ entry }: { entry: DailyEntryDto }) {
  const t = useT();
  const [hold, holding] = useDailyReportsHoldMutation();
  const label = entry.held ? t('dailyReport.releaseOf', { what: reviewName(entry) }) : t('dailyReport.holdOf', { what: reviewName(entry) });
  return (
    <Button size="small" loading={holding.isLoading} aria-label={label} onClick={() => void hold({ holdDto: { entryId: entry.id, held: !entry.held } })}>
      {entry.held ? t('dailyReport.release') : t('dailyReport.hold')}
    </Button>
  );
}

function FamilyCell({ entry }: { entry: DailyEntryDto }) {
  const t = useT();
  return (
    <Flex gap={8} wrap align="center">
      {entry.held ? <HeldTag entry={entry} /> : <Typography.Text type="secondary">{t('dailyReport.shown')}</Typography.Text>}
      <HoldButton entry={entry} />
    </Flex>
  );
}

function details(entry: DailyEntryDto) {
  const text = [entryAmount(entry), moodText(entry), entry.note].filter(Boolean).join(' · ');
  return text && <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;
}

function useColumns(onDeleted?: (entry: DailyEntryDto) => void): ListColumn<DailyEntryDto>[] {
  const t = useT();
  return [
    { key: 'time', title: t('dailyReport.columns.time'), render: (entry) => <strong>{entryTime(entry)}</strong> },
    { key: 'child', title: t('dailyReport.child'), render: (entry) => <Link to={childDayPath(entry.childId)} style={TAP_LINK}>{entry.child.label}</Link> },
    { key: 'what', title: t('dailyReport.columns.kind'), render: (entry) => <Tag>{entryWhat(entry)}</Tag> },
    { key: 'details', title: t('dailyReport.columns.details'), render: details },
    { key: 'recordedBy', title: t('dailyReport.columns.recordedBy'), render: (entry) => entry.recordedBy.label },
    { key: 'family', title: t('dailyReport.columns.family'), render: (entry) => <FamilyCell entry={entry} /> },
    { key: 'actions', title: t('dailyReport.columns.actions'), render: (entry) => <EntryActions entry={entry} onDeleted={onDeleted && (() => onDeleted(entry))} /> },
  ];
}

/** The entry of the address, on top of the day's list, with the same details and actions as its row. */
function OpenedEntry({ entry, error, onDeleted }: { entry?: DailyEntryDto; error: unknown; onDeleted: () => void }) {
  const t = useT();
  const columns = useColumns(onDeleted);
  const title = entry ? reviewName(entry) : t('dailyReport.opened');
  return (
    <Panel size="small" title={title} aria-label={t('dailyReport.opened')} style={{ maxWidth: 720 }}>
      <FormError error={error} flush />
      {!entry && !error && <Skeleton active paragraph={{ rows: 3 }} />}
      {entry && (
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, max-content) 1fr', gap: '4px 12px' }}>
          {columns.map((column) => (
            <div key={column.key} style={{ display: 'contents' }}>
              <dt><Typography.Text type="secondary">{column.title}</Typography.Text></dt>
              <dd style={{ margin: 0 }}>{column.render(entry)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}

function RoomFilter({ roomId, onChange }: { roomId?: number; onChange: (roomId?: number) => void }) {
  const t = useT();
  const rooms = useRoomListQuery();
  return (
    <Select<number> aria-label={t('dailyReport.room')} placeholder={t('dailyReport.anyRoom')} allowClear value={roomId} onChange={onChange}
      loading={rooms.isLoading} options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))} style={{ flex: '0 1 220px' }} />
  );
}

/** The room of the address (`?roomId=`); choosing another replaces it. */
function useRoomParam(): [number | undefined, (roomId?: number) => void] {
  const [search, setSearch] = useSearchParams();
  const setRoom = (roomId?: number) => setSearch((current) => {
    const next = new URLSearchParams(current);
    if (roomId) next.set('roomId', String(roomId));
    else next.delete('roomId');
    return next;
  }, { replace: true });
  return [positiveInteger(search.get('roomId')), setRoom];
}

function Review({ reportId }: { reportId?: number }) {
  const t = useT();
  const navigate = useNavigate();
  const opened = useDailyReportsByIdQuery({ entryId: reportId ?? 0 }, { skip: !reportId });
  // An opened entry shows its own day unless the address names another.
  const [day, setDay] = useDayParam(opened.data && dayOf(opened.data.at));
  const [roomId, setRoom] = useRoomParam();
  const review = useDailyReportsReviewQuery({ day, ...(roomId ? { roomId } : {}) });
  const columns = useColumns();
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <DayPicker day={day} onChange={setDay} />
        <RoomFilter roomId={roomId} onChange={setRoom} />
      </Flex>
      {reportId && <OpenedEntry entry={opened.data} error={opened.error} onDeleted={() => void navigate(reviewPath(day))} />}
      <FormError error={review.error} flush />
      {!review.data && !review.error ? <Skeleton active paragraph={{ rows: 6 }} /> : (
        <EntryTable label={t('dailyReport.reviewList')} columns={columns} entries={review.data ?? []} loading={review.isFetching}
          emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dailyReport.reviewEmpty')} />} />
      )}
    </Flex>
  );
}

/** Every entry of the daycare's day, newest first, for a director to check, hold back from the family or delete (/admin/daily-report/:reportId?). */
export default function ReviewPage() {
  const reportId = positiveInteger(useRouteParams(REVIEW_ROUTE).reportId);
  return <RoutePage path={REVIEW_ROUTE}><Review reportId={reportId} /></RoutePage>;
}
