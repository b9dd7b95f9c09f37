export * from './types';
export { ROUTES } from './manifest';
export * from './lookup';
export * from './access';
export * from './search-words';
export * from './route-texts';
