import { MESSAGES } from '@daycare/shared';
import { baseApi } from '@daycare/api-client';
import { createAppStore } from './store';
import { setNavigator } from './navigation';
import { reportError } from './error-handler';
import { selectSnackbar } from './snackbar-slice';

describe('the generic error handler', () => {
  let scrollTo: jest.SpyInstance;
  let consoleError: jest.SpyInstance;
  const visited: string[] = [];

  beforeEach(() => {
    visited.length = 0;
    setNavigator((path) => visited.push(path));
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('logs, shows the second server error in the snackbar and scrolls to the top', () => {
    const store = createAppStore();
    const error = { status: 400, data: { errors: ['First problem', 'Second problem'] } };
    reportError(error, store.dispatch);
    expect(consoleError).toHaveBeenCalledWith(error);
    expect(selectSnackbar(store.getState())).toMatchObject({ open: true, text: 'Second problem' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(visited).toEqual([]);
  });

  it('uses a thrown error message, says a server failure in words, and the fallback when there is nothing to show', () => {
    const store = createAppStore();
    reportError(new Error('Upload too large'), store.dispatch);
    expect(selectSnackbar(store.getState()).text).toBe('Upload too large');
    reportError({ status: 500, data: '' }, store.dispatch);
    expect(selectSnackbar(store.getState()).text).toBe(MESSAGES.serverFailure);
    reportError({ status: 400, data: '' }, store.dispatch);
    expect(selectSnackbar(store.getState()).text).toBe(MESSAGES.errorFallback);
  });

  it('sends status 306 to the logout route without a message', () => {
    const store = createAppStore();
    reportError({ status: 306, data: { message: 'Signed out elsewhere' } }, store.dispatch);
    expect(visited).toEqual(['/logout']);
    expect(selectSnackbar(store.getState()).open).toBe(false);
  });

  it('handles every failed API call of the store', async () => {
    const api = baseApi.injectEndpoints({
      endpoints: (build) => ({ failing: build.query<unknown, void>({ queryFn: () => ({ error: { status: 409, data: { message: 'Room is full' } } }) }) }),
    });
    const store = createAppStore();
    await store.dispatch(api.endpoints.failing.initiate());
    expect(selectSnackbar(store.getState())).toMatchObject({ open: true, text: 'Room is full' });
  });
});
