import { isAnyOf, type ListenerMiddlewareInstance, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api, baseApi, configureSession } from '@daycare/api-client';
import { MESSAGES, STORAGE_KEYS } from '@daycare/shared';
import { navigateTo } from './navigation';
import { applyLanguage, chooseLanguage, setTheme, toggleTheme, type PreferencesState } from './preferences-slice';
import {
  impersonationEnded, impersonationStarted, sessionEnded, sessionRenewed, sessionSlice, signedIn, signedOut, userUpdated,
  type LoggedInUser, type SessionState,
} from './session-slice';
import { readStoredSession, writeStoredSession } from './session-storage';
import { showSnackbar } from './snackbar-slice';
import type { AppStore } from './store';

interface SessionStore {
  getState: () => { session: SessionState };
  dispatch: (action: { type: string }) => unknown;
}

const sessionChanged = isAnyOf(...Object.values(sessionSlice.actions));
/** Someone else is signed in now: their theme and language apply and nothing cached for the last one may show. */
const identityChanged = isAnyOf(signedIn, signedOut, sessionEnded, impersonationStarted, impersonationEnded);

interface SessionRoot {
  session: SessionState;
  preferences: PreferencesState;
}

/** Keeps the session in local storage, applies the user's theme and language, and saves those they choose. */
export function startSessionListeners(listeners: ListenerMiddlewareInstance): void {
  const startListening = listeners.startListening.withTypes<SessionRoot, ThunkDispatch<SessionRoot, unknown, UnknownAction>>();
  startListening({
    matcher: sessionChanged,
    effect: (_action, { getState }) => writeStoredSession(getState().session),
  });
  startListening({
    matcher: identityChanged,
    effect: (_action, { getState, dispatch }) => {
      dispatch(baseApi.util.resetApiState());
      const { theme, language } = getState().session.user ?? {};
      if (theme) dispatch(setTheme(theme));
      if (language) dispatch(applyLanguage(language));
    },
  });
  startListening({
    // The user read again from the server (another device may have changed their language).
    actionCreator: userUpdated,
    effect: ({ payload }, { getState, dispatch }) => {
      if (payload.language && payload.language !== getState().preferences.language) dispatch(applyLanguage(payload.language));
    },
  });
  startListening({
    actionCreator: chooseLanguage,
    effect: ({ payload: language }, { getState, dispatch }) => {
      if (!getState().session.user) return;
      dispatch(userUpdated({ language }));
      void dispatch(api.endpoints.userSetLanguage.initiate({ languageDto: { language } }));
    },
  });
  startListening({
    actionCreator: toggleTheme,
    effect: (_action, { getState, dispatch }) => {
      const { session, preferences } = getState();
      if (!session.user) return;
      dispatch(userUpdated({ theme: preferences.theme }));
      void dispatch(api.endpoints.userSetTheme.initiate({ themeDto: { theme: preferences.theme } }));
    },
  });
}

/** The session is over: signed out, and off to /login (the route guard sends members' pages there too). */
function leaveForLogin(store: SessionStore): void {
  store.dispatch(sessionEnded());
  navigateTo('/login');
}

/** Lets the base query read the tokens of the store's user and end or renew its session. */
export function connectSession(store: SessionStore): void {
  configureSession({
    readTokens: () => store.getState().session.user,
    onRefreshed: (user) => store.dispatch(sessionRenewed(user as LoggedInUser)),
    // Signing out cancels the requests under way, so their errors never reach the generic handler: say it here.
    onExpired: () => {
      leaveForLogin(store);
      store.dispatch(showSnackbar({ text: MESSAGES.sessionExpired }));
    },
    onLogoutStatus: () => navigateTo('/logout'),
  });
}

/**
 * At start-up with a stored user: the user again from the server, so roles and feature switches
 * changed since the last visit apply (and an expired access token is renewed early).
 */
export async function reloadSignedInUser(store: AppStore): Promise<void> {
  if (!store.getState().session.user) return;
  const { data } = await store.dispatch(api.endpoints.userLoggedInUser.initiate(undefined, { subscribe: false }));
  if (data) store.dispatch(userUpdated(data.user));
}

/**
 * Follows the session other tabs of this browser keep in local storage: a refresh there hands
 * this tab the new access token (the tabs share one refresh cookie, so this tab need not rotate
 * it again), a sign-out there signs this tab out, and another person signing in there reloads
 * this tab as them.
 */
export function followOtherTabs(store: SessionStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.user) return;
    const current = store.getState().session.user;
    const stored = readStoredSession().user;
    if (!stored) {
      if (!current) return;
      leaveForLogin(store);
    } else if (current?.id !== stored.id) {
      window.location.reload();
    } else if (stored.accessToken !== current.accessToken) {
      store.dispatch(sessionRenewed(stored));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}