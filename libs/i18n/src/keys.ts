import type { Catalogue } from './i18n';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every key of a catalogue as `a.b.c`, plural forms named once without their suffix. */
export type KeyOf<C> = {
  [K in keyof C & string]: C[K] extends string ? WithoutPlural<K> : C[K] extends Catalogue ? `${K}.${KeyOf<C[K]>}` : never;
}[keyof C & string];
