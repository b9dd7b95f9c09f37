// /reports/health: the daycare side's allergy and medical list per room (printable) with sunscreen and repellent;
// a family's allergens to keep out of their children's rooms and their sunscreen and repellent permissions.
import { useState } from 'react';
import { Flex, Select, Tabs } from 'antd';
import { useRoomListQuery } from '@daycare/api-client';
import { useLanguage } from '@daycare/i18n';
import { isAdminType, UserType } from '@daycare/shared';
import { selectUser, useAppSelector } from '@daycare/store';
import { RoutePage } from '../route-page';
import { FamilyHealth } from './family-health';
import { useT } from './i18n';
import { RoomMedicalList } from './room-medical-list';
import { RoomSunList } from './room-sun-list';

export const HEALTH_PATH = '/reports/health';

function RoomChoice({ roomId, onChange }: { roomId?: number; onChange: (roomId: number) => void }) {
  const t = useT();
  const rooms = useRoomListQuery();
  return (
    <Select<number>
      aria-label={t('room')} placeholder={t('chooseRoom')} value={roomId} onChange={onChange} size="large" loading={rooms.isLoading} className="no-print"
      options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))} style={{ minWidth: 220 }}
    />
  );
}

function RoomHealth() {
  useLanguage();
  const t = useT();
  const user = useAppSelector(selectUser);
  const director = user !== null && isAdminType(user.type);
  const [chosen, setChosen] = useState<number>();
  const roomId = chosen ?? user?.roomId ?? undefined;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      {director && <RoomChoice roomId={roomId} onChange={setChosen} />}
      {roomId && (
        <Tabs
          key={roomId}
          items={[
            { key: 'medical', label: t('tabs.medical'), children: <RoomMedicalList roomId={roomId} /> },
            { key: 'sun', label: t('tabs.sun'), children: <RoomSunList roomId={roomId} /> },
          ]}
        />
      )}
    </Flex>
  );
}

/** /reports/health, the Allergy List of both menus. */
export function HealthPage() {
  const guardian = useAppSelector(selectUser)?.type === UserType.User;
  return <RoutePage path={HEALTH_PATH}>{guardian ? <FamilyHealth /> : <RoomHealth />}</RoutePage>;
}
