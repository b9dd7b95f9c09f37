import { Flex, Skeleton, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { mdiCalendarClock, mdiCalendarRemove, mdiCalendarWeek, mdiCarClock } from '@mdi/js';
import { type PeopleChildDto, useTabletChildrenListQuery } from '@daycare/api-client';
import { TAP_LINK } from '@daycare/shared-features';
import { Mdi, Panel } from '@daycare/ui';
import { useT } from '../../i18n';

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
  const t = useT();
  const name = child.firstName;
  return (
    <Panel size="small" aria-label={child.label}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong style={{ fontSize: 16 }}>{child.label}</Typography.Text>
          <Link to={`/child/${child.id}`} style={TAP_LINK}>{t('home.children.details', { name })}</Link>
        </Flex>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 8 }}>
          <ShortcutLink to={`/absence/create?childId=${child.id}`} icon={mdiCalendarRemove} text={t('home.children.reportAbsence')} label={t('home.children.reportAbsenceFor', { name })} />
          <ShortcutLink to={`/attendance/reported/${child.id}`} icon={mdiCalendarClock} text={t('home.children.whenComing', { name })} label={t('home.children.whenComing', { name })} />
          <ShortcutLink to={`/attendance/schedule/${child.id}`} icon={mdiCalendarWeek} text={t('home.children.schedule')} label={t('home.children.scheduleOf', { name })} />
          <ShortcutLink to={`/onmyway/send?childId=${child.id}`} icon={mdiCarClock} text={t('home.children.onMyWay')} label={t('home.children.onMyWayFor', { name })} />
        </div>
      </Flex>
    </Panel>
  );
}

/** Per child, one tap to what a family tells the centre most: away, coming later, the schedule, on my way. */
export function ChildShortcuts() {
  const t = useT();
  const children = useTabletChildrenListQuery({});
  if (children.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const list = children.data ?? [];
  if (list.length === 0) return null;
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={2} style={{ margin: 0 }}>{t('home.children.title', { count: list.length })}</Typography.Title>
      {list.map((child) => <ChildShortcutCard key={child.id} child={child} />)}
    </Flex>
  );
}
