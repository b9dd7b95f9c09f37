// Pieces several apps share that read the store, the routes table or the API: the federation
// plumbing (route tables, standalone mounting, the providers), shared pages and route-aware links.
export * from './app-providers';
export * from './route-page';
export * from './standalone';
export * from './route-cards';
export * from './route-links';
export * from './may-open';
export * from './access-requests-page';
export * from './form-error';
export * from './route-params';
export { downloadFamilyArchive } from './family-download';
