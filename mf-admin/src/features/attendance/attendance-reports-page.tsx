import { useState } from 'react';
import { Button, Col, DatePicker, Empty, Flex, Row, Select, Skeleton, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { prepareHeaders, useAttendanceReportQuery, useRoomListQuery, type PersonType, type ReportLineDto } from '@daycare/api-client';
import { reportError, useAppDispatch } from '@daycare/store';
import { Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { formatDate } from '@daycare/i18n';
import { t as translate, useT } from '../../i18n';
import { DAY, durationText, historyPath, hoursOf, hoursText, lastThirtyDays, pickerDay, type Period } from './attendance-helpers';

/** The gateway's longest period. */
const MAX_DAYS = 366;

function columns(personType: PersonType, period: Period): TableColumnsType<ReportLineDto> {
  return [
    {
      title: translate('common.name'),
      dataIndex: 'label',
      sorter: (a, b) => a.label.localeCompare(b.label),
      render: (label: string, line) => <Link to={historyPath(personType, line.id, period)}>{label}</Link>,
    },
    { title: translate('reports.days'), dataIndex: 'days', align: 'right', sorter: (a, b) => a.days - b.days },
    { title: translate('reports.hours'), dataIndex: 'hours', align: 'right', sorter: (a, b) => a.minutes - b.minutes, render: (hours: number) => hoursText(hours) },
    { title: translate('history.time'), dataIndex: 'minutes', align: 'right', render: (minutes: number) => durationText(minutes) },
  ];
}

const totalMinutes = (lines: ReportLineDto[]) => lines.reduce((sum, line) => sum + line.minutes, 0);

function ReportTable({ title, personType, lines, period, loading }: { title: string; personType: PersonType; lines: ReportLineDto[]; period: Period; loading: boolean }) {
  const t = useT();
  return (
    <Panel size="small" aria-label={title}>
      <Flex justify="space-between" align="baseline" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>{title}</Typography.Title>
        <Typography.Text type="secondary">{t('reports.hoursInAll', { hours: hoursText(hoursOf(totalMinutes(lines))) })}</Typography.Text>
      </Flex>
      <Table
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={lines}
        columns={columns(personType, period)}
        pagination={lines.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.empty')} /> }}
      />
    </Panel>
  );
}

interface ReportQuery extends Period {
  roomId?: number;
}

/** Downloads the report as CSV: the session's headers on a plain request, then a link to the file. */
async function downloadCsv(query: ReportQuery): Promise<void> {
  const params = new URLSearchParams({ startDate: query.startDate, endDate: query.endDate });
  if (query.roomId) params.set('roomId', String(query.roomId));
  const response = await fetch(`/api/attendance/reportCsv?${params}`, { headers: prepareHeaders(new Headers({ Accept: 'text/csv' })), credentials: 'same-origin' });
  if (!response.ok) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: the text is the message.
    }
    throw { status: response.status, data };
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `attendance-${query.startDate}-${query.endDate}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Hours per child and per staff member over a period, optionally in one room, with a CSV export (/attendance/reports). */
export default function AttendanceReportsPage() {
  const [period, setPeriod] = useState<Period>(lastThirtyDays);
  const [roomId, setRoomId] = useState<number>();
  const [exporting, setExporting] = useState(false);
  const dispatch = useAppDispatch();
  const t = useT();
  const query: ReportQuery = { ...period, ...(roomId ? { roomId } : {}) };
  const report = useAttendanceReportQuery(query);
  const rooms = useRoomListQuery();

  const today = dayjs();
  const notAllowed = (day: Dayjs, info: { from?: Dayjs }) =>
    day.isAfter(today, 'day') || Boolean(info.from && Math.abs(day.diff(info.from, 'day')) >= MAX_DAYS);
  const choosePeriod = (range: [Dayjs | null, Dayjs | null] | null) => {
    const [start, end] = range ?? [];
    setPeriod(start && end ? { startDate: start.format(DAY), endDate: end.format(DAY) } : lastThirtyDays());
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(query);
    } catch (error) {
      reportError(error, dispatch);
    } finally {
      setExporting(false);
    }
  };
  const data = report.data;

  return (
    <RoutePage path="/attendance/reports">
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <DatePicker.RangePicker
            aria-label={t('periods.period')}
            allowClear={false}
            value={[dayjs(period.startDate), dayjs(period.endDate)]}
            disabledDate={notAllowed}
            onChange={choosePeriod}
            format={pickerDay}
            presets={[
              { label: t('periods.last30'), value: [today.subtract(29, 'day'), today] },
              { label: t('periods.thisMonth'), value: [today.startOf('month'), today] },
              { label: t('periods.lastMonth'), value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] },
            ]}
          />
          <Select
            aria-label={t('common.room')}
            allowClear
            placeholder={t('reports.allRooms')}
            style={{ minWidth: 180 }}
            loading={rooms.isLoading}
            value={roomId}
            onChange={(value?: number) => setRoomId(value ?? undefined)}
            options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))}
          />
          <Button onClick={() => void exportCsv()} loading={exporting}>{t('reports.exportCsv')}</Button>
        </Flex>
        {report.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : data ? (
          <>
            <Typography.Text type="secondary">
              {data.room
                ? t('reports.periodInRoom', { from: formatDate(data.startDate, 'weekday'), to: formatDate(data.endDate, 'weekday'), room: data.room.label })
                : t('reports.periodAllRooms', { from: formatDate(data.startDate, 'weekday'), to: formatDate(data.endDate, 'weekday') })}
            </Typography.Text>
            <Flex gap={32} wrap>
              <Statistic title={t('reports.childHours')} value={hoursOf(totalMinutes(data.children))} formatter={(value) => hoursText(Number(value))} />
              <Statistic title={t('reports.staffHours')} value={hoursOf(totalMinutes(data.staff))} formatter={(value) => hoursText(Number(value))} />
            </Flex>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <ReportTable title={t('reports.children')} personType="child" lines={data.children} period={period} loading={report.isFetching} />
              </Col>
              <Col xs={24} xl={12}>
                <ReportTable title={t('reports.staff')} personType="staff" lines={data.staff} period={period} loading={report.isFetching} />
              </Col>
            </Row>
          </>
        ) : (
          <Empty description={t('reports.loadFailed')} />
        )}
      </Flex>
    </RoutePage>
  );
}
