import { lazy } from 'react';
import { remoteRoutes } from '@daycare/shared-features';
import { RemoteFrame } from './features/frame/remote-frame';

/** Pages built so far; every other tablet route shows its titled coming-soon page. */
const pages = {
  '/tablet/search/child': lazy(() => import('./features/check-in/child-search-page')),
  '/tablet/child/:id': lazy(() => import('./features/check-in/child-page')),
  '/tablet/search/staff': lazy(() => import('./features/staff/staff-search-page')),
  '/tablet/staff/:id': lazy(() => import('./features/staff/staff-page')),
  '/tablet/people/move': lazy(() => import('./features/move/move-people-page')),
  '/tablet/weeklyAttendance': lazy(() => import('./features/weekly/weekly-attendance-page')),
  '/daily-report/today': lazy(() => import('./features/daily-report/today')),
  '/medications/list/:childId?/:tab?': lazy(() => import('./features/medications/medication-list')),
  '/medications/view/:id': lazy(() => import('./features/medications/medication-view')),
  '/medications/interval/:intervalId': lazy(() => import('./features/medications/give-dose')),
  '/medication/interval/:intervalId/edit': lazy(() => import('./features/medications/dose-edit')),
};

export default remoteRoutes('tablet', RemoteFrame, pages);
