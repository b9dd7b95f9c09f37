import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES, ownerFor, type RouteEntry } from '@daycare/routes';
import { selectUser, useAppSelector } from '@daycare/store';
import { RoutePage } from '@daycare/ui';
import { AppLayout } from '../layout/app-layout';
import { publicPages } from '../features/public';
import { RemotePage } from './remote-page';

/** The shell's own pages load on first use, one chunk each, so a remote's page never waits for them. */
function shellPage(path: string): ComponentType {
  const load = publicPages[path];
  if (!load) return () => <RoutePage path={path} />;
  return lazy(async () => ({ default: await load() }));
}

const shellPages = new Map(ROUTES.filter((entry) => entry.owners.includes('shell')).map((entry) => [entry.path, shellPage(entry.path)]));
const HomePage = shellPage('/');

/** The page of one manifest route: the shell's own, or the remote that renders it for this user. */
function ManifestPage({ entry }: { entry: RouteEntry }) {
  const user = useAppSelector(selectUser);
  const owner = ownerFor(entry, user?.type);
  if (owner !== 'shell') return <RemotePage key={owner} remote={owner} path={entry.path} />;
  const Page = shellPages.get(entry.path) ?? HomePage;
  return <Page />;
}

/** One route per manifest path inside the shell's layout; any other path shows the home page. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        ...ROUTES.map((entry) => ({ path: entry.path, element: <ManifestPage entry={entry} /> })),
        { path: '*', element: <HomePage /> },
      ],
    },
  ];
}
