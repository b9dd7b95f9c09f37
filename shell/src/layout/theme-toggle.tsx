import { Button, Tooltip } from 'antd';
import { mdiWeatherNight, mdiWeatherSunny } from '@mdi/js';
import { selectTheme, toggleTheme, useAppDispatch, useAppSelector } from '@daycare/store';
import { Mdi } from '@daycare/ui';

/** Switches between the light and the dark theme; the choice is saved in this browser. */
export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const dark = useAppSelector(selectTheme) === 'dark';
  const label = dark ? 'Light theme' : 'Dark theme';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        icon={<Mdi path={dark ? mdiWeatherSunny : mdiWeatherNight} />}
        onClick={() => dispatch(toggleTheme())}
      />
    </Tooltip>
  );
}
