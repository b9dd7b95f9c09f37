import { Button, Col, Form, Input, Result, Row, Skeleton } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useRegisterProfileQuery, useRegisterSaveProfileMutation, type ProfileDto } from '@daycare/api-client';
import { UserType } from '@daycare/shared';
import { handleErrorsInPage, selectUser, useAppDispatch, useAppSelector, userUpdated, type LoggedInUser } from '@daycare/store';
import { GUARDIAN_HOME, rememberReturnUrl } from '../../app/home';
import { ButtonLink } from '../../layout/nav-links';
import { AccountCard, FormError } from './parts';
import { formatUsPhone, isCompleteUsPhone, US_PHONE_MASK } from './phone-mask';

handleErrorsInPage('registerSaveProfile');

interface ProfileValues {
  phone: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
}

function required(what: string, max: number) {
  return [
    { required: true, whitespace: true, message: `Enter your ${what}` },
    { max, message: `Use at most ${max} characters for your ${what}` },
  ];
}

const PHONE_RULES = [
  { required: true, message: 'Enter your phone number' },
  { validator: (_rule: unknown, value?: string) => (!value || isCompleteUsPhone(value) ? Promise.resolve() : Promise.reject(new Error(`Enter the 10 digits of your phone number: ${US_PHONE_MASK}`))) },
];

/** Canadian (K1A 0B1) and US (90210, 90210-1234) codes and the like, as the server accepts them. */
const POSTAL_CODE_RULES = [
  ...required('postal code', 10),
  { pattern: /^\s*[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]\s*$/, message: 'Enter a postal or ZIP code, like K1A 0B1 or 90210' },
];

/** The fields the account has saved; those never saved stay empty. */
function savedValues(profile: ProfileDto | undefined): Partial<ProfileValues> | undefined {
  return profile && Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== null));
}

function ProfileFields({ initialValues }: { initialValues?: Partial<ProfileValues> }) {
  const [saveProfile, { isLoading, error }] = useRegisterSaveProfileMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function save(values: ProfileValues) {
    const result = await saveProfile({ saveProfileDto: values });
    if (!result.data) return;
    dispatch(userUpdated(result.data.user));
    void navigate(GUARDIAN_HOME, { replace: true });
  }

  return (
    <Form layout="vertical" requiredMark={false} onFinish={save} disabled={isLoading} initialValues={initialValues}>
      <Form.Item name="phone" label="Phone" rules={PHONE_RULES} normalize={formatUsPhone}>
        <Input type="tel" inputMode="tel" autoComplete="tel-national" placeholder={US_PHONE_MASK} autoFocus />
      </Form.Item>
      <Form.Item name="address" label="Address" rules={required('address', 200)}>
        <Input autoComplete="street-address" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="city" label="City" rules={required('city', 100)}>
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="province" label="Province or state" rules={required('province or state', 100)}>
            <Input autoComplete="address-level1" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="postalCode" label="Postal code" rules={POSTAL_CODE_RULES} normalize={(value?: string) => value?.toUpperCase()}>
        <Input autoComplete="postal-code" style={{ maxWidth: 200 }} />
      </Form.Item>
      <FormError error={error} />
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>Save and continue</Button>
    </Form>
  );
}

/**
 * The form opens filled in with what the guardian saved, read afresh from the account each time
 * (the later steps have no page yet and reopen this one). Only guardians have a saved profile.
 */
function ProfileForm({ user }: { user: LoggedInUser }) {
  const profile = useRegisterProfileQuery(undefined, { skip: user.type !== UserType.User, refetchOnMountOrArgChange: true });
  if (profile.isFetching) return <Skeleton active paragraph={{ rows: 5 }} />;
  return <ProfileFields initialValues={savedValues(profile.data)} />;
}

function LogInFirst() {
  const { pathname } = useLocation();
  return (
    <Result
      status="info"
      title="Log in to continue your registration"
      extra={<ButtonLink type="primary" to="/login" onNavigate={() => rememberReturnUrl(pathname)}>Login</ButtonLink>}
    />
  );
}

function introFor(user: { firstName: string; profileComplete: boolean }): string {
  return user.profileComplete
    ? `Welcome back, ${user.firstName}. Check how your centre can reach you, and change what has moved.`
    : `Welcome, ${user.firstName}. How can your centre reach you?`;
}

/** The guardian's profile step of registration: phone, address, city, province and postal code. */
export function ContinueRegistrationPage() {
  const user = useAppSelector(selectUser);
  return (
    <AccountCard
      title="Continue registration"
      intro={user ? introFor(user) : undefined}
    >
      {user ? <ProfileForm user={user} /> : <LogInFirst />}
    </AccountCard>
  );
}
