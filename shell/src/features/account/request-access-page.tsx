import { Button, Form, InputNumber, Result } from 'antd';
import { useLocation, useParams } from 'react-router';
import { useAccountRequestAccessMutation } from '@daycare/api-client';
import { UserType } from '@daycare/shared';
import { handleErrorsInPage, selectUser, useAppSelector } from '@daycare/store';
import { GUARDIAN_HOME, homePathFor, rememberReturnUrl } from '../../app/home';
import { useT } from '../../i18n';
import { ButtonLink } from '../../layout/nav-links';
import { AccountCard, centreId, FormError } from './parts';

handleErrorsInPage('accountRequestAccess');

interface AccessValues {
  daycareId: number;
}

function AccessForm({ daycareId }: { daycareId?: number }) {
  const t = useT();
  const [requestAccess, { isLoading, isSuccess, error }] = useAccountRequestAccessMutation();
  if (isSuccess) {
    return (
      <Result
        status="success"
        title={t('account.requestAccess.sent')}
        subTitle={t('account.requestAccess.sentDetail')}
        extra={<ButtonLink type="primary" to={GUARDIAN_HOME}>{t('account.goHome')}</ButtonLink>}
      />
    );
  }
  return (
    <Form<AccessValues>
      layout="vertical"
      requiredMark={false}
      initialValues={{ daycareId }}
      onFinish={(values) => void requestAccess({ requestAccessDto: values })}
      disabled={isLoading}
    >
      <Form.Item
        name="daycareId"
        label={t('account.requestAccess.centreNumber')}
        hidden={daycareId !== undefined}
        extra={t('account.requestAccess.centreNumberHelp')}
        rules={[{ required: true, message: t('account.requestAccess.centreNumberRequired') }]}
      >
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <FormError error={error} />
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>{t('account.requestAccess.submit')}</Button>
    </Form>
  );
}

/** A signed-in guardian asks another centre for access to their account (`/register/account/:daycareId?`). */
export function RequestAccessPage() {
  const t = useT();
  const daycareId = centreId(useParams().daycareId);
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const intro = daycareId ? t('account.requestAccess.introForCentre', { id: daycareId }) : t('account.requestAccess.intro');
  if (!user) {
    return (
      <AccountCard title={t('account.requestAccess.title')} intro={intro}>
        <Result
          status="info"
          title={t('account.requestAccess.logInFirst')}
          subTitle={t('account.requestAccess.noAccount')}
          extra={[
            <ButtonLink key="login" type="primary" to="/login" onNavigate={() => rememberReturnUrl(pathname)}>{t('account.requestAccess.login')}</ButtonLink>,
            <ButtonLink key="register" to={daycareId ? `/register/${daycareId}` : '/register'}>{t('account.requestAccess.register')}</ButtonLink>,
          ]}
        />
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('account.requestAccess.title')} intro={intro}>
      {user.type === UserType.User ? (
        <AccessForm daycareId={daycareId} />
      ) : (
        <Result status="info" title={t('account.requestAccess.familiesOnly')} extra={<ButtonLink to={homePathFor(user)}>{t('account.goHome')}</ButtonLink>} />
      )}
    </AccountCard>
  );
}
