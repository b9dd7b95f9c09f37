import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME, STORAGE_KEYS, type ThemeName } from '@daycare/shared';

/** Choices this browser remembers (local storage, section 3); the theme moves to the user record once sign-in exists. */
export interface PreferencesState {
  theme: ThemeName;
  /** Content spans the full width instead of a centred column. */
  fluidLayout: boolean;
  /** Reload by itself when a new version is released, for the rest of the session. */
  autoReload: boolean;
  /** Notification types whose live notices play no sound (section 3). */
  mutedNotificationTypes: number[];
}

/** Local storage, absent where the store is imported outside a browser (server-side tests). */
function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function storedFlag(key: string): boolean {
  return storage()?.getItem(key) === 'true';
}

function storedNumbers(key: string): number[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];
  } catch {
    return [];
  }
}

/** The preferences saved in this browser, defaults where nothing is saved. */
export function readStoredPreferences(): PreferencesState {
  const theme = storage()?.getItem(STORAGE_KEYS.theme);
  return {
    theme: theme === 'dark' || theme === 'light' ? theme : DEFAULT_THEME,
    fluidLayout: storedFlag(STORAGE_KEYS.fluidLayout),
    autoReload: storedFlag(STORAGE_KEYS.autoReload),
    mutedNotificationTypes: storedNumbers(STORAGE_KEYS.mutedNotificationTypes),
  };
}

export function writeStoredPreferences(preferences: PreferencesState): void {
  localStorage.setItem(STORAGE_KEYS.theme, preferences.theme);
  localStorage.setItem(STORAGE_KEYS.fluidLayout, String(preferences.fluidLayout));
  localStorage.setItem(STORAGE_KEYS.autoReload, String(preferences.autoReload));
  localStorage.setItem(STORAGE_KEYS.mutedNotificationTypes, JSON.stringify(preferences.mutedNotificationTypes));
}

const initialState: PreferencesState = { theme: DEFAULT_THEME, fluidLayout: false, autoReload: false, mutedNotificationTypes: [] };

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
    setNotificationSoundMuted(state, action: PayloadAction<{ type: number; muted: boolean }>) {
      const { type, muted } = action.payload;
      const others = state.mutedNotificationTypes.filter((muted) => muted !== type);
      state.mutedNotificationTypes = muted ? [...others, type] : others;
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectFluidLayout: (state) => state.fluidLayout,
    selectAutoReload: (state) => state.autoReload,
    selectMutedNotificationTypes: (state) => state.mutedNotificationTypes,
  },
});

export const { setTheme, toggleTheme, toggleFluidLayout, setAutoReload, setNotificationSoundMuted } = preferencesSlice.actions;
export const { selectTheme, selectFluidLayout, selectAutoReload, selectMutedNotificationTypes } = preferencesSlice.selectors;
