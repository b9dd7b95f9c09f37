import { Avatar, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useExpectedAttendanceExpectedQuery, type ExpectedChildDto, type OnMyWayDto, type PeopleChildDto } from '@daycare/api-client';
import { formatClock, formatTime } from '@daycare/i18n';
import { Panel } from '@daycare/ui';
import { useT } from '../../i18n';
import { isIn } from '../people/people';

/** How often the list is asked again while nothing changes, so "Late" appears once an arrival time passes. */
export const EXPECTED_REFRESH_MS = 60_000;

function initialsOf(label: string): string {
  const parts = label.split(' ').filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? parts[parts.length - 1][0] : ''}`.toUpperCase();
}

function Expected({ expected, onTheWay }: { expected: ExpectedChildDto; onTheWay?: OnMyWayDto }) {
  const { token } = theme.useToken();
  const t = useT();
  const { child } = expected;
  const when = formatClock(expected.arrives);
  return (
    <Link
      to={`/tablet/child/${child.id}`}
      data-testid={`expected-${child.id}`}
      style={{ color: 'inherit' }}
    >
      <Flex
        align="center"
        gap={10}
        style={{
          minHeight: 64, padding: `${token.paddingXS}px ${token.paddingSM}px`, borderRadius: token.borderRadiusLG,
          border: `${token.lineWidth}px ${token.lineType} ${expected.late ? token.colorErrorBorder : token.colorBorderSecondary}`,
          background: expected.late ? token.colorErrorBg : token.colorFillQuaternary,
        }}
      >
        {/* Named by what it shows (name, time, Late, On the way), so a voice command saying what is on screen finds it; the initials only draw the name. */}
        <Avatar aria-hidden size={44} src={expected.photoUrl ?? undefined} style={{ background: token.colorPrimary, flex: 'none' }}>
          {initialsOf(child.label)}
        </Avatar>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ maxWidth: 180 }}>{child.label}</Typography.Text>
          <Flex gap={4} wrap align="center">
            <Typography.Text type="secondary">{when}</Typography.Text>
            {expected.late && <Tag color="error" style={{ marginInlineEnd: 0 }}>{t('stillToCome.lateTag')}</Tag>}
            {expected.source === 'reported' && <Tag title={expected.note ?? undefined} style={{ marginInlineEnd: 0 }}>{t('stillToCome.reported')}</Tag>}
            {onTheWay && <Tag color="purple" style={{ marginInlineEnd: 0 }}>{t('presence.onTheWay', { time: formatTime(onTheWay.arrivingAt) })}</Tag>}
          </Flex>
        </Flex>
      </Flex>
    </Link>
  );
}

/**
 * "Still to come": the room's children expected today who have not arrived, by expected arrival,
 * with Late once the time has passed. A child the live people list shows in leaves the strip at once.
 */
export function StillToCome({ roomId, children, onTheWay }: {
  roomId?: number | null;
  /** The room's people list, kept live by the shell. */
  children: PeopleChildDto[] | undefined;
  onTheWay: Map<number, OnMyWayDto>;
}) {
  const t = useT();
  const expected = useExpectedAttendanceExpectedQuery({ roomId: roomId ?? undefined }, { pollingInterval: EXPECTED_REFRESH_MS });
  // The shell reloads this list when a child comes or goes (OnChildStatusChange, OnAttendanceUpdated); the live
  // people list drops a child who is in at once, before that answer is back.
  const inNow = new Set((children ?? []).filter(isIn).map((child) => child.id));
  const waiting = (expected.data ?? []).filter((entry) => !inNow.has(entry.child.id));
  const late = waiting.filter((entry) => entry.late).length;
  return (
    <Panel
      size="small"
      aria-label={t('stillToCome.title')}
      title={waiting.length ? t('stillToCome.titleWithCount', { waiting: waiting.length }) : t('stillToCome.title')}
      extra={late ? <Tag color="error">{t('stillToCome.late', { count: late })}</Tag> : undefined}
    >
      {expected.isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      ) : waiting.length ? (
        // One row that scrolls sideways by touch: the strip stays compact however many are expected.
        <Flex gap={12} role="list" style={{ overflowX: 'auto', paddingBottom: 4, WebkitOverflowScrolling: 'touch' }}>
          {waiting.map((entry) => (
            <div role="listitem" key={entry.child.id} style={{ flex: 'none' }}>
              <Expected expected={entry} onTheWay={onTheWay.get(entry.child.id)} />
            </div>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('stillToCome.noneExpected')}</Typography.Text>
      )}
    </Panel>
  );
}
