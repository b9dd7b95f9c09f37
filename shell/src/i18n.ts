import { defineCatalogue, type KeyOf } from '@daycare/i18n';
import english from './locales/en.json';

/** The texts of @daycare/shell: English bundled, other languages downloaded when first chosen. */
export const { t, useT, RichText } = defineCatalogue('shell', english, { 'pt-BR': () => import('./locales/pt-BR.json') });

/** A key of the shell's catalogue, e.g. `header.openMenu`. */
export type ShellKey = KeyOf<typeof english>;

/** `t` as `useT()` returns it, for helpers that build texts from a component's `t`. */
export type ShellTranslate = ReturnType<typeof useT>;
