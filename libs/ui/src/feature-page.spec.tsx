import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { routesOwnedBy } from '@daycare/routes';
import { remoteRoutes } from './feature-page';

function Frame({ children }: { children: ReactNode }) {
  return <div data-testid="remote-tablet">{children}</div>;
}

function StaffSearch() {
  return <p>The staff of the room</p>;
}

describe('remoteRoutes', () => {
  it('gives a page to every manifest path the remote owns, and no other', () => {
    const routes = remoteRoutes('tablet', Frame, {});
    expect(Object.keys(routes).sort()).toEqual(routesOwnedBy('tablet').map((entry) => entry.path).sort());
  });

  it('shows a page without a feature yet with its manifest title and a coming-soon note, inside the frame', () => {
    const Page = remoteRoutes('tablet', Frame, {})['/tablet/weeklyAttendance'];
    const html = renderToString(<Page />);
    expect(html).toContain('data-testid="remote-tablet"');
    expect(html).toContain('Weekly attendance');
    expect(html).toContain('Coming soon');
  });

  it('renders a built page inside the frame', () => {
    const Page = remoteRoutes('tablet', Frame, { '/tablet/search/staff': StaffSearch })['/tablet/search/staff'];
    const html = renderToString(<Page />);
    expect(html).toMatch(/data-testid="remote-tablet".*The staff of the room/);
    expect(html).not.toContain('Coming soon');
  });

  it('refuses a page for a path the remote does not own', () => {
    expect(() => remoteRoutes('tablet', Frame, { '/super/admins': StaffSearch })).toThrow('Not tablet routes of the manifest: /super/admins');
  });
});
