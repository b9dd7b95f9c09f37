// The tabs of a child's record as the family sees it: each part with its Edit link, the pick-up list, the attendance pages.
import { Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { usePickupChildQuery, type ChildRecordDto } from '@daycare/api-client';
import {
  MedicalOrNotice, NeverReleaseNotice, PickupPeople, Section, TAP_LINK, guardianRegistrationPath, useChildSections, useMayOpen,
} from '@daycare/shared-features';
import { useT } from '../../i18n';
import { updatePath, type FamilyPart } from './child-helpers';

type TabProps = { child: ChildRecordDto };

const COLUMNS = { xs: 1, sm: 2 };
const LIST_STYLE = { margin: 0, paddingInlineStart: 0, listStyle: 'none' } as const;

export function OverviewTab({ child }: TabProps) {
  const t = useT();
  const sections = useChildSections(child);
  const edit = (part: FamilyPart) => (child.canEdit ? updatePath(part, child.id) : undefined);
  return (
    <Flex vertical gap={16}>
      <Section title={t('children.sections.personal')} editTo={edit('personal')}>
        <Descriptions size="small" column={COLUMNS} items={sections.personal} />
      </Section>
      <Section title={t('children.sections.school')} editTo={edit('school')}>
        <Descriptions size="small" column={COLUMNS} items={sections.school} />
      </Section>
      {sections.address && (
        <Section title={t('children.sections.address')} editTo={edit('address')}>
          <Descriptions size="small" column={COLUMNS} items={sections.address} />
        </Section>
      )}
    </Flex>
  );
}

export function MedicalTab({ child }: TabProps) {
  const t = useT();
  return (
    <Section title={t('children.sections.medical')} editTo={child.canEdit && child.canSeeMedical ? updatePath('medical', child.id) : undefined}>
      <MedicalOrNotice child={child} />
    </Section>
  );
}

export function PickupTab({ child }: TabProps) {
  const t = useT();
  const navigate = useNavigate();
  const pickup = usePickupChildQuery({ childId: child.id });
  if (pickup.isError) return <Typography.Text type="secondary">{t('children.pickup.failed')}</Typography.Text>;
  if (!pickup.data) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  const { authorised, neverRelease } = pickup.data;
  return (
    <Flex vertical gap={16}>
      <Section title={t('children.pickup.authorised')}>
        <Flex vertical gap={12}>
          <PickupPeople
            people={authorised}
            personPath={(person) => (person.kind === 'contact' ? `/contacts/view/${person.id}` : guardianRegistrationPath(person.id))}
          />
          <Flex gap={12} wrap align="center">
            <Button onClick={() => void navigate('/contacts/add')}>{t('children.pickup.add')}</Button>
            <Link to="/contacts" style={TAP_LINK}>{t('children.pickup.contacts')}</Link>
          </Flex>
        </Flex>
      </Section>
      <Section title={t('children.pickup.neverTitle')}>
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('children.pickup.neverHelp')}</Typography.Text>
          {neverRelease.length === 0 && <Typography.Text>{t('children.pickup.neverNone')}</Typography.Text>}
          {neverRelease.map((entry) => <NeverReleaseNotice key={entry.id} entry={entry} />)}
        </Flex>
      </Section>
    </Flex>
  );
}

export function AttendanceTab({ child }: TabProps) {
  const t = useT();
  const mayOpen = useMayOpen();
  const name = child.preferredName ?? child.firstName;
  const links = [
    { to: `/attendance/schedule/${child.id}`, label: t('children.attendance.schedules', { name }) },
    { to: `/attendance/reported/${child.id}`, label: t('children.attendance.reported') },
    { to: `/absence/create?childId=${child.id}`, label: t('children.attendance.absence') },
  ].filter((link) => mayOpen(link.to.split('?')[0]));
  return (
    <nav aria-label={t('children.attendance.pages')}>
      <Flex vertical gap={12} component="ul" style={LIST_STYLE}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} style={TAP_LINK}>{link.label}</Link>
          </li>
        ))}
      </Flex>
    </nav>
  );
}
