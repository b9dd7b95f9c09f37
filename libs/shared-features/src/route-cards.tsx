import { Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useLanguage } from '@daycare/i18n';
import { findRoute, routeSummary, routeTitle } from '@daycare/routes';
import { Mdi, Panel } from '@daycare/ui';

export interface RouteGroup {
  /** In the reader's language. */
  title: string;
  /** An @mdi/js icon path. */
  icon: string;
  /** Manifest URLs without parameters, e.g. '/children' or '/fees'. */
  paths: string[];
}

function RouteLink({ path }: { path: string }) {
  useLanguage();
  const entry = findRoute(path)?.entry;
  if (!entry) throw new Error(`${path} is not a route of the manifest`);
  return (
    <Link to={path} style={{ display: 'block' }}>
      <Typography.Text strong style={{ color: 'inherit' }}>{routeTitle(entry)}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {routeSummary(entry)}
      </Typography.Paragraph>
    </Link>
  );
}

/** Cards of links to a remote's areas, each link titled and described by the manifest, in the reader's language. */
export function RouteCards({ groups }: { groups: RouteGroup[] }) {
  return (
    <Row gutter={[16, 16]}>
      {groups.map((group) => (
        <Col key={group.title} xs={24} md={12} xl={8}>
          <Panel title={<Flex gap={8} align="center"><Mdi path={group.icon} size={1} />{group.title}</Flex>} style={{ height: '100%' }}>
            <Flex vertical gap={12}>
              {group.paths.map((path) => <RouteLink key={path} path={path} />)}
            </Flex>
          </Panel>
        </Col>
      ))}
    </Row>
  );
}
