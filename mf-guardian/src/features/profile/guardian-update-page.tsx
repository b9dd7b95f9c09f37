import { GuardianUpdatePage, guardianRegistrationPath } from '@daycare/shared-features';
import { GuardianNotFound } from './guardian-profile-page';

const backToProfile = (_part: unknown, guardianId: number) => guardianRegistrationPath(guardianId);

/** A guardian changes a part of their own record; saved or cancelled, back to their profile. */
export default function GuardianProfileUpdatePage() {
  return <GuardianUpdatePage backTo={backToProfile} recordPath={guardianRegistrationPath} notFound={<GuardianNotFound />} />;
}
