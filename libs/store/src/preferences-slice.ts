import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME, STORAGE_KEYS, type ThemeName } from '@daycare/shared';

/** Choices this browser remembers (local storage, section 3); the theme moves to the user record once sign-in exists. */
export interface PreferencesState {
  theme: ThemeName;
  /** Content spans the full width instead of a centred column. */
  fluidLayout: boolean;
  /** Reload by itself when a new version is released, for the rest of the session. */
  autoReload: boolean;
}

/** Local storage, absent where the store is imported outside a browser (server-side tests). */
function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function storedFlag(key: string): boolean {
  return storage()?.getItem(key) === 'true';
}

/** The preferences saved in this browser, defaults where nothing is saved. */
export function readStoredPreferences(): PreferencesState {
  const theme = storage()?.getItem(STORAGE_KEYS.theme);
  return {
    theme: theme === 'dark' || theme === 'light' ? theme : DEFAULT_THEME,
    fluidLayout: storedFlag(STORAGE_KEYS.fluidLayout),
    autoReload: storedFlag(STORAGE_KEYS.autoReload),
  };
}

export function writeStoredPreferences(preferences: PreferencesState): void {
  localStorage.setItem(STORAGE_KEYS.theme, preferences.theme);
  localStorage.setItem(STORAGE_KEYS.fluidLayout, String(preferences.fluidLayout));
  localStorage.setItem(STORAGE_KEYS.autoReload, String(preferences.autoReload));
}

const initialState: PreferencesState = { theme: DEFAULT_THEME, fluidLayout: false, autoReload: false };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    setTheme(state, action: PayloadAction<ThemeName>) {
      state.theme = action.payload;
    },
    toggleTheme(state) {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    toggleFluidLayout(state) {
      state.fluidLayout = !state.fluidLayout;
    },
    setAutoReload(state, action: PayloadAction<boolean>) {
      state.autoReload = action.payload;
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectFluidLayout: (state) => state.fluidLayout,
    selectAutoReload: (state) => state.autoReload,
  },
});

export const { setTheme, toggleTheme, toggleFluidLayout, setAutoReload } = preferencesSlice.actions;
export const { selectTheme, selectFluidLayout, selectAutoReload } = preferencesSlice.selectors;
