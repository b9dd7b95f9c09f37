import type { ReactNode } from 'react';
import { Avatar, Flex, Tag, Typography, theme } from 'antd';
import { formatTime } from '@daycare/i18n';
import { useT } from '../../i18n';
import { initials, isElsewhere, isIn, type PersonLike } from './people';

/** The big photo (or initials), the full name and whether the person is in, since when. */
export function PersonHeader({ person, photoUrl, roomId, signedInBy, children }: {
  person: PersonLike & { signedInAt: string | null; rId: number | null };
  photoUrl?: string | null;
  /** Who signed the person in to this room, when known: "Signed in 8:42 by Sarah Thompson". */
  signedInBy?: string | null;
  /** The tablet's room: a person signed in elsewhere is shown so. */
  roomId?: number | null;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  const t = useT();
  const signedIn = isIn(person);
  const elsewhere = isElsewhere(person, roomId);
  const time = person.signedInAt ? formatTime(person.signedInAt) : null;
  let state: string;
  if (!time) state = t(elsewhere ? 'person.signedInElsewhere' : 'person.signedIn');
  else if (signedInBy && !elsewhere) state = t('person.signedInAtBy', { time, name: signedInBy });
  else state = t(elsewhere ? 'person.signedInElsewhereSince' : 'person.signedInSince', { time });
  return (
    <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
      <Avatar
        size={140}
        src={photoUrl ?? undefined}
        alt={photoUrl ? person.label : undefined}
        style={{ background: token.colorPrimary, fontSize: 52, boxShadow: signedIn && !elsewhere ? `0 0 0 6px ${token.colorSuccess}` : undefined }}
      >
        {initials(person)}
      </Avatar>
      <Typography.Title level={2} style={{ margin: 0 }}>{person.label}</Typography.Title>
      {signedIn ? (
        // Wraps in a narrow column (portrait) rather than running out of the panel.
        <Tag color={elsewhere ? 'processing' : 'success'} style={{ fontSize: token.fontSizeLG, padding: '4px 12px', whiteSpace: 'normal', maxWidth: '100%', marginInlineEnd: 0 }}>
          {state}
        </Tag>
      ) : (
        <Tag style={{ fontSize: token.fontSizeLG, padding: '4px 12px' }}>{t('person.signedOut')}</Tag>
      )}
      {children}
    </Flex>
  );
}
