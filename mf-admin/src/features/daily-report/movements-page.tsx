import { KindPage } from './kind-page';

/** A child's diaper changes and toilet visits of a day, recorded and corrected (/daily-report/movements/:childId?/:movementId?). */
export default function MovementsPage() {
  return <KindPage kind="movement" />;
}
