import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES, ownerFor, type RouteEntry } from '@daycare/routes';
import { selectUser, useAppSelector } from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { AppLayout } from '../layout/app-layout';
import { accountPages } from '../features/account';
import { publicPages } from '../features/public';
import { RouteGuard } from './guard';
import { RemotePage } from './remote-page';

const shellPages = { ...publicPages, ...accountPages };

/** The shell's own pages load on first use, one chunk each, so a remote's page never waits for them. */
function shellPage(path: string): ComponentType {
  const load = shellPages[path];
  if (!load) return () => <RoutePage path={path} />;
  return lazy(async () => ({ default: await load() }));
}

const HomePage = shellPage('/');

/**
 * A page that a remote renders, for this user: Super users see admin pages too, and a page the shell
 * draws for visitors (the families' home) comes from the user's own remote once they are signed in.
 */
function RemoteRoute({ entry, ShellPage = HomePage }: { entry: RouteEntry; ShellPage?: ComponentType }) {
  const user = useAppSelector(selectUser);
  const owner = ownerFor(entry, user?.type);
  return owner === 'shell' ? <ShellPage /> : <RemotePage key={owner} remote={owner} path={entry.path} />;
}

/** The element of one manifest route: the shell's own page, or the remote that renders it. */
function routeElement(entry: RouteEntry) {
  if (!entry.owners.includes('shell')) return <RemoteRoute entry={entry} />;
  const Page = shellPage(entry.path);
  return entry.owners.length > 1 ? <RemoteRoute entry={entry} ShellPage={Page} /> : <Page />;
}

/** One route per manifest path inside the shell's layout; any other path shows the home page. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        ...ROUTES.map((entry) => ({ path: entry.path, element: <RouteGuard entry={entry}>{routeElement(entry)}</RouteGuard> })),
        { path: '*', element: <HomePage /> },
      ],
    },
  ];
}
