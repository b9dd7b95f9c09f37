import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { i18n, registerCatalogue, type Catalogue, type OtherLanguage } from './i18n';
import type { KeyOf } from './keys';

/** Values put into a text: `{{name}}` placeholders, and `count` choosing the plural form. */
export type TextValues = Record<string, string | number | null | undefined>;

export type Translate<Key extends string> = (key: Key, values?: TextValues) => string;

export interface RichTextProps<Key extends string> {
  k: Key;
  values?: TextValues;
  /** Elements for the catalogue's tags: `<a>Read our policy</a>` with `{ a: <Link to="…" /> }` (not `<link>`: HTML parses it as an empty element). */
  components: Record<string, ReactElement>;
}

export interface BoundCatalogue<Key extends string> {
  /** Reads a text in the current language, outside React (a column title built once, a message). */
  t: Translate<Key>;
  /** The same inside a component, which draws again when the person changes language. */
  useT: () => Translate<Key>;
  /** A text with elements inside it (a link in a sentence). */
  RichText: (props: RichTextProps<Key>) => ReactElement;
}

/**
 * An app's or a lib's texts under one namespace, with their keys checked by the type checker
 * against the English catalogue (the other languages must have the same keys: a build check).
 */
export function defineCatalogue<C extends Catalogue>(
  namespace: string,
  english: C,
  others: Record<OtherLanguage, () => Promise<Catalogue | { default: Catalogue }>>,
): BoundCatalogue<KeyOf<C>> {
  registerCatalogue(namespace, english, others);
  type Key = KeyOf<C>;
  // i18next's own key typing knows no namespace of ours: the keys are checked by `Key` instead.
  const translate = i18n.t as unknown as (key: string, options: TextValues & { ns: string }) => string;
  const t: Translate<Key> = (key, values) => translate(key, { ...values, ns: namespace });
  function useT(): Translate<Key> {
    const { t: bound } = useTranslation(namespace, { i18n });
    return bound as unknown as Translate<Key>;
  }
  function RichText({ k, values, components }: RichTextProps<Key>): ReactElement {
    return <Trans i18n={i18n} ns={namespace} i18nKey={k} values={values} components={components} />;
  }
  return { t, useT, RichText };
}
