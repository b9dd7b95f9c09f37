// The admin pages' tests render as the demo director unless they say otherwise.
import type { ReactNode } from 'react';
import type { LoggedInUser } from '@daycare/store';
import { director, renderInApp } from '@daycare/shared-features/testing';

export { director, mockApi, type ApiCall } from '@daycare/shared-features/testing';

export function renderPage(element: ReactNode, { user = director, path = '/' }: { user?: LoggedInUser; path?: string } = {}) {
  return renderInApp(element, { user, path });
}

/** Draws the describe block's pages at a phone's width (390 px), below antd's `md` breakpoint. */
export function onAPhone() {
  const width = window.innerWidth;
  beforeEach(() => { window.innerWidth = 390; });
  afterEach(() => { window.innerWidth = width; });
}
