import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { routesOwnedBy } from '@daycare/routes';
import { createAppStore } from '@daycare/store';
import { remoteRoutes } from './route-page';

function Frame({ children }: { children: ReactNode }) {
  return <div data-testid="remote-tablet">{children}</div>;
}

function StaffSearch() {
  return <p>The staff of the room</p>;
}

/** A page reads who is signed in (staff read some pages in other words), so it renders with the store. */
function html(Page: ComponentType): string {
  return renderToString(<Provider store={createAppStore()}><Page /></Provider>);
}

describe('remoteRoutes', () => {
  it('gives a page to every manifest path the remote owns, and no other', () => {
    const routes = remoteRoutes('tablet', Frame, {});
    expect(Object.keys(routes).sort()).toEqual(routesOwnedBy('tablet').map((entry) => entry.path).sort());
  });

  it('shows a page without a feature yet with its manifest title and a coming-soon note, inside the frame', () => {
    const Page = remoteRoutes('tablet', Frame, {})['/tablet/weeklyAttendance'];
    const page = html(Page);
    expect(page).toContain('data-testid="remote-tablet"');
    expect(page).toContain('Weekly attendance');
    expect(page).toContain('Coming soon');
  });

  it('renders a built page inside the frame', () => {
    const Page = remoteRoutes('tablet', Frame, { '/tablet/search/staff': StaffSearch })['/tablet/search/staff'];
    const page = html(Page);
    expect(page).toMatch(/data-testid="remote-tablet".*The staff of the room/);
    expect(page).not.toContain('Coming soon');
  });

  it('refuses a page for a path the remote does not own', () => {
    expect(() => remoteRoutes('tablet', Frame, { '/super/admins': StaffSearch })).toThrow('Not tablet routes of the manifest: /super/admins');
  });
});
