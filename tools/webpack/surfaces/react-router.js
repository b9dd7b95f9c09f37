// The client-side part of react-router the apps use, shared as the one `react-router` module
// (its server and framework-mode code is left out). Why a fixed selection: docs/decisions.md.
// `react-router-esm` (an alias of create-config.js) is react-router's own ES module entry: a
// plain 'react-router' here would be the shared module itself.
export {
  Link, NavLink, Navigate, Outlet, RouterProvider, ScrollRestoration,
  createBrowserRouter, generatePath, isRouteErrorResponse, matchPath,
  useLocation, useMatch, useNavigate, useParams, useRouteError, useSearchParams,
} from 'react-router-esm';
