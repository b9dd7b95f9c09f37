import { useParams } from 'react-router';
import { AccountCard, centreId } from './parts';
import { RegisterForm } from './register-form';
import { SignedInAlready } from './signed-in-already';

/** A family's registration starts here, with the centre whose link brought them (`/register/:daycareId?`). */
export function RegisterPage() {
  const daycareId = centreId(useParams().daycareId);
  return (
    <AccountCard title="Register" intro="Create your account, then confirm your email address with the code we send you.">
      <SignedInAlready daycareId={daycareId}>
        <RegisterForm daycareId={daycareId} />
      </SignedInAlready>
    </AccountCard>
  );
}
