import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useLanguage } from '@daycare/i18n';
import { ROUTES, routeSummary, routeTitle, routesOwnedBy, type RemoteName, type RemoteRoutes } from '@daycare/routes';
import { UserType, isAdminType } from '@daycare/shared';
import { selectUser, useAppSelector } from '@daycare/store';
import { FeaturePage } from '@daycare/ui';

/**
 * The page of a manifest route, titled and described by the manifest (in the words for staff when
 * a families' page is read by staff or a director), in the reader's language; without children, a
 * coming-soon note.
 */
export function RoutePage({ path, children }: { path: string; children?: ReactNode }) {
  useLanguage();
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry) throw new Error(`${path} is not a route of the manifest`);
  const type = useAppSelector(selectUser)?.type;
  const forStaff = type !== undefined && (type === UserType.Staff || isAdminType(type));
  return <FeaturePage title={routeTitle(entry)} summary={routeSummary(entry, forStaff)}>{children}</FeaturePage>;
}

export type FrameComponent = ComponentType<{ children: ReactNode }>;

function framed(Frame: FrameComponent, Page: ComponentType): ComponentType {
  return function FramedPage() {
    return (
      <Frame>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <Page />
        </Suspense>
      </Frame>
    );
  };
}

function routePlaceholder(path: string): ComponentType {
  return function PlaceholderPage() {
    return <RoutePage path={path} />;
  };
}

/**
 * A remote's route table: every manifest path the remote owns, each page inside the remote's
 * frame; paths without a page in `pages` get their titled coming-soon page.
 */
export function remoteRoutes(owner: RemoteName, Frame: FrameComponent, pages: Record<string, ComponentType>): RemoteRoutes {
  const owned = routesOwnedBy(owner).map((entry) => entry.path);
  const stray = Object.keys(pages).filter((path) => !owned.includes(path));
  if (stray.length > 0) throw new Error(`Not ${owner} routes of the manifest: ${stray.join(', ')}`);
  return Object.fromEntries(owned.map((path) => [path, framed(Frame, pages[path] ?? routePlaceholder(path))]));
}
