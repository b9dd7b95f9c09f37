import { Col, Flex, Row, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { mdiAccountTie, mdiCalendarMonth, mdiClipboardCheckOutline, mdiSwapHorizontal } from '@mdi/js';
import { findRoute } from '@daycare/routes';
import { ComingSoon, Mdi, Panel, RoutePage } from '@daycare/ui';

const TILES: { path: string; icon: string }[] = [
  { path: '/tablet/search/staff', icon: mdiAccountTie },
  { path: '/tablet/weeklyAttendance', icon: mdiCalendarMonth },
  { path: '/tablet/dailyChecklist', icon: mdiClipboardCheckOutline },
  { path: '/tablet/people/move', icon: mdiSwapHorizontal },
];

function Tile({ path, icon }: { path: string; icon: string }) {
  const { token } = theme.useToken();
  const entry = findRoute(path)?.entry;
  if (!entry) throw new Error(`${path} is not a route of the manifest`);
  return (
    <Link to={path}>
      <Panel hoverable style={{ height: '100%', minHeight: 180 }}>
        <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
          <Mdi path={icon} size={3} color={token.colorPrimary} />
          <Typography.Title level={3} style={{ margin: 0 }}>{entry.title}</Typography.Title>
          <Typography.Text type="secondary">{entry.summary}</Typography.Text>
        </Flex>
      </Panel>
    </Link>
  );
}

/** The room tablet's start screen: the room's children to check in, and big tiles for the room's other tasks. */
export default function ChildSearchPage() {
  return (
    <RoutePage path="/tablet/search/child">
      <Flex vertical gap={24}>
        <ComingSoon what="The children of this room, to sign in and out with one touch," />
        <Row gutter={[24, 24]}>
          {TILES.map((tile) => (
            <Col key={tile.path} xs={24} sm={12} lg={6}>
              <Tile {...tile} />
            </Col>
          ))}
        </Row>
      </Flex>
    </RoutePage>
  );
}
