import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeName, UserType } from '@daycare/shared';

/** The logged-in user of section 3, as far as the browser apps use it so far. */
export interface SessionUser {
  id: number;
  firstName: string;
  lastName: string;
  type: UserType;
  theme?: ThemeName;
  accessToken?: string;
  refreshToken?: string;
}

export interface SessionState {
  user: SessionUser | null;
}

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    setUser(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    clearUser(state) {
      state.user = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
  },
});

export const { setUser, clearUser } = sessionSlice.actions;
export const { selectUser } = sessionSlice.selectors;
