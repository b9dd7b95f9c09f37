import type { ReactNode } from 'react';
import { Button, Flex, Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { FormError } from '../form-error';
import { useT } from '../i18n';

export interface RecordFormProps<V> {
  /** The record the part belongs to, named above the form and in the snackbar. */
  record: { label: string };
  /** The form's name for screen readers. */
  title: string;
  /** The snackbar once saved; by default "<record> is saved". */
  savedText?: string;
  /** Where the page goes back to, saved or cancelled. */
  back: string;
  initialValues: V;
  /** Sends the values; resolves to the server's error, if any. */
  save: (values: V) => Promise<{ error?: unknown }>;
  saving: boolean;
  error: unknown;
  children: ReactNode;
}

/** One part of a person's record in a form: saved, it says so and goes back to where the reader came from. */
export function RecordForm<V extends object>({ record, title, savedText, back, initialValues, save, saving, error, children }: RecordFormProps<V>) {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const submit = async (values: V) => {
    const result = await save(values);
    if (result.error) return;
    dispatch(showSnackbar({ text: savedText ?? t('recordForm.saved', { name: record.label }), color: THEME_COLORS.light.success }));
    void navigate(back);
  };
  return (
    <Form<V> layout="vertical" initialValues={initialValues} onFinish={submit} disabled={saving} style={{ maxWidth: 880 }} aria-label={title}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>{record.label}</Typography.Title>
      {children}
      <FormError error={error} />
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>{t('recordForm.save')}</Button>
        <Button onClick={() => void navigate(back)} disabled={false}>{t('recordForm.cancel')}</Button>
      </Flex>
    </Form>
  );
}
