import { useRoomChildRoomQuery, useRoomUpdateChildMutation } from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { HomeRoomForm } from './home-room-form';
import { useNumberParam } from './page-helpers';

handleErrorsInPage('roomChildRoom', 'roomUpdateChild');

const PATH = '/rooms/child/:childId';

/** Moves a child to another home room (/rooms/child/:childId). */
export default function ChildRoomPage() {
  const childId = useNumberParam(PATH, 'childId');
  const current = useRoomChildRoomQuery({ childId: childId ?? 0 }, { skip: !childId });
  const [update, updating] = useRoomUpdateChildMutation();
  return (
    <RoutePage path={PATH}>
      <HomeRoomForm
        key={current.data?.child.id}
        kind="child"
        person={current.data?.child}
        room={current.data?.room}
        loading={current.isLoading}
        notFound={!childId || current.isError}
        saving={updating.isLoading}
        onSave={async (roomId) => (await update({ updateChildRoomDto: { childId: childId ?? 0, roomId } })).error}
      />
    </RoutePage>
  );
}
