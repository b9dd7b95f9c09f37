import { NotificationType, STORAGE_KEYS } from '@daycare/shared';
import { createAppStore } from './store';
import { setAutoReload, setNotificationSoundMuted, setTheme, toggleFluidLayout } from './preferences-slice';

describe('preferences', () => {
  beforeEach(() => localStorage.clear());

  it('start light, narrow, without auto reload and with every sound on', () => {
    expect(createAppStore().getState().preferences).toEqual({ theme: 'light', fluidLayout: false, autoReload: false, mutedNotificationTypes: [] });
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
    expect(createAppStore().getState().preferences).toEqual({ theme: 'dark', fluidLayout: true, autoReload: true, mutedNotificationTypes: [15] });
  });

  it('ignore muted types that are not a list of numbers', () => {
    localStorage.setItem(STORAGE_KEYS.mutedNotificationTypes, '{"not":"a list"}');
    expect(createAppStore().getState().preferences.mutedNotificationTypes).toEqual([]);
  });
});
