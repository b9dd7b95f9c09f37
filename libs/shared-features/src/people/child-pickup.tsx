// Who may collect a child and who must never be given the child, as both apps show them.
import type { ReactNode } from 'react';
import { Alert, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { NeverReleaseDto, PickupPersonDto } from '@daycare/api-client';
import { formatDate } from '@daycare/i18n';
import { PersonAvatar, PhoneLink } from '../contacts/contact-display';
import { useT } from '../i18n';
import { TAP_LINK } from './form-basics';
import { GUARDIAN_RELATIONS } from './guardian-routes';

const LIST_STYLE = { margin: 0, paddingInlineStart: 0, listStyle: 'none' } as const;

/** A guardian's relation in the reader's language; a contact's is the family's own words. */
export function usePickupRelationText() {
  const t = useT();
  return (person: PickupPersonDto) => {
    const known = GUARDIAN_RELATIONS.find((relation) => relation === person.relation);
    return person.kind === 'guardian' && known ? t(`guardians.relations.${known}`) : person.relation;
  };
}

/** The people authorised to pick the child up, with their photos; `personPath` links each to their record when the app has one. */
export function PickupPeople({ people, personPath }: { people: PickupPersonDto[]; personPath?: (person: PickupPersonDto) => string | null }) {
  const t = useT();
  const relationText = usePickupRelationText();
  if (people.length === 0) return <Typography.Text type="secondary">{t('people.pickup.nobody')}</Typography.Text>;
  return (
    <Flex vertical gap={12} component="ul" style={LIST_STYLE}>
      {people.map((person) => {
        const to = personPath?.(person);
        return (
          <li key={`${person.kind}-${person.id}`}>
            <Flex gap={12} align="center" wrap>
              <PersonAvatar label={person.label} photoUrl={person.photoUrl} size={48} />
              <Flex vertical gap={2} style={{ flex: '1 1 200px' }}>
                {to ? <Link to={to} style={TAP_LINK}>{person.label}</Link> : <Typography.Text strong>{person.label}</Typography.Text>}
                <Flex gap={8} wrap align="center">
                  <Typography.Text type="secondary">{relationText(person)}</Typography.Text>
                  <Tag color={person.kind === 'guardian' ? 'processing' : 'success'}>{t(`people.pickup.kinds.${person.kind}`)}</Tag>
                </Flex>
              </Flex>
              <PhoneLink phone={person.mobile} />
            </Flex>
          </li>
        );
      })}
    </Flex>
  );
}

/** One person the child must never be given to; `action` and `footer` are the directors' removal and its error. */
export function NeverReleaseNotice({ entry, action, footer }: { entry: NeverReleaseDto; action?: ReactNode; footer?: ReactNode }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('people.pickup.neverRelease.entryTitle', { name: entry.name })}
      description={(
        <Flex vertical gap={4}>
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{entry.description}</Typography.Text>
          {entry.documentNote && <Typography.Text strong>{t('people.pickup.neverRelease.document', { note: entry.documentNote })}</Typography.Text>}
          <Typography.Text type="secondary">{t('people.pickup.neverRelease.since', { date: formatDate(entry.createdAt, 'longDay') })}</Typography.Text>
          {footer}
        </Flex>
      )}
      action={action}
    />
  );
}
