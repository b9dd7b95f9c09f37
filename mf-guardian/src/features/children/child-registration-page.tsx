import { ChildRegistrationSheet, RoutePage, positiveInteger, useRouteParams } from '@daycare/shared-features';
import { CHILD_ROUTES, WithChild, childPath } from './child-helpers';

/** The child's whole record on one read-only page, ready to print (/child/view/registration/:childId). */
export default function ChildRegistrationPage() {
  const childId = positiveInteger(useRouteParams(CHILD_ROUTES.registration).childId);
  return (
    <RoutePage path={CHILD_ROUTES.registration}>
      <WithChild childId={childId} render={(child) => <ChildRegistrationSheet child={child} back={childPath(child.id)} />} />
    </RoutePage>
  );
}
