import { useState } from 'react';
import { Button, DatePicker, Flex, Popconfirm, Result, Skeleton, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { useAttendanceRemoveMutation, useAttendanceSearchQuery, type AttendanceRecordDto, type PersonType } from '@daycare/api-client';
import { ATTENDANCE_SEARCH_COLUMNS, showSnackbar, useAppDispatch, type AttendanceSearchSettings } from '@daycare/store';
import { THEME_COLORS } from '@daycare/shared';
import { RoutePage } from '@daycare/shared-features';
import { formatDate, formatNumber, formatTime } from '@daycare/i18n';
import { t as translate, useT } from '../../i18n';
import {
  DAY, HISTORY_ROUTES, createPath, durationText, historyPath, hoursOf, hoursText, isDay, momentText, pickerDay, positiveInteger, updatePath,
  useRouteMatch, type Period,
} from './attendance-helpers';
import { SEARCH_SETTINGS_PATH, periodOfSetting, useAttendanceSearchSettings } from '../dashboard/search-settings';

const PAGE_SIZE = 20;
/** The gateway's longest period. */
const MAX_DAYS = 366;

function DeleteStay({ stay }: { stay: AttendanceRecordDto }) {
  const [remove, removing] = useAttendanceRemoveMutation();
  const dispatch = useAppDispatch();
  const t = useT();
  const when = momentText(stay.startedAt);
  const confirm = async () => {
    const result = await remove({ id: stay.id });
    if (!result.error) dispatch(showSnackbar({ text: t('history.stayDeleted', { when }), color: THEME_COLORS.light.success }));
  };
  return (
    <Popconfirm
      title={t('history.deleteStayQuestion')}
      description={t('history.deleteStayHelp', { room: stay.room.label, when })}
      okText={t('common.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.keep')}
      onConfirm={confirm}
    >
      <Button danger size="small" loading={removing.isLoading} aria-label={t('history.deleteStay', { when })}>{t('common.delete')}</Button>
    </Popconfirm>
  );
}

function EditStay({ id, when }: { id: number; when: string }) {
  const navigate = useNavigate();
  const t = useT();
  return <Button size="small" aria-label={t('history.editStay', { when })} onClick={() => void navigate(updatePath(id))}>{t('common.edit')}</Button>;
}

/** Who took the child home; someone not on the pick-up list shows with the reason and the staff member who allowed it. */
function PickedUpBy({ stay }: { stay: AttendanceRecordDto }) {
  const pickup = stay.pickedUpBy;
  if (!pickup) return <Typography.Text type="secondary">—</Typography.Text>;
  if (pickup.kind !== 'other') return <Typography.Text>{pickup.name}</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      <Flex gap={6} wrap align="center">
        <Typography.Text>{pickup.name}</Typography.Text>
        <Tag color="warning">{translate('history.notOnList')}</Tag>
      </Flex>
      <Typography.Text type="secondary">{translate('history.allowedPickup', { reason: pickup.reason ?? '', staff: pickup.allowedBy?.label ?? '' })}</Typography.Text>
    </Flex>
  );
}

const PICKED_UP_BY_KEY = 'pickedUpBy';

