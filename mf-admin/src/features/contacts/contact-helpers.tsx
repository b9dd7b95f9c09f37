import { Flex, Tag } from 'antd';
import type { ContactChildDto } from '@daycare/api-client';
import { useT } from '../../i18n';

/** The parts of a contact's record each with its own update page. */
export const CONTACT_PARTS = ['name', 'address', 'phone'] as const;
export type ContactPart = (typeof CONTACT_PARTS)[number];

export const CONTACT_ROUTES = {
  list: '/contacts',
  add: '/contacts/add',
  view: '/contacts/view/:contactId',
} as const;

export const contactUpdateRoute = (part: ContactPart) => `/contacts/update/${part}/:contactId`;
export const contactPath = (contactId: number) => `/contacts/view/${contactId}`;
export const contactUpdatePath = (part: ContactPart, contactId: number) => `/contacts/update/${part}/${contactId}`;
/** Adding a contact to the family of a child (any child of the family will do). */
export const addContactPath = (childId?: number) => (childId ? `${CONTACT_ROUTES.add}?childId=${childId}` : CONTACT_ROUTES.add);
export const familyContactsPath = (familyId: number) => `${CONTACT_ROUTES.list}?familyId=${familyId}`;

export const MAX_RELATION = 40;

/** What a contact is to each child: called in an emergency (in which place), and may pick up. */
export function ContactRoles({ child }: { child: ContactChildDto }) {
  const t = useT();
  return (
    <Flex gap={4} wrap>
      {child.emergency && <Tag color="orange">{t('contacts.roles.emergency', { order: child.callOrder })}</Tag>}
      {child.mayPickUp && <Tag color="green">{t('contacts.roles.mayPickUp')}</Tag>}
    </Flex>
  );
}
