import { Button, Form, Input } from 'antd';
import { useUserRoleAddAdminMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';

/** Makes an existing account an admin of the current daycare, by its e-mail address. */
export function AddAdminForm() {
  const [form] = Form.useForm<{ email: string }>();
  const dispatch = useAppDispatch();
  const [addAdmin, { isLoading }] = useUserRoleAddAdminMutation();
  const submit = async ({ email }: { email: string }) => {
    const result = await addAdmin({ addAdminDto: { email: email.trim() } });
    if (result.error) return;
    dispatch(showSnackbar({ text: `${email.trim()} is now an admin of this daycare`, color: THEME_COLORS.light.success }));
    form.resetFields();
  };
  return (
    <Form form={form} layout="inline" onFinish={submit} aria-label="Add admin" style={{ rowGap: 8 }}>
      <Form.Item
        name="email"
        label="E-mail address"
        rules={[{ required: true, type: 'email', message: 'Enter the e-mail address of an existing account' }]}
        style={{ minWidth: 280, flex: 1, marginInlineEnd: 8 }}
      >
        <Input type="email" autoComplete="off" placeholder="name@example.com" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>Add admin</Button>
    </Form>
  );
}
