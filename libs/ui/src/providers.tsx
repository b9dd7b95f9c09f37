import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { ThemeName } from '@daycare/shared';
import { pageStyleNonce } from './style-nonce';
import { buildTheme } from './theme';

/** antd themed with the product's colours, and `<html data-theme>` so page styles and tests can tell. */
export function ThemeProviders({ themeName, children }: { themeName: ThemeName; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(themeName), [themeName]);
  // antd's CSS-in-JS injects <style> tags: they carry the page's nonce, so the CSP needs no 'unsafe-inline'.
  const [csp] = useState(() => ({ nonce: pageStyleNonce() }));
  useEffect(() => {
    document.documentElement.dataset.theme = themeName;
    document.documentElement.style.colorScheme = themeName;
  }, [themeName]);
  return (
    <ConfigProvider theme={theme} csp={csp}>{children}</ConfigProvider>
  );
}
