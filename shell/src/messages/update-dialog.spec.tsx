import { act, fireEvent, screen } from '@testing-library/react';
import { MESSAGES, RELOAD_COUNTDOWN_MS, STORAGE_KEYS } from '@daycare/shared';
import { createAppStore, setAutoReload } from '@daycare/store';
import { renderInApp } from '@daycare/shared-features/testing';
import { UpdateDialog } from './update-dialog';

const TEXT = MESSAGES.updateDialog;
let serverVersion: number;
let checks: RequestInit[];

/** The gateway's GET /api/appVersion/check, answering the current server version. */
function serveVersion() {
  jest.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    expect(String(input)).toBe('/api/appVersion/check');
    checks.push(init ?? {});
    return new Response(JSON.stringify(serverVersion), { headers: { 'Content-Type': 'application/json' } });
  });
}

async function renderDialog(store = createAppStore()) {
  const reload = jest.fn();
  const view = renderInApp(<UpdateDialog reload={reload} />, { store });
  await act(async () => undefined); // the first check's answer
  return { ...view, reload };
}

const dialog = () => screen.queryByRole('dialog');

describe('the update dialog', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    serverVersion = 2;
    checks = [];
    serveVersion();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('remembers the server version for a page that has none, and offers nothing', async () => {
    await renderDialog();
    expect(sessionStorage.getItem(STORAGE_KEYS.appVersion)).toBe('2');
    expect(dialog()).toBeNull();
    expect(checks[0]).toMatchObject({ cache: 'no-store' });
  });

  it('offers nothing while the page runs the server version', async () => {
    sessionStorage.setItem(STORAGE_KEYS.appVersion, '2');
    await renderDialog();
    expect(dialog()).toBeNull();
  });

  it('offers nothing when the stored version is 0, and stores the server one instead', async () => {
    sessionStorage.setItem(STORAGE_KEYS.appVersion, '0');
    await renderDialog();
    expect(dialog()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.appVersion)).toBe('2');
  });

  it('opens with the texts of the spec when the server has a newer version', async () => {
    sessionStorage.setItem(STORAGE_KEYS.appVersion, '1');
    await renderDialog();
    expect(await screen.findByRole('dialog')).not.toBeNull();
    const text = dialog()?.textContent;
    for (const expected of [TEXT.title, TEXT.body, TEXT.autoReloadQuestion, TEXT.autoReloadLabel, TEXT.close, TEXT.updateNow]) {
      expect(text).toContain(expected);
    }
    expect(TEXT.title).toBe('Ready to update!');
  });

  it('reloads at once on Update Now, with the new version as the page version', async () => {
    sessionStorage.setItem(STORAGE_KEYS.appVersion, '1');
    const { reload } = await renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: TEXT.updateNow }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.appVersion)).toBe('2');
  });

  it('stays closed after Close until the server version changes again', async () => {
    sessionStorage.setItem(STORAGE_KEYS.appVersion, '1');
    await renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: TEXT.close }));
    expect(dialog()).toBeNull();
    await act(async () => void window.dispatchEvent(new Event('focus')));
    expect(dialog()).toBeNull();
    serverVersion = 3;
    await act(async () => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('dialog')).not.toBeNull();
  });

  it('checks again on every route change', async () => {
    sessionStorage.setItem(STORAGE_KEYS.appVersion, '2');
    const { router } = await renderDialog();
    await act(async () => void (await router.navigate('/contact')));
    expect(checks).toHaveLength(2);
  });

  it('saves the Auto Reload switch in local storage', async () => {
    sessionStorage.setItem(STORAGE_KEYS.appVersion, '1');
    await renderDialog();
    fireEvent.click(await screen.findByRole('switch'));
    expect(localStorage.getItem(STORAGE_KEYS.autoReload)).toBe('true');
  });

  it('with Auto Reload on, counts 5 seconds down on a ring, then reloads', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(STORAGE_KEYS.appVersion, '1');
    const store = createAppStore();
    store.dispatch(setAutoReload(true));
    const { reload, unmount } = await renderDialog(store);
    await act(async () => undefined); // the dialog's code
    expect(dialog()).not.toBeNull();
    expect(screen.getByRole('progressbar')).not.toBeNull();
    act(() => void jest.advanceTimersByTime(RELOAD_COUNTDOWN_MS - 100));
    expect(reload).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(100));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.appVersion)).toBe('2');
    expect(RELOAD_COUNTDOWN_MS).toBe(5000);
    unmount(); // while antd's animation timers are still the fake ones
  });
});
