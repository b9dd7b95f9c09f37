import { Button, Col, Form, Input, Result, Row, Skeleton } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useRegisterProfileQuery, useRegisterSaveProfileMutation, type ProfileDto } from '@daycare/api-client';
import { UserType } from '@daycare/shared';
import { handleErrorsInPage, selectUser, useAppDispatch, useAppSelector, userUpdated, type LoggedInUser } from '@daycare/store';
import { GUARDIAN_HOME, rememberReturnUrl } from '../../app/home';
import { t as text, useT } from '../../i18n';
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

type AddressField = 'address' | 'city' | 'province' | 'postalCode';

/** A required field of at most `max` characters; the messages in the reader's language (read when the form draws). */
function required(field: AddressField, max: number) {
  return [
    { required: true, whitespace: true, message: text(`account.continueRegistration.required.${field}`) },
    { max, message: text(`account.continueRegistration.tooLong.${field}`, { max }) },
  ];
}

function phoneRules() {
  return [
    { required: true, message: text('account.continueRegistration.phoneRequired') },
    {
      validator: (_rule: unknown, value?: string) =>
        !value || isCompleteUsPhone(value)
          ? Promise.resolve()
          : Promise.reject(new Error(text('account.continueRegistration.phoneDigits', { mask: US_PHONE_MASK }))),
    },
  ];
}

/** Canadian (K1A 0B1) and US (90210, 90210-1234) codes and the like, as the server accepts them. */
function postalCodeRules() {
  return [
    ...required('postalCode', 10),
    { pattern: /^\s*[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]\s*$/, message: text('account.continueRegistration.postalCodeFormat') },
  ];
}

/** The fields the account has saved; those never saved stay empty. */
function savedValues(profile: ProfileDto | undefined): Partial<ProfileValues> | undefined {
  return profile && Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== null));
}

function ProfileFields({ initialValues }: { initialValues?: Partial<ProfileValues> }) {
  const t = useT();
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
      <Form.Item name="phone" label={t('account.continueRegistration.phone')} rules={phoneRules()} normalize={formatUsPhone}>
        <Input type="tel" inputMode="tel" autoComplete="tel-national" placeholder={US_PHONE_MASK} autoFocus />
      </Form.Item>
      <Form.Item name="address" label={t('account.continueRegistration.address')} rules={required('address', 200)}>
        <Input autoComplete="street-address" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="city" label={t('account.continueRegistration.city')} rules={required('city', 100)}>
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="province" label={t('account.continueRegistration.province')} rules={required('province', 100)}>
            <Input autoComplete="address-level1" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="postalCode" label={t('account.continueRegistration.postalCode')} rules={postalCodeRules()} normalize={(value?: string) => value?.toUpperCase()}>
        <Input autoComplete="postal-code" style={{ maxWidth: 200 }} />
      </Form.Item>
      <FormError error={error} />
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>{t('account.continueRegistration.submit')}</Button>
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
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Result
      status="info"
      title={t('account.continueRegistration.logInFirst')}
      extra={<ButtonLink type="primary" to="/login" onNavigate={() => rememberReturnUrl(pathname)}>{t('account.continueRegistration.login')}</ButtonLink>}
    />
  );
}

function introFor(user: { firstName: string; profileComplete: boolean }): string {
  return user.profileComplete
    ? text('account.continueRegistration.welcomeBack', { name: user.firstName })
    : text('account.continueRegistration.welcome', { name: user.firstName });
}

/** The guardian's profile step of registration: phone, address, city, province and postal code. */
export function ContinueRegistrationPage() {
  const t = useT();
  const user = useAppSelector(selectUser);
  return (
    <AccountCard
      title={t('account.continueRegistration.title')}
      intro={user ? introFor(user) : undefined}
    >
      {user ? <ProfileForm user={user} /> : <LogInFirst />}
    </AccountCard>
  );
}
