import { GuardianUpdatePage as SharedGuardianUpdatePage } from '@daycare/shared-features';
import { guardianPartBack, guardianPath } from './guardian-helpers';
import { GuardianNotFound } from './guardian-page';

/** A form for one part of a guardian's record; saved, back to the record's tab that shows the part. */
export default function GuardianUpdatePage() {
  return <SharedGuardianUpdatePage backTo={guardianPartBack} recordPath={guardianPath} notFound={<GuardianNotFound />} />;
}
