import { Empty, Flex, Skeleton, Typography } from 'antd';
import { mdiCheckboxBlankCircleOutline } from '@mdi/js';
import { useRoomSupplyListByRoomQuery, useTabletChildrenListQuery, type PeopleChildDto } from '@daycare/api-client';
import { Mdi, Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { namesText } from '../absences/family-helpers';

/** "Emma", "Emma and Noah", "Emma, Noah and Ava". */
function namesOf(children: PeopleChildDto[]): string {
  return namesText(children.map((child) => child.firstName));
}

function RoomSupplyList({ roomId, children }: { roomId: number; children: PeopleChildDto[] }) {
  const t = useT();
  const list = useRoomSupplyListByRoomQuery({ roomId });
  const title = t('supplies.forChildren', { names: namesOf(children) });
  return (
    <Panel title={title} aria-label={title}>
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : list.data?.length ? (
        <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.data.map((item) => (
            <Flex key={item.id} component="li" gap={10} align="start">
              <span style={{ paddingTop: 3 }}><Mdi path={mdiCheckboxBlankCircleOutline} size={0.7} /></span>
              <div>
                <Typography.Text strong style={{ fontSize: 16 }}>{item.label}</Typography.Text>
                {item.note && <Typography.Text type="secondary" style={{ display: 'block' }}>{item.note}</Typography.Text>}
              </div>
            </Flex>
          ))}
        </Flex>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isError ? t('supplies.loadFailed') : t('supplies.empty')} />
      )}
    </Panel>
  );
}

/** The children of each home room, in the order the family's children come. */
function byRoom(children: PeopleChildDto[]): [number, PeopleChildDto[]][] {
  const rooms = new Map<number, PeopleChildDto[]>();
  for (const child of children) {
    if (child.homeRoomId === null) continue;
    rooms.set(child.homeRoomId, [...(rooms.get(child.homeRoomId) ?? []), child]);
  }
  return [...rooms.entries()];
}

/** What to bring for each of the family's children: their home room's supply list (/room/supplies). */
export default function SupplyListPage() {
  const t = useT();
  const children = useTabletChildrenListQuery({});
  const rooms = byRoom(children.data ?? []);
  const roomless = (children.data ?? []).filter((child) => child.homeRoomId === null);
  return (
    <RoutePage path="/room/supplies">
      {children.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <Flex vertical gap={16}>
          {rooms.map(([roomId, roomChildren]) => <RoomSupplyList key={roomId} roomId={roomId} children={roomChildren} />)}
          {roomless.length > 0 && (
            <Typography.Text type="secondary">
              {t('supplies.noRoom', { count: roomless.length, names: namesOf(roomless) })}
            </Typography.Text>
          )}
          {rooms.length === 0 && roomless.length === 0 && <Empty description={t('supplies.noChildren')} />}
        </Flex>
      )}
    </RoutePage>
  );
}
