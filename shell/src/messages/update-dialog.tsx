import { Suspense, lazy } from 'react';
import { useUpdateOffer } from './version-check';

// The dialog's code downloads only when there is an update to offer.
const UpdatePrompt = lazy(() => import('./update-prompt'));

const reloadPage = () => window.location.reload();

/**
 * The update dialog, offered when the server runs a newer version than this page
 * (checked at start, on every route change and when the window gets focus).
 */
export function UpdateDialog({ reload = reloadPage }: { reload?: () => void }) {
  const { newVersion, dismiss } = useUpdateOffer();
  if (newVersion === undefined) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt key={newVersion} newVersion={newVersion} dismiss={dismiss} reload={reload} />
    </Suspense>
  );
}
