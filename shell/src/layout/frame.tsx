import type { ReactNode } from 'react';
import { theme } from 'antd';

/** The bar at the top of every page, on the theme's surface colour; it stays while the page scrolls. */
export function HeaderBar({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: 64,
        padding: `0 ${token.paddingLG}px`,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {children}
    </header>
  );
}

/** The whole page on the theme's background: header, content that fills the height, footer. */
export function PageFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid="page-frame"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgLayout,
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}
