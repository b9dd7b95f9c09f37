import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import english from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import { mdiEyeOffOutline, mdiEyeOutline } from '@mdi/js';
import type { Language, ThemeName } from '@daycare/shared';
import { Mdi } from './icon';
import { pageStyleNonce } from './style-nonce';
import { ICON_TARGET } from './touch-targets';
import { buildTheme } from './theme';

/** antd's own texts (date pickers, pagination, empty tables) and dayjs's month names, downloaded when a language is first chosen. */
const COMPONENT_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  'pt-BR': async () => {
    const [antd] = await Promise.all([import('antd/es/locale/pt_BR'), import('dayjs/locale/pt-br')]);
    return antd.default;
  },
};

/**
 * antd's locale for a language once downloaded, English (antd's own, already in its code) until then:
 * always a locale, since antd wraps the page differently with none and React would draw it anew.
 */
function useComponentLocale(language: Language): Locale {
  const [loaded, setLoaded] = useState<Partial<Record<Language, Locale>>>({});
  useEffect(() => {
    if (language === 'en') {
      dayjs.locale('en');
      return;
    }
    let current = true;
    void COMPONENT_LOCALES[language]().then((locale) => {
      if (!current) return;
      dayjs.locale(locale.locale);
      setLoaded((before) => ({ ...before, [language]: locale }));
    });
    return () => {
      current = false;
    };
  }, [language]);
  return (language === 'en' ? undefined : loaded[language]) ?? english;
}

/** A password field's show/hide eye is a 24-pixel target, large enough to tap (antd draws it at 14). */
const INPUT_PASSWORD = {
  iconRender: (visible: boolean) => <span style={ICON_TARGET}><Mdi path={visible ? mdiEyeOutline : mdiEyeOffOutline} size={0.75} /></span>,
};

/** antd themed with the product's colours and speaking the reader's language, and `<html data-theme>` so page styles and tests can tell. */
export function ThemeProviders({ themeName, language = 'en', children }: { themeName: ThemeName; language?: Language; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(themeName), [themeName]);
  const locale = useComponentLocale(language);
  // antd's CSS-in-JS injects <style> tags: they carry the page's nonce, so the CSP needs no 'unsafe-inline'.
  const [csp] = useState(() => ({ nonce: pageStyleNonce() }));
  useEffect(() => {
    document.documentElement.dataset.theme = themeName;
    document.documentElement.style.colorScheme = themeName;
  }, [themeName]);
  return (
    <ConfigProvider theme={theme} csp={csp} locale={locale} inputPassword={INPUT_PASSWORD}>{children}</ConfigProvider>
  );
}
