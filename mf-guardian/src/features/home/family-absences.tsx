import { Suspense, lazy, useId } from 'react';
import { Flex, Skeleton, Typography, theme } from 'antd';
import { type FamilyMonthlyAbsenceDto, useChartsFamilyAbsencesQuery } from '@daycare/api-client';
import { Panel } from '@daycare/ui';
import { formatDate } from '@daycare/i18n';
import { t as text, useT } from '../../i18n';

// recharts comes with the chart only, in its own chunk.
const FamilyAbsencesChart = lazy(() => import('./family-absences-chart'));

const daysText = (count: number) => text('home.absences.absentDays', { count });

/** "Mar 2026" ("mar. de 2026"): a month of the table. */
const monthText = (month: string) => text('dates.shortMonthYear', { month: formatDate(`${month}-01`, 'shortMonth'), year: month.slice(0, 4) });

/** Each child's total over the months, in the gateway's order. */
function childTotals(months: FamilyMonthlyAbsenceDto[]): { id: number; label: string; count: number }[] {
  const totals = new Map<number, { id: number; label: string; count: number }>();
  for (const month of months) {
    for (const child of month.children) {
      const total = totals.get(child.id) ?? { id: child.id, label: child.label, count: 0 };
      total.count += child.count;
      totals.set(child.id, total);
    }
  }
  return [...totals.values()];
}

/** "3 absent days in the last 12 months (Emma 2, Liam 1)"; a child never away is not named. */
export function absenceSummary(months: FamilyMonthlyAbsenceDto[]): string {
  const total = months.reduce((sum, month) => sum + month.count, 0);
  const children = childTotals(months);
  // Who was away, when the family has more than one child.
  const away = children.filter((child) => child.count > 0);
  if (children.length > 1 && away.length > 0) {
    const split = away.map((child) => text('home.absences.childCount', { name: child.label, days: child.count })).join(', ');
    return text('home.absences.summaryByChild', { days: daysText(total), children: split });
  }
  return text('home.absences.summary', { days: daysText(total) });
}

/** The numbers behind the chart, for whoever cannot or would rather not read bars. */
function AbsenceTable({ months }: { months: FamilyMonthlyAbsenceDto[] }) {
  const { token } = theme.useToken();
  const t = useT();
  const children = childTotals(months);
  const cell = { padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'right' as const };
  return (
    <details>
      <summary style={{ cursor: 'pointer', color: token.colorLink }}>{t('home.absences.seeNumbers')}</summary>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', marginTop: 8, width: '100%', color: token.colorText }}>
          <caption style={{ textAlign: 'left', color: token.colorTextSecondary }}>{t('home.absences.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>{t('home.absences.month')}</th>
              {children.map((child) => <th scope="col" key={child.id} style={cell}>{child.label}</th>)}
              {children.length > 1 && <th scope="col" style={cell}>{t('home.absences.total')}</th>}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>{monthText(month.month)}</th>
                {children.map((child) => <td key={child.id} style={cell}>{month.children.find((entry) => entry.id === child.id)?.count ?? 0}</td>)}
                {children.length > 1 && <td style={cell}>{month.count}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * The family's absences over the last twelve months (GET /api/chartdata/familyAbsences): a sentence
 * that says it all, the stacked bars per child and month, and the numbers as a table.
 */
export function FamilyAbsences({ familyId }: { familyId: number }) {
  const t = useT();
  const headingId = useId();
  const absences = useChartsFamilyAbsencesQuery({ familyId }, { refetchOnMountOrArgChange: true });
  const months = absences.data ?? [];
  const summary = absenceSummary(months);
  const anyAbsence = months.some((month) => month.count > 0);
  return (
    <Panel size="small" aria-label={t('home.absences.title')}>
      <Flex vertical gap={8}>
        <Typography.Title level={2} id={headingId} style={{ margin: 0, fontSize: 18 }}>{t('home.absences.title')}</Typography.Title>
        {absences.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : absences.isError ? (
          <Typography.Text type="secondary">{t('home.absences.loadFailed')}</Typography.Text>
        ) : (
          <>
            <Typography.Text>{anyAbsence ? t('home.absences.sentence', { summary }) : t('home.absences.none')}</Typography.Text>
            {anyAbsence && (
              <>
                <figure aria-labelledby={headingId} style={{ margin: 0 }}>
                  <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
                    <FamilyAbsencesChart
                      months={months}
                      title={t('home.absences.chartTitle')}
                      description={t('home.absences.chartDescription', { summary })}
                    />
                  </Suspense>
                </figure>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('home.absences.weekdaysNote')}</Typography.Text>
                <AbsenceTable months={months} />
              </>
            )}
          </>
        )}
      </Flex>
    </Panel>
  );
}
