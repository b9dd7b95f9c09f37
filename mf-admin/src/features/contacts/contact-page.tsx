import { ContactPage } from '@daycare/shared-features';
import { childPath } from '../children/child-helpers';

const pickupTab = (childId: number) => childPath(childId, 'pickup');

/** A contact's record; each child's name opens that child's pick-up list (/contacts/view/:contactId). */
export default function AdminContactPage() {
  return <ContactPage childPath={pickupTab} />;
}
