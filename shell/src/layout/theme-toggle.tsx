import { mdiWeatherNight, mdiWeatherSunny } from '@mdi/js';
import { selectTheme, toggleTheme, useAppDispatch, useAppSelector } from '@daycare/store';
import { HeaderButton } from './header-button';

/** Switches between the light and the dark theme; the choice is saved in this browser (and to a signed-in user). */
export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const dark = useAppSelector(selectTheme) === 'dark';
  return (
    <HeaderButton label={dark ? 'Light theme' : 'Dark theme'} icon={dark ? mdiWeatherSunny : mdiWeatherNight} onClick={() => dispatch(toggleTheme())} />
  );
}
