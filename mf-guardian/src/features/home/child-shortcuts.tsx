import { Flex, Skeleton, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { mdiCalendarClock, mdiCalendarRemove, mdiCalendarWeek, mdiCarClock } from '@mdi/js';
import { type PeopleChildDto, useTabletChildrenListQuery } from '@daycare/api-client';
import { Mdi, Panel } from '@daycare/ui';

function ShortcutLink({ to, icon, text, label }: { to: string; icon: string; text: string; label: string }) {
  const { token } = theme.useToken();
  return (
    <Link
      to={to}
      aria-label={label}
      style={{
        display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, padding: `${token.paddingXS}px ${token.paddingSM}px`,
        border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, color: token.colorText,
      }}
    >
      <Mdi path={icon} size={0.9} color={token.colorPrimary} />
      <span>{text}</span>
    </Link>
  );
}

function ChildShortcutCard({ child }: { child: PeopleChildDto }) {
  return (
    <Panel size="small" aria-label={child.label}>
      <Flex vertical gap={8}>
        <Typography.Text strong style={{ fontSize: 16 }}>{child.label}</Typography.Text>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 8 }}>
          <ShortcutLink to={`/absence/create?childId=${child.id}`} icon={mdiCalendarRemove} text="Report an absence" label={`Report an absence for ${child.firstName}`} />
          <ShortcutLink to={`/attendance/reported/${child.id}`} icon={mdiCalendarClock} text={`When is ${child.firstName} coming?`} label={`When is ${child.firstName} coming?`} />
          <ShortcutLink to={`/attendance/schedule/${child.id}`} icon={mdiCalendarWeek} text="Schedule" label={`${child.firstName}'s schedule`} />
          <ShortcutLink to={`/onmyway/send?childId=${child.id}`} icon={mdiCarClock} text="On my way" label={`On my way to pick up ${child.firstName}`} />
        </div>
      </Flex>
    </Panel>
  );
}

/** Per child, one tap to what a family tells the centre most: away, coming later, the schedule, on my way. */
export function ChildShortcuts() {
  const children = useTabletChildrenListQuery({});
  if (children.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const list = children.data ?? [];
  if (list.length === 0) return null;
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={2} style={{ margin: 0 }}>{list.length === 1 ? 'Your child' : 'Your children'}</Typography.Title>
      {list.map((child) => <ChildShortcutCard key={child.id} child={child} />)}
    </Flex>
  );
}
