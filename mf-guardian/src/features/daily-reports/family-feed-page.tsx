import { useState } from 'react';
import { Button, Card, Empty, Flex, Result, Segmented, Skeleton, Typography } from 'antd';
import { useDailyReportsFamilyQuery, useTabletChildrenListQuery, type DailyEntryDto, type PeopleChildDto } from '@daycare/api-client';
import { formatDate } from '@daycare/i18n';
import { DailyEntryLine, RoutePage, positiveInteger, useRouteParams } from '@daycare/shared-features';
import { useT } from '../../i18n';

const ROUTE = '/daily-report/family/:familyId';
/** The filter's value for every child. */
const ALL = 0;

/** The calendar day of an instant where the reader is, as `2026-11-27`. */
function localDay(instant: string | Date): string {
  const date = new Date(instant);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return localDay(new Date(year, month - 1, date - 1));
}

interface Day {
  day: string;
  entries: DailyEntryDto[];
}

/** Entries newest first, in runs of one calendar day each. */
function byDay(entries: DailyEntryDto[]): Day[] {
  const days: Day[] = [];
  for (const entry of entries) {
    const day = localDay(entry.at);
    const last = days[days.length - 1];
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

function useDayHeading(): (day: string) => string {
  const t = useT();
  const today = localDay(new Date());
  return (day) => {
    if (day === today) return t('dailyReports.today');
    return day === dayBefore(today) ? t('dailyReports.yesterday') : formatDate(day, 'long');
  };
}

/** A day's entries, each a card; a day that goes on from the page above has its heading there. */
function DaySection({ day, withHeading, showChild }: { day: Day; withHeading: boolean; showChild: boolean }) {
  const heading = useDayHeading();
  const headingId = `daily-reports-${day.day}`;
  return (
    <Flex component="section" vertical gap={8} aria-labelledby={withHeading ? headingId : undefined}>
      {withHeading && <Typography.Title level={2} id={headingId} style={{ margin: '8px 0 0', fontSize: 18 }}>{heading(day.day)}</Typography.Title>}
      {day.entries.map((entry) => (
        <Card key={entry.id} size="small" styles={{ body: { padding: 12 } }}>
          <DailyEntryLine entry={entry} showChild={showChild} />
        </Card>
      ))}
    </Flex>
  );
}

interface FeedOptions {
  familyId: number;
  /** The child the reader chose, or ALL. */
  childId: number;
  showChild: boolean;
  /** How many pages the reader has asked for. */
  pages: number;
  loadEarlier: () => void;
}

/**
 * One page of the feed and, when the reader asked for more, the page before it: each page starts
 * where the one above ends now, so an entry recorded meanwhile pushes none out of sight.
 */
function FeedPage({ before, previousDay, depth, options }: { before?: string; previousDay?: string; depth: number; options: FeedOptions }) {
  const t = useT();
  const page = useDailyReportsFamilyQuery({ familyId: options.familyId, before });
  if (page.isError && !page.data) return <Button size="large" block onClick={() => void page.refetch()}>{t('dailyReports.retry')}</Button>;
  if (!page.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const entries = page.data.entries.filter((entry) => options.childId === ALL || entry.childId === options.childId);
  const days = byDay(entries);
  const nextBefore = page.data.nextBefore;
  const moreWanted = depth + 1 < options.pages;
  return (
    <>
      {days.map((day) => <DaySection key={day.day} day={day} withHeading={day.day !== previousDay} showChild={options.showChild} />)}
      {nextBefore && moreWanted && <FeedPage before={nextBefore} previousDay={days[days.length - 1]?.day ?? previousDay} depth={depth + 1} options={options} />}
      {nextBefore && !moreWanted && <Button size="large" block onClick={options.loadEarlier}>{t('dailyReports.loadEarlier')}</Button>}
    </>
  );
}

function ChildFilter({ children, value, onChange }: { children: PeopleChildDto[]; value: number; onChange: (childId: number) => void }) {
  const t = useT();
  const options = [{ value: ALL, label: t('dailyReports.allChildren') }, ...children.map((child) => ({ value: child.id, label: child.firstName }))];
  return (
    <div style={{ overflowX: 'auto' }}>
      <Segmented aria-label={t('dailyReports.filterLabel')} size="large" options={options} value={value} onChange={(childId) => onChange(Number(childId))} />
    </div>
  );
}

function NothingYet({ childName }: { childName?: string }) {
  const t = useT();
  const title = childName ? t('dailyReports.emptyForChild', { name: childName }) : t('dailyReports.empty');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={<Flex vertical gap={4}><Typography.Text strong>{title}</Typography.Text><Typography.Text type="secondary">{t('dailyReports.emptyHelp')}</Typography.Text></Flex>}
    />
  );
}

function FamilyFeed({ familyId }: { familyId: number }) {
  const t = useT();
  const [childId, setChildId] = useState(ALL);
  const [pages, setPages] = useState(1);
  const latest = useDailyReportsFamilyQuery({ familyId });
  const children = useTabletChildrenListQuery({}).data ?? [];
  if (latest.isError && !latest.data) {
    return <Result status="warning" title={t('dailyReports.loadFailed')} extra={<Button onClick={() => void latest.refetch()}>{t('dailyReports.retry')}</Button>} />;
  }
  if (!latest.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const several = children.length > 1;
  const shown = latest.data.entries.filter((entry) => childId === ALL || entry.childId === childId);
  const chosenChild = children.find((child) => child.id === childId);
  return (
    <Flex vertical gap={12} style={{ maxWidth: 640 }}>
      {several && <ChildFilter children={children} value={childId} onChange={setChildId} />}
      {shown.length === 0 && <NothingYet childName={chosenChild?.firstName} />}
      <FeedPage depth={0} options={{ familyId, childId, showChild: several && childId === ALL, pages, loadEarlier: () => setPages(pages + 1) }} />
    </Flex>
  );
}

function NoSuchFeed() {
  const t = useT();
  return <Result status="404" title={t('dailyReports.notFound')} />;
}

/** /daily-report/family/:familyId: what the centre recorded of the family's children, newest first, day by day, live. */
export default function FamilyFeedPage() {
  const familyId = positiveInteger(useRouteParams(ROUTE).familyId);
  return <RoutePage path={ROUTE}>{familyId ? <FamilyFeed familyId={familyId} /> : <NoSuchFeed />}</RoutePage>;
}
