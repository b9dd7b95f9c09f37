export * from './theme';
export * from './icon';
export * from './feature-page';
export * from './providers';
export * from './standalone';
export * from './route-cards';
export * from './panel';
export * from './access-requests-page';
