import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME, STORAGE_KEYS, isLanguage, languageFor, type Language, type ThemeName } from '@daycare/shared';

/** Choices this browser remembers (local storage); the theme moves to the user record once sign-in exists. */
export interface PreferencesState {
  theme: ThemeName;
  /** The language the product speaks: the signed-in user's, else the one chosen here, else the browser's. */
  language: Language;
  /** Content spans the full width instead of a centred column. */
  fluidLayout: boolean;
  /** Reload by itself when a new version is released, for the rest of the session. */
  autoReload: boolean;
  /** Notification types whose live notices play no sound. */
  mutedNotificationTypes: number[];
  /** Each user's settings of the attendance history pages (/search/configure), by user id. */
  attendanceSearch: Record<string, AttendanceSearchSettings>;
}

/** The period an attendance history shows when its address names none. */
export const ATTENDANCE_SEARCH_PERIODS = ['last7', 'last30', 'last90', 'thisMonth'] as const;
export type AttendanceSearchPeriod = (typeof ATTENDANCE_SEARCH_PERIODS)[number];
/** The attendance history's columns a person may hide (the day and the times always show). */
export const ATTENDANCE_SEARCH_COLUMNS = ['room', 'signedInBy', 'signedOutBy', 'duration'] as const;
export type AttendanceSearchColumn = (typeof ATTENDANCE_SEARCH_COLUMNS)[number];

export interface AttendanceSearchSettings {
  period: AttendanceSearchPeriod;
  columns: AttendanceSearchColumn[];
  /** Stays of one day under one day heading. */
  groupByDay: boolean;
}

export const DEFAULT_ATTENDANCE_SEARCH: AttendanceSearchSettings = {
  period: 'last30',
  columns: [...ATTENDANCE_SEARCH_COLUMNS],
  groupByDay: false,
};

/** Local storage key of the attendance search settings (an addition of /search/configure, beside the product's own keys). */
export const ATTENDANCE_SEARCH_KEY = 'attendanceSearchSettings';

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One user's settings as stored, defaults for anything missing or not understood. */
function attendanceSearchOf(value: unknown): AttendanceSearchSettings {
  if (!isRecord(value)) return DEFAULT_ATTENDANCE_SEARCH;
  const { period, columns, groupByDay } = value;
  return {
    period: ATTENDANCE_SEARCH_PERIODS.includes(period as AttendanceSearchPeriod) ? (period as AttendanceSearchPeriod) : DEFAULT_ATTENDANCE_SEARCH.period,
    columns: Array.isArray(columns)
      ? ATTENDANCE_SEARCH_COLUMNS.filter((column) => columns.includes(column))
      : DEFAULT_ATTENDANCE_SEARCH.columns,
    groupByDay: typeof groupByDay === 'boolean' ? groupByDay : DEFAULT_ATTENDANCE_SEARCH.groupByDay,
  };
}

function storedAttendanceSearch(): Record<string, AttendanceSearchSettings> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(ATTENDANCE_SEARCH_KEY) ?? '{}');
    if (!isRecord(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([userId]) => /^\d+$/.test(userId)).map(([userId, settings]) => [userId, attendanceSearchOf(settings)]));
  } catch {
    return {};
  }
}

/** The preferences saved in this browser, defaults where nothing is saved. */
/** The browser's own languages, best first (none outside a browser). */
function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
}

export function readStoredPreferences(): PreferencesState {
  const theme = storage()?.getItem(STORAGE_KEYS.theme);
  const language = storage()?.getItem(STORAGE_KEYS.language);
  return {
    theme: theme === 'dark' || theme === 'light' ? theme : DEFAULT_THEME,
    language: isLanguage(language) ? language : languageFor(browserLanguages()),
    fluidLayout: storedFlag(STORAGE_KEYS.fluidLayout),
    autoReload: storedFlag(STORAGE_KEYS.autoReload),
    mutedNotificationTypes: storedNumbers(STORAGE_KEYS.mutedNotificationTypes),
    attendanceSearch: storedAttendanceSearch(),
  };
}

export function writeStoredPreferences(preferences: PreferencesState): void {
  localStorage.setItem(STORAGE_KEYS.theme, preferences.theme);
  localStorage.setItem(STORAGE_KEYS.language, preferences.language);
  localStorage.setItem(STORAGE_KEYS.fluidLayout, String(preferences.fluidLayout));
  localStorage.setItem(STORAGE_KEYS.autoReload, String(preferences.autoReload));
  localStorage.setItem(STORAGE_KEYS.mutedNotificationTypes, JSON.stringify(preferences.mutedNotificationTypes));
  localStorage.setItem(ATTENDANCE_SEARCH_KEY, JSON.stringify(preferences.attendanceSearch));
}

const initialState: PreferencesState = {
  theme: DEFAULT_THEME, language: 'en', fluidLayout: false, autoReload: false, mutedNotificationTypes: [], attendanceSearch: {},
};

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
    /** The signed-in user's saved language applies. */
    applyLanguage(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    /** The person chooses a language: saved here, and to their profile when signed in. */
    chooseLanguage(state, action: PayloadAction<Language>) {
      state.language = action.payload;
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
    setAttendanceSearchSettings(state, action: PayloadAction<{ userId: number; settings: AttendanceSearchSettings }>) {
      const { userId, settings } = action.payload;
      state.attendanceSearch[String(userId)] = attendanceSearchOf(settings);
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectLanguage: (state) => state.language,
    selectFluidLayout: (state) => state.fluidLayout,
    selectAutoReload: (state) => state.autoReload,
    selectMutedNotificationTypes: (state) => state.mutedNotificationTypes,
    /** A user's attendance search settings, the defaults until they choose. */
    selectAttendanceSearchSettings: (state, userId: number | undefined): AttendanceSearchSettings =>
      (userId !== undefined && state.attendanceSearch[String(userId)]) || DEFAULT_ATTENDANCE_SEARCH,
  },
});

export const {
  setTheme, toggleTheme, applyLanguage, chooseLanguage, toggleFluidLayout, setAutoReload, setNotificationSoundMuted, setAttendanceSearchSettings,
} = preferencesSlice.actions;
export const {
  selectTheme, selectLanguage, selectFluidLayout, selectAutoReload, selectMutedNotificationTypes, selectAttendanceSearchSettings,
} = preferencesSlice.selectors;
