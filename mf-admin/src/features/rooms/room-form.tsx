import { useState } from 'react';
import { Button, Flex, Form, Input, InputNumber, Popconfirm, Select, Switch } from 'antd';
import {
  useAgeGroupAgeGroupsQuery, useRoomRemoveMutation, useRoomUpdateMutation, useRoomUpdateSettingsMutation,
  type AgeGroupDto, type RoomSettingsViewDto,
} from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { FormError, useGoBack } from './page-helpers';

handleErrorsInPage('roomUpdate', 'roomUpdateSettings', 'roomRemove');

/** Where a saved or deleted room goes when the user did not come from another page. */
export const ROOMS_FALLBACK = '/attendance/children';

export interface RoomValues {
  label: string;
  inRatio: boolean;
  capacity: number | null;
  ageGroupId: number | null;
  childrenPerStaff: number | null;
  opensAt: string | null;
  closesAt: string | null;
}

const NEW_ROOM: RoomValues = { label: '', inRatio: true, capacity: null, ageGroupId: null, childrenPerStaff: null, opensAt: null, closesAt: null };

export function valuesOf(settings: RoomSettingsViewDto): RoomValues {
  const { label, inRatio, capacity, ageGroupId, childrenPerStaff, opensAt, closesAt } = settings;
  return { label, inRatio, capacity, ageGroupId, childrenPerStaff, opensAt, closesAt };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export function ageGroupText(group: AgeGroupDto): string {
  const ages = group.maxMonths === null ? `${group.minMonths} months and up` : `${group.minMonths} to ${group.maxMonths} months`;
  return `${group.label} (${ages}, 1 staff to ${group.childrenPerStaff})`;
}

/** Saves a new room (no roomId) or an existing one: its name and ratio flag, then its settings. */
function useSaveRoom(roomId: number | undefined) {
  const [saveRoom, saving] = useRoomUpdateMutation();
  const [saveSettings, savingSettings] = useRoomUpdateSettingsMutation();
  const [createdId, setCreatedId] = useState<number>();
  const [error, setError] = useState<unknown>();
  const save = async (values: RoomValues): Promise<boolean> => {
    setError(undefined);
    const id = roomId ?? createdId;
    const room = await saveRoom({ updateRoomDto: { ...(id ? { id } : {}), label: values.label.trim(), inRatio: values.inRatio } });
    if (room.error) {
      setError(room.error);
      return false;
    }
    // A room just made keeps its id, so a second try after a settings error does not make another.
    setCreatedId(room.data.id);
    const settings = await saveSettings({
      roomSettingsDto: {
        roomId: room.data.id,
        inRatio: values.inRatio,
        capacity: values.capacity ?? null,
        ageGroupId: values.ageGroupId ?? null,
        childrenPerStaff: values.childrenPerStaff ?? null,
        opensAt: blankToNull(values.opensAt),
        closesAt: blankToNull(values.closesAt),
      },
    });
    if (settings.error) {
      setError(settings.error);
      return false;
    }
    return true;
  };
  return { save, error, busy: saving.isLoading || savingSettings.isLoading };
}

function DeleteRoom({ roomId, label, onDeleted, onError }: { roomId: number; label: string; onDeleted: () => void; onError: (error: unknown) => void }) {
  const [remove, removing] = useRoomRemoveMutation();
  const confirm = async () => {
    const result = await remove({ roomId });
    if (result.error) onError(result.error);
    else onDeleted();
  };
  return (
    <Popconfirm
      title={`Delete ${label}?`}
      description="Children and staff whose home room it is will have none. A room with attendance records cannot be deleted."
      okText="Yes, delete"
      okButtonProps={{ danger: true }}
      cancelText="Keep it"
      onConfirm={confirm}
    >
      <Button danger loading={removing.isLoading}>Delete room</Button>
    </Popconfirm>
  );
}

export interface RoomFormProps {
  /** The room being edited; none to create one. */
  roomId?: number;
  initial?: RoomValues;
}

/** A room's name, ratio flag, capacity, age group, own staff-to-child ratio and opening hours, with the server's rules. */
export function RoomForm({ roomId, initial = NEW_ROOM }: RoomFormProps) {
  const [form] = Form.useForm<RoomValues>();
  const dispatch = useAppDispatch();
  const goBack = useGoBack(ROOMS_FALLBACK);
  const ageGroups = useAgeGroupAgeGroupsQuery();
  const { save, error, busy } = useSaveRoom(roomId);
  const [deleteError, setDeleteError] = useState<unknown>();
  const ageGroupId = Form.useWatch('ageGroupId', form);
  const chosenGroup = ageGroups.data?.find((group) => group.id === ageGroupId);

  const submit = async (values: RoomValues) => {
    setDeleteError(undefined);
    if (!(await save(values))) return;
    dispatch(showSnackbar({ text: `${values.label.trim()} is saved`, color: THEME_COLORS.light.success }));
    goBack();
  };

  return (
    <Form<RoomValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      aria-label={roomId ? 'Edit room' : 'New room'}
      style={{ maxWidth: 560 }}
      disabled={busy}
    >
      <Form.Item
        name="label"
        label="Name"
        rules={[
          { required: true, whitespace: true, message: "Enter the room's name" },
          { max: 80, message: 'The name can be at most 80 characters' },
        ]}
      >
        <Input autoComplete="off" placeholder="Toddlers" />
      </Form.Item>
      <Form.Item name="inRatio" label="Counts in the staff-to-child ratio" valuePropName="checked" extra="Turn off for rooms such as a gym, where children are only visiting.">
        <Switch />
      </Form.Item>
      <Form.Item
        name="capacity"
        label="Capacity"
        extra="The most children the room holds. Leave empty for no limit."
        rules={[{ type: 'integer', min: 1, max: 500, message: 'Capacity must be a whole number from 1 to 500' }]}
      >
        <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} placeholder="No limit" />
      </Form.Item>
      <Form.Item name="ageGroupId" label="Age group">
        <Select<number>
          allowClear
          placeholder="No age group"
          loading={ageGroups.isLoading}
          options={(ageGroups.data ?? []).map((group) => ({ value: group.id, label: ageGroupText(group) }))}
          notFoundContent="No age groups yet: add them on the Age groups page"
        />
      </Form.Item>
      <Form.Item
        name="childrenPerStaff"
        label="Children per staff member"
        extra={chosenGroup ? `Leave empty to use the age group's ratio, 1 staff to ${chosenGroup.childrenPerStaff}.` : 'Leave empty to use the age group\'s ratio.'}
        rules={[{ type: 'integer', min: 1, max: 50, message: 'Children per staff member must be a whole number from 1 to 50' }]}
      >
        <InputNumber min={1} max={50} precision={0} style={{ width: '100%' }} placeholder={chosenGroup ? String(chosenGroup.childrenPerStaff) : 'From the age group'} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="opensAt"
          label="Opens at"
          style={{ flex: 1, minWidth: 160 }}
          rules={[{ pattern: TIME, message: 'Enter a time like 07:00' }]}
        >
          <Input type="time" />
        </Form.Item>
        <Form.Item
          name="closesAt"
          label="Closes at"
          style={{ flex: 1, minWidth: 160 }}
          dependencies={['opensAt']}
          rules={[
            { pattern: TIME, message: 'Enter a time like 18:00' },
            ({ getFieldValue }) => ({
              validator: (_, closesAt: string | null) => {
                const opensAt = getFieldValue('opensAt') as string | null;
                return opensAt && closesAt && closesAt <= opensAt ? Promise.reject(new Error('The room must close after it opens')) : Promise.resolve();
              },
            }),
          ]}
        >
          <Input type="time" />
        </Form.Item>
      </Flex>
      <FormError error={error ?? deleteError} />
      <Flex gap={8} wrap justify="space-between">
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={busy}>{roomId ? 'Save' : 'Create room'}</Button>
          <Button onClick={goBack} disabled={false}>Cancel</Button>
        </Flex>
        {roomId && (
          <DeleteRoom
            roomId={roomId}
            label={initial.label}
            onError={setDeleteError}
            onDeleted={() => {
              dispatch(showSnackbar({ text: `${initial.label} is deleted`, color: THEME_COLORS.light.success }));
              goBack();
            }}
          />
        )}
      </Flex>
    </Form>
  );
}
