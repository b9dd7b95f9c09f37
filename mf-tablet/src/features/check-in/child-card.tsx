import { Avatar, Flex, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { mdiAlertOctagon, mdiCarArrowRight, mdiPill } from '@mdi/js';
import type { OnMyWayDto, PeopleChildDto } from '@daycare/api-client';
import { Mdi, Panel } from '@daycare/ui';
import { initials, isElsewhere, isIn, stateText, timeText } from '../people/people';

function since(iso: string | null): string {
  return iso ? ` since ${timeText(iso)}` : '';
}

/** One child of the room: photo or initials, in or out, and the alerts staff must see at a glance. */
export function ChildCard({ child, roomId, onTheWay }: {
  child: PeopleChildDto;
  /** The tablet's room. */
  roomId?: number | null;
  /** An unread on-my-way notice for the child: the card says a guardian is on the way. */
  onTheWay?: OnMyWayDto;
}) {
  const { token } = theme.useToken();
  const elsewhere = isElsewhere(child, roomId);
  const signedIn = isIn(child) && !elsewhere;
  return (
    <Link to={`/tablet/child/${child.id}`} data-testid={`child-card-${child.id}`} aria-label={`${child.label}, ${stateText(child, roomId)}${onTheWay ? ', a guardian is on the way' : ''}`}>
      <Panel
        hoverable
        // Only set when in: an unset border colour would fall back to the link's colour.
        style={{ height: '100%', ...(signedIn ? { borderColor: token.colorSuccessBorder, background: token.colorSuccessBg } : {}) }}
      >
        <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
          <Avatar size={88} src={child.photoUrl ?? undefined} style={{ background: token.colorPrimary, fontSize: 32 }}>
            {initials(child)}
          </Avatar>
          <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>{child.label}</Typography.Text>
          {signedIn ? <Tag color="success">In{since(child.signedInAt)}</Tag> : elsewhere ? <Tag color="processing">In another room</Tag> : <Tag>Out</Tag>}
          {onTheWay && (
            <Tag color="purple" icon={<Mdi path={mdiCarArrowRight} size={0.7} />} title={`${onTheWay.guardian.label} is on the way`} data-testid={`on-the-way-${child.id}`}>
              On the way ~{timeText(onTheWay.arrivingAt)}
            </Tag>
          )}
          <Flex gap={8} wrap justify="center">
            {child.hasAllergies && (
              <Tag color="error" icon={<Mdi path={mdiAlertOctagon} size={0.7} />} title={child.allergies ?? 'Allergies'}>
                {child.allergies ?? 'Allergies'}
              </Tag>
            )}
            {child.onGoingMedication > 0 && (
              <Tag color="warning" icon={<Mdi path={mdiPill} size={0.7} />}>
                {child.onGoingMedication === 1 ? '1 medication' : `${child.onGoingMedication} medications`}
              </Tag>
            )}
          </Flex>
        </Flex>
      </Panel>
    </Link>
  );
}
