import { Link } from 'react-router';
import { Avatar, Empty, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { useExpectedAttendanceExpectedQuery, useTabletChildrenListQuery, type ExpectedChildDto } from '@daycare/api-client';
import { Panel } from '@daycare/ui';
import { AttendanceStatus } from '@daycare/shared';
import { formatClock } from '@daycare/i18n';
import { useT } from '../../i18n';

/** The list also reloads now and then, so a child whose arrival time passes is marked late. */
const REFRESH_MS = 5 * 60_000;

/** "Emma Thompson" -> "ET". */
export function initialsOf(label: string): string {
  const words = label.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [words[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

function ExpectedRow({ expected, first }: { expected: ExpectedChildDto; first: boolean }) {
  const { token } = theme.useToken();
  const t = useT();
  const { child, room, arrives, departs, source, note, late, photoUrl } = expected;
  const times = departs ? t('expected.between', { from: formatClock(arrives), to: formatClock(departs) }) : t('expected.from', { from: formatClock(arrives) });
  return (
    <li
      data-testid={`expected-child-${child.id}`}
      aria-label={late ? t('expected.childLate', { name: child.label }) : child.label}
      style={{ listStyle: 'none', padding: `${token.paddingXS}px 0`, borderTop: first ? undefined : `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` }}
    >
      <Flex gap={12} align="center">
        <Avatar src={photoUrl ?? undefined} alt="" style={{ background: token.colorPrimary, flex: 'none' }}>{initialsOf(child.label)}</Avatar>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Flex gap={8} align="center" wrap>
            <Link to={`/attendance/search/children/${child.id}`}>{child.label}</Link>
            {late && <Tag color="error">{t('expected.late')}</Tag>}
          </Flex>
          <Typography.Text type="secondary">
            {room.label} · {times} · {source === 'reported' ? t('expected.reportedByFamily') : t('expected.bySchedule')}
          </Typography.Text>
          {note && <Typography.Text italic>“{note}”</Typography.Text>}
        </Flex>
      </Flex>
    </li>
  );
}

/**
 * Today's children still to come (GET /api/attendance/expected): of one room, or of the daycare
 * without one, by expected arrival. A child the live connection signs in leaves at once (the
 * people list changes first, the expected list loads again after it).
 */
export function ExpectedChildren({ roomId }: { roomId?: number }) {
  const t = useT();
  const expected = useExpectedAttendanceExpectedQuery(roomId ? { roomId } : {}, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  const children = useTabletChildrenListQuery({});
  const signedIn = new Set((children.data ?? []).filter((child) => child.status === AttendanceStatus.SignedIn).map((child) => child.id));
  const toCome = (expected.data ?? []).filter((entry) => !signedIn.has(entry.child.id));
  const late = toCome.filter((entry) => entry.late).length;
  return (
    <Panel
      aria-label={t('expected.title')}
      title={expected.data ? t('expected.titleCount', { count: toCome.length }) : t('expected.title')}
      extra={late > 0 ? <Tag color="error">{t('expected.lateCount', { count: late })}</Tag> : undefined}
    >
      {expected.isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : toCome.length ? (
        <ul style={{ margin: 0, padding: 0 }}>
          {toCome.map((entry, index) => <ExpectedRow key={entry.child.id} expected={entry} first={index === 0} />)}
        </ul>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={expected.data?.length ? t('expected.everyoneArrived') : t('expected.noOneElse')}
        />
      )}
    </Panel>
  );
}
