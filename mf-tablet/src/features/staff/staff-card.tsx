import { Avatar, Flex, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import type { PeopleStaffDto } from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { Panel } from '@daycare/ui';
import { useT } from '../../i18n';
import { initials, isElsewhere, isIn } from '../people/people';

/** One staff member of the room: initials, in (green, since when) or out, and whether they can sign in here yet. */
export function StaffCard({ member, roomId }: { member: PeopleStaffDto; /** The tablet's room. */ roomId?: number | null }) {
  const { token } = theme.useToken();
  const t = useT();
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
              <Tag color="success">{member.signedInAt ? t('presence.inSince', { time: formatTime(member.signedInAt) }) : t('presence.in')}</Tag>
            ) : elsewhere ? (
              <Tag color="processing">{t('presence.inElsewhere')}</Tag>
            ) : (
              <Tag>{t('presence.out')}</Tag>
            )}
            {!member.hasPin && <Tag color="warning">{t('staffCard.noPin')}</Tag>}
          </Flex>
        </Flex>
      </Panel>
    </Link>
  );
}
