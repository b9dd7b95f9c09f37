import { Alert } from 'antd';
import { useParams } from 'react-router';
import { useT } from '../../i18n';
import { InvitationPage, isInvitationToken } from './invitation-page';
import { AccountCard } from './parts';
import { RegisterForm } from './register-form';
import { SignedInAlready } from './signed-in-already';

/**
 * Registration from an invitation (`/sign-up/:code?`): a family's link carries a referral code that
 * goes with the new account; a staff member's e-mailed link carries their invitation's token.
 */
export function SignUpPage() {
  const t = useT();
  const { code } = useParams();
  if (code && isInvitationToken(code)) return <InvitationPage token={code} />;
  return (
    <AccountCard title={t('account.signUp.title')} intro={t('account.signUp.intro')}>
      <SignedInAlready>
        {code && <Alert type="info" showIcon title={t('account.signUp.invitation', { code })} style={{ marginBottom: 16 }} />}
        <RegisterForm referralCode={code} />
      </SignedInAlready>
    </AccountCard>
  );
}
