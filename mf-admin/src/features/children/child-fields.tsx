import { Form, Select } from 'antd';
import { useRoomListQuery } from '@daycare/api-client';
import { useT } from '../../i18n';

/** The room a child belongs to, chosen from the centre's rooms (directors only: guardians do not list rooms). */
export function HomeRoomField() {
  const t = useT();
  const rooms = useRoomListQuery();
  return (
    <Form.Item name="homeRoomId" label={t('children.fields.homeRoom')}>
      <Select<number>
        allowClear
        aria-label={t('children.fields.homeRoom')}
        placeholder={t('children.list.noRoom')}
        loading={rooms.isLoading}
        options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))}
      />
    </Form.Item>
  );
}
