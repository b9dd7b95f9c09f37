import { useParams } from 'react-router';
import { useT } from '../../i18n';
import { AccountCard, centreId } from './parts';
import { RegisterForm } from './register-form';
import { SignedInAlready } from './signed-in-already';

/** A family's registration starts here, with the centre whose link brought them (`/register/:daycareId?`). */
export function RegisterPage() {
  const t = useT();
  const daycareId = centreId(useParams().daycareId);
  return (
    <AccountCard title={t('account.register.title')} intro={t('account.register.intro')}>
      <SignedInAlready daycareId={daycareId}>
        <RegisterForm daycareId={daycareId} />
      </SignedInAlready>
    </AccountCard>
  );
}
