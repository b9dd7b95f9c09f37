import { Button, Form, Input, Result, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useInvitationAcceptMutation, useInvitationByTokenQuery, type InvitationPreviewDto } from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../../i18n';
import type { NoticeState } from './login-page';
import { AccountCard, FormError, passwordRules, withEmail } from './parts';

handleErrorsInPage('invitationByToken', 'invitationAccept');

/** A staff invitation's token: 32 random bytes in base64url, never a family's (shorter, upper-case) referral code. */
export const isInvitationToken = (code: string) => /^[A-Za-z0-9_-]{43}$/.test(code);

interface PasswordValues {
  password: string;
  confirmation: string;
}

function PasswordForm({ token, invitation }: { token: string; invitation: InvitationPreviewDto }) {
  const t = useT();
  const navigate = useNavigate();
  const [accept, { isLoading, error }] = useInvitationAcceptMutation();
  const submit = async ({ password }: PasswordValues) => {
    const result = await accept({ acceptInvitationDto: { token, password } });
    if (result.error) return;
    const notice: NoticeState = { notice: t('account.invitation.ready') };
    void navigate(withEmail('/login', invitation.email), { replace: true, state: notice });
  };
  return (
    <Form<PasswordValues> layout="vertical" requiredMark={false} onFinish={submit} disabled={isLoading}>
      <Form.Item label={t('account.email')} htmlFor="invitation-email">
        <Input id="invitation-email" value={invitation.email} readOnly autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={t('account.invitation.password')} rules={passwordRules(() => invitation.email)}>
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="confirmation"
        label={t('account.invitation.passwordAgain')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('account.forgotPassword.againRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('account.forgotPassword.differ')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <FormError error={error} />
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>{t('account.invitation.submit')}</Button>
    </Form>
  );
}

/**
 * The page of a staff invitation's link: the invited person chooses their password, their staff
 * account is made, and they sign in. A link that no longer works says to ask for a new one.
 */
export function InvitationPage({ token }: { token: string }) {
  const t = useT();
  const invitation = useInvitationByTokenQuery({ token });
  if (invitation.isLoading) {
    return (
      <AccountCard title={t('account.invitation.title')}>
        <Skeleton active />
      </AccountCard>
    );
  }
  if (!invitation.data) {
    return (
      <AccountCard title={t('account.invitation.title')}>
        <Result status="warning" title={t('account.invitation.invalid')} extra={<Link to="/login">{t('account.forgotPassword.backToLogin')}</Link>} />
      </AccountCard>
    );
  }
  const { label, daycare } = invitation.data;
  return (
    <AccountCard title={t('account.invitation.title')} intro={t('account.invitation.intro', { name: label, daycare })}>
      <PasswordForm token={token} invitation={invitation.data} />
    </AccountCard>
  );
}
