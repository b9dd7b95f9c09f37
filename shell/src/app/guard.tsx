import { useEffect, type ReactNode } from 'react';
import { Result } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { mayOpen, mayOpenInACentre, type RouteEntry } from '@daycare/routes';
import { UserType, isAdminType, type FeatureControl, type RoleEntry } from '@daycare/shared';
import {
  selectFeatureControl, selectRoles, selectSessionExpired, selectUser, useAppDispatch, useAppSelector, userUpdated, type LoggedInUser,
} from '@daycare/store';
import { useT } from '../i18n';
import { ButtonLink } from '../layout/nav-links';
import { confirmEmailPath, homePathFor, needsProfile, rememberReturnUrl } from './home';

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** No user: keep the attempted URL and send the visitor to the parents' welcome page. */
  | { type: 'signInFirst'; returnUrl: string }
  /** An admin or tablet user at register-continue: mark the registration done and go home. */
  | { type: 'completeRegistration'; home: string }
  /** A page of one centre, opened by a user with no current centre (Super) who may open it once they choose one. */
  | { type: 'chooseCentre' }
  | { type: 'forbidden' };

export interface GuardInput {
  entry: RouteEntry;
  /** The attempted URL: path, query and hash. */
  url: string;
  user: LoggedInUser | null;
  roles: RoleEntry[];
  featureControl: FeatureControl;
  /** The last session ended on the server: the visitor signs in again rather than reads the welcome page. */
  sessionExpired?: boolean;
}

/** The public start pages a signed-in user passes through to their own home. */
const START_PAGES = ['/', '/admin', '/tablet'];
const REGISTER_CONTINUE = '/register/continue/:daycareId?';
const WELCOME_PARENTS = '/welcome/parents';

function isAdminOrTablet(user: LoggedInUser): boolean {
  return isAdminType(user.type) || user.type === UserType.Tablet;
}

/** What the user may see, by the same rule as menus and links (Super passes role checks as DIRECTOR). */
function accessTo(entry: RouteEntry, user: LoggedInUser, roles: RoleEntry[], featureControl: FeatureControl): GuardDecision {
  const viewer = { type: user.type, roles, featureControl };
  if (mayOpen(entry, { ...viewer, hasCentre: Boolean(user.daycare) })) return { type: 'allow' };
  return mayOpenInACentre(entry, viewer) ? { type: 'chooseCentre' } : { type: 'forbidden' };
}

/**
 * The route guard, rule by rule, and the home redirects. The guard
 * does not check the admin flag: pages for admins say so with their user types.
 */
export function guardRoute({ entry, url, user, roles, featureControl, sessionExpired = false }: GuardInput): GuardDecision {
  if (user && entry.path === REGISTER_CONTINUE && isAdminOrTablet(user)) return { type: 'completeRegistration', home: homePathFor(user) };
  if (user && START_PAGES.includes(entry.path)) return { type: 'redirect', to: homePathFor(user) };
  if (entry.public) return { type: 'allow' };
  if (!user) return sessionExpired ? { type: 'redirect', to: '/login' } : { type: 'signInFirst', returnUrl: url };
  if (!user.emailConfirmed) return { type: 'redirect', to: confirmEmailPath(user.email) };
  if (needsProfile(user) && !entry.registrationPath) return { type: 'redirect', to: '/register/continue' };
  return accessTo(entry, user, roles, featureControl);
}

function SignInFirst({ returnUrl }: { returnUrl: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturnUrl(returnUrl);
    void navigate(WELCOME_PARENTS, { replace: true });
  }, [navigate, returnUrl]);
  return null;
}

/** Admin and tablet users have no registration to continue: it is marked done (progress 0) and they go home. */
function CompleteRegistration({ home }: { home: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(userUpdated({ registrationComplete: true, profileComplete: true, registerProgress: 0 }));
    void navigate(home, { replace: true });
  }, [dispatch, navigate, home]);
  return null;
}

function Forbidden({ home }: { home: string }) {
  const t = useT();
  return (
    <Result
      status="403"
      title={t('guard.forbidden')}
      subTitle={t('guard.askDirector')}
      extra={<ButtonLink to={home} type="primary">{t('guard.goHome')}</ButtonLink>}
    />
  );
}

function ChooseCentre({ home }: { home: string }) {
  const t = useT();
  return (
    <Result
      status="info"
      title={t('guard.chooseCentre')}
      subTitle={t('guard.oneCentreAtATime')}
      extra={<ButtonLink to={home} type="primary">{t('guard.goHome')}</ButtonLink>}
    />
  );
}

/** Renders a manifest route's page when the guard lets the user in; redirects or refuses otherwise. */
export function RouteGuard({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const roles = useAppSelector(selectRoles);
  const featureControl = useAppSelector(selectFeatureControl);
  const sessionExpired = useAppSelector(selectSessionExpired);
  const url = location.pathname + location.search + location.hash;
  const decision = guardRoute({ entry, url, user, roles, featureControl, sessionExpired });
  switch (decision.type) {
    case 'allow':
      return children;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'signInFirst':
      return <SignInFirst returnUrl={decision.returnUrl} />;
    case 'completeRegistration':
      return <CompleteRegistration home={decision.home} />;
    case 'chooseCentre':
      return <ChooseCentre home={user ? homePathFor(user) : '/'} />;
    case 'forbidden':
      return <Forbidden home={user ? homePathFor(user) : '/'} />;
  }
}
