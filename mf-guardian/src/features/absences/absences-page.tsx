import { selectUser, useAppSelector } from '@daycare/store';
import { RoutePage } from '@daycare/ui';
import { AbsenceForm } from './absence-form';
import { AbsenceList } from './absence-list';
import { useRouteParams, viewerOf } from './family-helpers';

const ROUTE = '/absence/:create?';

/**
 * /absence: a family's reported absences, and /absence/create to report one. Staff and directors
 * open this page too: they see the centre's absences; directors record them as well.
 */
export default function AbsencesPage() {
  const viewer = viewerOf(useAppSelector(selectUser));
  const creating = Boolean(useRouteParams(ROUTE).create);
  return (
    <RoutePage path={ROUTE}>
      {creating ? <AbsenceForm viewer={viewer} /> : <AbsenceList viewer={viewer} />}
    </RoutePage>
  );
}
