import {
  combineSlices, configureStore, createListenerMiddleware, isAnyOf, isRejectedWithValue, type Slice,
} from '@reduxjs/toolkit';
import { baseApi } from '@daycare/api-client';
import { reportError } from './error-handler';
import {
  preferencesSlice, readStoredPreferences, setAutoReload, setTheme, toggleFluidLayout, toggleTheme, writeStoredPreferences,
} from './preferences-slice';
import { sessionSlice } from './session-slice';
import { snackbarSlice } from './snackbar-slice';

/** The one root reducer; remotes add their slices with `injectSlice`. */
export const rootReducer = combineSlices(baseApi, snackbarSlice, preferencesSlice, sessionSlice).withLazyLoadedSlices();

export type RootState = ReturnType<typeof rootReducer>;

const preferenceChanged = isAnyOf(setTheme, toggleTheme, toggleFluidLayout, setAutoReload);

function listeners() {
  const middleware = createListenerMiddleware();
  middleware.startListening({
    matcher: isRejectedWithValue,
    effect: (action, api) => reportError(action.payload, api.dispatch),
  });
  middleware.startListening({
    matcher: preferenceChanged,
    effect: (_action, api) => writeStoredPreferences((api.getState() as RootState).preferences),
  });
  return middleware;
}

/** A store with the api, the shell's slices, and the preferences saved in this browser. */
export function createAppStore(preloadedState: Partial<RootState> = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { preferences: readStoredPreferences(), ...preloadedState } as RootState,
    middleware: (getDefault) => getDefault().prepend(listeners().middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** The store of the running app: one instance, shared by the shell and every remote. */
export const store = createAppStore();

/** Adds a remote's slice to the root reducer; returns the slice with selectors bound to the root state. */
export function injectSlice<S extends Slice>(slice: S) {
  return slice.injectInto(rootReducer);
}

/** The generic error handler (section 8) for code outside RTK Query, e.g. a failed upload. */
export function handleError(error: unknown): void {
  reportError(error, store.dispatch);
}
