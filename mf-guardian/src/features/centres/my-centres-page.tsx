import { Flex, Typography, theme } from 'antd';
import { Link } from 'react-router';
import {
  mdiCalendarRemove, mdiCarClock, mdiChevronRight, mdiFileSign, mdiFoodApple, mdiMessageText, mdiReceiptText,
} from '@mdi/js';
import { findRoute } from '@daycare/routes';
import { ComingSoon, Mdi, Panel, RoutePage } from '@daycare/ui';

const SHORTCUTS: { path: string; icon: string }[] = [
  { path: '/messages', icon: mdiMessageText },
  { path: '/absence', icon: mdiCalendarRemove },
  { path: '/onmyway', icon: mdiCarClock },
  { path: '/permissions', icon: mdiFileSign },
  { path: '/menu/latest', icon: mdiFoodApple },
  { path: '/invoices/tax', icon: mdiReceiptText },
];

function Shortcut({ path, icon }: { path: string; icon: string }) {
  const { token } = theme.useToken();
  const entry = findRoute(path)?.entry;
  if (!entry) throw new Error(`${path} is not a route of the manifest`);
  return (
    <Link to={path}>
      <Panel size="small" hoverable>
        <Flex align="center" gap={12}>
          <Mdi path={icon} size={1.2} color={token.colorPrimary} />
          <Flex vertical flex={1}>
            <Typography.Text strong>{entry.title}</Typography.Text>
            <Typography.Text type="secondary">{entry.summary}</Typography.Text>
          </Flex>
          <Mdi path={mdiChevronRight} size={1} color={token.colorTextTertiary} />
        </Flex>
      </Panel>
    </Link>
  );
}

/** The centres a family belongs to, and one tap to each everyday task. */
export default function MyCentresPage() {
  return (
    <RoutePage path="/my/centers">
      <Flex vertical gap={12}>
        <ComingSoon what="The centres your family belongs to, and those you applied to," />
        <Typography.Title level={2} style={{ margin: 0 }}>Everyday tasks</Typography.Title>
        {SHORTCUTS.map((shortcut) => <Shortcut key={shortcut.path} {...shortcut} />)}
      </Flex>
    </RoutePage>
  );
}
