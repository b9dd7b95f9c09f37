import { Button, Grid, Tooltip } from 'antd';
import { mdiArrowCollapseHorizontal, mdiArrowExpandHorizontal } from '@mdi/js';
import { selectFluidLayout, selectUser, toggleFluidLayout, useAppDispatch, useAppSelector } from '@daycare/store';
import { Mdi } from '@daycare/ui';

/** Wide or fixed-width content, for signed-in users on medium and larger screens (section 2). */
export function FluidToggle() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const fluid = useAppSelector(selectFluidLayout);
  const screens = Grid.useBreakpoint();
  if (!user || !screens.md) return null;
  const label = fluid ? 'Fixed width layout' : 'Full width layout';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        aria-pressed={fluid}
        icon={<Mdi path={fluid ? mdiArrowCollapseHorizontal : mdiArrowExpandHorizontal} />}
        onClick={() => dispatch(toggleFluidLayout())}
      />
    </Tooltip>
  );
}
