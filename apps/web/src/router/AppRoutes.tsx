import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Loading } from '../components/Loading';
import Redirect from '../pages/Redirect';
import { useSessionStore } from '../stores/session';
import { FIXED_LAYOUT_ROUTES } from './fixed';
import { isConsoleScreen } from './known';
import { LoginPage, loadLayout } from './preload';
import { RequireSession } from './RequireSession';
import { Screen } from './Screen';
import { useBuiltRoutes } from './useBuiltRoutes';

// Everything below is its own chunk: the sign-in page loads none of the shell. (LoginPage too,
// in preload.ts: start-up downloads it before the first draw when it is the page opening.)
const Layout = lazy(loadLayout);
const ErrorPage = lazy(() => import('../pages/errors/ErrorPage'));
const PublicPage = lazy(() => import('../pages/PublicPage'));
const NotAvailable = lazy(() => import('../pages/NotAvailable'));
const AuthRedirect = lazy(() => import('../pages/AuthRedirect'));

/** Inside the layout: a suspending page shows a spinner in the content area, never blanks the
 * layout. */
const inLayout = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

const page = (node: ReactNode) => (
  <ErrorBoundary>
    <Suspense fallback={<Loading full />}>{node}</Suspense>
  </ErrorBoundary>
);

/** Set by the sign-in page on its way to `redirect`. */
export interface SignInState {
  fromSignIn?: boolean;
}

/**
 * A path no route of this user matches. Straight after signing in, the `redirect` asked for a
 * screen this account does not have (a customer who has just registered): the dashboard. A
 * screen of the console the user lacks is refused where it is, URL kept: "no permission", not
 * "not found". Anything else is the 404 page.
 */
function Unmatched() {
  const { pathname, state } = useLocation();
  if ((state as SignInState | null)?.fromSignIn) return <Navigate to="/dashboard" replace />;
  if (isConsoleScreen(pathname)) return inLayout(<ErrorPage status={401} inline />);
  return <Navigate to="/404" replace />;
}

/** /loginUser: a signed-in user goes to /, anyone else to the sign-in page. */
function LoginUser() {
  const token = useSessionStore((s) => s.accessToken);
  return <Navigate to={token ? '/' : '/index'} replace />;
}

/** The route table: fixed routes (sign-in, 404, no permission ...) plus the signed-in user's menu routes. */
export function AppRoutes() {
  const built = useBuiltRoutes();
  const routes = useMemo<RouteObject[]>(() => {
    const fixedPaths = new Set(FIXED_LAYOUT_ROUTES.map((f) => f.path.toLowerCase()));
    const inner: RouteObject[] = [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      ...FIXED_LAYOUT_ROUTES.map((f) => ({
        path: f.path.slice(1),
        element: f.screen ? <Screen screen={f.screen} /> : inLayout(<NotAvailable title={f.title} />),
      })),
      ...built.routes
        .filter((r) => !fixedPaths.has(r.path.toLowerCase()))
        .map((r) => ({
          path: r.path.slice(1),
          element: r.available ? <Screen screen={r.screen} /> : inLayout(<NotAvailable title={`menu:${r.name}`} />),
        })),
      { path: 'redirect/*', element: <Redirect /> },
      { path: '*', element: <Unmatched /> },
    ];
    return [
      { path: '/index', element: page(<LoginPage />) },
      { path: '/404', element: page(<ErrorPage status={404} />) },
      { path: '/401', element: page(<ErrorPage status={401} />) },
      { path: '/auth-redirect', element: page(<AuthRedirect />) },
      { path: '/Authorization', element: page(<PublicPage title="route:authorization" />) },
      { path: '/NoticeDetailedIndex', element: page(<PublicPage title="route:notice" />) },
      { path: '/loginUser', element: <LoginUser /> },
      {
        path: '/',
        element: <RequireSession>{page(<Layout />)}</RequireSession>,
        children: inner,
      },
    ];
  }, [built]);
  return useRoutes(routes);
}
