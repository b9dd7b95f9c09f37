export { baseApi, prepareHeaders, storedAccessToken, xsrfToken } from './base-api';
