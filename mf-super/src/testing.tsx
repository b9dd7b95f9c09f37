// The operations pages' tests render as the demo Super user unless they say otherwise.
import type { ReactNode } from 'react';
import type { LoggedInUser } from '@daycare/store';
import { renderInApp, superUser } from '@daycare/shared-features/testing';

export { mockApi, superUser, type ApiCall } from '@daycare/shared-features/testing';

export function renderPage(element: ReactNode, { user = superUser, path = '/' }: { user?: LoggedInUser; path?: string } = {}) {
  return renderInApp(element, { user, path });
}
