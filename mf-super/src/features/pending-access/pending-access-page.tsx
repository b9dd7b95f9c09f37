import { AccessRequestsPage } from '@daycare/shared-features';

/** Every daycare's pending access requests (/super/pendingaccess). */
export default function PendingAccessPage() {
  return <AccessRequestsPage path="/super/pendingaccess" withDaycare />;
}
