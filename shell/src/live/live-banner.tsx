import { Suspense, lazy } from 'react';
import { selectLiveBannerShown, selectUser, useAppSelector } from '@daycare/store';
import { FamilyChangeAlerts } from './family-change-alerts';
import { liveIdentityOf } from './live-connection';
import { PickupAlerts } from './pickup-alerts';
import { SleepCheckAlerts } from './sleep-check-alerts';

// Downloaded only when an outage shows it: most sessions never need it.
const PausedBanner = lazy(() => import('./paused-banner'));

/** Says, while the live connection is down, that screens are not updating by themselves; and holds the live alerts. */
export function LiveBanner() {
  const shown = useAppSelector(selectLiveBannerShown);
  const hasLiveConnection = liveIdentityOf(useAppSelector(selectUser)) !== null;
  if (!hasLiveConnection) return null;
  return (
    <>
      <PickupAlerts />
      <FamilyChangeAlerts />
      <SleepCheckAlerts />
      {shown && (
        <Suspense fallback={null}>
          <PausedBanner />
        </Suspense>
      )}
    </>
  );
}
