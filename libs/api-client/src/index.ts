export { baseApi, ensureXsrfCookie, prepareHeaders, storedAccessToken, xsrfToken } from './base-api';
export { configureSession, type SessionHooks, type SessionTokens } from './reauth';
/** Endpoints and hooks generated from the gateway's OpenAPI document (`npm run codegen`). */
export * from './generated/endpoints';
