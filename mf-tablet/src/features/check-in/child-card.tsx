import { Avatar, Flex, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { mdiAlertOctagon, mdiCarArrowRight, mdiPill } from '@mdi/js';
import type { OnMyWayDto, PeopleChildDto } from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { OpenIncidentsBadge } from '@daycare/shared-features';
import { Mdi, Panel } from '@daycare/ui';
import { useT } from '../../i18n';
import { initials, isElsewhere, isIn } from '../people/people';

/** One child of the room: photo or initials, in or out, and the alerts staff must see at a glance. */
export function ChildCard({ child, roomId, onTheWay }: {
  child: PeopleChildDto;
  /** The tablet's room. */
  roomId?: number | null;
  /** An unread on-my-way notice for the child: the card says a guardian is on the way. */
  onTheWay?: OnMyWayDto;
}) {
  const { token } = theme.useToken();
  const t = useT();
  const elsewhere = isElsewhere(child, roomId);
  const signedIn = isIn(child) && !elsewhere;
  return (
    // Named by what it shows (name, in or out, on the way, alerts), so a person who sees the card and one who hears it meet the same words.
    <Link to={`/tablet/child/${child.id}`} data-testid={`child-card-${child.id}`}>
      <Panel
        hoverable
        // Only set when in: an unset border colour would fall back to the link's colour.
        style={{ height: '100%', ...(signedIn ? { borderColor: token.colorSuccessBorder, background: token.colorSuccessBg } : {}) }}
      >
        <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
          {/* The photo or initials only draw the name written below them. */}
          <Avatar aria-hidden size={88} alt="" src={child.photoUrl ?? undefined} style={{ background: token.colorPrimary, fontSize: 32 }}>
            {initials(child)}
          </Avatar>
          <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>{child.label}</Typography.Text>
          {signedIn ? (
            <Tag color="success">{child.signedInAt ? t('presence.inSince', { time: formatTime(child.signedInAt) }) : t('presence.in')}</Tag>
          ) : elsewhere ? (
            <Tag color="processing">{t('presence.inElsewhere')}</Tag>
          ) : (
            <Tag>{t('presence.out')}</Tag>
          )}
          {onTheWay && (
            <Tag color="purple" icon={<Mdi path={mdiCarArrowRight} size={0.7} />} title={t('childCard.guardianOnTheWay', { guardian: onTheWay.guardian.label })} data-testid={`on-the-way-${child.id}`}>
              {t('presence.onTheWay', { time: formatTime(onTheWay.arrivingAt) })}
            </Tag>
          )}
          <Flex gap={8} wrap justify="center">
            {child.hasAllergies && (
              <Tag color="error" icon={<Mdi path={mdiAlertOctagon} size={0.7} />} title={child.allergies ?? t('childCard.allergies')}>
                {child.allergies ?? t('childCard.allergies')}
              </Tag>
            )}
            {child.onGoingMedication > 0 && (
              <Tag color="warning" icon={<Mdi path={mdiPill} size={0.7} />}>
                {t('childCard.medications', { count: child.onGoingMedication })}
              </Tag>
            )}
            <OpenIncidentsBadge count={child.incident} />
          </Flex>
        </Flex>
      </Panel>
    </Link>
  );
}
