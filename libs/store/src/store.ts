import {
  combineSlices, configureStore, createListenerMiddleware, isAnyOf, isRejectedWithValue,
} from '@reduxjs/toolkit';
import { baseApi } from '@daycare/api-client';
import { LOGOUT_STATUS } from '@daycare/shared';
import { reportError } from './error-handler';
import { isHandledByPage } from './page-errors';
import { liveSlice } from './live-slice';
import {
  preferencesSlice, readStoredPreferences, setAttendanceSearchSettings, setAutoReload, setNotificationSoundMuted, setTheme, toggleFluidLayout,
  toggleTheme, writeStoredPreferences, applyLanguage, chooseLanguage,
} from './preferences-slice';
import { sessionSlice } from './session-slice';
import { connectSession, startSessionListeners } from './session-listeners';
import { readStoredSession } from './session-storage';
import { snackbarSlice } from './snackbar-slice';

/**
 * The slices remotes add when they load (`slice.injectInto(rootReducer)`); each remote declares its
 * own here by declaration merging, so the root state knows their types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one root reducer. */
export const rootReducer = combineSlices(baseApi, snackbarSlice, preferencesSlice, sessionSlice, liveSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

const preferenceChanged = isAnyOf(setTheme, toggleTheme, applyLanguage, chooseLanguage, toggleFluidLayout, setAutoReload, setNotificationSoundMuted, setAttendanceSearchSettings);

function listeners() {
  const middleware = createListenerMiddleware();
  middleware.startListening({
    matcher: isRejectedWithValue,
    effect: (action, api) => {
      const error = action.payload as { status?: unknown };
      // The base query has sent a 306 to the logout route already.
      if (error?.status === LOGOUT_STATUS) return;
      const { endpointName } = (action.meta.arg ?? {}) as { endpointName?: string };
      if (!isHandledByPage(endpointName, error)) reportError(error, api.dispatch);
    },
  });
  middleware.startListening({
    matcher: preferenceChanged,
    effect: (_action, api) => writeStoredPreferences((api.getState() as RootState).preferences),
  });
  startSessionListeners(middleware);
  return middleware;
}

/**
 * A store with the api, the shell's slices, and the preferences and session saved in this browser.
 * The api's base query reads and renews the session of the store created last.
 */
export function createAppStore(preloadedState: Partial<RootState> = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { preferences: readStoredPreferences(), session: readStoredSession(), ...preloadedState } as RootState,
    middleware: (getDefault) => getDefault().prepend(listeners().middleware).concat(baseApi.middleware),
  });
  connectSession(store);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** The store of the running app: one instance, shared by the shell and every remote. */
export const store = createAppStore();

/** The generic error handler for code outside RTK Query, e.g. a failed upload. */
export function handleError(error: unknown): void {
  reportError(error, store.dispatch);
}
