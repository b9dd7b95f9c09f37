import { useState } from 'react';
import { Col, Empty, Flex, Input, Row, Skeleton, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { mdiAccountTie, mdiCalendarMonth, mdiClipboardCheckOutline, mdiMagnify, mdiPill, mdiSwapHorizontal } from '@mdi/js';
import { useRoomByIdQuery, useTabletChildrenListQuery, useTabletStaffListQuery, type PeopleChildDto } from '@daycare/api-client';
import { findRoute, routeTitle } from '@daycare/routes';
import { selectUser, useAppSelector } from '@daycare/store';
import { Mdi, Panel } from '@daycare/ui';
import { RoutePage, useMayOpen } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { DosesDuePanel } from '../medications/doses-due-panel';
import { noticesByChild, useRoomNotices } from '../on-my-way/room-notices';
import { ChildCard } from './child-card';
import { RoomRatio } from './room-ratio';
import { StillToCome } from './still-to-come';

const TILES: { path: string; icon: string }[] = [
  { path: '/tablet/search/staff', icon: mdiAccountTie },
  { path: '/tablet/weeklyAttendance', icon: mdiCalendarMonth },
  { path: '/tablet/dailyChecklist', icon: mdiClipboardCheckOutline },
  { path: '/tablet/people/move', icon: mdiSwapHorizontal },
  { path: '/medications/list', icon: mdiPill },
];

function Tile({ path, icon }: { path: string; icon: string }) {
  const { token } = theme.useToken();
  const entry = findRoute(path)?.entry;
  if (!entry) throw new Error(`${path} is not a route of the manifest`);
  return (
    <Link to={path}>
      <Panel hoverable style={{ height: '100%' }}>
        <Flex align="center" gap={12}>
          <Mdi path={icon} size={1.6} color={token.colorPrimary} />
          <Typography.Text strong>{routeTitle(entry)}</Typography.Text>
        </Flex>
      </Panel>
    </Link>
  );
}

function matches(child: PeopleChildDto, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return !wanted || child.label.toLowerCase().includes(wanted);
}

/** The room tablet's start screen: the room's live ratio, who is still to come, its children to find by name or photo (marked when a guardian is on the way), and the other tasks. */
export default function ChildSearchPage() {
  const roomId = useAppSelector(selectUser)?.roomId;
  const t = useT();
  const [search, setSearch] = useState('');
  const room = useRoomByIdQuery({ roomId: roomId as number }, { skip: !roomId });
  const children = useTabletChildrenListQuery({});
  const staff = useTabletStaffListQuery({});
  const onTheWay = noticesByChild(useRoomNotices().data);
  // A tile only for a page this tablet may open (moving people, for one, is a director's page).
  const mayOpen = useMayOpen();
  const shown = (children.data ?? []).filter((child) => matches(child, search));
  return (
    <RoutePage path="/tablet/search/child">
      <Flex vertical gap={24}>
        {room.data && <RoomRatio room={room.data} children={children.data ?? []} staff={staff.data ?? []} />}
        <StillToCome roomId={roomId} children={children.data} onTheWay={onTheWay} />
        <DosesDuePanel />
        <Input
          size="large"
          allowClear
          prefix={<Mdi path={mdiMagnify} size={1} />}
          placeholder={t('childSearch.searchByName')}
          aria-label={t('childSearch.searchByName')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {children.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : shown.length ? (
          <Row gutter={[16, 16]}>
            {shown.map((child) => (
              <Col key={child.id} xs={12} sm={8} md={6} xl={4}>
                <ChildCard child={child} roomId={roomId} onTheWay={onTheWay.get(child.id)} />
              </Col>
            ))}
          </Row>
        ) : (
          <Empty description={search ? t('childSearch.noMatch', { search }) : t('childSearch.empty')} />
        )}
        <nav aria-label={t('childSearch.roomTasks')}>
          <Row gutter={[16, 16]}>
            {TILES.filter((tile) => mayOpen(tile.path)).map((tile) => (
              <Col key={tile.path} xs={24} sm={12} lg={6}>
                <Tile {...tile} />
              </Col>
            ))}
          </Row>
        </nav>
      </Flex>
    </RoutePage>
  );
}
