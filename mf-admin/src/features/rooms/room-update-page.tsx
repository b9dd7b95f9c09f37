import { Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useRoomByIdQuery, useRoomSettingsQuery, type RoomDetailDto } from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { RoomForm, valuesOf } from './room-form';
import { useT } from '../../i18n';
import { useNumberParam } from './page-helpers';

handleErrorsInPage('roomSettings', 'roomById');

const PATH = '/rooms/update/:roomId';

/** The room's live ratio: who is in now against what its ratio requires. */
export function LiveRatio({ room }: { room: RoomDetailDto }) {
  const t = useT();
  if (!room.inRatio) return <Tag>{t('rooms.notInRatio')}</Tag>;
  const short = room.staffIn < room.requiredStaff;
  return (
    <Flex gap={8} wrap align="center" data-testid={`live-ratio-${room.id}`}>
      <Typography.Text>
        {t('rooms.liveCount', {
          children: t('people.childrenInCount', { count: room.childrenIn }),
          staff: t('people.staffInCount', { count: room.staffIn }),
          required: t('rooms.requiredCount', { count: room.requiredStaff }),
        })}
      </Typography.Text>
      {short ? <Tag color="error">{t('rooms.shortStaff', { count: room.requiredStaff - room.staffIn })}</Tag> : <Tag color="success">{t('rooms.inRatio')}</Tag>}
    </Flex>
  );
}

export function RoomNotFound() {
  const t = useT();
  return <Result status="404" title={t('roomForm.notFound')} subTitle={t('roomForm.notFoundHelp')} extra={<Link to="/agegroups">{t('roomForm.seeRooms')}</Link>} />;
}

/** Edit a room: name, ratio flag, capacity, age group, own ratio, hours; or delete it (/rooms/update/:roomId). */
export default function RoomUpdatePage() {
  const roomId = useNumberParam(PATH, 'roomId');
  const settings = useRoomSettingsQuery({ roomId: roomId ?? 0 }, { skip: !roomId });
  const live = useRoomByIdQuery({ roomId: roomId ?? 0 }, { skip: !roomId });
  let content;
  if (!roomId || settings.isError) content = <RoomNotFound />;
  else if (!settings.data) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else {
    content = (
      <Flex vertical gap={16}>
        {live.data && <LiveRatio room={live.data} />}
        <RoomForm key={roomId} roomId={roomId} initial={valuesOf(settings.data)} />
      </Flex>
    );
  }
  return <RoutePage path={PATH}>{content}</RoutePage>;
}
