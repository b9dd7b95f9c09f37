/** The product's fixed timings, sizes and limits, in milliseconds and pixels. */
export const SNACKBAR_DURATION_MS = 5000;
export const RELOAD_COUNTDOWN_MS = 5000;
export const SWIPE_DISMISS_PX = 50;

export const FLYOUT_WIDTH = { mobile: 450, desktop: 600 } as const;

export const REGISTRATION_STEPS = 7;
/** Each registration step fills 14.2 percent of the progress bar. */
export const REGISTRATION_STEP_PERCENT = 14.2;

export const SEARCH_DIALOG = { maxWidth: 1400, minHeight: 460 } as const;
/** The admin header shows this many characters of the daycare label. */
export const HEADER_DAYCARE_LABEL_LENGTH = 7;

export const HUB_TIMINGS = {
  startAfterLoginMs: 1500,
  initialRetryMs: 5000,
  childrenLoadMs: 250,
  staffLoadMs: 500,
  notificationsLoadMs: 750,
  reconnectRefreshMinMs: 1000,
  reconnectRefreshMaxMs: 3000,
} as const;

/**
 * Delay before the next reconnect attempt: under 5 s elapsed, 5 to 6 s; under 15 s,
 * 15 s (and the banner shows); otherwise 60 s. `random` is in [0, 1).
 */
export function reconnectDelayMs(elapsedMs: number, random: number = Math.random()): number {
  if (elapsedMs < 5000) return 5000 + Math.floor(random * 1000);
  if (elapsedMs < 15000) return 15000;
  return 60000;
}

export const CALENDAR_DEFAULTS = {
  popoverHideDelayMs: 110,
  yearsPerPage: 12,
  timeAccuracy: 2,
} as const;

export type ThemeName = 'light' | 'dark';
export const DEFAULT_THEME: ThemeName = 'light';

/** The product's colours; dark differs only in the background. */
export const THEME_COLORS: Record<ThemeName, Record<'primary' | 'error' | 'info' | 'success' | 'warning' | 'accent' | 'background' | 'surface', string>> = {
  light: {
    primary: '#2465FF',
    error: '#BD3D64',
    info: '#3FAFCD',
    success: '#89AD3E',
    warning: '#F3971D',
    accent: '#4C8C62',
    background: '#F2F2F2',
    surface: '#FFFFFF',
  },
  dark: {
    primary: '#2465FF',
    error: '#BD3D64',
    info: '#3FAFCD',
    success: '#89AD3E',
    warning: '#F3971D',
    accent: '#4C8C62',
    background: '#1D2027',
    surface: '#FFFFFF',
  },
};

/** Keys the browser apps use in local and session storage. */
export const STORAGE_KEYS = {
  user: 'user',
  impersonationBackup: 'impersonationBackup',
  autoReload: 'autoReload',
  fluidLayout: 'fluidLayout',
  mutedNotificationTypes: 'mutedNotificationTypes',
  tileDisplay: 'tileDisplay',
  theme: 'theme',
  /** The language this browser reads the product in until a signed-in user's own applies. */
  language: 'language',
  /** Session storage. */
  appVersion: 'appVersion',
  /** Session storage: the page a visitor asked for before signing in. */
  returnUrl: 'returnUrl',
} as const;
