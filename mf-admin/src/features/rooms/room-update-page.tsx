import { Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useRoomByIdQuery, useRoomSettingsQuery, type RoomDetailDto } from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { RoomForm, valuesOf } from './room-form';
import { useNumberParam } from './page-helpers';

handleErrorsInPage('roomSettings', 'roomById');

const PATH = '/rooms/update/:roomId';

/** The room's live ratio: who is in now against what its ratio requires. */
export function LiveRatio({ room }: { room: RoomDetailDto }) {
  if (!room.inRatio) return <Tag>Not in ratio</Tag>;
  const short = room.staffIn < room.requiredStaff;
  return (
    <Flex gap={8} wrap align="center" data-testid={`live-ratio-${room.id}`}>
      <Typography.Text>
        {room.childrenIn} {room.childrenIn === 1 ? 'child' : 'children'} in · {room.staffIn} staff in · {room.requiredStaff} required
      </Typography.Text>
      {short ? <Tag color="error">Short {room.requiredStaff - room.staffIn} staff</Tag> : <Tag color="success">In ratio</Tag>}
    </Flex>
  );
}

export function RoomNotFound() {
  return <Result status="404" title="This room was not found" subTitle="It may have been deleted." extra={<Link to="/agegroups">See the rooms</Link>} />;
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
