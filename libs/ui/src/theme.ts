import { theme as antdTheme, type ThemeConfig } from 'antd';
import { THEME_COLORS, type ThemeName } from '@daycare/shared';

/**
 * Text colours that reach 4.5:1 on the page and on surfaces: antd's grey secondary text, the brand
 * blue as link text and the status colours as tag text all fall short of it.
 */
const READABLE_TEXT: Record<ThemeName, ThemeConfig['token']> = {
  // A hovered or pressed link darkens (light) or lightens (dark) instead of fading toward the background.
  // A hovered primary button darkens, so its white text keeps 4.5:1 (antd lightens it).
  light: { colorLink: '#1A56DB', colorLinkHover: '#123FA6', colorLinkActive: '#0F3590', colorPrimaryHover: '#1A56DB', colorPrimaryActive: '#123FA6', colorTextDescription: 'rgba(0,0,0,0.62)', colorTextTertiary: 'rgba(0,0,0,0.62)', colorTextPlaceholder: 'rgba(0,0,0,0.58)' },
  dark: {
    // A seed: antd's dark algorithm darkens it to #87A2DC, which still reads at 5:1 on dark containers.
    colorLink: '#9BBBFF',
    colorLinkHover: '#B2C5E8',
    colorLinkActive: '#C8D8F3',
    // A hovered primary button darkens, so its white text keeps 4.5:1 (antd lightens it to 3.9:1).
    colorPrimaryHover: '#1E49AD',
    colorPrimaryActive: '#1B387E',
    colorPrimaryText: '#7FA6FF',
    colorErrorText: '#FF8A8A',
    colorTextDescription: 'rgba(255,255,255,0.65)',
    colorTextTertiary: 'rgba(255,255,255,0.65)',
    colorTextPlaceholder: 'rgba(255,255,255,0.55)',
  },
};

/**
 * Tags write their text in the status colour: darker shades of the same hues keep it readable on
 * white, lighter ones on dark (antd's dark algorithm darkens the spec's error red to 2.7:1).
 */
const TAG_TEXT: Record<ThemeName, NonNullable<ThemeConfig['components']>['Tag']> = {
  light: { colorSuccess: '#4F6B1A', colorWarning: '#8A4B00', colorInfo: '#1F6E85', colorError: '#A3304F' },
  dark: { colorSuccess: '#B5D67A', colorWarning: '#FFC27A', colorInfo: '#8AD3E8', colorError: '#E59AAC' },
};

/** The chosen tab in the readable link blue (the brand blue on the page background reads at 4.3:1). */
const TABS: Record<ThemeName, NonNullable<ThemeConfig['components']>['Tabs']> = {
  light: { itemSelectedColor: '#1A56DB', itemHoverColor: '#1A56DB', itemActiveColor: '#1A56DB' },
  dark: { itemSelectedColor: '#9BBBFF', itemHoverColor: '#9BBBFF', itemActiveColor: '#9BBBFF' },
};

/** The menu's current entry in the readable link blue on its tinted background. */
const MENU: Record<ThemeName, NonNullable<ThemeConfig['components']>['Menu']> = {
  light: { itemSelectedColor: '#1A56DB', subMenuItemSelectedColor: '#1A56DB', horizontalItemSelectedColor: '#1A56DB' },
  dark: { itemSelectedColor: '#C8D8F3', subMenuItemSelectedColor: '#C8D8F3', horizontalItemSelectedColor: '#C8D8F3' },
};

/** Danger buttons (Delete) on dark: a light red their text reads in, dark text on the filled ones. */
const BUTTON_DANGER: Record<ThemeName, NonNullable<ThemeConfig['components']>['Button']> = {
  light: {},
  dark: { colorError: '#E59AAC', colorErrorHover: '#F2B6C3', colorErrorActive: '#CC8394', dangerColor: '#1D2027' },
};

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
      ...READABLE_TEXT[name],
      colorError: colors.error,
      colorInfo: colors.info,
      colorSuccess: colors.success,
      colorWarning: colors.warning,
      colorBgLayout: colors.background,
      ...(dark ? { colorBgBase: colors.background } : { colorBgContainer: colors.surface }),
    },
    components: {
      Tag: TAG_TEXT[name],
      Button: BUTTON_DANGER[name],
      Tabs: TABS[name],
      Menu: MENU[name],
      Layout: { headerBg: dark ? undefined : colors.surface, footerBg: colors.background, bodyBg: colors.background, headerPadding: '0 16px' },
    },
  };
}

/** The product's accent colour, for highlights antd has no token for. */
export function accentColor(name: ThemeName): string {
  return THEME_COLORS[name].accent;
}
