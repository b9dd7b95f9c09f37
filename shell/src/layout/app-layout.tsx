import { Suspense, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router';
import { selectFluidLayout, selectUser, useAppSelector } from '@daycare/store';
import { Snackbar } from '../messages/snackbar';
import { UpdateDialog } from '../messages/update-dialog';
import { AnonymousHeader } from './anonymous-header';
import { PageFrame } from './frame';
import { SiteFooter } from './site-footer';
import { UserHeader } from './user-header';

/** A signed-in user's pages sit in a centred column, or span the screen with the fluid layout on. */
export function ContentWidth({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const fluid = useAppSelector(selectFluidLayout);
  if (!user || fluid) return <div data-testid="content" data-layout={user ? 'fluid' : 'public'}>{children}</div>;
  return <div data-testid="content" data-layout="fixed" style={{ maxWidth: 1280, margin: '0 auto' }}>{children}</div>;
}

/** Every page: the header for who is there, the page, the footer, the snackbar and the update dialog. */
export function AppLayout() {
  const user = useAppSelector(selectUser);
  return (
    <PageFrame>
      <Snackbar />
      {user ? <UserHeader user={user} /> : <AnonymousHeader />}
      <main style={{ flex: 1 }}>
        <ContentWidth>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} style={{ maxWidth: 1120, margin: '0 auto', padding: 24 }} />}>
            <Outlet />
          </Suspense>
        </ContentWidth>
      </main>
      <SiteFooter />
      <UpdateDialog />
      <ScrollRestoration />
    </PageFrame>
  );
}
