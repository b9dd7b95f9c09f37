import { Avatar, Flex, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import type { PeopleStaffDto } from '@daycare/api-client';
import { Panel } from '@daycare/ui';
import { initials, isElsewhere, isIn, stateText, timeText } from '../people/people';

/** One staff member of the room: initials, in (green, since when) or out, and whether they can sign in here yet. */
export function StaffCard({ member, roomId }: { member: PeopleStaffDto; /** The tablet's room. */ roomId?: number | null }) {
  const { token } = theme.useToken();
  const elsewhere = isElsewhere(member, roomId);
  const signedIn = isIn(member) && !elsewhere;
  return (
    <Link
      to={`/tablet/staff/${member.id}`}
      data-testid={`staff-card-${member.id}`}
      aria-label={`${member.label}, ${stateText(member, roomId)}${member.hasPin ? '' : ', no PIN yet'}`}
    >
      <Panel
        hoverable
        // Only set when in: an unset border colour would fall back to the link's colour.
        style={{ height: '100%', ...(signedIn ? { borderColor: token.colorSuccessBorder, background: token.colorSuccessBg } : {}) }}
      >
        <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
          {/* The name says who this is; the initials only draw it, so the card's spoken name starts with the visible name. */}
          <Avatar aria-hidden size={88} style={{ background: token.colorPrimary, fontSize: 32 }}>{initials(member)}</Avatar>
          <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>{member.label}</Typography.Text>
          {/* The card's label already says in or out and whether a PIN is missing; the tags show it. */}
          <Flex vertical align="center" gap={4} aria-hidden>
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
