// /medications/list/:childId?/:tab?: the authorisations of a child or of every child the reader reaches,
// current or past, and for the daycare side the doses due today in a room.
import { Button, Empty, Flex, Select, Skeleton, Tabs } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useMedicationsListQuery, useRoomListQuery } from '@daycare/api-client';
import { useLanguage } from '@daycare/i18n';
import { isAdminType, UserType } from '@daycare/shared';
import { selectUser, useAppSelector } from '@daycare/store';
import { useState } from 'react';
import { RoutePage } from '../route-page';
import { positiveInteger, useRouteParams } from '../route-params';
import { DueDoses } from './due-doses';
import { useT } from './i18n';
import { MedicationCard } from './medication-card';
import { isCurrent, MEDICATION_HISTORY_PATH, MEDICATION_LIST_PATH, medicationsLink } from './medication-words';

type Tab = 'current' | 'past' | 'due';
const TABS: readonly Tab[] = ['current', 'past', 'due'];

function Medications({ childId, past }: { childId?: number; past: boolean }) {
  const t = useT();
  const medications = useMedicationsListQuery(childId ? { childId } : {});
  if (!medications.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const shown = medications.data.filter((medication) => isCurrent(medication) !== past);
  if (!shown.length) return <Empty description={t(past ? 'list.emptyPast' : 'list.empty')} />;
  return (
    <Flex vertical gap={8} role="list" aria-label={t('list.medications')}>
      {shown.map((medication) => <MedicationCard key={medication.id} medication={medication} />)}
    </Flex>
  );
}

/** Directors and staff choose the room (their own first); a tablet always sees its own. */
function RoomDoses() {
  const t = useT();
  const user = useAppSelector(selectUser);
  const tablet = user?.type === UserType.Tablet;
  const rooms = useRoomListQuery(undefined, { skip: tablet });
  const [roomId, setRoomId] = useState<number | undefined>(user?.roomId ?? undefined);
  if (tablet) return <DueDoses />;
  return (
    <Flex vertical gap={12}>
      <Select<number>
        aria-label={t('list.room')}
        placeholder={t('list.room')}
        value={roomId}
        onChange={setRoomId}
        options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))}
        size="large"
        style={{ maxWidth: 320 }}
      />
      {roomId ? <DueDoses roomId={roomId} /> : <Empty description={t('list.chooseRoom')} />}
    </Flex>
  );
}

function MedicationTabs() {
  useLanguage();
  const t = useT();
  const navigate = useNavigate();
  const params = useRouteParams(MEDICATION_LIST_PATH);
  const childId = positiveInteger(params.childId);
  // Without a child the tab takes the child's place in the address.
  const named = (childId ? params.tab : params.childId) as Tab | undefined;
  const type = useAppSelector(selectUser)?.type;
  const daycareSide = type !== undefined && type !== UserType.User;
  const authorises = type === UserType.User || (type !== undefined && isAdminType(type));
  const tab: Tab = named && TABS.includes(named) && (named !== 'due' || daycareSide) ? named : type === UserType.Tablet ? 'due' : 'current';
  const items = [
    { key: 'current', label: t('list.current'), children: <Medications childId={childId} past={false} /> },
    { key: 'past', label: t('list.past'), children: <Medications childId={childId} past /> },
    ...(daycareSide ? [{ key: 'due', label: t('list.dueToday'), children: <RoomDoses /> }] : []),
  ];
  return (
    <Flex vertical gap={12} style={{ maxWidth: 860 }}>
      <Flex gap={8} wrap>
        {authorises && <Link to={childId ? `/medications/create/${childId}` : '/medications/create'}><Button type="primary" size="large">{t('list.authorise')}</Button></Link>}
        <Link to={MEDICATION_HISTORY_PATH}><Button size="large">{t('list.history')}</Button></Link>
      </Flex>
      <Tabs activeKey={tab} onChange={(key) => void navigate(medicationsLink(childId, key))} items={items} destroyOnHidden />
    </Flex>
  );
}

/** /medications/list/:childId?/:tab?: a family's medications, or the daycare's with today's doses. */
export function MedicationListPage() {
  return (
    <RoutePage path={MEDICATION_LIST_PATH}>
      <MedicationTabs />
    </RoutePage>
  );
}
