import { useEffect, useRef } from 'react';
import { Button, Form, Input } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useRegisterResendConfirmEmailMutation, useUserEmailConfirmEmailMutation } from '@daycare/api-client';
import { handleErrorsInPage, selectUser, useAppDispatch, useAppSelector, userUpdated } from '@daycare/store';
import { landingPathAfterSignIn } from '../../app/home';
import { AccountCard, CODE_RULES, EMAIL_RULES, FormError, FormLinks, LINK_BUTTON, Notice, withEmail } from './parts';
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
      const notice: NoticeState = { notice: 'Your email address is confirmed. Log in to continue.' };
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
      title="Confirm your email"
      intro={email ? `Enter the 6-digit code we emailed to ${email}.` : 'Enter your email address and the 6-digit code we emailed you.'}
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
        <Form.Item name="email" label="Email" rules={EMAIL_RULES} hidden={Boolean(email)}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="code" label="Confirmation code" rules={CODE_RULES}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus style={{ letterSpacing: 4 }} />
        </Form.Item>
        <FormError error={confirming.error ?? resending.error} />
        <Button type="primary" htmlType="submit" block size="large" loading={confirming.isLoading}>Confirm my email</Button>
      </Form>
      <FormLinks>
        <Button type="link" onClick={() => void sendNewCode()} loading={resending.isLoading} style={LINK_BUTTON}>
          Send a new code
        </Button>
      </FormLinks>
    </AccountCard>
  );
}
