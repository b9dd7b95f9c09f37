export * from './types';
export { ROUTES } from './manifest';
export * from './lookup';
