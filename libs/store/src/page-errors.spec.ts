import { baseApi } from '@daycare/api-client';
import { handleNotFoundInPage } from './page-errors';
import { selectSnackbar } from './snackbar-slice';
import { createAppStore } from './store';

const records = baseApi.injectEndpoints({
  endpoints: (build) => ({
    recordPageRead: build.query<unknown, void>({ query: () => '/record/byId' }),
  }),
});

function answer(status: number, message: string) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ message }, { status }));
}

describe('a record page that says itself the record was not found', () => {
  beforeAll(() => handleNotFoundInPage('recordPageRead'));

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('leaves the not-found answer to the page', async () => {
    answer(404, 'This child was not found');
    const store = createAppStore();
    await store.dispatch(records.endpoints.recordPageRead.initiate());
    expect(selectSnackbar(store.getState()).open).toBe(false);
  });

  it('still shows its other failures in the snackbar', async () => {
    answer(500, 'The database is not answering');
    const store = createAppStore();
    await store.dispatch(records.endpoints.recordPageRead.initiate());
    expect(selectSnackbar(store.getState())).toMatchObject({ open: true, text: 'The database is not answering' });
  });
});
