import { Button, Form, Input } from 'antd';
import { useUserRoleAddAdminMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';

/** Makes an existing account an admin of the current daycare, by its e-mail address. */
export function AddAdminForm() {
  const t = useT();
  const [form] = Form.useForm<{ email: string }>();
  const dispatch = useAppDispatch();
  const [addAdmin, { isLoading }] = useUserRoleAddAdminMutation();
  const submit = async ({ email }: { email: string }) => {
    const result = await addAdmin({ addAdminDto: { email: email.trim() } });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('userRoles.adminAdded', { email: email.trim() }), color: THEME_COLORS.light.success }));
    form.resetFields();
  };
  return (
    <Form form={form} layout="inline" onFinish={submit} aria-label={t('userRoles.addAdmin')} style={{ rowGap: 8 }}>
      <Form.Item
        name="email"
        label={t('userRoles.email')}
        rules={[{ required: true, type: 'email', message: t('userRoles.emailRule') }]}
        style={{ minWidth: 280, flex: 1, marginInlineEnd: 8 }}
      >
        <Input type="email" autoComplete="off" placeholder={t('userRoles.emailPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>{t('userRoles.addAdmin')}</Button>
    </Form>
  );
}
