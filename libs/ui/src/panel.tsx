import { useState, type CSSProperties, type ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';

export interface PanelProps {
  title?: ReactNode;
  /** Shown at the right of the title, e.g. a tag. */
  extra?: ReactNode;
  size?: 'small' | 'default';
  /** Lifts on hover, for a panel that is a link. */
  hoverable?: boolean;
  style?: CSSProperties;
  /** Names the panel for assistive technology (and tests), e.g. the room it shows. */
  'aria-label'?: string;
  children?: ReactNode;
}

/**
 * A bordered surface that looks like antd's Card. antd's Card brings Tabs, Dropdown, Menu and the
 * form engine with it (about 40 KB gzip), so pages on the first-load path use this instead.
 */
export function Panel({ title, extra, size = 'default', hoverable = false, style, children, 'aria-label': ariaLabel }: PanelProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const padding = size === 'small' ? token.paddingSM : token.paddingLG;
  return (
    <section
      aria-label={ariaLabel}
      onMouseEnter={hoverable ? () => setHovered(true) : undefined}
      onMouseLeave={hoverable ? () => setHovered(false) : undefined}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: hovered ? token.boxShadowTertiary : undefined,
        transition: `box-shadow ${token.motionDurationMid}`,
        ...style,
      }}
    >
      {title !== undefined && (
        <Flex
          align="center"
          justify="space-between"
          gap={8}
          style={{ padding: `${token.paddingSM}px ${padding}px`, borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}` }}
        >
          <Typography.Text strong style={{ fontSize: size === 'small' ? token.fontSize : token.fontSizeLG }}>{title}</Typography.Text>
          {extra}
        </Flex>
      )}
      <div style={{ padding }}>{children}</div>
    </section>
  );
}
