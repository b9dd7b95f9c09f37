import { STORAGE_KEYS } from '@daycare/shared';
import { createAppStore } from './store';
import { setAutoReload, setTheme, toggleFluidLayout } from './preferences-slice';

describe('preferences', () => {
  beforeEach(() => localStorage.clear());

  it('start light, narrow and without auto reload', () => {
    expect(createAppStore().getState().preferences).toEqual({ theme: 'light', fluidLayout: false, autoReload: false });
  });

  it('are saved in local storage and read back by the next store', () => {
    const store = createAppStore();
    store.dispatch(setTheme('dark'));
    store.dispatch(toggleFluidLayout());
    store.dispatch(setAutoReload(true));
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(createAppStore().getState().preferences).toEqual({ theme: 'dark', fluidLayout: true, autoReload: true });
  });
});
