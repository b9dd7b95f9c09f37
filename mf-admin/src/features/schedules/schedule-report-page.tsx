import { useState } from 'react';
import { Card, DatePicker, Empty, Flex, Select, Skeleton, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRoomListQuery, useSchedulesReportQuery, type ScheduleReportRoomDto } from '@daycare/api-client';
import { RoutePage } from '@daycare/shared-features';
import { WEEKDAYS } from '@daycare/shared';
import { formatDate, formatHour } from '@daycare/i18n';
import { useT } from '../../i18n';
import { usePickerDayFormats } from '@daycare/ui';
import { DAY } from '../attendance/attendance-helpers';
import { SCHEDULE_ROUTES, weekdayName } from './schedule-helpers';

/** The hours shown unless a schedule reaches outside them. */
const FIRST_HOUR = 6;
const LAST_HOUR = 19;

/** The hours to show for every room: 6:00 to 19:00, widened to the earliest and latest hour present. */
export function hoursOf(rooms: ScheduleReportRoomDto[]): number[] {
  const present = rooms.flatMap((room) => room.cells.map((cell) => cell.hour));
  const first = Math.min(FIRST_HOUR, ...present);
  const last = Math.max(LAST_HOUR, ...present);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The theme colour at a strength from 0 to 1, over whatever background the theme has. */
const tint = (color: string, strength: number) => `color-mix(in srgb, ${color} ${Math.round(strength * 100)}%, transparent)`;

function RoomHeat({ room, hours }: { room: ScheduleReportRoomDto; hours: number[] }) {
  const { token } = theme.useToken();
  const t = useT();
  const counts = new Map(room.cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.count]));
  const most = Math.max(1, ...room.cells.map((cell) => cell.count));
  // Weekends show only when someone is expected then.
  const weekdays = WEEKDAYS.filter(({ weekday }) => weekday <= 5 || room.cells.some((cell) => cell.weekday === weekday));
  const border = `1px solid ${token.colorBorderSecondary}`;
  const head = { padding: '4px 6px', fontWeight: 500, color: token.colorTextSecondary, fontSize: token.fontSizeSM, borderBottom: border, whiteSpace: 'nowrap' as const };
  return (
    <Card
      aria-label={room.room.label}
      title={room.room.label}
      extra={<Typography.Text strong>{t('scheduleReport.scheduled', { count: room.children })}</Typography.Text>}
      styles={{ header: { flexWrap: 'wrap', gap: 8 }, body: { padding: 12 } }}
    >
      {room.cells.length === 0 ? (
        <Typography.Text type="secondary">{t('scheduleReport.noneThisDay')}</Typography.Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table aria-label={t('scheduleReport.tableOf', { room: room.room.label })} style={{ borderCollapse: 'collapse', width: '100%', minWidth: 640, tableLayout: 'fixed' }}>
            <thead>
              <tr>
                <th scope="col" style={{ ...head, textAlign: 'left', width: 56, position: 'sticky', left: 0, background: token.colorBgContainer }}>{t('history.day')}</th>
                {hours.map((hour) => <th key={hour} scope="col" style={{ ...head, textAlign: 'center' }}>{formatHour(hour)}</th>)}
              </tr>
            </thead>
            <tbody>
              {weekdays.map(({ weekday }) => {
                const name = weekdayName(weekday);
                return (
                <tr key={weekday}>
                  <th scope="row" style={{ ...head, textAlign: 'left', color: token.colorText, position: 'sticky', left: 0, background: token.colorBgContainer }}>
                    <abbr title={name} style={{ textDecoration: 'none' }}>{weekdayName(weekday, 'shortWeekday')}</abbr>
                  </th>
                  {hours.map((hour) => {
                    const count = counts.get(`${weekday}-${hour}`);
                    const share = count ? count / most : 0;
                    return (
                      <td
                        key={hour}
                        title={count ? t('scheduleReport.cellTitle', { day: name, hour: formatHour(hour), count }) : undefined}
                        style={{
                          textAlign: 'center',
                          padding: '6px 2px',
                          border,
                          // Up to 60% of the theme colour, so the theme's text colour stays readable (4.5:1) on every cell.
                          background: count ? tint(token.colorPrimary, 0.12 + 0.48 * share) : undefined,
                          color: token.colorText,
                          fontWeight: count ? 600 : undefined,
                          fontVariantNumeric: 'tabular-nums',
                        }}
                      >
                        {count ?? ''}
                      </td>
                    );
                  })}
                </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** Children expected per room, weekday and hour, by the schedules that apply on a day (/attendance/schedule/report). */
export default function ScheduleReportPage() {
  const [date, setDate] = useState<Dayjs>(() => dayjs());
  const [roomId, setRoomId] = useState<number | undefined>();
  const rooms = useRoomListQuery();
  const report = useSchedulesReportQuery({ date: date.format(DAY), ...(roomId ? { roomId } : {}) });
  const data = report.data;
  const hours = data ? hoursOf(data.rooms) : [];
  const t = useT();
  const pickerFormats = usePickerDayFormats();
  return (
    <RoutePage path={SCHEDULE_ROUTES.report}>
      <Flex vertical gap={16}>
        <Flex gap={12} wrap align="center">
          <DatePicker
            aria-label={t('scheduleReport.on')}
            allowClear={false}
            value={date}
            onChange={(value) => value && setDate(value)}
            format={pickerFormats}
            style={{ minWidth: 180 }}
          />
          <Select
            aria-label={t('common.room')}
            allowClear
            placeholder={t('reports.allRooms')}
            value={roomId}
            onChange={(value?: number) => setRoomId(value)}
            loading={rooms.isLoading}
            options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))}
            style={{ minWidth: 200 }}
          />
        </Flex>
        <Typography.Text type="secondary">
          {t('scheduleReport.help', { day: formatDate(date, 'weekday') })}
        </Typography.Text>
        {report.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : !data || data.rooms.length === 0 ? (
          <Empty description={t('scheduleReport.noRooms')} />
        ) : (
          <Flex vertical gap={16} style={{ opacity: report.isFetching ? 0.6 : 1 }}>
            {data.rooms.map((room) => <RoomHeat key={room.room.id} room={room} hours={hours} />)}
          </Flex>
        )}
      </Flex>
    </RoutePage>
  );
}
