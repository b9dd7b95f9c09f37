import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useAccountForgotPasswordMutation, useAccountResetPasswordMutation } from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../../i18n';
import type { NoticeState } from './login-page';
import { AccountCard, FormError, FormLinks, LINK_BUTTON, Notice, codeRules, emailRules, passwordRules, withEmail } from './parts';

handleErrorsInPage('accountForgotPassword', 'accountResetPassword');

interface RequestValues {
  email: string;
}

interface ResetValues {
  email: string;
  code: string;
  password: string;
  confirmation: string;
}

/** Asks for a reset code; the server's answer never says whether the address has an account. */
function useRequestCode() {
  const [request, state] = useAccountForgotPasswordMutation();
  /** The server's message, or undefined when the request failed. */
  const send = async (email: string) => {
    const result = await request({ emailOnlyDto: { email } });
    return result.data?.message;
  };
  return { send, isLoading: state.isLoading, error: state.error, message: state.data?.message };
}

function RequestForm({ email, onRequested }: { email?: string; onRequested: (email: string, message: string) => void }) {
  const t = useT();
  const { send, isLoading, error } = useRequestCode();
  async function requestCode({ email: typed }: RequestValues) {
    const message = await send(typed);
    if (message !== undefined) onRequested(typed, message);
  }
  return (
    <Form layout="vertical" requiredMark={false} initialValues={{ email }} onFinish={requestCode} disabled={isLoading}>
      <Form.Item name="email" label={t('account.email')} rules={emailRules()}>
        <Input type="email" autoComplete="username" inputMode="email" autoFocus />
      </Form.Item>
      <FormError error={error} />
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>{t('account.forgotPassword.sendCode')}</Button>
    </Form>
  );
}

function ResetForm({ email, code, requestedMessage }: { email?: string; code?: string; requestedMessage?: string }) {
  const t = useT();
  const [form] = Form.useForm<ResetValues>();
  const [reset, { isLoading, error }] = useAccountResetPasswordMutation();
  const newCode = useRequestCode();
  const navigate = useNavigate();

  async function changePassword({ email: typed, code: typedCode, password }: ResetValues) {
    const result = await reset({ resetPasswordDto: { email: typed, code: typedCode.trim(), password } });
    if (!result.data) return;
    const notice: NoticeState = { notice: result.data.message };
    void navigate(withEmail('/login', typed), { replace: true, state: notice });
  }

  async function sendNewCode() {
    const { email: typed } = await form.validateFields(['email']);
    await newCode.send(typed);
  }

  return (
    <>
      <Notice text={newCode.message ?? requestedMessage} />
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ email, code }} onFinish={changePassword} disabled={isLoading}>
        <Form.Item name="email" label={t('account.email')} rules={emailRules()} hidden={Boolean(email)}>
          <Input type="email" autoComplete="username" inputMode="email" />
        </Form.Item>
        <Form.Item name="code" label={t('account.forgotPassword.code')} rules={codeRules()}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus={!code} style={{ letterSpacing: 4 }} />
        </Form.Item>
        <Form.Item name="password" label={t('account.forgotPassword.newPassword')} rules={passwordRules(() => form.getFieldValue('email'))}>
          <Input.Password autoComplete="new-password" autoFocus={Boolean(code)} />
        </Form.Item>
        <Form.Item
          name="confirmation"
          label={t('account.forgotPassword.newPasswordAgain')}
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
        <FormError error={error ?? newCode.error} />
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>{t('account.forgotPassword.submit')}</Button>
      </Form>
      <FormLinks>
        <Button type="link" onClick={() => void sendNewCode()} loading={newCode.isLoading} style={LINK_BUTTON}>{t('account.forgotPassword.sendNewCode')}</Button>
        <Link to="/login">{t('account.forgotPassword.backToLogin')}</Link>
      </FormLinks>
    </>
  );
}

/**
 * Forgotten password: ask for a reset code by email, then enter it with a new password. A link
 * with the code (or `requested`) opens the second step directly.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const params = useParams();
  const [requested, setRequested] = useState<{ email: string; message: string } | undefined>();
  const email = requested?.email ?? params.email;
  const secondStep = Boolean(requested || params.code || params.requested);
  return (
    <AccountCard
      title={t('account.forgotPassword.title')}
      intro={secondStep ? t('account.forgotPassword.introReset') : t('account.forgotPassword.introRequest')}
    >
      {secondStep ? (
        <ResetForm
          email={email}
          code={params.code}
          requestedMessage={requested?.message}
        />
      ) : (
        <>
          <RequestForm email={email} onRequested={(typed, message) => setRequested({ email: typed, message })} />
          <FormLinks><Link to="/login">{t('account.forgotPassword.backToLogin')}</Link></FormLinks>
        </>
      )}
    </AccountCard>
  );
}
