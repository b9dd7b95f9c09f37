import { lazy } from 'react';
import { remoteRoutes } from '@daycare/ui';
import { RemoteFrame } from './features/frame/remote-frame';

/** Pages built so far; every other guardian route shows its titled coming-soon page. */
const pages = {
  '/my/centers': lazy(() => import('./features/centres/my-centres-page')),
};

export default remoteRoutes('guardian', RemoteFrame, pages);
