import { Button, Form, InputNumber, Result } from 'antd';
import { useLocation, useParams } from 'react-router';
import { useAccountRequestAccessMutation } from '@daycare/api-client';
import { UserType } from '@daycare/shared';
import { handleErrorsInPage, selectUser, useAppSelector } from '@daycare/store';
import { GUARDIAN_HOME, homePathFor, rememberReturnUrl } from '../../app/home';
import { ButtonLink } from '../../layout/nav-links';
import { AccountCard, centreId, FormError } from './parts';

handleErrorsInPage('accountRequestAccess');

interface AccessValues {
  daycareId: number;
}

function AccessForm({ daycareId }: { daycareId?: number }) {
  const [requestAccess, { isLoading, isSuccess, error }] = useAccountRequestAccessMutation();
  if (isSuccess) {
    return (
      <Result
        status="success"
        title="Your request is sent"
        subTitle="The centre's director will let you in; you will see the centre in your account then."
        extra={<ButtonLink type="primary" to={GUARDIAN_HOME}>Go to my home page</ButtonLink>}
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
        label="Centre number"
        hidden={daycareId !== undefined}
        extra="The number at the end of the registration link your centre sent you."
        rules={[{ required: true, message: 'Enter the centre number' }]}
      >
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <FormError error={error} />
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>Ask for access</Button>
    </Form>
  );
}

/** A signed-in guardian asks another centre for access to their account (`/register/account/:daycareId?`). */
export function RequestAccessPage() {
  const daycareId = centreId(useParams().daycareId);
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const intro = daycareId ? `Ask centre number ${daycareId} to add your family's account.` : "Ask a centre to add your family's account.";
  if (!user) {
    return (
      <AccountCard title="Join a centre" intro={intro}>
        <Result
          status="info"
          title="Log in first"
          subTitle="No account yet? Register with this centre instead."
          extra={[
            <ButtonLink key="login" type="primary" to="/login" onNavigate={() => rememberReturnUrl(pathname)}>Login</ButtonLink>,
            <ButtonLink key="register" to={daycareId ? `/register/${daycareId}` : '/register'}>Register</ButtonLink>,
          ]}
        />
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Join a centre" intro={intro}>
      {user.type === UserType.User ? (
        <AccessForm daycareId={daycareId} />
      ) : (
        <Result status="info" title="Only families ask centres for access" extra={<ButtonLink to={homePathFor(user)}>Go to my home page</ButtonLink>} />
      )}
    </AccountCard>
  );
}
