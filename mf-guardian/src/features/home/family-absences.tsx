import { Suspense, lazy, useId } from 'react';
import { Flex, Skeleton, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { type FamilyMonthlyAbsenceDto, useChartsFamilyAbsencesQuery } from '@daycare/api-client';
import { Panel } from '@daycare/ui';

// recharts comes with the chart only, in its own chunk.
const FamilyAbsencesChart = lazy(() => import('./family-absences-chart'));

const daysText = (count: number) => `${count} absent ${count === 1 ? 'day' : 'days'}`;

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
  const split = children.length > 1 && away.length > 0 ? ` (${away.map((child) => `${child.label} ${child.count}`).join(', ')})` : '';
  return `${daysText(total)} in the last 12 months${split}`;
}

/** The numbers behind the chart, for whoever cannot or would rather not read bars. */
function AbsenceTable({ months }: { months: FamilyMonthlyAbsenceDto[] }) {
  const { token } = theme.useToken();
  const children = childTotals(months);
  const cell = { padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'right' as const };
  return (
    <details>
      <summary style={{ cursor: 'pointer', color: token.colorLink }}>See the numbers</summary>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', marginTop: 8, width: '100%', color: token.colorText }}>
          <caption style={{ textAlign: 'left', color: token.colorTextSecondary }}>Absent weekdays per month</caption>
          <thead>
            <tr>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>Month</th>
              {children.map((child) => <th scope="col" key={child.id} style={cell}>{child.label}</th>)}
              {children.length > 1 && <th scope="col" style={cell}>Total</th>}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>{dayjs(`${month.month}-01`).format('MMM YYYY')}</th>
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
  const headingId = useId();
  const absences = useChartsFamilyAbsencesQuery({ familyId }, { refetchOnMountOrArgChange: true });
  const months = absences.data ?? [];
  const summary = absenceSummary(months);
  const anyAbsence = months.some((month) => month.count > 0);
  return (
    <Panel size="small" aria-label="Absences in the last 12 months">
      <Flex vertical gap={8}>
        <Typography.Title level={2} id={headingId} style={{ margin: 0, fontSize: 18 }}>Absences in the last 12 months</Typography.Title>
        {absences.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : absences.isError ? (
          <Typography.Text type="secondary">The absences could not be loaded just now.</Typography.Text>
        ) : (
          <>
            <Typography.Text>{anyAbsence ? `${summary}.` : 'No absences in the last 12 months.'}</Typography.Text>
            {anyAbsence && (
              <>
                <figure aria-labelledby={headingId} style={{ margin: 0 }}>
                  <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
                    <FamilyAbsencesChart
                      months={months}
                      title="Absences per month, last 12 months"
                      description={`Stacked bars per child and month: ${summary}. Weekdays only.`}
                    />
                  </Suspense>
                </figure>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>Weekdays away, as reported to the centre.</Typography.Text>
                <AbsenceTable months={months} />
              </>
            )}
          </>
        )}
      </Flex>
    </Panel>
  );
}