/** The columns in the reader's language (built at each drawing). */
const columnsInAll = (): TableColumnsType<AttendanceRecordDto> => [
  { title: translate('history.day'), key: 'day', render: (_, stay) => formatDate(stay.startedAt, 'weekday') },
  { title: translate('common.room'), key: 'room', render: (_, stay) => stay.room.label },
  { title: translate('history.signedIn'), key: 'in', render: (_, stay) => formatTime(stay.startedAt) },
  {
    title: translate('history.signedOut'),
    key: 'out',
    render: (_, stay) => {
      if (!stay.endedAt) return <Tag color="success">{translate('history.stillIn')}</Tag>;
      const sameDay = dayjs(stay.endedAt).isSame(dayjs(stay.startedAt), 'day');
      return sameDay ? formatTime(stay.endedAt) : momentText(stay.endedAt);
    },
  },
  { title: translate('history.time'), key: 'duration', render: (_, stay) => durationText(stay.minutes) },
  { title: translate('history.signedInBy'), key: 'signedInBy', render: (_, stay) => <Typography.Text type="secondary">{stay.signedInBy?.label ?? '—'}</Typography.Text> },
  { title: translate('history.signedOutBy'), key: 'signedOutBy', render: (_, stay) => <Typography.Text type="secondary">{stay.signedOutBy?.label ?? '—'}</Typography.Text> },
  { title: translate('history.pickedUpBy'), key: PICKED_UP_BY_KEY, render: (_, stay) => <PickedUpBy stay={stay} /> },
  {
    title: translate('history.actions'),
    key: 'actions',
    render: (_, stay) => {
      const when = momentText(stay.startedAt);
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
 * The columns the person's search settings show (/search/configure; the day, the times, the actions
 * and, for a child, who picked them up always); grouped by day, a day shows once beside its stays on the page.
 */
function columnsFor({ columns, groupByDay }: AttendanceSearchSettings, stays: AttendanceRecordDto[], personType: PersonType): TableColumnsType<AttendanceRecordDto> {
  const optional: readonly string[] = ATTENDANCE_SEARCH_COLUMNS;
  const rowsOfDay = (index: number) => {
    if (index > 0 && dayOf(stays[index - 1]) === dayOf(stays[index])) return 0;
    let rows = 1;
    while (index + rows < stays.length && dayOf(stays[index + rows]) === dayOf(stays[index])) rows += 1;
    return rows;
  };
  return columnsInAll()
    .filter((column) => personType === 'child' || column.key !== PICKED_UP_BY_KEY)
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
  const t = useT();
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
        <Result status="404" title={t('history.noSuchPerson')} subTitle={t('history.noSuchPersonHelp')} />
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
              aria-label={t('periods.period')}
              allowClear={false}
              value={[dayjs(period.startDate), dayjs(period.endDate)]}
              disabledDate={notAllowed}
              onChange={choosePeriod}
              format={pickerDay}
              presets={[
                { label: t('periods.last7'), value: [today.subtract(6, 'day'), today] },
                { label: t('periods.last30'), value: [today.subtract(29, 'day'), today] },
                { label: t('periods.last90'), value: [today.subtract(89, 'day'), today] },
                { label: t('periods.thisMonth'), value: [today.startOf('month'), today] },
                { label: t('periods.lastMonth'), value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] },
              ]}
            />
            {personType === 'child' && (
              <>
                <Button onClick={() => void navigate(`/attendance/schedule/${personId}`)}>{t('history.schedule')}</Button>
                <Button onClick={() => void navigate(`/attendance/reported/${personId}`)}>{t('history.reportedAttendance')}</Button>
              </>
            )}
            <Button type="primary" onClick={() => void navigate(createPath(personType, personId, addDay))}>{t('history.addAttendance')}</Button>
            <Link to={SEARCH_SETTINGS_PATH}>{t('history.searchSettings')}</Link>
          </Flex>
        </Flex>
        {search.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : data ? (
          <>
            <Flex gap={32} wrap>
              <Statistic title={t('history.totalHours')} value={hoursOf(data.totalMinutes)} formatter={(value) => hoursText(Number(value))} />
              <Statistic title={t('history.time')} value={durationText(data.totalMinutes)} />
              <Statistic title={t('history.stays')} value={data.total} formatter={(value) => formatNumber(Number(value))} />
            </Flex>
            <Table
              rowKey="id"
              size="middle"
              loading={search.isFetching}
              dataSource={data.items}
              columns={columnsFor(settings, data.items, personType)}
              scroll={{ x: 'max-content' }}
              pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
              locale={{ emptyText: t('history.empty', { from: formatDate(period.startDate, 'weekday'), to: formatDate(period.endDate, 'weekday') }) }}
            />
          </>
        ) : (
          <Result status="warning" title={t('history.loadFailed')} subTitle={t('history.loadFailedHelp')} />
        )}
      </Flex>
    </RoutePage>
  );
}
