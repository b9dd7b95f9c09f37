// What both apps show of a child's record: the age, each part's labelled values, the medical details,
// and the whole record on one printable page.
import type { ReactNode } from 'react';
import { Alert, Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AllergySeverity, ChildMedicalDto, ChildRecordDto } from '@daycare/api-client';
import { formatDate } from '@daycare/i18n';
import { Value, item, type Items } from '../contacts/contact-display';
import { useT } from '../i18n';
import { PrintPart, PrintSheet } from '../print-part';

/** Whole years and the months beyond them between a birth date and today. */
export function ageParts(birthDate: string, today: Dayjs = dayjs()): { years: number; months: number } {
  const totalMonths = Math.max(0, today.diff(dayjs(birthDate), 'month'));
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12 };
}

/** "2 years 3 months", "7 months", "3 years": a child's age in the reader's language. */
export function useAgeText(): (birthDate: string) => string {
  const t = useT();
  return (birthDate) => {
    const { years, months } = ageParts(birthDate);
    if (years === 0) return t('people.age.months', { count: months });
    if (months === 0) return t('people.age.years', { count: years });
    return t('people.age.yearsAndMonths', { years: t('people.age.years', { count: years }), months: t('people.age.months', { count: months }) });
  };
}

/** The record's parts, each a list of labelled values; the address only when the reader may see it. */
export function useChildSections(child: ChildRecordDto): { personal: Items; school: Items; address: Items | null; registration: Items } {
  const t = useT();
  const gender = child.gender ? t(`people.gender.${child.gender}`) : null;
  return {
    personal: [
      item('birthDate', t('people.fields.birthDate'), formatDate(child.birthDate, 'longDay')),
      item('gender', t('people.fields.gender'), gender),
      item('languages', t('people.fields.languages'), child.languages.join(', ')),
      item('routines', t('people.fields.routines'), child.personal.routines),
      item('comforters', t('people.fields.comforters'), child.personal.comforters),
      item('dietaryNeeds', t('people.fields.dietaryNeeds'), child.personal.dietaryNeeds),
      item('notes', t('people.fields.notes'), child.personal.notes),
    ],
    school: [
      item('schoolName', t('people.fields.schoolName'), child.school.name),
      item('grade', t('people.fields.grade'), child.school.grade),
      item('bus', t('people.fields.bus'), child.school.bus),
    ],
    address: child.address && [
      item('line', t('people.fields.addressLine'), child.address.line),
      item('city', t('people.fields.city'), child.address.city),
      item('province', t('people.fields.province'), child.address.province),
      item('postalCode', t('people.fields.postalCode'), child.address.postalCode),
    ],
    registration: [
      item('startDate', t('people.fields.startDate'), child.startDate && formatDate(child.startDate, 'longDay')),
      item('withdrawnOn', t('people.fields.withdrawnOn'), child.withdrawnOn && formatDate(child.withdrawnOn, 'longDay')),
      item('homeRoom', t('people.fields.homeRoom'), child.room?.label),
    ],
  };
}

const LIST_STYLE = { margin: 0, paddingInlineStart: 0, listStyle: 'none' } as const;
const SEVERITY_COLORS: Record<AllergySeverity, string> = { mild: 'default', moderate: 'warning', severe: 'error' };

function Allergies({ allergies }: { allergies: ChildMedicalDto['allergies'] }) {
  const t = useT();
  if (allergies.length === 0) return <Typography.Text type="secondary">{t('people.medical.noAllergies')}</Typography.Text>;
  return (
    <Flex vertical gap={8} component="ul" style={LIST_STYLE}>
      {allergies.map((allergy) => (
        <li key={allergy.id}>
          <Flex gap={8} wrap align="baseline">
            <Typography.Text strong>{allergy.label}</Typography.Text>
            <Tag color={SEVERITY_COLORS[allergy.severity]}>{t(`people.severity.${allergy.severity}`)}</Tag>
            {allergy.reaction && <Typography.Text>{t('people.medical.reaction', { reaction: allergy.reaction })}</Typography.Text>}
          </Flex>
        </li>
      ))}
    </Flex>
  );
}

