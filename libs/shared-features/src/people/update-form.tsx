import type { ReactNode } from 'react';
import { Button, Flex, Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { ChildRecordDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { FormError } from '../form-error';
import { useT } from '../i18n';

/** The parts of a child's record, each with its own update page. */
export const CHILD_PARTS = ['name', 'personal', 'address', 'school', 'medical', 'registration'] as const;
export type ChildPart = (typeof CHILD_PARTS)[number];

/** What a part's form needs from the page: the child, and where to go once saved or cancelled. */
export interface PartFormProps {
  child: ChildRecordDto;
  back: string;
}

export interface UpdateFormProps<V> extends PartFormProps {
  part: ChildPart;
  initialValues: V;
  /** Sends the values; resolves to the server's error, if any. */
  save: (values: V) => Promise<{ error?: unknown }>;
  saving: boolean;
  error: unknown;
  children: ReactNode;
}

/** One part of a child's record in a form: saved, it says so and goes back to the page that shows it. */
export function UpdateForm<V extends object>({ part, child, back, initialValues, save, saving, error, children }: UpdateFormProps<V>) {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const submit = async (values: V) => {
    const result = await save(values);
    if (result.error) return;
    dispatch(showSnackbar({ text: t('people.form.saved', { name: child.label }), color: THEME_COLORS.light.success }));
    void navigate(back);
  };
  return (
    <Form<V> layout="vertical" initialValues={initialValues} onFinish={submit} disabled={saving} style={{ maxWidth: 880 }} aria-label={t('people.record.editSection', { section: t(`people.sections.${part}`) })}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>{child.label}</Typography.Title>
      {children}
      <FormError error={error} />
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>{t('people.form.save')}</Button>
        <Button onClick={() => void navigate(back)} disabled={false}>{t('people.form.cancel')}</Button>
      </Flex>
    </Form>
  );
}

/** The saves of the parts every app edits: a page shows their errors in its form rather than as a snackbar. */
export const CHILD_PART_ENDPOINTS = ['childUpdateName', 'childUpdatePersonal', 'childUpdateAddress', 'childUpdateSchool', 'childUpdateMedical'] as const;
