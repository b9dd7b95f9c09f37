import { AccessRequestsPage } from '@daycare/shared-features';

/** Guardians asking to join this daycare (/create-account-requests). */
export default function AccountRequestsPage() {
  return <AccessRequestsPage path="/create-account-requests" />;
}
