import { mdiWeatherNight, mdiWeatherSunny } from '@mdi/js';
import { selectTheme, toggleTheme, useAppDispatch, useAppSelector } from '@daycare/store';
import { useT } from '../i18n';
import { HeaderButton } from './header-button';

/** Switches between the light and the dark theme; the choice is saved in this browser (and to a signed-in user). */
export function ThemeToggle() {
  const t = useT();
  const dispatch = useAppDispatch();
  const dark = useAppSelector(selectTheme) === 'dark';
  return (
    <HeaderButton label={dark ? t('header.lightTheme') : t('header.darkTheme')} icon={dark ? mdiWeatherSunny : mdiWeatherNight} onClick={() => dispatch(toggleTheme())} />
  );
}
