export { baseApi, prepareHeaders, storedAccessToken, xsrfToken } from './base-api';
/** Endpoints and hooks generated from the gateway's OpenAPI document (`npm run codegen`). */
export * from './generated/endpoints';
