import Icon from '@mdi/react';
import type { CSSProperties } from 'react';

export interface MdiProps {
  /** An icon path from @mdi/js, e.g. `mdiHomeHeart`. */
  path: string;
  /** In multiples of 1.5rem, as @mdi/react sizes icons; 1 by default. */
  size?: number;
  /** Defaults to the surrounding text colour. */
  color?: string;
  /** Names the icon for screen readers; without it the icon is decorative and hidden from them. */
  title?: string;
  style?: CSSProperties;
  className?: string;
}

/** A Material Design icon, aligned with the text around it. */
export function Mdi({ path, size = 1, color, title, style, className }: MdiProps) {
  return (
    <Icon
      path={path}
      size={size}
      color={color}
      title={title}
      aria-hidden={title ? undefined : true}
      className={className}
      style={{ verticalAlign: 'middle', flexShrink: 0, ...style }}
    />
  );
}
