import { lazy } from 'react';
import { remoteRoutes } from '@daycare/shared-features';
import { RemoteFrame } from './features/frame/remote-frame';

/** Pages built so far; every other super route shows its titled coming-soon page. */
const pages = {
  '/daycares': lazy(() => import('./features/daycares/daycares-page')),
  '/super/pendingaccess': lazy(() => import('./features/pending-access/pending-access-page')),
  '/super/featurecontrol': lazy(() => import('./features/feature-control/feature-control-page')),
};

export default remoteRoutes('super', RemoteFrame, pages);
