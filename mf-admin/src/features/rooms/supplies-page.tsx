import { useState } from 'react';
import { Button, Empty, Flex, Form, Input, Select, Skeleton, Typography } from 'antd';
import { mdiArrowDown, mdiArrowUp, mdiClose } from '@mdi/js';
import {
  useRoomListQuery, useRoomSupplyListByRoomQuery, useRoomUpdateSupplyListMutation, type SupplyItemDto,
} from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { Mdi } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { FormError } from './page-helpers';

handleErrorsInPage('roomUpdateSupplyList');

/** The server keeps at most this many lines per room. */
const MAX_ITEMS = 200;

interface SupplyLine {
  label: string;
  note: string | null;
}

function SupplyListForm({ roomId, roomLabel, items }: { roomId: number; roomLabel: string; items: SupplyItemDto[] }) {
  const t = useT();
  const [form] = Form.useForm<{ items: SupplyLine[] }>();
  const [save, saving] = useRoomUpdateSupplyListMutation();
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<unknown>();
  const submit = async ({ items: lines = [] }: { items?: SupplyLine[] }) => {
    setFailure(undefined);
    const result = await save({
      updateSupplyListDto: { roomId, items: lines.map((line) => ({ label: line.label.trim(), note: line.note?.trim() ? line.note.trim() : null })) },
    });
    if (result.error) setFailure(result.error);
    else dispatch(showSnackbar({ text: t('supplies.saved', { room: roomLabel }), color: THEME_COLORS.light.success }));
  };
  return (
    <Form
      form={form}
      layout="vertical"
      aria-label={t('supplies.listOf', { room: roomLabel })}
      initialValues={{ items: items.map(({ label, note }) => ({ label, note })) }}
      onFinish={submit}
      disabled={saving.isLoading}
      style={{ maxWidth: 760 }}
    >
      <Form.List name="items">
        {(fields, { add, remove, move }) => (
          <Flex vertical gap={8}>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('supplies.empty')} />}
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} wrap align="start" data-testid="supply-line">
                <Form.Item
                  name={[field.name, 'label']}
                  rules={[
                    { required: true, whitespace: true, message: t('supplies.itemRequired') },
                    { max: 120, message: t('supplies.atMost', { max: 120 }) },
                  ]}
                  style={{ flex: '2 1 200px', marginBottom: 0 }}
                >
                  <Input aria-label={t('supplies.item', { number: index + 1 })} placeholder={t('supplies.itemPlaceholder')} />
                </Form.Item>
                <Form.Item name={[field.name, 'note']} rules={[{ max: 500, message: t('supplies.atMost', { max: 500 }) }]} style={{ flex: '3 1 220px', marginBottom: 0 }}>
                  <Input aria-label={t('supplies.note', { number: index + 1 })} placeholder={t('supplies.notePlaceholder')} />
                </Form.Item>
                <Flex gap={2}>
                  <Button aria-label={t('supplies.moveUp', { number: index + 1 })} disabled={index === 0} icon={<Mdi path={mdiArrowUp} size={0.7} />} onClick={() => move(index, index - 1)} />
                  <Button aria-label={t('supplies.moveDown', { number: index + 1 })} disabled={index === fields.length - 1} icon={<Mdi path={mdiArrowDown} size={0.7} />} onClick={() => move(index, index + 1)} />
                  <Button aria-label={t('supplies.remove', { number: index + 1 })} danger icon={<Mdi path={mdiClose} size={0.7} />} onClick={() => remove(index)} />
                </Flex>
              </Flex>
            ))}
            <div>
              <Button onClick={() => add({ label: '', note: null })} disabled={fields.length >= MAX_ITEMS}>{t('supplies.add')}</Button>
            </div>
          </Flex>
        )}
      </Form.List>
      <div style={{ marginTop: 16 }}>
        <FormError error={failure} />
        <Button type="primary" htmlType="submit" loading={saving.isLoading}>{t('supplies.save')}</Button>
      </div>
    </Form>
  );
}

function RoomSupplies({ roomId, roomLabel }: { roomId: number; roomLabel: string }) {
  const list = useRoomSupplyListByRoomQuery({ roomId });
  if (list.isLoading || !list.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  // A fresh form per room and per saved list, so switching rooms never carries lines over.
  return <SupplyListForm key={`${roomId}:${list.fulfilledTimeStamp}`} roomId={roomId} roomLabel={roomLabel} items={list.data} />;
}

/** What families bring for each room: the director edits each room's list, in order (/room/supplies). */
export default function SuppliesPage() {
  const t = useT();
  const rooms = useRoomListQuery();
  const [chosen, setChosen] = useState<number>();
  const roomId = chosen ?? rooms.data?.[0]?.id;
  const room = rooms.data?.find((candidate) => candidate.id === roomId);
  return (
    <RoutePage path="/room/supplies">
      {rooms.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !room ? (
        <Empty description={t('supplies.noRooms')} />
      ) : (
        <Flex vertical gap={16}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{t('common.room')}</Typography.Text>
            <Select<number>
              aria-label={t('common.room')}
              value={room.id}
              onChange={setChosen}
              options={(rooms.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.label }))}
              style={{ minWidth: 200 }}
            />
          </Flex>
          <Typography.Text type="secondary">{t('supplies.help')}</Typography.Text>
          <RoomSupplies roomId={room.id} roomLabel={room.label} />
        </Flex>
      )}
    </RoutePage>
  );
}
