// The family's absences per month as stacked bars, one colour per child. Loaded on its own
// (React.lazy) so the charting library stays out of the family home's first download.
import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { FamilyMonthlyAbsenceDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { formatDate, formatNumber } from '@daycare/i18n';
import { useT } from '../../i18n';

export interface FamilyAbsencesChartProps {
  months: FamilyMonthlyAbsenceDto[];
  /** Read by assistive technology as the chart's title and description. */
  title: string;
  description: string;
}

/** One series per child, in the order the gateway lists them. */
function seriesOf(months: FamilyMonthlyAbsenceDto[]): { key: string; name: string }[] {
  const seen = new Map<number, string>();
  for (const month of months) for (const child of month.children) if (!seen.has(child.id)) seen.set(child.id, child.label);
  return [...seen].map(([id, name]) => ({ key: `child${id}`, name }));
}

export default function FamilyAbsencesChart({ months, title, description }: FamilyAbsencesChartProps) {
  const { token } = theme.useToken();
  const t = useT();
  // Brand colours that read on both the light and the dark surface.
  const palette = [token.colorPrimary, token.colorWarning, THEME_COLORS.light.accent, token.colorInfo, token.colorError, token.colorSuccess];
  const series = seriesOf(months);
  const rows = months.map((month) => ({
    month: month.month,
    ...Object.fromEntries(month.children.map((child) => [`child${child.id}`, child.count])),
  }));
  const axisTick = { fill: token.colorTextSecondary, fontSize: 12 };
  return (
    <BarChart
      responsive
      data={rows}
      title={title}
      desc={description}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      style={{ width: '100%', height: 240 }}
    >
      <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
      <XAxis
        dataKey="month"
        tickFormatter={(month: string) => formatDate(`${month}-01`, 'shortMonth')}
        tick={axisTick}
        stroke={token.colorBorder}
        interval="preserveStartEnd"
        minTickGap={4}
      />
      <YAxis allowDecimals={false} tickFormatter={(count: number) => formatNumber(count)} tick={axisTick} stroke={token.colorBorder} width={40} />
      <Tooltip
        labelFormatter={(month) => formatDate(`${String(month)}-01`, 'month')}
        formatter={(value, name) => [t('home.absences.chartDays', { count: Number(value) }), name]}
        contentStyle={{ background: token.colorBgElevated, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, color: token.colorText }}
        labelStyle={{ color: token.colorText, fontWeight: 600 }}
        itemStyle={{ color: token.colorText }}
        cursor={{ fill: token.colorFillSecondary }}
      />
      <Legend wrapperStyle={{ fontSize: 13 }} formatter={(name) => <span style={{ color: token.colorText }}>{name}</span>} />
      {series.map((child, index) => (
        <Bar key={child.key} dataKey={child.key} name={child.name} stackId="family" fill={palette[index % palette.length]} maxBarSize={36} />
      ))}
    </BarChart>
  );
}
