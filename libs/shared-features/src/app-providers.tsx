import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setLanguage } from '@daycare/i18n';
import { selectLanguage, selectTheme, useAppSelector, type AppStore } from '@daycare/store';
import { ThemeProviders } from '@daycare/ui';

function StoreTheme({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    void setLanguage(language);
  }, [language]);
  return <ThemeProviders themeName={useAppSelector(selectTheme)} language={language}>{children}</ThemeProviders>;
}

/** What every page needs around it: the store, and the theme and language the user chose. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <StoreTheme>{children}</StoreTheme>
    </Provider>
  );
}
