import { theme as antdTheme, type ThemeConfig } from 'antd';
import { THEME_COLORS, type ThemeName } from '@daycare/shared';

/**
 * antd tokens carrying the product's colours. Dark keeps the brand colours and the spec's
 * background; its containers are what antd's dark algorithm derives from that background (the
 * spec's white surface would leave white text unreadable, see docs/decisions.md).
 */
export function buildTheme(name: ThemeName): ThemeConfig {
  const colors = THEME_COLORS[name];
  const dark = name === 'dark';
  return {
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: colors.primary,
      colorLink: colors.primary,
      colorError: colors.error,
      colorInfo: colors.info,
      colorSuccess: colors.success,
      colorWarning: colors.warning,
      colorBgLayout: colors.background,
      ...(dark ? { colorBgBase: colors.background } : { colorBgContainer: colors.surface }),
    },
    components: {
      Layout: { headerBg: dark ? undefined : colors.surface, footerBg: colors.background, bodyBg: colors.background, headerPadding: '0 16px' },
    },
  };
}

/** The product's accent colour, for highlights antd has no token for. */
export function accentColor(name: ThemeName): string {
  return THEME_COLORS[name].accent;
}
