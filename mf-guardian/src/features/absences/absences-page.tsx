import { findRoute, routeTitle } from '@daycare/routes';
import { selectUser, useAppSelector } from '@daycare/store';
import { FeaturePage } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { AbsenceForm } from './absence-form';
import { AbsenceList } from './absence-list';
import { useRouteParams, viewerOf } from './family-helpers';

const ROUTE = '/absence/:create?';

/** What the page holds for the centre's people (the manifest's summary speaks to families). */
const CENTRE_SUMMARY = {
  staff: 'absences.staffSummary',
  director: 'absences.directorSummary',
} as const;

/**
 * /absence: a family's reported absences, and /absence/create to report one. Staff and directors
 * open this page too: they see the centre's absences; directors record them as well.
 */
export default function AbsencesPage() {
  const t = useT();
  const viewer = viewerOf(useAppSelector(selectUser));
  const creating = Boolean(useRouteParams(ROUTE).create);
  const content = creating ? <AbsenceForm viewer={viewer} /> : <AbsenceList viewer={viewer} />;
  if (viewer === 'guardian') return <RoutePage path={ROUTE}>{content}</RoutePage>;
  const entry = findRoute('/absence')?.entry;
  return (
    <FeaturePage title={entry ? routeTitle(entry) : t('absences.title')} summary={t(CENTRE_SUMMARY[viewer])}>
      {content}
    </FeaturePage>
  );
}
