import type { RouteObject } from 'react-router';
import { ROUTES, ownerFor, type RouteEntry } from '@daycare/routes';
import { selectUser, useAppSelector } from '@daycare/store';
import { RoutePage } from '@daycare/ui';
import { publicPages } from '../features/public';
import { AppLayout } from '../layout/app-layout';
import { RemotePage } from './remote-page';

/** The page of one manifest route: the shell's own, or the remote that renders it for this user. */
function ManifestPage({ entry }: { entry: RouteEntry }) {
  const user = useAppSelector(selectUser);
  const owner = ownerFor(entry, user?.type);
  if (owner !== 'shell') return <RemotePage key={owner} remote={owner} path={entry.path} />;
  const Page = publicPages[entry.path];
  return Page ? <Page /> : <RoutePage path={entry.path} />;
}

const HomePage = publicPages['/'];

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
