import { Result } from 'antd';
import { Link } from 'react-router';
import { selectUser, useAppSelector } from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { RoomForm } from './room-form';
import { useT } from '../../i18n';
import { useNumberParam } from './page-helpers';

const PATH = '/rooms/create/:daycareId';

/** Add a room to the centre (/rooms/create/:daycareId); only the current centre takes new rooms. */
export default function RoomCreatePage() {
  const daycareId = useNumberParam(PATH, 'daycareId');
  const current = useAppSelector(selectUser)?.daycare;
  const t = useT();
  return (
    <RoutePage path={PATH}>
      {current && daycareId === current.id ? (
        <RoomForm />
      ) : (
        <Result
          status="404"
          title={t('roomForm.centreNotFound')}
          subTitle={t('roomForm.centreNotFoundHelp')}
          extra={current && <Link to={`/rooms/create/${current.id}`}>{t('roomForm.addRoomTo', { centre: current.label })}</Link>}
        />
      )}
    </RoutePage>
  );
}
