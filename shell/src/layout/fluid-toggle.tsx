import { Grid } from 'antd';
import { mdiArrowCollapseHorizontal, mdiArrowExpandHorizontal } from '@mdi/js';
import { selectFluidLayout, selectUser, toggleFluidLayout, useAppDispatch, useAppSelector } from '@daycare/store';
import { useT } from '../i18n';
import { HeaderButton } from './header-button';

/** Wide or fixed-width content, for signed-in users on medium and larger screens. */
export function FluidToggle() {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const fluid = useAppSelector(selectFluidLayout);
  const screens = Grid.useBreakpoint();
  if (!user || !screens.md) return null;
  return (
    <HeaderButton
      label={fluid ? t('header.fixedWidth') : t('header.fullWidth')}
      aria-pressed={fluid}
      icon={fluid ? mdiArrowCollapseHorizontal : mdiArrowExpandHorizontal}
      onClick={() => dispatch(toggleFluidLayout())}
    />
  );
}
