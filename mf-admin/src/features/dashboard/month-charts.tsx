// The month at a glance (loaded on its own with recharts, never with the first page): the day's
// absences, absences per month, attendance days per month and this month's days.
import { useId, useState, type ReactNode } from 'react';
import { Button, Col, DatePicker, Empty, Flex, Row, Skeleton, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis,
} from 'recharts';
import {
  useAbsencesListQuery, useChartsAbsencesQuery, useChartsDailyEventsQuery, useChartsEventsQuery,
} from '@daycare/api-client';
import { selectTheme, useAppSelector } from '@daycare/store';
import { accentColor } from '@daycare/ui';
import { formatDate } from '@daycare/i18n';
import { useT } from '../../i18n';
import { usePickerDayFormats } from '@daycare/ui';
import { DAY } from '../attendance/attendance-helpers';

const CHART_HEIGHT = 260;

/** "2026-11" -> its first day, "2026-11-01". */
const monthStart = (month: string) => `${month}-01`;

const shortMonth = (month: string) => formatDate(monthStart(month), 'shortMonth');
const longMonth = (month: string) => formatDate(monthStart(month), 'month');
const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));
const longDay = (date: string | Dayjs) => formatDate(date, 'weekday');

/** Colours from the theme, so the charts read in light and dark. */
function useChartColors() {
  const { token } = theme.useToken();
  const themeName = useAppSelector(selectTheme);
  return {
    token,
    children: token.colorPrimary,
    staff: accentColor(themeName),
    absences: token.colorWarning,
    axis: {
      tick: { fill: token.colorTextSecondary, fontSize: token.fontSizeSM },
      stroke: token.colorBorder,
    },
    grid: token.colorSplit,
    tooltip: {
      contentStyle: {
        background: token.colorBgElevated, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, color: token.colorText,
      },
      labelStyle: { color: token.colorText, fontWeight: 600 },
      cursor: { fill: token.controlItemBgHover },
    },
    legend: (value: string) => <span style={{ color: token.colorText }}>{value}</span>,
  };
}

/** Moving charts only for those who have not asked their system for less motion. */
function animated(): boolean {
  return typeof window === 'undefined' || !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** One chart with its heading and what it shows in words; an empty state when every value is 0. */
function ChartFigure({ title, summary, empty, emptyText, children }: {
  title: string; summary: string; empty: boolean; emptyText: string; children: ReactNode;
}) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <figure
      aria-labelledby={id}
      style={{
        margin: 0, height: '100%', boxSizing: 'border-box', padding: token.padding, background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG,
      }}
    >
      <figcaption style={{ marginBottom: token.marginSM }}>
        <Typography.Title level={3} id={id} style={{ fontSize: token.fontSizeLG, margin: 0 }}>{title}</Typography.Title>
        <Typography.Text type="secondary">{summary}</Typography.Text>
      </figcaption>
      {empty ? (
        <Flex align="center" justify="center" style={{ minHeight: CHART_HEIGHT }}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        </Flex>
      ) : children}
    </figure>
  );
}

