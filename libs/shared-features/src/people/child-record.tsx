// The parts of a child's record page that the directors' and the families' apps show alike.
import type { ComponentType, ReactNode } from 'react';
import { Descriptions, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { ChildRecordDto } from '@daycare/api-client';
import { WrappingTabs } from '@daycare/ui';
import { PersonAvatar, Section } from '../contacts/contact-display';
import { useT } from '../i18n';
import { useMayOpen } from '../may-open';
import { MedicalOrNotice, useAgeText, useChildSections } from './child-display';
import { childRecordPath, childUpdatePath } from './child-routes';
import { TAP_LINK } from './form-basics';
import type { ChildPart } from './update-form';

const COLUMNS = { xs: 1, sm: 2 };

export interface ChildRecordHeaderProps {
  child: ChildRecordDto;
  /** Said in place of the room of a child who has none. */
  noRoom: string;
  /** Tags under the name, the app's own. */
  tags?: ReactNode;
  /** The record's links beside the name (edit, photo, printable page). */
  links: ReactNode;
}

/** Photo, name, age and room first: what a reader checks at a glance, even on a phone. */
export function ChildRecordHeader({ child, noRoom, tags, links }: ChildRecordHeaderProps) {
  const t = useT();
  const ageText = useAgeText();
  return (
    <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
      <PersonAvatar label={child.label} photoUrl={child.photoUrl} size={72} />
      <Flex vertical gap={4} style={{ flex: '1 1 220px' }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{child.label}</Typography.Title>
        {child.preferredName && <Typography.Text type="secondary">{t('people.record.goesBy', { name: child.preferredName })}</Typography.Text>}
        <Typography.Text>{[ageText(child.birthDate), child.room?.label ?? noRoom].join(' · ')}</Typography.Text>
        {tags}
      </Flex>
      <Flex gap={12} wrap>{links}</Flex>
    </Flex>
  );
}

/** The personal, school and address parts, each with its Edit link when the reader may edit; `children` follow them. */
export function ChildOverview({ child, children }: { child: ChildRecordDto; children?: ReactNode }) {
  const t = useT();
  const sections = useChildSections(child);
  const edit = (part: ChildPart) => (child.canEdit ? childUpdatePath(part, child.id) : undefined);
  return (
    <Flex vertical gap={16}>
      <Section title={t('people.sections.personal')} editTo={edit('personal')}>
        <Descriptions size="small" column={COLUMNS} items={sections.personal} />
      </Section>
      <Section title={t('people.sections.school')} editTo={edit('school')}>
        <Descriptions size="small" column={COLUMNS} items={sections.school} />
      </Section>
      {sections.address && (
        <Section title={t('people.sections.address')} editTo={edit('address')}>
          <Descriptions size="small" column={COLUMNS} items={sections.address} />
        </Section>
      )}
      {children}
    </Flex>
  );
}

/** The medical details, or a notice to a reader they are not for; editable by a reader who may edit and see them. */
export function ChildMedicalSection({ child }: { child: ChildRecordDto }) {
  const t = useT();
  return (
    <Section title={t('people.sections.medical')} editTo={child.canEdit && child.canSeeMedical ? childUpdatePath('medical', child.id) : undefined}>
      <MedicalOrNotice child={child} />
    </Section>
  );
}

export interface ChildRecordTabsProps<T extends string> {
  child: ChildRecordDto;
  /** The tabs' element id, which keeps their place apart from other tabs of the app. */
  id: string;
  active: T;
  /** Each tab's content, in the order the tabs show. */
  content: Record<T, ComponentType<{ child: ChildRecordDto }>>;
  label: (tab: T) => string;
}

/** The record's tabs; choosing one goes to its address, so a reload or a shared link opens the same tab. */
export function ChildRecordTabs<T extends string>({ child, id, active, content, label }: ChildRecordTabsProps<T>) {
  const navigate = useNavigate();
  const tabs = Object.keys(content) as T[];
  return (
    <WrappingTabs
      id={id}
      activeKey={active}
      onChange={(key) => void navigate(childRecordPath(child.id, key))}
      items={tabs.map((key) => {
        const Content: ComponentType<{ child: ChildRecordDto }> = content[key];
        return { key, label: label(key), children: <Content child={child} /> };
      })}
    />
  );
}

const LIST_STYLE = { margin: 0, paddingInlineStart: 0, listStyle: 'none' } as const;

/** A named list of links to other pages about the record, leaving out the pages the reader may not open. */
export function RecordPageLinks({ label, links }: { label: string; links: { to: string; label: string }[] }) {
  const mayOpen = useMayOpen();
  return (
    <nav aria-label={label}>
      <Flex vertical gap={12} component="ul" style={LIST_STYLE}>
        {links.filter((link) => mayOpen(link.to.split('?')[0])).map((link) => (
          <li key={link.to}>
            <Link to={link.to} style={TAP_LINK}>{link.label}</Link>
          </li>
        ))}
      </Flex>
    </nav>
  );
}
