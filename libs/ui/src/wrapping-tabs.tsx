import type { ReactNode } from 'react';
import { Button, Flex, Grid, Tabs, type TabsProps } from 'antd';

export interface WrappingTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface WrappingTabsProps {
  /** Names the tabs and their panels (`<id>-tab-<key>`, `<id>-panel-<key>`). */
  id: string;
  items: WrappingTab[];
  activeKey: string;
  onChange: (key: string) => void;
}

/**
 * Tabs whose bar wraps onto a second line on a phone. antd's own bar scrolls and hides what does not
 * fit behind a "more" button placed inside the tab list, which then holds something that is not a
 * tab: screen readers are told a wrong structure (and axe refuses it).
 */
export function WrappingTabs({ id, items, activeKey, onChange }: WrappingTabsProps) {
  const { md } = Grid.useBreakpoint();
  const wrappingBar: TabsProps['renderTabBar'] = ({ onTabClick }) => (
    <Flex role="tablist" wrap gap={8} style={{ marginBottom: 16 }}>
      {items.map((item) => {
        const selected = item.key === activeKey;
        return (
          <Button
            key={item.key}
            id={`${id}-tab-${item.key}`}
            role="tab"
            aria-selected={selected}
            aria-controls={`${id}-panel-${item.key}`}
            type={selected ? 'primary' : 'default'}
            onClick={(event) => onTabClick(item.key, event)}
          >
            {item.label}
          </Button>
        );
      })}
    </Flex>
  );
  return <Tabs id={id} activeKey={activeKey} onChange={onChange} items={items} renderTabBar={md ? undefined : wrappingBar} />;
}
