import { useEffect, useRef } from 'react';
import { Button, Form, Input } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useRegisterResendConfirmEmailMutation, useUserEmailConfirmEmailMutation } from '@daycare/api-client';
import { handleErrorsInPage, selectUser, useAppDispatch, useAppSelector, userUpdated } from '@daycare/store';
import { landingPathAfterSignIn } from '../../app/home';
import { useT } from '../../i18n';
import { AccountCard, FormError, FormLinks, LINK_BUTTON, Notice, codeRules, emailRules, withEmail } from './parts';
import type { NoticeState } from './login-page';

handleErrorsInPage('userEmailConfirmEmail', 'registerResendConfirmEmail');

interface ConfirmValues {
  email: string;
  code: string;
}

/**
 * The code emailed at registration confirms the address. A link with both the email and the code
 * confirms at once. A signed-in user goes on to the next step; a visitor signs in.
 */
export function ConfirmEmailPage() {
  const t = useT();
  const params = useParams();
  const user = useAppSelector(selectUser);
  const [form] = Form.useForm<ConfirmValues>();
  const [confirm, confirming] = useUserEmailConfirmEmailMutation();
  const [resend, resending] = useRegisterResendConfirmEmailMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const email = params.email ?? user?.email;

  async function confirmEmail(values: ConfirmValues) {
    const result = await confirm({ confirmEmailDto: { email: values.email, code: values.code.trim() } });
    if (result.error) return;
    if (user && user.email === values.email.toLowerCase()) {
      dispatch(userUpdated({ emailConfirmed: true }));
      void navigate(landingPathAfterSignIn({ ...user, emailConfirmed: true }), { replace: true });
    } else {
      const notice: NoticeState = { notice: t('account.confirmEmail.confirmed') };
      void navigate(withEmail('/login', values.email), { replace: true, state: notice });
    }
  }

  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (autoSubmitted.current || !params.email || !params.code) return;
    autoSubmitted.current = true;
    form.submit();
  }, [form, params.email, params.code]);

  async function sendNewCode() {
    const { email: typed } = await form.validateFields(['email']);
    await resend({ emailOnlyDto: { email: typed } });
  }

  return (
    <AccountCard
      title={t('account.confirmEmail.title')}
      intro={email ? t('account.confirmEmail.introWithEmail', { email }) : t('account.confirmEmail.intro')}
    >
      <Notice text={resending.data?.message} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email, code: params.code }}
        onFinish={confirmEmail}
        disabled={confirming.isLoading}
      >
        <Form.Item name="email" label={t('account.email')} rules={emailRules()} hidden={Boolean(email)}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="code" label={t('account.confirmEmail.code')} rules={codeRules()}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus style={{ letterSpacing: 4 }} />
        </Form.Item>
        <FormError error={confirming.error ?? resending.error} />
        <Button type="primary" htmlType="submit" block size="large" loading={confirming.isLoading}>{t('account.confirmEmail.submit')}</Button>
      </Form>
      <FormLinks>
        <Button type="link" onClick={() => void sendNewCode()} loading={resending.isLoading} style={LINK_BUTTON}>
          {t('account.confirmEmail.sendNewCode')}
        </Button>
      </FormLinks>
    </AccountCard>
  );
}
