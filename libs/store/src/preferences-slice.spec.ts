import { NotificationType, STORAGE_KEYS } from '@daycare/shared';
import { createAppStore } from './store';
import {
  ATTENDANCE_SEARCH_KEY, DEFAULT_ATTENDANCE_SEARCH, selectAttendanceSearchSettings, setAttendanceSearchSettings, setAutoReload,
  chooseLanguage, setNotificationSoundMuted, setTheme, toggleFluidLayout,
} from './preferences-slice';

describe('preferences', () => {
  beforeEach(() => localStorage.clear());

  it('start light, narrow, without auto reload and with every sound on', () => {
    expect(createAppStore().getState().preferences).toEqual({
      theme: 'light', language: 'en', fluidLayout: false, autoReload: false, mutedNotificationTypes: [], attendanceSearch: {},
    });
  });

  it("speak the browser's language until the person chooses one, and remember the choice", () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT', 'en']);
    expect(createAppStore().getState().preferences.language).toBe('pt-BR');
    languages.mockReturnValue(['de-DE']);
    const store = createAppStore();
    expect(store.getState().preferences.language).toBe('en');
    store.dispatch(chooseLanguage('pt-BR'));
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('pt-BR');
    expect(createAppStore().getState().preferences.language).toBe('pt-BR');
    languages.mockRestore();
  });

  it('are saved in local storage and read back by the next store', () => {
    const store = createAppStore();
    store.dispatch(setTheme('dark'));
    store.dispatch(toggleFluidLayout());
    store.dispatch(setAutoReload(true));
    store.dispatch(setNotificationSoundMuted({ type: NotificationType.Message, muted: true }));
    store.dispatch(setNotificationSoundMuted({ type: NotificationType.OnMyWay, muted: true }));
    store.dispatch(setNotificationSoundMuted({ type: NotificationType.Message, muted: false }));
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.mutedNotificationTypes)).toBe('[15]');
    expect(createAppStore().getState().preferences).toEqual({
      theme: 'dark', language: 'en', fluidLayout: true, autoReload: true, mutedNotificationTypes: [15], attendanceSearch: {},
    });
  });

  it('ignore muted types that are not a list of numbers', () => {
    localStorage.setItem(STORAGE_KEYS.mutedNotificationTypes, '{"not":"a list"}');
    expect(createAppStore().getState().preferences.mutedNotificationTypes).toEqual([]);
  });

  it("keep each user's attendance search settings apart, defaults for a user who chose nothing", () => {
    const store = createAppStore();
    const director = 2;
    const otherDirector = 9;
    store.dispatch(setAttendanceSearchSettings({ userId: director, settings: { period: 'last7', columns: ['room', 'duration'], groupByDay: true } }));
    const next = createAppStore().getState();
    expect(selectAttendanceSearchSettings(next, director)).toEqual({ period: 'last7', columns: ['room', 'duration'], groupByDay: true });
    expect(selectAttendanceSearchSettings(next, otherDirector)).toEqual(DEFAULT_ATTENDANCE_SEARCH);
    expect(selectAttendanceSearchSettings(next, undefined)).toEqual(DEFAULT_ATTENDANCE_SEARCH);
    expect(DEFAULT_ATTENDANCE_SEARCH).toEqual({ period: 'last30', columns: ['room', 'signedInBy', 'signedOutBy', 'duration'], groupByDay: false });
  });

  it('read attendance search settings they do not understand as the defaults, field by field', () => {
    localStorage.setItem(ATTENDANCE_SEARCH_KEY, JSON.stringify({
      2: { period: 'forever', columns: ['room', 'shoeSize'], groupByDay: 'yes' },
      mallory: { period: 'last7', columns: [], groupByDay: true },
      3: 'nothing',
    }));
    const { attendanceSearch } = createAppStore().getState().preferences;
    expect(attendanceSearch).toEqual({ 2: { period: 'last30', columns: ['room'], groupByDay: false }, 3: DEFAULT_ATTENDANCE_SEARCH });
    localStorage.setItem(ATTENDANCE_SEARCH_KEY, '[not json');
    expect(createAppStore().getState().preferences.attendanceSearch).toEqual({});
  });
});
