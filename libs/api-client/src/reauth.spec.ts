import { configureStore } from '@reduxjs/toolkit';
import { MESSAGES } from '@daycare/shared';
import { baseApi } from './base-api';
import { configureSession, type SessionTokens } from './reauth';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    rooms: build.query<unknown, string>({ query: (name) => `/rooms/${name}` }),
  }),
});

function createStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

type Answer = Response | 'no answer';
/** Answers a request by path and bearer token, e.g. { 'GET /rooms/a old': 401 }. */
type Server = (request: Request, bearer: string | undefined) => Answer | Promise<Answer>;

function json(status: number, body: unknown = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const renewedUser = { id: 7, firstName: 'Dana', accessToken: 'new-access' };

describe('the base query on an expired session', () => {
  let tokens: SessionTokens | null;
  let requests: { path: string; bearer?: string; body?: unknown; credentials: RequestCredentials }[];
  const onRefreshed = jest.fn((user: SessionTokens) => {
    tokens = { accessToken: user.accessToken };
  });
  const onExpired = jest.fn();
  const onLogoutStatus = jest.fn();

  function serve(server: Server) {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      const bearer = request.headers.get('Authorization')?.replace('Bearer ', '');
      const path = new URL(request.url).pathname.replace('/api', '');
      const body = request.method === 'POST' ? await request.clone().json() : undefined;
      requests.push({ path, bearer, body, credentials: request.credentials });
      const answer = await server(request, bearer);
      if (answer === 'no answer') throw new TypeError('Failed to fetch');
      return answer;
    });
  }

  const refreshCalls = () => requests.filter((request) => request.path === '/auth/refreshTokenV2');

  /** The gateway: old tokens are expired, the refresh answers new ones after a short while. */
  function expiringServer(retryAnswer: (path: string) => Answer = () => json(200, { rooms: ['Toddlers'] })): Server {
    return async (request, bearer) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/refreshTokenV2') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, renewedUser);
      }
      return bearer === 'new-access' ? retryAnswer(path) : json(401, { message: 'Unauthorized' });
    };
  }

  beforeEach(() => {
    tokens = { accessToken: 'old-access' };
    requests = [];
    jest.clearAllMocks();
    configureSession({ readTokens: () => tokens, onRefreshed, onExpired, onLogoutStatus });
  });

  afterEach(() => jest.restoreAllMocks());

  it('takes the access token another tab has just renewed instead of rotating the session again', async () => {
    serve(expiringServer());
    localStorage.setItem('user', JSON.stringify(renewedUser));
    try {
      const store = createStore();
      const result = await store.dispatch(api.endpoints.rooms.initiate('a'));
      expect(result.data).toEqual({ rooms: ['Toddlers'] });
      expect(refreshCalls()).toEqual([]);
      expect(onRefreshed).toHaveBeenCalledWith(renewedUser);
      expect(onExpired).not.toHaveBeenCalled();
    } finally {
      localStorage.removeItem('user');
    }
  });

  it('refreshes when local storage holds the very access token the gateway refused', async () => {
    serve(expiringServer());
    localStorage.setItem('user', JSON.stringify({ id: 7, accessToken: 'old-access' }));
    try {
      const result = await createStore().dispatch(api.endpoints.rooms.initiate('a'));
      expect(result.data).toEqual({ rooms: ['Toddlers'] });
      expect(refreshCalls()).toHaveLength(1);
    } finally {
      localStorage.removeItem('user');
    }
  });

  it('refreshes once for three requests that meet a 401 together, then retries each with the new token', async () => {
    serve(expiringServer());
    const store = createStore();
    const results = await Promise.all(['a', 'b', 'c'].map((name) => store.dispatch(api.endpoints.rooms.initiate(name))));
    expect(results.map((result) => result.data)).toEqual([{ rooms: ['Toddlers'] }, { rooms: ['Toddlers'] }, { rooms: ['Toddlers'] }]);
    // No token in the body: the browser adds the HttpOnly refresh cookie, which no script can read.
    expect(refreshCalls()).toEqual([{ path: '/auth/refreshTokenV2', bearer: 'old-access', body: {}, credentials: 'same-origin' }]);
    expect(onRefreshed).toHaveBeenCalledTimes(1);
    expect(onRefreshed).toHaveBeenCalledWith(renewedUser);
    const retries = requests.filter((request) => request.bearer === 'new-access').map((request) => request.path);
    expect(retries.sort()).toEqual(['/rooms/a', '/rooms/b', '/rooms/c']);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('answers the retried request with its data and keeps the new tokens', async () => {
    serve(expiringServer());
    const result = await createStore().dispatch(api.endpoints.rooms.initiate('a'));
    expect(result.data).toEqual({ rooms: ['Toddlers'] });
    expect(requests.map((request) => `${request.path} ${request.bearer}`)).toEqual([
      '/rooms/a old-access', '/auth/refreshTokenV2 old-access', '/rooms/a new-access',
    ]);
    expect(tokens).toEqual({ accessToken: 'new-access' });
  });

  it('signs out with the session-expired message when the refresh fails, without a retry', async () => {
    serve((request) => json(401, { message: new URL(request.url).pathname.endsWith('refreshTokenV2') ? MESSAGES.sessionExpired : 'Unauthorized' }));
    const store = createStore();
    const results = await Promise.all(['a', 'b'].map((name) => store.dispatch(api.endpoints.rooms.initiate(name))));
    expect(results.map((result) => result.error)).toEqual([
      { status: 401, data: { message: 'Your session has expired, please login to continue' } },
      { status: 401, data: { message: 'Your session has expired, please login to continue' } },
    ]);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(refreshCalls()).toHaveLength(1);
    expect(requests.filter((request) => request.path.startsWith('/rooms'))).toHaveLength(2);
  });

  it('signs out with the session-expired message when the retry gets a 401 too', async () => {
    serve(expiringServer(() => json(401, { message: 'Unauthorized' })));
    const result = await createStore().dispatch(api.endpoints.rooms.initiate('a'));
    expect(result.error).toEqual({ status: 401, data: { message: MESSAGES.sessionExpired } });
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('signs out the same way when the retry gets no answer', async () => {
    serve(expiringServer(() => 'no answer'));
    const result = await createStore().dispatch(api.endpoints.rooms.initiate('a'));
    expect(result.error).toEqual({ status: 401, data: { message: MESSAGES.sessionExpired } });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('says "We could not complete your request" when the retry fails otherwise, and keeps the session', async () => {
    serve(expiringServer(() => json(500, { message: 'Database unavailable' })));
    const result = await createStore().dispatch(api.endpoints.rooms.initiate('a'));
    expect(result.error).toEqual({ status: 500, data: { message: 'We could not complete your request' } });
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('sends status 306 to the logout route', async () => {
    serve(() => json(306, { message: 'Signed out by the centre' }));
    const result = await createStore().dispatch(api.endpoints.rooms.initiate('a'));
    expect(onLogoutStatus).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ status: 306 });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('passes a 401 through when nobody is signed in, as a wrong password at sign-in', async () => {
    tokens = null;
    serve(() => json(401, { message: 'The email or password is incorrect' }));
    const result = await createStore().dispatch(api.endpoints.rooms.initiate('a'));
    expect(result.error).toEqual({ status: 401, data: { message: 'The email or password is incorrect' } });
    expect(refreshCalls()).toHaveLength(0);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
