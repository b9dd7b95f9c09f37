export { baseApi, ensureXsrfCookie, prepareHeaders, storedAccessToken, xsrfToken } from './base-api';
export { configureSession, type SessionHooks, type SessionTokens } from './reauth';
/** Endpoints and hooks generated from the gateway's OpenAPI document (`npm run codegen`). */
export * from './generated/endpoints';
/** The generated endpoints' cache tags with ids; importing the lib applies them. */
export { enhancedApi, photoChanged } from './enhance-endpoints';
/** The live hub's events, and the caches that patch themselves from them; importing the lib applies them. */
export { HubEventSource, hubEvents, type HubEventListener, type LiveEventName, type LiveEventPayloads, type LiveViewer } from './hub-events';
import './live-cache';
