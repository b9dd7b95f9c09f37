import { useEffect } from 'react';
import { notification } from 'antd';
import { enhancedApi, hubEvents, type LiveViewer } from '@daycare/api-client';
import { UserType, type FamilyChangeEvent } from '@daycare/shared';
import { useAppDispatch } from '@daycare/store';
import { useT } from '../i18n';

const isDirector = (viewer: LiveViewer) => viewer.type === UserType.Admin || viewer.type === UserType.Super;

/** The notice's title for each part a director is told about at once; anything else reads as the family's details. */
const TITLES = { medical: 'familyChangeAlert.medical', pickup: 'familyChangeAlert.pickup' } as const;

/**
 * Tells a director at once that a family changed something that matters (a new allergy, a new
 * pick-up person): a notice that stays until closed, and the lists of changes by families load again.
 */
export function FamilyChangeAlerts() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [notices, holder] = notification.useNotification();
  useEffect(
    () =>
      hubEvents.on('OnFamilyChange', (change: FamilyChangeEvent, viewer) => {
        if (!isDirector(viewer)) return;
        const title = (change.child && TITLES[change.part as keyof typeof TITLES]) || 'familyChangeAlert.other';
        notices.info({
          key: `family-change-${change.changeId}`,
          title: t(title, { guardian: change.guardian.label, child: change.child?.label ?? '' }),
          description: t('familyChangeAlert.description'),
          duration: 0,
          role: 'status',
        });
        dispatch(enhancedApi.util.invalidateTags(['FamilyChanges']));
      }),
    [notices, dispatch, t],
  );
  return holder;
}
