import type { ChildRecordDto } from '@daycare/api-client';
import { useT } from '../i18n';
import { RecordForm, type RecordFormProps } from './record-form';

/** The parts of a child's record, each with its own update page. */
export const CHILD_PARTS = ['name', 'personal', 'address', 'school', 'medical', 'registration'] as const;
export type ChildPart = (typeof CHILD_PARTS)[number];

/** What a part's form needs from the page: the child, and where to go once saved or cancelled. */
export interface PartFormProps {
  child: ChildRecordDto;
  back: string;
}

export interface UpdateFormProps<V> extends PartFormProps, Omit<RecordFormProps<V>, 'record' | 'title' | 'savedText' | 'back'> {
  part: ChildPart;
}

/** One part of a child's record in a form: saved, it says so and goes back to the page that shows it. */
export function UpdateForm<V extends object>({ part, child, ...form }: UpdateFormProps<V>) {
  const t = useT();
  const title = t('people.record.editSection', { section: t(`people.sections.${part}`) });
  return <RecordForm<V> record={child} title={title} savedText={t('people.form.saved', { name: child.label })} {...form} />;
}

/** The saves of the parts every app edits: a page shows their errors in its form rather than as a snackbar. */
export const CHILD_PART_ENDPOINTS = ['childUpdateName', 'childUpdatePersonal', 'childUpdateAddress', 'childUpdateSchool', 'childUpdateMedical'] as const;
