import { Alert } from 'antd';
import { useParams } from 'react-router';
import { useT } from '../../i18n';
import { AccountCard } from './parts';
import { RegisterForm } from './register-form';
import { SignedInAlready } from './signed-in-already';

/** Registration from an invitation: the referral code of the link goes with the new account (`/sign-up/:code?`). */
export function SignUpPage() {
  const t = useT();
  const { code } = useParams();
  return (
    <AccountCard title={t('account.signUp.title')} intro={t('account.signUp.intro')}>
      <SignedInAlready>
        {code && <Alert type="info" showIcon title={t('account.signUp.invitation', { code })} style={{ marginBottom: 16 }} />}
        <RegisterForm referralCode={code} />
      </SignedInAlready>
    </AccountCard>
  );
}
