import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { AllergySeverity, ChildMedicalDto, ChildRecordDto } from '@daycare/api-client';
import { formatDate } from '@daycare/i18n';
import { useMayOpen, TAP_LINK } from '@daycare/shared-features';
import { Panel } from '@daycare/ui';
import { useT } from '../../i18n';
import { FamilyActions } from '../families/family-helpers';
import { addContactPath } from '../contacts/contact-helpers';
import { addGuardianPath, guardianPath } from '../guardians/guardian-helpers';
import { addSiblingPath, childPath, updatePath, useIsDirector, type UpdatePart } from './child-helpers';

export { NotesTab } from '../notes/child-notes-tab';

type TabProps = { child: ChildRecordDto };

/** A value, or a quiet "not given" so an empty field reads as empty rather than missing. */
export function Value({ children }: { children: ReactNode }) {
  const t = useT();
  if (children === null || children === undefined || children === '') return <Typography.Text type="secondary">{t('children.record.notGiven')}</Typography.Text>;
  return <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{children}</Typography.Text>;
}

const item = (key: string, label: string, value: ReactNode) => ({ key, label, children: <Value>{value}</Value> });

function Section({ title, edit, children }: { title: string; edit?: { part: UpdatePart; childId: number }; children: ReactNode }) {
  const t = useT();
  return (
    <Panel
      size="small"
      title={title}
      aria-label={title}
      extra={edit && <Link to={updatePath(edit.part, edit.childId)} style={TAP_LINK} aria-label={t('children.record.editSection', { section: title })}>{t('common.edit')}</Link>}
    >
      {children}
    </Panel>
  );
}

/** The record's parts, each a list of labelled values; shared by the overview and the printable registration. */
export function useRecordSections(child: ChildRecordDto) {
  const t = useT();
  const gender = child.gender ? t(`children.gender.${child.gender}`) : null;
  return {
    personal: [
      item('birthDate', t('children.fields.birthDate'), formatDate(child.birthDate, 'longDay')),
      item('gender', t('children.fields.gender'), gender),
      item('languages', t('children.fields.languages'), child.languages.join(', ')),
      item('routines', t('children.fields.routines'), child.personal.routines),
      item('comforters', t('children.fields.comforters'), child.personal.comforters),
      item('dietaryNeeds', t('children.fields.dietaryNeeds'), child.personal.dietaryNeeds),
      item('notes', t('children.fields.notes'), child.personal.notes),
    ],
    school: [
      item('schoolName', t('children.fields.schoolName'), child.school.name),
      item('grade', t('children.fields.grade'), child.school.grade),
      item('bus', t('children.fields.bus'), child.school.bus),
    ],
    address: child.address && [
      item('line', t('children.fields.addressLine'), child.address.line),
      item('city', t('children.fields.city'), child.address.city),
      item('province', t('children.fields.province'), child.address.province),
      item('postalCode', t('children.fields.postalCode'), child.address.postalCode),
    ],
    registration: [
      item('startDate', t('children.fields.startDate'), child.startDate && formatDate(child.startDate, 'longDay')),
      item('withdrawnOn', t('children.fields.withdrawnOn'), child.withdrawnOn && formatDate(child.withdrawnOn, 'longDay')),
      item('homeRoom', t('children.fields.homeRoom'), child.room?.label),
    ],
  };
}

const COLUMNS = { xs: 1, sm: 2 };

