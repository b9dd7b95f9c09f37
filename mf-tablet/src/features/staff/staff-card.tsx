import { Avatar, Flex, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import type { PeopleStaffDto } from '@daycare/api-client';
import { Panel } from '@daycare/ui';
import { initials, isElsewhere, isIn, timeText } from '../people/people';

/** One staff member of the room: initials, in (green, since when) or out, and whether they can sign in here yet. */
export function StaffCard({ member, roomId }: { member: PeopleStaffDto; /** The tablet's room. */ roomId?: number | null }) {
  const { token } = theme.useToken();
  const elsewhere = isElsewhere(member, roomId);
  const signedIn = isIn(member) && !elsewhere;
  return (
    // Named by what it shows (name, in or out, a missing PIN), so a voice command saying what is on screen finds it.
    <Link to={`/tablet/staff/${member.id}`} data-testid={`staff-card-${member.id}`}>
      <Panel
        hoverable
        // Only set when in: an unset border colour would fall back to the link's colour.
        style={{ height: '100%', ...(signedIn ? { borderColor: token.colorSuccessBorder, background: token.colorSuccessBg } : {}) }}
      >
        <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
          {/* The initials only draw the name written below them. */}
          <Avatar aria-hidden size={88} style={{ background: token.colorPrimary, fontSize: 32 }}>{initials(member)}</Avatar>
          <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>{member.label}</Typography.Text>
          <Flex vertical align="center" gap={4}>
            {signedIn ? (
              <Tag color="success">In{member.signedInAt ? ` since ${timeText(member.signedInAt)}` : ''}</Tag>
            ) : elsewhere ? (
              <Tag color="processing">In another room</Tag>
            ) : (
              <Tag>Out</Tag>
            )}
            {!member.hasPin && <Tag color="warning">No PIN yet</Tag>}
          </Flex>
        </Flex>
      </Panel>
    </Link>
  );
}
