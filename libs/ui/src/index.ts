// Presentation only: components that draw what they are given. Nothing here fetches data, reads
// the store or knows the routes table (those live in @daycare/shared-features).
export * from './theme';
export * from './icon';
export * from './page';
export * from './providers';
export * from './style-nonce';
export * from './panel';
export * from './arrival-fields';
export * from './picker-formats';
export * from './validity-fields';
export * from './ratio-tag';
export * from './phone-input';
export * from './touch-targets';
export * from './wrapping-tabs';
export * from './responsive-table';
export * from './visually-hidden';