export function OverviewTab({ child }: TabProps) {
  const t = useT();
  const isDirector = useIsDirector();
  const sections = useRecordSections(child);
  const edit = (part: UpdatePart) => (child.canEdit ? { part, childId: child.id } : undefined);
  return (
    <Flex vertical gap={16}>
      <Section title={t('children.sections.personal')} edit={edit('personal')}>
        <Descriptions size="small" column={COLUMNS} items={sections.personal} />
      </Section>
      <Section title={t('children.sections.school')} edit={edit('school')}>
        <Descriptions size="small" column={COLUMNS} items={sections.school} />
      </Section>
      {sections.address && (
        <Section title={t('children.sections.address')} edit={edit('address')}>
          <Descriptions size="small" column={COLUMNS} items={sections.address} />
        </Section>
      )}
      <Section title={t('children.sections.registration')} edit={isDirector ? edit('registration') : undefined}>
        <Descriptions size="small" column={COLUMNS} items={sections.registration} />
      </Section>
    </Flex>
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

const SEVERITY_COLORS: Record<AllergySeverity, string> = { mild: 'default', moderate: 'warning', severe: 'error' };

function Allergies({ allergies }: { allergies: ChildMedicalDto['allergies'] }) {
  const t = useT();
  if (allergies.length === 0) return <Typography.Text type="secondary">{t('children.medical.noAllergies')}</Typography.Text>;
  return (
    <Flex vertical gap={8} component="ul" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
      {allergies.map((allergy) => (
        <li key={allergy.id}>
          <Flex gap={8} wrap align="baseline">
            <Typography.Text strong>{allergy.label}</Typography.Text>
            <Tag color={SEVERITY_COLORS[allergy.severity]}>{t(`children.severity.${allergy.severity}`)}</Tag>
            {allergy.reaction && <Typography.Text>{t('children.medical.reaction', { reaction: allergy.reaction })}</Typography.Text>}
          </Flex>
        </li>
      ))}
    </Flex>
  );
}

function Medications({ medications }: { medications: ChildMedicalDto['medications'] }) {
  const t = useT();
  if (medications.length === 0) return <Typography.Text type="secondary">{t('children.medical.noMedications')}</Typography.Text>;
  return (
    <Flex vertical gap={8} component="ul" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
      {medications.map((medication) => (
        <li key={medication.id}>
          <Flex gap={8} wrap align="baseline">
            <Typography.Text strong>{medication.label}</Typography.Text>
            {medication.ongoing && <Tag color="purple">{t('children.medical.ongoing')}</Tag>}
            {medication.instructions && <Typography.Text>{medication.instructions}</Typography.Text>}
          </Flex>
        </li>
      ))}
    </Flex>
  );
}

function Immunisations({ immunisations }: { immunisations: ChildMedicalDto['immunisations'] }) {
  const t = useT();
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={immunisations}
      columns={[
        { title: t('children.fields.vaccine'), dataIndex: 'vaccine', key: 'vaccine' },
        { title: t('children.fields.givenOn'), key: 'givenOn', render: (_, shot) => formatDate(shot.givenOn) },
      ]}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('children.medical.noImmunisations')} /> }}
    />
  );
}

/** Everything medical about a child, for those allowed to read it. */
export function MedicalDetails({ medical }: { medical: ChildMedicalDto }) {
  const t = useT();
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        column={COLUMNS}
        items={[
          item('doctorName', t('children.fields.doctorName'), medical.doctorName),
          item('doctorPhone', t('children.fields.doctorPhone'), medical.doctorPhone),
          item('healthCardNumber', t('children.fields.healthCardNumber'), medical.healthCardNumber),
          item('conditions', t('children.fields.conditions'), medical.conditions),
        ]}
      />
      <Flex vertical gap={4}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>{t('children.medical.allergies')}</Typography.Title>
        <Allergies allergies={medical.allergies} />
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>{t('children.medical.medications')}</Typography.Title>
        <Medications medications={medical.medications} />
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>{t('children.medical.immunisations')}</Typography.Title>
        <Immunisations immunisations={medical.immunisations} />
      </Flex>
    </Flex>
  );
}

export function MedicalTab({ child }: TabProps) {
  const t = useT();
  if (!child.canSeeMedical || !child.medical) return <Alert type="info" showIcon title={t('children.medical.notForYou')} />;
  return (
    <Section title={t('children.sections.medical')} edit={child.canEdit ? { part: 'medical', childId: child.id } : undefined}>
      <MedicalDetails medical={child.medical} />
    </Section>
  );
}

export function AttendanceTab({ child }: TabProps) {
  const t = useT();
  const mayOpen = useMayOpen();
  const links = [
    { to: `/attendance/search/children/${child.id}`, label: t('children.attendance.history') },
    { to: `/attendance/schedule/${child.id}`, label: t('children.attendance.schedules') },
    { to: `/attendance/reported/${child.id}`, label: t('children.attendance.reported') },
    { to: `/rooms/child/${child.id}`, label: t('children.attendance.homeRoom') },
    { to: '/attendance/reports', label: t('children.attendance.reports') },
  ].filter((link) => mayOpen(link.to));
  return (
    <nav aria-label={t('children.attendance.pages')}>
      <Flex vertical gap={12} component="ul" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} style={TAP_LINK}>{link.label}</Link>
          </li>
        ))}
      </Flex>
    </nav>
  );
}
