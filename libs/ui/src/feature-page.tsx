import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Result, Skeleton, Typography, theme } from 'antd';
import { mdiHammerWrench } from '@mdi/js';
import { ROUTES, routesOwnedBy, type RemoteName, type RemoteRoutes } from '@daycare/routes';
import { UserType, isAdminType } from '@daycare/shared';
import { selectUser, useAppSelector } from '@daycare/store';
import { Mdi } from './icon';

export const PRODUCT_NAME = 'Daycare';

/** Sets the browser tab's title to the page title followed by the product name. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}

/** The friendly note shown where a page's feature arrives in a later release. */
export function ComingSoon({ what }: { what?: string }) {
  const { token } = theme.useToken();
  return (
    <Result
      icon={<Mdi path={mdiHammerWrench} size={3} color={token.colorPrimary} />}
      title="Coming soon"
      subTitle={
        what
          ? `${what} will appear here in an upcoming release. Nothing is lost in the meantime.`
          : 'This page will be ready in an upcoming release. Nothing is lost in the meantime.'
      }
    />
  );
}

export interface FeaturePageProps {
  title: string;
  summary: string;
  /** The page's content; without it the page says its feature is coming soon. */
  children?: ReactNode;
}

/** A titled page: header, what the page holds, then its content or a coming-soon note. */
export function FeaturePage({ title, summary, children }: FeaturePageProps) {
  const { token } = theme.useToken();
  useDocumentTitle(title);
  return (
    <section>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: token.fontSizeHeading2 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {summary}
      </Typography.Paragraph>
      {children ?? <ComingSoon />}
    </section>
  );
}

/**
 * The page of a manifest route, titled and described by the manifest (in the words for staff when
 * a families' page is read by staff or a director); without children, a coming-soon note.
 */
export function RoutePage({ path, children }: { path: string; children?: ReactNode }) {
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry) throw new Error(`${path} is not a route of the manifest`);
  const type = useAppSelector(selectUser)?.type;
  const summary = type !== undefined && (type === UserType.Staff || isAdminType(type)) && entry.forStaff ? entry.forStaff.summary : entry.summary;
  return <FeaturePage title={entry.title} summary={summary}>{children}</FeaturePage>;
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
