import { Button, Descriptions, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { ChildRecordDto } from '@daycare/api-client';
import { ChildMedicalSection, ChildOverview, RecordPageLinks, Section, TAP_LINK, Value, useChildSections } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { FamilyActions } from '../families/family-helpers';
import { addContactPath } from '../contacts/contact-helpers';
import { addGuardianPath, guardianPath } from '../guardians/guardian-helpers';
import { addSiblingPath, childPath, updatePath, useIsDirector } from './child-helpers';

export { NotesTab } from '../notes/child-notes-tab';

type TabProps = { child: ChildRecordDto };

const COLUMNS = { xs: 1, sm: 2 };

/** The overview both apps show, then the registration, which only directors edit. */
export function OverviewTab({ child }: TabProps) {
  const t = useT();
  const isDirector = useIsDirector();
  const sections = useChildSections(child);
  return (
    <ChildOverview child={child}>
      <Section title={t('children.sections.registration')} editTo={isDirector && child.canEdit ? updatePath('registration', child.id) : undefined}>
        <Descriptions size="small" column={COLUMNS} items={sections.registration} />
      </Section>
    </ChildOverview>
  );
}

export function FamilyTab({ child }: TabProps) {
  const t = useT();
  const navigate = useNavigate();
  const isDirector = useIsDirector();
  return (
    <Flex vertical gap={16}>
      <Section title={t('children.sections.guardians')}>
        {child.guardians.length === 0 ? (
          <Value>{null}</Value>
        ) : (
          <Flex vertical gap={8} component="ul" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
            {child.guardians.map((guardian) => (
              <li key={guardian.id}>
                <Link to={guardianPath(guardian.id)} style={TAP_LINK}>{guardian.label}</Link>{' '}
                <a href={`mailto:${guardian.email}`} style={{ textDecoration: 'underline' }}>{guardian.email}</a>
              </li>
            ))}
          </Flex>
        )}
        {isDirector && (
          <Flex gap={8} wrap style={{ marginTop: 12 }}>
            <Button onClick={() => void navigate(addGuardianPath(child.familyId))}>{t('children.record.addGuardian')}</Button>
            <Button onClick={() => void navigate(addContactPath(child.id))}>{t('children.record.addContact')}</Button>
          </Flex>
        )}
      </Section>
      <Section title={t('children.sections.siblings')}>
        <Flex vertical gap={8}>
          {child.siblings.length === 0 ? (
            <Typography.Text type="secondary">{t('children.record.noSiblings')}</Typography.Text>
          ) : (
            <Flex gap={16} wrap>
              {child.siblings.map((sibling) => <Link key={sibling.id} to={childPath(sibling.id)} style={TAP_LINK}>{sibling.label}</Link>)}
            </Flex>
          )}
          {isDirector && (
            <div>
              <Button onClick={() => void navigate(addSiblingPath(child.familyId))}>{t('children.record.addSibling')}</Button>
            </div>
          )}
        </Flex>
      </Section>
      {isDirector && (
        <Section title={t('families.actions')}>
          <FamilyActions familyId={child.familyId} />
        </Section>
      )}
    </Flex>
  );
}

export function AttendanceTab({ child }: TabProps) {
  const t = useT();
  return (
    <RecordPageLinks label={t('children.attendance.pages')} links={[
      { to: `/attendance/search/children/${child.id}`, label: t('children.attendance.history') },
      { to: `/attendance/schedule/${child.id}`, label: t('children.attendance.schedules') },
      { to: `/attendance/reported/${child.id}`, label: t('children.attendance.reported') },
      { to: `/rooms/child/${child.id}`, label: t('children.attendance.homeRoom') },
      { to: '/attendance/reports', label: t('children.attendance.reports') },
    ]} />
  );
}

/** The medical details, then the child's medications: the authorisations, the doses given, and a new one for the family to sign. */
export function MedicalTab({ child }: TabProps) {
  const t = useT();
  return (
    <Flex vertical gap={16}>
      <ChildMedicalSection child={child} />
      <RecordPageLinks label={t('children.medication.pages')} links={[
        { to: `/medications/list/${child.id}`, label: t('children.medication.medications') },
        { to: `/medications/create/${child.id}`, label: t('children.medication.authorise') },
      ]} />
    </Flex>
  );
}
