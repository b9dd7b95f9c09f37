import type { ReactNode } from 'react';
import { Avatar, Flex, Tag, Typography, theme } from 'antd';
import { initials, isIn, timeText, type PersonLike } from './people';

/** The big photo (or initials), the full name and whether the person is in, since when. */
export function PersonHeader({ person, photoUrl, children }: { person: PersonLike & { signedInAt: string | null }; photoUrl?: string | null; children?: ReactNode }) {
  const { token } = theme.useToken();
  const signedIn = isIn(person);
  return (
    <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
      <Avatar
        size={140}
        src={photoUrl ?? undefined}
        alt={photoUrl ? person.label : undefined}
        style={{ background: token.colorPrimary, fontSize: 52, boxShadow: signedIn ? `0 0 0 6px ${token.colorSuccess}` : undefined }}
      >
        {initials(person)}
      </Avatar>
      <Typography.Title level={2} style={{ margin: 0 }}>{person.label}</Typography.Title>
      {signedIn ? (
        <Tag color="success" style={{ fontSize: token.fontSizeLG, padding: '4px 12px' }}>
          Signed in{person.signedInAt ? ` since ${timeText(person.signedInAt)}` : ''}
        </Tag>
      ) : (
        <Tag style={{ fontSize: token.fontSizeLG, padding: '4px 12px' }}>Signed out</Tag>
      )}
      {children}
    </Flex>
  );
}
