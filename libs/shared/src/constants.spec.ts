import { reconnectDelayMs, THEME_COLORS } from './constants';
import { DEFAULT_TILE_DISPLAY, ESSENTIAL_TILE_DISPLAY, NotificationType } from './notifications';
import { DEFAULT_FEATURE_CONTROL, FEATURE_FLAGS } from './feature-control';
import { registrationPercent, showsRegistrationProgress } from './registration';
import { shouldOfferUpdate } from './version';

describe('hub reconnect delays', () => {
  it('waits 5 to 6 s while under 5 s have elapsed', () => {
    expect(reconnectDelayMs(0, 0)).toBe(5000);
    expect(reconnectDelayMs(4999, 0.999)).toBe(5999);
  });

  it('waits 15 s while under 15 s have elapsed, then 60 s', () => {
    expect(reconnectDelayMs(5000, 0.5)).toBe(15000);
    expect(reconnectDelayMs(14999)).toBe(15000);
    expect(reconnectDelayMs(15000)).toBe(60000);
  });
});

describe('theme colours', () => {
  it('differ between light and dark only in the background', () => {
    expect(THEME_COLORS.light.primary).toBe('#2465FF');
    expect(THEME_COLORS.light.background).toBe('#F2F2F2');
    expect(THEME_COLORS.dark.background).toBe('#1D2027');
    expect({ ...THEME_COLORS.dark, background: '' }).toEqual({ ...THEME_COLORS.light, background: '' });
  });
});

describe('notifications and tiles', () => {
  it('numbers notification types as the spec does', () => {
    expect(NotificationType.OnMyWay).toBe(15);
    expect(NotificationType.ValidationError).toBe(97);
    expect(NotificationType.Error).toBe(98);
    expect(NotificationType.Other).toBe(99);
  });

  it('shows every tile by default and six in the second default', () => {
    expect(Object.values(DEFAULT_TILE_DISPLAY).every(Boolean)).toBe(true);
    expect(Object.keys(DEFAULT_TILE_DISPLAY)).toHaveLength(16);
    const on = Object.entries(ESSENTIAL_TILE_DISPLAY).filter(([, shown]) => shown).map(([kind]) => kind);
    expect(on).toEqual(['message', 'incident', 'medication', 'registration', 'attendance', 'onMyWay']);
  });

  it('turns every feature on for a new daycare', () => {
    expect(FEATURE_FLAGS).toHaveLength(9);
    expect(Object.values(DEFAULT_FEATURE_CONTROL).every(Boolean)).toBe(true);
  });
});

describe('registration progress', () => {
  it('fills 14.2 percent per step and shows only while under way (1 to 6)', () => {
    expect(registrationPercent(0)).toBe(0);
    expect(registrationPercent(2)).toBe(28.4);
    expect(registrationPercent(7)).toBe(99.4);
    expect(registrationPercent(9)).toBe(99.4);
    expect(showsRegistrationProgress(0)).toBe(false);
    expect(showsRegistrationProgress(1)).toBe(true);
    expect(showsRegistrationProgress(6)).toBe(true);
    expect(showsRegistrationProgress(7)).toBe(false);
  });
});

describe('version check', () => {
  it('offers an update only for a stored version above 0 that differs from the server', () => {
    expect(shouldOfferUpdate(undefined, 5)).toBe(false);
    expect(shouldOfferUpdate(0, 5)).toBe(false);
    expect(shouldOfferUpdate(5, 5)).toBe(false);
    expect(shouldOfferUpdate(4, 5)).toBe(true);
  });
});
