import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DaycareSummaryDto, LoggedInUserDto } from '@daycare/api-client';
import { DEFAULT_FEATURE_CONTROL, type FeatureControl, type RoleEntry } from '@daycare/shared';

/** A daycare as the user menus list it. */
export type DaycareOption = DaycareSummaryDto;

/** The logged-in user, as sign-in, refresh, change of centre and impersonation answer it. */
export type LoggedInUser = LoggedInUserDto;

export interface SessionState {
  user: LoggedInUser | null;
  roles: RoleEntry[];
  /** The daycares the user belongs to (all of them for Super). */
  daycares: DaycareOption[];
  featureControl: FeatureControl;
  /** The real user, kept aside while impersonating someone. */
  impersonationBackup: LoggedInUser | null;
  /** Signed out because the session ended on the server: members' pages send to /login, not to the welcome page. */
  sessionExpired: boolean;
}

export const signedOutSession: SessionState = {
  user: null,
  roles: [],
  daycares: [],
  featureControl: DEFAULT_FEATURE_CONTROL,
  impersonationBackup: null,
  sessionExpired: false,
};

/** The session of a user: the user and the roles, daycares and switches that came with it. */
export function sessionOf(user: LoggedInUser, impersonationBackup: LoggedInUser | null = null): SessionState {
  return {
    user,
    roles: user.roles ?? [],
    daycares: user.daycares ?? [],
    featureControl: user.featureControl ?? DEFAULT_FEATURE_CONTROL,
    impersonationBackup,
    sessionExpired: false,
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutSession,
  reducers: {
    /** A fresh sign-in: whatever was kept aside is forgotten. */
    signedIn: (_state, action: PayloadAction<LoggedInUser>) => sessionOf(action.payload),
    /** New tokens and user info from a session refresh or a change of centre; impersonation goes on. */
    sessionRenewed: (state, action: PayloadAction<LoggedInUser>) => sessionOf(action.payload, state.impersonationBackup),
    userUpdated(state, action: PayloadAction<Partial<LoggedInUser>>) {
      if (!state.user) return;
      const { roles, daycares, featureControl } = action.payload;
      state.user = { ...state.user, ...action.payload };
      if (roles) state.roles = roles;
      if (daycares) state.daycares = daycares;
      if (featureControl) state.featureControl = featureControl;
    },
    rolesLoaded(state, action: PayloadAction<RoleEntry[]>) {
      state.roles = action.payload;
    },
    myDaycaresLoaded(state, action: PayloadAction<DaycareOption[]>) {
      state.daycares = action.payload;
    },
    featureControlLoaded(state, action: PayloadAction<FeatureControl>) {
      state.featureControl = action.payload;
    },
    /** Logout clears the user, the roles and the own daycares. */
    signedOut: () => signedOutSession,
    /** The server ended the session (a failed refresh): signed out, and the visitor is to sign in again. */
    sessionEnded: () => ({ ...signedOutSession, sessionExpired: true }),
    /** The current user is saved aside and the impersonated user takes its place. */
    impersonationStarted(state, action: PayloadAction<LoggedInUser>) {
      const realUser = state.impersonationBackup ?? state.user;
      return sessionOf({ ...action.payload, impersonated: true }, realUser);
    },
    /** The saved user returns; without one, the user is cleared. */
    impersonationEnded(state) {
      return state.impersonationBackup ? sessionOf(state.impersonationBackup) : signedOutSession;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectRoles: (state) => state.roles,
    selectMyDaycares: (state) => state.daycares,
    selectFeatureControl: (state) => state.featureControl,
    selectIsImpersonating: (state) => Boolean(state.user?.impersonated),
    selectImpersonationBackup: (state) => state.impersonationBackup,
    selectSessionExpired: (state) => state.sessionExpired,
  },
});

export const {
  signedIn, sessionRenewed, userUpdated, rolesLoaded, myDaycaresLoaded, featureControlLoaded, signedOut, sessionEnded,
  impersonationStarted, impersonationEnded,
} = sessionSlice.actions;
export const {
  selectUser, selectRoles, selectMyDaycares, selectFeatureControl, selectIsImpersonating, selectImpersonationBackup, selectSessionExpired,
} = sessionSlice.selectors;
