export * from './theme';
export * from './icon';
export * from './feature-page';
