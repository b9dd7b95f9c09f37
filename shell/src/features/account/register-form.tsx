import { Button, Col, Form, Input, Row } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useAuthLoginMutation, useRegisterCreateUserMutation } from '@daycare/api-client';
import { handleErrorsInPage, signedIn, useAppDispatch } from '@daycare/store';
import { confirmEmailPath } from '../../app/home';
import { RichText, t as text, useT } from '../../i18n';
import { FormError, FormLinks, emailRules, passwordRules } from './parts';

handleErrorsInPage('registerCreateUser', 'authLogin');

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const NAME_MAX_LENGTH = 100;

/** The rules of the first or last name, in the reader's language. */
const nameRules = (field: 'firstName' | 'lastName') => [
  { required: true, whitespace: true, message: text(`account.register.${field}Required`) },
  { max: NAME_MAX_LENGTH, message: text(`account.register.${field}TooLong`, { max: NAME_MAX_LENGTH }) },
];

/**
 * Creates a guardian account, with the centre (`daycareId`) or the referral code it came from,
 * signs the new account in and asks for the emailed confirmation code. The server answers the
 * same whether or not the address has an account already, and so does this form.
 */
export function RegisterForm({ daycareId, referralCode }: { daycareId?: number; referralCode?: string }) {
  const t = useT();
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
            <Form.Item name="firstName" label={t('account.register.firstName')} rules={nameRules('firstName')}>
              <Input autoComplete="given-name" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label={t('account.register.lastName')} rules={nameRules('lastName')}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="email" label={t('account.email')} rules={emailRules()}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('account.password')}
          extra={t('account.register.passwordHint')}
          rules={passwordRules(() => form.getFieldValue('email'))}
          dependencies={['email']}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <FormError error={error} />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>{t('account.register.submit')}</Button>
      </Form>
      <FormLinks>
        <span><RichText k="account.register.haveAccount" components={{ a: <Link to="/login" /> }} /></span>
      </FormLinks>
    </>
  );
}