function Medications({ medications }: { medications: ChildMedicalDto['medications'] }) {
  const t = useT();
  if (medications.length === 0) return <Typography.Text type="secondary">{t('people.medical.noMedications')}</Typography.Text>;
  return (
    <Flex vertical gap={8} component="ul" style={LIST_STYLE}>
      {medications.map((medication) => (
        <li key={medication.id}>
          <Flex gap={8} wrap align="baseline">
            <Typography.Text strong>{medication.label}</Typography.Text>
            {medication.ongoing && <Tag color="purple">{t('people.medical.ongoing')}</Tag>}
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
        { title: t('people.fields.vaccine'), dataIndex: 'vaccine', key: 'vaccine' },
        { title: t('people.fields.givenOn'), key: 'givenOn', render: (_, shot) => formatDate(shot.givenOn) },
      ]}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('people.medical.noImmunisations')} /> }}
    />
  );
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>{title}</Typography.Title>
      {children}
    </Flex>
  );
}

const COLUMNS = { xs: 1, sm: 2 };

/** Everything medical about a child, for those allowed to read it. */
export function MedicalDetails({ medical }: { medical: ChildMedicalDto }) {
  const t = useT();
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        column={COLUMNS}
        items={[
          item('doctorName', t('people.fields.doctorName'), medical.doctorName),
          item('doctorPhone', t('people.fields.doctorPhone'), medical.doctorPhone),
          item('healthCardNumber', t('people.fields.healthCardNumber'), medical.healthCardNumber),
          item('conditions', t('people.fields.conditions'), medical.conditions),
        ]}
      />
      <Titled title={t('people.medical.allergies')}><Allergies allergies={medical.allergies} /></Titled>
      <Titled title={t('people.medical.medications')}><Medications medications={medical.medications} /></Titled>
      <Titled title={t('people.medical.immunisations')}><Immunisations immunisations={medical.immunisations} /></Titled>
    </Flex>
  );
}

/** The medical details, or why the reader does not see them. */
export function MedicalOrNotice({ child }: { child: ChildRecordDto }) {
  const t = useT();
  if (!child.canSeeMedical || !child.medical) return <Alert type="info" showIcon title={t('people.medical.notForYou')} />;
  return <MedicalDetails medical={child.medical} />;
}

/** The child's whole record on one read-only page, ready to print; `back` is the record's page. */
export function ChildRegistrationSheet({ child, back }: { child: ChildRecordDto; back: string }) {
  const t = useT();
  const sections = useChildSections(child);
  const name = [
    item('firstName', t('people.fields.firstName'), child.firstName),
    item('lastName', t('people.fields.lastName'), child.lastName),
    item('preferredName', t('people.fields.preferredName'), child.preferredName),
  ];
  const guardians = child.guardians.map((guardian) => item(String(guardian.id), guardian.label, guardian.email));
  return (
    <PrintSheet title={child.label} back={{ to: back, label: t('people.registration.backToRecord') }} printLabel={t('people.registration.print')}>
      <PrintPart title={t('people.sections.name')} items={name} />
      <PrintPart title={t('people.sections.personal')} items={sections.personal} />
      <PrintPart title={t('people.sections.registration')} items={sections.registration} />
      <PrintPart title={t('people.sections.school')} items={sections.school} />
      {sections.address && <PrintPart title={t('people.sections.address')} items={sections.address} />}
      <PrintPart title={t('people.sections.guardians')}>
        {guardians.length > 0 ? <Descriptions bordered size="small" column={1} items={guardians} /> : <Value>{null}</Value>}
      </PrintPart>
      <PrintPart title={t('people.sections.medical')}><MedicalOrNotice child={child} /></PrintPart>
    </PrintSheet>
  );
}
