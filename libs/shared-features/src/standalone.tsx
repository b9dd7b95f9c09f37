import { Button, Flex, Layout, Typography } from 'antd';
import { createRoot } from 'react-dom/client';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import { mdiWeatherNight, mdiWeatherSunny } from '@mdi/js';
import { useLanguage } from '@daycare/i18n';
import { ROUTES, routeTitle, type RemoteName, type RemoteRoutes } from '@daycare/routes';
import { selectTheme, setNavigator, store, toggleTheme, useAppDispatch, useAppSelector } from '@daycare/store';
import { Mdi } from '@daycare/ui';
import { AppProviders } from './app-providers';
import { useT } from './i18n';

function StandaloneLayout({ name }: { name: RemoteName }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const dark = useAppSelector(selectTheme) === 'dark';
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Link to="/"><Typography.Text strong>{t('standalone.title', { name })}</Typography.Text></Link>
          <Button
            type="text"
            aria-label={dark ? t('standalone.lightTheme') : t('standalone.darkTheme')}
            icon={<Mdi path={dark ? mdiWeatherSunny : mdiWeatherNight} />}
            onClick={() => dispatch(toggleTheme())}
          />
        </Flex>
      </Layout.Header>
      <Layout.Content>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

/** Every page of the remote, with a link where the path needs no parameters. */
function RouteIndex({ paths }: { paths: string[] }) {
  useLanguage();
  const titles = new Map(ROUTES.map((entry) => [entry.path, routeTitle(entry)]));
  return (
    <Flex vertical gap={8} style={{ maxWidth: 960, margin: '24px auto', padding: '0 16px' }}>
      {paths.map((path) => (
        <Flex key={path} justify="space-between" gap={16}>
          {path.includes(':') ? <Typography.Text code>{path}</Typography.Text> : <Link to={path}>{path}</Link>}
          <Typography.Text type="secondary">{titles.get(path)}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * A remote's own page for developing it alone (`npx nx serve @daycare/mf-<name>`): its routes
 * with the shell's providers and store, and a list of them at any unknown path.
 */
export function mountStandalone(name: RemoteName, routes: RemoteRoutes, container: HTMLElement): void {
  const paths = Object.keys(routes);
  const router = createBrowserRouter([
    {
      element: <StandaloneLayout name={name} />,
      children: [
        ...paths.map((path) => {
          const Page = routes[path];
          return { path, element: <Page /> };
        }),
        { path: '*', element: <RouteIndex paths={paths} /> },
      ],
    },
  ]);
  setNavigator((path) => void router.navigate(path));
  createRoot(container).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
