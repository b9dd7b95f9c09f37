import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { selectTheme, useAppSelector, type AppStore } from '@daycare/store';
import { ThemeProviders } from '@daycare/ui';

function StoreTheme({ children }: { children: ReactNode }) {
  return <ThemeProviders themeName={useAppSelector(selectTheme)}>{children}</ThemeProviders>;
}

/** What every page needs around it: the store and the theme the user chose. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <StoreTheme>{children}</StoreTheme>
    </Provider>
  );
}
