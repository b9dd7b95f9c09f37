import { useRoomStaffRoomQuery, useRoomUpdateStaffMutation } from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { HomeRoomForm } from './home-room-form';
import { useNumberParam } from './page-helpers';

handleErrorsInPage('roomStaffRoom', 'roomUpdateStaff');

const PATH = '/rooms/staff/:staffId';

/** Sets a staff member's (or room tablet's) home room (/rooms/staff/:staffId). */
export default function StaffRoomPage() {
  const staffId = useNumberParam(PATH, 'staffId');
  const current = useRoomStaffRoomQuery({ staffId: staffId ?? 0 }, { skip: !staffId });
  const [update, updating] = useRoomUpdateStaffMutation();
  return (
    <RoutePage path={PATH}>
      <HomeRoomForm
        key={current.data?.staff.id}
        kind="staff"
        person={current.data?.staff}
        room={current.data?.room}
        loading={current.isLoading}
        notFound={!staffId || current.isError}
        saving={updating.isLoading}
        onSave={async (roomId) => (await update({ updateStaffRoomDto: { staffId: staffId ?? 0, roomId } })).error}
      />
    </RoutePage>
  );
}
