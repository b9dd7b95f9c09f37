import { Button, Tooltip, type ButtonProps } from 'antd';
import { Mdi } from '@daycare/ui';

export interface HeaderButtonProps extends Omit<ButtonProps, 'icon' | 'type' | 'shape'> {
  /** Read by screen readers and shown as the tooltip. */
  label: string;
  /** An @mdi/js icon path. */
  icon: string;
}

/** A round icon button of a header, named by its tooltip. */
export function HeaderButton({ label, icon, ...props }: HeaderButtonProps) {
  return (
    <Tooltip title={label}>
      <Button {...props} type="text" shape="circle" aria-label={label} icon={<Mdi path={icon} />} />
    </Tooltip>
  );
}
