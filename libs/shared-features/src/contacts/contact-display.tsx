// What the contact pages show: a person's avatar and phone, a value or "not given", titled
// sections with their edit link, and a contact's roles for a child.
import type { ReactNode } from 'react';
import { Avatar, Flex, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import type { ContactChildDto, PhoneDto } from '@daycare/api-client';
import { Panel, formatPhone } from '@daycare/ui';
import { useT } from '../i18n';
import { TAP_LINK } from '../people/form-basics';

const CALLING_CODES: Record<PhoneDto['country'], string> = { US: '1', BR: '55' };

/** A phone number to call with a tap, written in its country's mask. */
export function PhoneLink({ phone }: { phone: PhoneDto | null | undefined }) {
  if (!phone) return null;
  return <a href={`tel:+${CALLING_CODES[phone.country]}${phone.number}`} style={{ ...TAP_LINK, textDecoration: 'underline' }}>{formatPhone(phone)}</a>;
}

const initialsOf = (label: string) => label.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word.charAt(0)).join('').toUpperCase();

/** A person's photo, else their initials; decorative, since the name is always written beside it. */
export function PersonAvatar({ label, photoUrl = null, size = 40 }: { label: string; photoUrl?: string | null; size?: number }) {
  const { token } = theme.useToken();
  return (
    <Avatar size={size} src={photoUrl ?? undefined} alt="" aria-hidden style={{ flex: 'none', background: photoUrl ? undefined : token.colorPrimary }}>
      {initialsOf(label)}
    </Avatar>
  );
}

/** A value, or a quiet "not given" so an empty field reads as empty rather than missing. */
export function Value({ children }: { children: ReactNode }) {
  const t = useT();
  if (children === null || children === undefined || children === '') return <Typography.Text type="secondary">{t('contacts.notGiven')}</Typography.Text>;
  return <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{children}</Typography.Text>;
}

/** A labelled value for antd's Descriptions. */
export const item = (key: string, label: string, value: ReactNode) => ({ key, label, children: <Value>{value}</Value> });
export type Items = ReturnType<typeof item>[];

/** A titled panel, with a link to the page that edits it when there is one. */
export function Section({ title, editTo, children }: { title: string; editTo?: string; children: ReactNode }) {
  const t = useT();
  return (
    <Panel size="small" title={title} aria-label={title}
      extra={editTo && <Link to={editTo} style={TAP_LINK} aria-label={t('contacts.editSection', { section: title })}>{t('contacts.edit')}</Link>}>
      {children}
    </Panel>
  );
}

/** What a contact is to one child: called in an emergency (in which place), and may pick up. */
export function ContactRoles({ entry, childPath }: { entry: ContactChildDto; childPath?: (childId: number) => string }) {
  const t = useT();
  return (
    <Flex gap={8} wrap align="center">
      {childPath ? <Link to={childPath(entry.child.id)} style={TAP_LINK}>{entry.child.label}</Link> : <Typography.Text>{entry.child.label}</Typography.Text>}
      {entry.emergency && <Tag color="orange">{t('contacts.roles.emergency', { order: entry.callOrder })}</Tag>}
      {entry.mayPickUp && <Tag color="success">{t('contacts.roles.mayPickUp')}</Tag>}
    </Flex>
  );
}
