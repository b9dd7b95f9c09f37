import { findRoute } from '@daycare/routes';
import { selectUser, useAppSelector } from '@daycare/store';
import { FeaturePage } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { AbsenceForm } from './absence-form';
import { AbsenceList } from './absence-list';
import { useRouteParams, viewerOf } from './family-helpers';

const ROUTE = '/absence/:create?';

/** What the page holds for the centre's people (the manifest's summary speaks to families). */
const CENTRE_SUMMARY = {
  staff: "The centre's absences, month by month, as families and directors reported them.",
  director: "The centre's absences, month by month; record one for any child, past days too.",
};

/**
 * /absence: a family's reported absences, and /absence/create to report one. Staff and directors
 * open this page too: they see the centre's absences; directors record them as well.
 */
export default function AbsencesPage() {
  const viewer = viewerOf(useAppSelector(selectUser));
  const creating = Boolean(useRouteParams(ROUTE).create);
  const content = creating ? <AbsenceForm viewer={viewer} /> : <AbsenceList viewer={viewer} />;
  if (viewer === 'guardian') return <RoutePage path={ROUTE}>{content}</RoutePage>;
  return (
    <FeaturePage title={findRoute('/absence')?.entry.title ?? 'Absences'} summary={CENTRE_SUMMARY[viewer]}>
      {content}
    </FeaturePage>
  );
}
