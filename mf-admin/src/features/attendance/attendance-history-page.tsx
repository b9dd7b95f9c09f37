import { useState } from 'react';
import { Button, DatePicker, Flex, Popconfirm, Result, Skeleton, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { useAttendanceRemoveMutation, useAttendanceSearchQuery, type AttendanceRecordDto, type PersonType } from '@daycare/api-client';
import { ATTENDANCE_SEARCH_COLUMNS, showSnackbar, useAppDispatch, type AttendanceSearchSettings } from '@daycare/store';
import { THEME_COLORS } from '@daycare/shared';
import { RoutePage } from '@daycare/shared-features';
import {
  DAY, HISTORY_ROUTES, createPath, dayText, durationText, historyPath, hoursOf, isDay, positiveInteger, timeText, updatePath,
  useRouteMatch, type Period,
} from './attendance-helpers';
import { SEARCH_SETTINGS_PATH, periodOfSetting, useAttendanceSearchSettings } from '../dashboard/search-settings';

const PAGE_SIZE = 20;
/** The gateway's longest period. */
const MAX_DAYS = 366;

function DeleteStay({ stay }: { stay: AttendanceRecordDto }) {
  const [remove, removing] = useAttendanceRemoveMutation();
  const dispatch = useAppDispatch();
  const when = `${dayText(stay.startedAt)}, ${timeText(stay.startedAt)}`;
  const confirm = async () => {
    const result = await remove({ id: stay.id });
    if (!result.error) dispatch(showSnackbar({ text: `The stay of ${when} was deleted`, color: THEME_COLORS.light.success }));
  };
  return (
    <Popconfirm
      title="Delete this stay?"
      description={`${stay.room.label}, ${when}. Its hours leave the totals.`}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Keep"
      onConfirm={confirm}
    >
      <Button danger size="small" loading={removing.isLoading} aria-label={`Delete the stay of ${when}`}>Delete</Button>
    </Popconfirm>
  );
}

function EditStay({ id, when }: { id: number; when: string }) {
  const navigate = useNavigate();
  return <Button size="small" aria-label={`Edit the stay of ${when}`} onClick={() => void navigate(updatePath(id))}>Edit</Button>;
}

const COLUMNS: TableColumnsType<AttendanceRecordDto> = [
  { title: 'Day', key: 'day', render: (_, stay) => dayText(stay.startedAt) },
  { title: 'Room', key: 'room', render: (_, stay) => stay.room.label },
  { title: 'Signed in', key: 'in', render: (_, stay) => timeText(stay.startedAt) },
  {
    title: 'Signed out',
    key: 'out',
    render: (_, stay) => {
      if (!stay.endedAt) return <Tag color="success">Still in</Tag>;
      const sameDay = dayjs(stay.endedAt).isSame(dayjs(stay.startedAt), 'day');
      return sameDay ? timeText(stay.endedAt) : `${dayText(stay.endedAt)}, ${timeText(stay.endedAt)}`;
    },
  },
  { title: 'Time', key: 'duration', render: (_, stay) => durationText(stay.minutes) },
  { title: 'Signed in by', key: 'signedInBy', render: (_, stay) => <Typography.Text type="secondary">{stay.signedInBy?.label ?? '—'}</Typography.Text> },
  { title: 'Signed out by', key: 'signedOutBy', render: (_, stay) => <Typography.Text type="secondary">{stay.signedOutBy?.label ?? '—'}</Typography.Text> },
  {
    title: 'Actions',
    key: 'actions',
    render: (_, stay) => {
      const when = `${dayText(stay.startedAt)}, ${timeText(stay.startedAt)}`;
      return (
        <Flex gap={8}>
          <EditStay id={stay.id} when={when} />
          <DeleteStay stay={stay} />
        </Flex>
      );
    },
  },
];

/** A stay's local day, to group the stays of one day. */
const dayOf = (stay: AttendanceRecordDto) => dayjs(stay.startedAt).format(DAY);

/**
 * The columns the person's search settings show (/search/configure; the day, the times and the
 * actions always); grouped by day, a day shows once beside its stays on the page.
 */
function columnsFor({ columns, groupByDay }: AttendanceSearchSettings, stays: AttendanceRecordDto[]): TableColumnsType<AttendanceRecordDto> {
  const optional: readonly string[] = ATTENDANCE_SEARCH_COLUMNS;
  const rowsOfDay = (index: number) => {
    if (index > 0 && dayOf(stays[index - 1]) === dayOf(stays[index])) return 0;
    let rows = 1;
    while (index + rows < stays.length && dayOf(stays[index + rows]) === dayOf(stays[index])) rows += 1;
    return rows;
  };
  return COLUMNS
    .filter((column) => !optional.includes(String(column.key)) || (columns as string[]).includes(String(column.key)))
    .map((column) => (groupByDay && column.key === 'day'
      ? { ...column, onCell: (_: AttendanceRecordDto, index?: number) => ({ rowSpan: rowsOfDay(index ?? 0), style: { verticalAlign: 'top' } }) }
      : column));
}

/** The period of the address, or the person's default period (search settings) when it names none (or a wrong one). */
function periodOf(params: Record<string, string | undefined>, fallback: Period): Period {
  const { startDate, endDate } = params;
  if (isDay(startDate) && isDay(endDate) && startDate <= endDate) return { startDate, endDate };
  if (isDay(startDate) && !endDate) return { startDate, endDate: dayjs().format(DAY) };
  return fallback;
}

/**
 * A child's or staff member's stays between two days, newest first, with the period's total
 * (/attendance/search/children/:id/:startDate?/:endDate? and /attendance/search/staff/...);
 * each stay can be corrected or deleted, and a forgotten one added.
 */
export default function AttendanceHistoryPage() {
  const match = useRouteMatch([HISTORY_ROUTES.child, HISTORY_ROUTES.staff]);
  const personType: PersonType = match?.pattern === HISTORY_ROUTES.staff ? 'staff' : 'child';
  const route = HISTORY_ROUTES[personType];
  const personId = positiveInteger(match?.params.id);
  const settings = useAttendanceSearchSettings();
  const defaultPeriod = periodOfSetting(settings.period);
  const period = periodOf(match?.params ?? {}, defaultPeriod);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageOfPeriod, setPageOfPeriod] = useState(`${period.startDate}/${period.endDate}`);
  // A new period starts again on its first page.
  if (pageOfPeriod !== `${period.startDate}/${period.endDate}`) {
    setPageOfPeriod(`${period.startDate}/${period.endDate}`);
    setPage(1);
  }
  const search = useAttendanceSearchQuery(
    { personType, personId: personId ?? 0, ...period, page, pageSize: PAGE_SIZE },
    { skip: !personId },
  );

  const choosePeriod = (range: [Dayjs | null, Dayjs | null] | null) => {
    if (!personId) return;
    const [start, end] = range ?? [];
    const next = start && end ? { startDate: start.format(DAY), endDate: end.format(DAY) } : defaultPeriod;
    void navigate(historyPath(personType, personId, next));
  };
  const today = dayjs();
  const notAllowed = (day: Dayjs, info: { from?: Dayjs }) =>
    day.isAfter(today, 'day') || Boolean(info.from && Math.abs(day.diff(info.from, 'day')) >= MAX_DAYS);

  if (!personId) {
    return (
      <RoutePage path={route}>
        <Result status="404" title="No such person" subTitle="The address names no child or staff member." />
      </RoutePage>
    );
  }
  const data = search.data;
  // Add to the period's last day unless that is today (the form starts on today anyway).
  const addDay = period.endDate === today.format(DAY) ? undefined : period.endDate;
  return (
    <RoutePage path={route}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {data?.person.label}
          </Typography.Title>
          <Flex gap={8} wrap align="center">
            <DatePicker.RangePicker
              aria-label="Period"
              allowClear={false}
              value={[dayjs(period.startDate), dayjs(period.endDate)]}
              disabledDate={notAllowed}
              onChange={choosePeriod}
              format={(value) => value.toDate().toLocaleDateString([], { month: 'short', day: 'numeric', year: 'numeric' })}
              presets={[
                { label: 'Last 7 days', value: [today.subtract(6, 'day'), today] },
                { label: 'Last 30 days', value: [today.subtract(29, 'day'), today] },
                { label: 'Last 90 days', value: [today.subtract(89, 'day'), today] },
                { label: 'This month', value: [today.startOf('month'), today] },
                { label: 'Last month', value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] },
              ]}
            />
            {personType === 'child' && (
              <>
                <Button onClick={() => void navigate(`/attendance/schedule/${personId}`)}>Schedule</Button>
                <Button onClick={() => void navigate(`/attendance/reported/${personId}`)}>Reported attendance</Button>
              </>
            )}
            <Button type="primary" onClick={() => void navigate(createPath(personType, personId, addDay))}>Add attendance</Button>
            <Link to={SEARCH_SETTINGS_PATH}>Search settings</Link>
          </Flex>
        </Flex>
        {search.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : data ? (
          <>
            <Flex gap={32} wrap>
              <Statistic title="Total hours" value={hoursOf(data.totalMinutes)} precision={2} />
              <Statistic title="Time" value={durationText(data.totalMinutes)} />
              <Statistic title="Stays" value={data.total} />
            </Flex>
            <Table
              rowKey="id"
              size="middle"
              loading={search.isFetching}
              dataSource={data.items}
              columns={columnsFor(settings, data.items)}
              scroll={{ x: 'max-content' }}
              pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
              locale={{ emptyText: `No attendance between ${dayText(dayjs(period.startDate))} and ${dayText(dayjs(period.endDate))}` }}
            />
          </>
        ) : (
          <Result status="warning" title="This history could not be loaded" subTitle="Check the address, or try again in a moment." />
        )}
      </Flex>
    </RoutePage>
  );
}
