import type { ReactNode } from 'react';
import { Button, Flex, Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { ChildRecordDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { FormError } from '@daycare/shared-features';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';
import { TAB_OF_PART, childPath, type UpdatePart } from './child-helpers';

/** What a part's form needs from the page: the child, and the save of that part's mutation. */
export interface PartFormProps {
  child: ChildRecordDto;
}

export interface UpdateFormProps<V> {
  part: UpdatePart;
  child: ChildRecordDto;
  initialValues: V;
  /** Sends the values; resolves to the server's error, if any. */
  save: (values: V) => Promise<{ error?: unknown }>;
  saving: boolean;
  error: unknown;
  children: ReactNode;
}

/** One part of a child's record in a form: saved, it says so and goes back to the record's tab that shows it. */
export function UpdateForm<V extends object>({ part, child, initialValues, save, saving, error, children }: UpdateFormProps<V>) {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const back = childPath(child.id, TAB_OF_PART[part]);
  const submit = async (values: V) => {
    const result = await save(values);
    if (result.error) return;
    dispatch(showSnackbar({ text: t('children.form.saved', { name: child.label }), color: THEME_COLORS.light.success }));
    void navigate(back);
  };
  return (
    <Form<V> layout="vertical" initialValues={initialValues} onFinish={submit} disabled={saving} style={{ maxWidth: 880 }} aria-label={t('children.record.editSection', { section: t(`children.sections.${part}`) })}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>{child.label}</Typography.Title>
      {children}
      <FormError error={error} />
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>{t('common.save')}</Button>
        <Button onClick={() => void navigate(back)} disabled={false}>{t('common.cancel')}</Button>
      </Flex>
    </Form>
  );
}
