import { Alert } from 'antd';
import { useParams } from 'react-router';
import { AccountCard } from './parts';
import { RegisterForm } from './register-form';
import { SignedInAlready } from './signed-in-already';

/** Registration from an invitation: the referral code of the link goes with the new account (`/sign-up/:code?`). */
export function SignUpPage() {
  const { code } = useParams();
  return (
    <AccountCard title="Sign up" intro="Create your account, then confirm your email address with the code we send you.">
      <SignedInAlready>
        {code && <Alert type="info" showIcon title={`Invitation code ${code} will be added to your account.`} style={{ marginBottom: 16 }} />}
        <RegisterForm referralCode={code} />
      </SignedInAlready>
    </AccountCard>
  );
}
