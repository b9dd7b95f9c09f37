import { Button, Form, Input } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useAuthLoginMutation } from '@daycare/api-client';
import { handleErrorsInPage, signedIn, useAppDispatch } from '@daycare/store';
import { landingPathAfterSignIn } from '../../app/home';
import { useT } from '../../i18n';
import { AccountCard, FormError, FormLinks, Notice, emailRules, withEmail } from './parts';

handleErrorsInPage('authLogin');

interface SignInValues {
  email: string;
  password: string;
}

/** What another account page tells the person on arrival, e.g. that their password changed (already in their language). */
export interface NoticeState {
  notice?: string;
}

/** Sign-in with email and password; then the step the user owes, the page they asked for, or their home. */
export function LoginPage() {
  const t = useT();
  const { email } = useParams();
  const notice = (useLocation().state as NoticeState | null)?.notice;
  const [form] = Form.useForm<SignInValues>();
  const [login, { isLoading, error }] = useAuthLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function signIn(values: SignInValues) {
    const result = await login({ loginDto: values });
    const user = result.data;
    if (!user) return;
    dispatch(signedIn(user));
    void navigate(landingPathAfterSignIn(user), { replace: true });
  }

  const typedEmail = Form.useWatch('email', form);

  return (
    <AccountCard title={t('account.login.title')} intro={t('account.login.intro')}>
      <Notice text={notice} />
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ email }} onFinish={signIn} disabled={isLoading}>
        <Form.Item name="email" label={t('account.email')} rules={emailRules()}>
          <Input type="email" autoComplete="username" inputMode="email" autoFocus={!email} />
        </Form.Item>
        <Form.Item name="password" label={t('account.password')} rules={[{ required: true, message: t('account.login.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" autoFocus={Boolean(email)} />
        </Form.Item>
        <FormError error={error} />
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>{t('account.login.submit')}</Button>
      </Form>
      <FormLinks>
        <Link to={withEmail('/account/forgot-password', typedEmail)}>{t('account.login.forgotPassword')}</Link>
        <Link to="/register">{t('account.login.register')}</Link>
      </FormLinks>
    </AccountCard>
  );
}
