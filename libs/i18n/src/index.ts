// One i18next instance for every app, each app's texts under its own namespace, and dates,
// times, numbers and money through Intl in the reader's language.
export { i18n, currentLanguage, setLanguage, registerCatalogue, type Catalogue, type OtherLanguage } from './i18n';
export { defineCatalogue, type BoundCatalogue, type RichTextProps, type TextValues, type Translate } from './catalogue';
export type { KeyOf } from './keys';
export * from './format';
export * from './common';