/** "3 children reported absent today", with who and why. */
function AbsentOnDay({ day, isToday, notify }: { day: Dayjs; isToday: boolean; notify: number | undefined }) {
  const t = useT();
  const absences = useAbsencesListQuery({ startDate: day.format(DAY), endDate: day.format(DAY) });
  if (notify === undefined) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  let text: string;
  if (isToday) text = notify === 0 ? t('charts.noneAbsentToday') : t('charts.absentToday', { count: notify });
  else text = notify === 0 ? t('charts.noneAbsentOn', { day: longDay(day) }) : t('charts.absentOn', { count: notify, day: longDay(day) });
  return (
    <section aria-label={t('charts.reportedAbsent')}>
      <Typography.Text strong role="status">{text}</Typography.Text>
      {notify > 0 && absences.data && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {absences.data.map((absence) => (
            <li key={absence.id}>
              <Typography.Text>{absence.child.label}</Typography.Text>
              <Typography.Text type="secondary">
                {' '}· {absence.reason}
                {absence.endDate !== absence.startDate ? ` ${t('charts.until', { day: longDay(absence.endDate) })}` : ''}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Bars per month over the twelve months, the month written out in the tooltip. */
function MonthlyBars<Entry extends { label: string; month: string }>({ data, title, desc, bars }: {
  data: Entry[];
  title: string;
  desc: string;
  bars: { dataKey: string; name: string; fill: string }[];
}) {
  const colors = useChartColors();
  const animate = animated();
  const monthOf = (label: ReactNode, payload: ReadonlyArray<{ payload?: { month?: string } }>) =>
    payload[0]?.payload?.month ? longMonth(payload[0].payload.month) : data.find((entry) => entry.label === label)?.month ?? label;
  return (
    <BarChart responsive data={data} title={title} desc={desc} style={{ width: '100%', height: CHART_HEIGHT }} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
      <CartesianGrid vertical={false} stroke={colors.grid} />
      <XAxis dataKey="label" tick={colors.axis.tick} stroke={colors.axis.stroke} />
      <YAxis allowDecimals={false} tick={colors.axis.tick} stroke={colors.axis.stroke} />
      <Tooltip {...colors.tooltip} labelFormatter={monthOf} />
      <Legend formatter={colors.legend} />
      {bars.map((bar) => <Bar key={bar.dataKey} dataKey={bar.dataKey} name={bar.name} fill={bar.fill} radius={[3, 3, 0, 0]} isAnimationActive={animate} />)}
    </BarChart>
  );
}

/**
 * The charts of the director's home for the chosen day (default today): absences per month and
 * attendance days per month over the twelve months ending with its month, and that month day by day.
 */
export default function MonthCharts() {
  const [chosen, setChosen] = useState<Dayjs | null>(null);
  const day = chosen ?? dayjs();
  const isToday = day.isSame(dayjs(), 'day');
  // Without a choice the gateway takes the daycare's own today.
  const args = { selectedDate: chosen && !isToday ? chosen.format(DAY) : undefined };
  const absences = useChartsAbsencesQuery(args);
  const events = useChartsEventsQuery(args);
  const daily = useChartsDailyEventsQuery(args);
  const colors = useChartColors();
  const animate = animated();
  const t = useT();
  // Shown in the reader's way, typed in it or as the API writes days.
  const pickerFormats = usePickerDayFormats();
  const monthName = formatDate(day, 'month');

  const absenceData = (absences.data?.data ?? []).map((entry) => ({ ...entry, label: shortMonth(entry.month) }));
  const eventData = (events.data ?? []).map((entry) => ({ ...entry, label: shortMonth(entry.month) }));
  const dailyData = (daily.data ?? []).map((entry) => ({ ...entry, label: dayOfMonth(entry.date) }));

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <AbsentOnDay day={day} isToday={isToday} notify={absences.data?.notify} />
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary">{t('history.day')}</Typography.Text>
          <DatePicker
            aria-label={t('charts.dayOfCharts')}
            allowClear={false}
            value={day}
            onChange={(value) => setChosen(value)}
            // Shown as the first, typed as any of them.
            format={pickerFormats}
          />
          {!isToday && <Button type="link" onClick={() => setChosen(null)} style={{ paddingInline: 0 }}>{t('charts.today')}</Button>}
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartFigure
            title={t('charts.absences.title')}
            summary={t('charts.absences.summary')}
            empty={Boolean(absences.data) && absenceData.every((entry) => entry.count === 0)}
            emptyText={t('charts.absences.empty')}
          >
            {absences.isLoading ? <Skeleton active /> : (
              <MonthlyBars
                data={absenceData}
                title={t('charts.absences.title')}
                desc={t('charts.absences.desc')}
                bars={[{ dataKey: 'count', name: t('charts.absences.bar'), fill: colors.absences }]}
              />
            )}
          </ChartFigure>
        </Col>
        <Col xs={24} lg={12}>
          <ChartFigure
            title={t('charts.attendance.title')}
            summary={t('charts.attendance.summary')}
            empty={Boolean(events.data) && eventData.every((entry) => entry.children === 0 && entry.staff === 0)}
            emptyText={t('charts.attendance.empty')}
          >
            {events.isLoading ? <Skeleton active /> : (
              <MonthlyBars
                data={eventData}
                title={t('charts.attendance.title')}
                desc={t('charts.attendance.desc')}
                bars={[{ dataKey: 'children', name: t('reports.children'), fill: colors.children }, { dataKey: 'staff', name: t('reports.staff'), fill: colors.staff }]}
              />
            )}
          </ChartFigure>
        </Col>
        <Col xs={24}>
          <ChartFigure
            title={t('charts.daily.title', { month: monthName })}
            summary={t('charts.daily.summary')}
            empty={Boolean(daily.data) && dailyData.every((entry) => entry.children === 0 && entry.staff === 0 && entry.absences === 0)}
            emptyText={t('charts.daily.empty')}
          >
            {daily.isLoading ? <Skeleton active /> : (
              <LineChart
                responsive
                data={dailyData}
                title={t('charts.daily.title', { month: monthName })}
                desc={t('charts.daily.desc')}
                style={{ width: '100%', height: CHART_HEIGHT }}
                margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
              >
                <CartesianGrid vertical={false} stroke={colors.grid} />
                <XAxis dataKey="label" tick={colors.axis.tick} stroke={colors.axis.stroke} interval="preserveStartEnd" />
                <YAxis allowDecimals={false} tick={colors.axis.tick} stroke={colors.axis.stroke} />
                <Tooltip
                  {...colors.tooltip}
                  cursor={{ stroke: colors.token.colorBorder }}
                  labelFormatter={(_label, payload) => {
                    const date = (payload[0]?.payload as { date?: string } | undefined)?.date;
                    return date ? longDay(date) : _label;
                  }}
                />
                <Legend formatter={colors.legend} />
                <Line dataKey="children" name={t('people.childrenIn')} stroke={colors.children} strokeWidth={2} dot={false} isAnimationActive={animate} />
                <Line dataKey="staff" name={t('people.staffIn')} stroke={colors.staff} strokeWidth={2} dot={false} isAnimationActive={animate} />
                <Line dataKey="absences" name={t('charts.daily.absent')} stroke={colors.absences} strokeWidth={2} dot={false} isAnimationActive={animate} />
              </LineChart>
            )}
          </ChartFigure>
        </Col>
      </Row>
    </Flex>
  );
}
