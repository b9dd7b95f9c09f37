import { Flex, Typography, theme } from 'antd';
import { Link } from 'react-router';
import {
  mdiCalendarRemove, mdiCarClock, mdiChevronRight, mdiFileSign, mdiFoodApple, mdiMessageText, mdiReceiptText,
} from '@mdi/js';
import { findRoute, routeSummary, routeTitle } from '@daycare/routes';
import { Mdi, Panel } from '@daycare/ui';
import { useT } from '../../i18n';

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
            <Typography.Text strong>{routeTitle(entry)}</Typography.Text>
            <Typography.Text type="secondary">{routeSummary(entry)}</Typography.Text>
          </Flex>
          <Mdi path={mdiChevronRight} size={1} color={token.colorTextTertiary} />
        </Flex>
      </Panel>
    </Link>
  );
}

/** One tap to each thing a family does every week. */
export function EverydayTasks() {
  const t = useT();
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={2} style={{ margin: 0 }}>{t('home.everydayTasks')}</Typography.Title>
      {SHORTCUTS.map((shortcut) => <Shortcut key={shortcut.path} {...shortcut} />)}
    </Flex>
  );
}
