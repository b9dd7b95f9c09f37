import { Drawer, Flex, Grid, Segmented, Select } from 'antd';
import { useRoomListQuery } from '@daycare/api-client';
import { selectUser, useAppDispatch, useAppSelector } from '@daycare/store';
import { ComingSoon } from '@daycare/ui';
import { useT } from '../../i18n';
import { flyoutClosed, flyoutRoomChosen, flyoutTypeChosen, selectFlyout, type FlyoutType } from './flyout-slice';
import { PeopleView } from './people-view';
import { RoomAttendanceView } from './room-attendance-view';
import { RoomRatios } from './room-ratios';

/** Section 9: 450 wide on a phone, 600 otherwise. */
const WIDTH = { mobile: 450, desktop: 600 };

/**
 * The flyout: a side drawer with a clearable room selector and the People /
 * Attendance / Registration switcher, open beside any admin page.
 */
export default function FlyoutPanel() {
  const t = useT();
  const { show, type, roomId } = useAppSelector(selectFlyout);
  const dispatch = useAppDispatch();
  const desktop = Grid.useBreakpoint().md ?? true;
  const rooms = useRoomListQuery(undefined, { skip: !show });
  const daycareId = useAppSelector(selectUser)?.daycare?.id;
  return (
    <Drawer
      title={t('frame.rooms')}
      placement="right"
      size={desktop ? WIDTH.desktop : WIDTH.mobile}
      open={show}
      onClose={() => dispatch(flyoutClosed())}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Select<number>
          allowClear
          aria-label={t('common.room')}
          placeholder={t('flyout.everyRoom')}
          value={roomId ?? undefined}
          loading={rooms.isLoading}
          options={(rooms.data ?? []).map((room) => ({ label: room.label, value: room.id }))}
          onChange={(chosen) => {
            const room = rooms.data?.find((candidate) => candidate.id === chosen);
            dispatch(flyoutRoomChosen({ roomId: room?.id ?? null, inRatio: room?.inRatio ?? true }));
          }}
        />
        {daycareId !== undefined && <RoomRatios daycareId={daycareId} roomId={roomId} />}
        <Segmented<FlyoutType>
          block
          value={type}
          onChange={(next) => dispatch(flyoutTypeChosen(next))}
          options={[
            { label: t('flyout.people'), value: 'people' }, { label: t('flyout.attendance'), value: 'attendance' }, { label: t('flyout.registration'), value: 'registration' },
          ]}
        />
        {type === 'people' && <PeopleView />}
        {type === 'attendance' && <RoomAttendanceView />}
        {type === 'registration' && <ComingSoon what={t('flyout.registrationsComingSoon')} />}
      </Flex>
    </Drawer>
  );
}
