import { Link } from 'react-router';
import { Avatar, Empty, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { useExpectedAttendanceExpectedQuery, useTabletChildrenListQuery, type ExpectedChildDto } from '@daycare/api-client';
import { Panel } from '@daycare/ui';
import { AttendanceStatus } from '@daycare/shared';

/** The list also reloads now and then, so a child whose arrival time passes is marked late. */
const REFRESH_MS = 5 * 60_000;

/** "Emma Thompson" -> "ET". */
export function initialsOf(label: string): string {
  const words = label.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [words[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/** A schedule's "HH:MM" (the daycare's local time) in the browser's way of writing times. */
export function clockText(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(2000, 0, 1, hours, minutes).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

function ExpectedRow({ expected, first }: { expected: ExpectedChildDto; first: boolean }) {
  const { token } = theme.useToken();
  const { child, room, arrives, departs, source, note, late, photoUrl } = expected;
  const times = departs ? `${clockText(arrives)} – ${clockText(departs)}` : `from ${clockText(arrives)}`;
  return (
    <li
      data-testid={`expected-child-${child.id}`}
      aria-label={`${child.label}${late ? ', late' : ''}`}
      style={{ listStyle: 'none', padding: `${token.paddingXS}px 0`, borderTop: first ? undefined : `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` }}
    >
      <Flex gap={12} align="center">
        <Avatar src={photoUrl ?? undefined} alt="" style={{ background: token.colorPrimary, flex: 'none' }}>{initialsOf(child.label)}</Avatar>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Flex gap={8} align="center" wrap>
            <Link to={`/attendance/search/children/${child.id}`}>{child.label}</Link>
            {late && <Tag color="error">Late</Tag>}
          </Flex>
          <Typography.Text type="secondary">
            {room.label} · {times} · {source === 'reported' ? 'reported by family' : 'schedule'}
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
  const expected = useExpectedAttendanceExpectedQuery(roomId ? { roomId } : {}, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  const children = useTabletChildrenListQuery({});
  const signedIn = new Set((children.data ?? []).filter((child) => child.status === AttendanceStatus.SignedIn).map((child) => child.id));
  const toCome = (expected.data ?? []).filter((entry) => !signedIn.has(entry.child.id));
  const late = toCome.filter((entry) => entry.late).length;
  return (
    <Panel
      aria-label="Still to come today"
      title={`Still to come today${expected.data ? ` (${toCome.length})` : ''}`}
      extra={late > 0 ? <Tag color="error">{late} late</Tag> : undefined}
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
          description={expected.data?.length ? 'Everyone expected today has arrived' : 'No one else is expected today'}
        />
      )}
    </Panel>
  );
}
