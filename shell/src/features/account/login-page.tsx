import { Button, Form, Input } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useAuthLoginMutation } from '@daycare/api-client';
import { handleErrorsInPage, signedIn, useAppDispatch } from '@daycare/store';
import { landingPathAfterSignIn } from '../../app/home';
import { AccountCard, EMAIL_RULES, FormError, FormLinks, Notice, withEmail } from './parts';

handleErrorsInPage('authLogin');

interface SignInValues {
  email: string;
  password: string;
}

/** What another account page tells the person on arrival, e.g. that their password changed. */
export interface NoticeState {
  notice?: string;
}

/** Sign-in with email and password; then the step the user owes, the page they asked for, or their home. */
export function LoginPage() {
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
    <AccountCard title="Login" intro="Sign in with your email address and password.">
      <Notice text={notice} />
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ email }} onFinish={signIn} disabled={isLoading}>
        <Form.Item name="email" label="Email" rules={EMAIL_RULES}>
          <Input type="email" autoComplete="username" inputMode="email" autoFocus={!email} />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Enter your password' }]}>
          <Input.Password autoComplete="current-password" autoFocus={Boolean(email)} />
        </Form.Item>
        <FormError error={error} />
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>Login</Button>
      </Form>
      <FormLinks>
        <Link to={withEmail('/account/forgot-password', typedEmail)}>Forgot password?</Link>
        <Link to="/register">Register</Link>
      </FormLinks>
    </AccountCard>
  );
}
