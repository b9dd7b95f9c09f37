import { Suspense, lazy } from 'react';
import { UserType } from '@daycare/shared';
import type { LoggedInUser } from '@daycare/store';
import { LiveBanner } from '../live/live-banner';
import { AdminHeader } from './admin/admin-header';
import { GuardianHeader } from './guardian/guardian-header';

// Impersonation is rare: its banner downloads only when it shows.
const ImpersonationBanner = lazy(() => import('./impersonation-banner'));

/** The header of a signed-in user: the guardian one for families, the admin one for everyone else; then the banners. */
export function UserHeader({ user }: { user: LoggedInUser }) {
  return (
    <>
      {user.type === UserType.User ? <GuardianHeader /> : <AdminHeader />}
      <LiveBanner />
      {user.impersonated && (
        <Suspense fallback={null}>
          <ImpersonationBanner user={user} />
        </Suspense>
      )}
    </>
  );
}
