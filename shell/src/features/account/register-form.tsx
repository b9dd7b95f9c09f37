import { Button, Col, Form, Input, Row } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useAuthLoginMutation, useRegisterCreateUserMutation } from '@daycare/api-client';
import { handleErrorsInPage, signedIn, useAppDispatch } from '@daycare/store';
import { confirmEmailPath } from '../../app/home';
import { EMAIL_RULES, FormError, FormLinks, passwordRules } from './parts';

handleErrorsInPage('registerCreateUser', 'authLogin');

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const NAME_RULES = (what: string) => [
  { required: true, whitespace: true, message: `Enter your ${what}` },
  { max: 100, message: `Use at most 100 characters for your ${what}` },
];

/**
 * Creates a guardian account, with the centre (`daycareId`) or the referral code it came from,
 * signs the new account in and asks for the emailed confirmation code. The server answers the
 * same whether or not the address has an account already, and so does this form.
 */
export function RegisterForm({ daycareId, referralCode }: { daycareId?: number; referralCode?: string }) {
  const [form] = Form.useForm<RegisterValues>();
  const [createUser, { isLoading: creating, error }] = useRegisterCreateUserMutation();
  const [login, { isLoading: signingIn }] = useAuthLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function register(values: RegisterValues) {
    const created = await createUser({ createUserDto: { ...values, daycareId, referralCode } });
    if (created.error) return;
    const signIn = await login({ loginDto: { email: values.email, password: values.password } });
    // Leave first: signed in, this page would offer the home page instead of the form.
    void navigate(confirmEmailPath(values.email), { replace: true });
    if (signIn.data) dispatch(signedIn(signIn.data));
  }

  const busy = creating || signingIn;
  return (
    <>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={register} disabled={busy}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label="First name" rules={NAME_RULES('first name')}>
              <Input autoComplete="given-name" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label="Last name" rules={NAME_RULES('last name')}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="email" label="Email" rules={EMAIL_RULES}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label="Password"
          extra="At least 8 characters; avoid common passwords and your email address."
          rules={passwordRules(() => form.getFieldValue('email'))}
          dependencies={['email']}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <FormError error={error} />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>Create my account</Button>
      </Form>
      <FormLinks>
        <span>Already have an account? <Link to="/login">Login</Link></span>
      </FormLinks>
    </>
  );
}
