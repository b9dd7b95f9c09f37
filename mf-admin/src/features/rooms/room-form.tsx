import { useState } from 'react';
import { Button, Flex, Form, Input, InputNumber, Popconfirm, Select, Switch } from 'antd';
import {
  useAgeGroupAgeGroupsQuery, useRoomRemoveMutation, useRoomUpdateMutation, useRoomUpdateSettingsMutation,
  type AgeGroupDto, type RoomSettingsViewDto,
} from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { t as translate, useT } from '../../i18n';
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

/** An age group's ages: "18 to 30 months", "30 months and up". */
export function agesText(group: Pick<AgeGroupDto, 'minMonths' | 'maxMonths'>): string {
  return group.maxMonths === null
    ? translate('ageGroups.agesFrom', { min: group.minMonths })
    : translate('ageGroups.agesBetween', { min: group.minMonths, max: group.maxMonths });
}

export function ageGroupText(group: AgeGroupDto): string {
  return translate('roomForm.ageGroupOption', { label: group.label, ages: agesText(group), ratio: group.childrenPerStaff });
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
  const t = useT();
  const [remove, removing] = useRoomRemoveMutation();
  const confirm = async () => {
    const result = await remove({ roomId });
    if (result.error) onError(result.error);
    else onDeleted();
  };
  return (
    <Popconfirm
      title={t('common.deleteQuestion', { name: label })}
      description={t('roomForm.deleteHelp')}
      okText={t('common.yesDelete')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.keepIt')}
      onConfirm={confirm}
    >
      <Button danger loading={removing.isLoading}>{t('roomForm.delete')}</Button>
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
  const t = useT();
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
    dispatch(showSnackbar({ text: t('common.saved', { name: values.label.trim() }), color: THEME_COLORS.light.success }));
    goBack();
  };

  return (
    <Form<RoomValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      aria-label={roomId ? t('roomForm.edit') : t('rooms.new')}
      style={{ maxWidth: 560 }}
      disabled={busy}
    >
      <Form.Item
        name="label"
        label={t('common.name')}
        rules={[
          { required: true, whitespace: true, message: t('roomForm.nameRequired') },
          { max: 80, message: t('common.nameTooLong', { max: 80 }) },
        ]}
      >
        <Input autoComplete="off" placeholder={t('ageGroups.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="inRatio" label={t('roomForm.inRatio')} valuePropName="checked" extra={t('roomForm.inRatioHelp')}>
        <Switch />
      </Form.Item>
      <Form.Item
        name="capacity"
        label={t('roomForm.capacity')}
        extra={t('roomForm.capacityHelp')}
        rules={[{ type: 'integer', min: 1, max: 500, message: t('roomForm.capacityRule') }]}
      >
        <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} placeholder={t('roomForm.noLimit')} />
      </Form.Item>
      <Form.Item name="ageGroupId" label={t('ageGroups.ageGroup')}>
        <Select<number>
          allowClear
          placeholder={t('roomForm.noAgeGroup')}
          loading={ageGroups.isLoading}
          options={(ageGroups.data ?? []).map((group) => ({ value: group.id, label: ageGroupText(group) }))}
          notFoundContent={t('roomForm.noAgeGroups')}
        />
      </Form.Item>
      <Form.Item
        name="childrenPerStaff"
        label={t('ageGroups.childrenPerStaff')}
        extra={chosenGroup ? t('roomForm.ratioHelpOf', { ratio: chosenGroup.childrenPerStaff }) : t('roomForm.ratioHelp')}
        rules={[{ type: 'integer', min: 1, max: 50, message: t('roomForm.ratioRule') }]}
      >
        <InputNumber min={1} max={50} precision={0} style={{ width: '100%' }} placeholder={chosenGroup ? String(chosenGroup.childrenPerStaff) : t('roomForm.fromAgeGroup')} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="opensAt"
          label={t('roomForm.opensAt')}
          style={{ flex: 1, minWidth: 160 }}
          rules={[{ pattern: TIME, message: t('roomForm.timeLike', { example: '07:00' }) }]}
        >
          <Input type="time" />
        </Form.Item>
        <Form.Item
          name="closesAt"
          label={t('roomForm.closesAt')}
          style={{ flex: 1, minWidth: 160 }}
          dependencies={['opensAt']}
          rules={[
            { pattern: TIME, message: t('roomForm.timeLike', { example: '18:00' }) },
            ({ getFieldValue }) => ({
              validator: (_, closesAt: string | null) => {
                const opensAt = getFieldValue('opensAt') as string | null;
                return opensAt && closesAt && closesAt <= opensAt ? Promise.reject(new Error(t('roomForm.closesAfterOpens'))) : Promise.resolve();
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
          <Button type="primary" htmlType="submit" loading={busy}>{roomId ? t('common.save') : t('roomForm.create')}</Button>
          <Button onClick={goBack} disabled={false}>{t('common.cancel')}</Button>
        </Flex>
        {roomId && (
          <DeleteRoom
            roomId={roomId}
            label={initial.label}
            onError={setDeleteError}
            onDeleted={() => {
              dispatch(showSnackbar({ text: t('common.deleted', { name: initial.label }), color: THEME_COLORS.light.success }));
              goBack();
            }}
          />
        )}
      </Flex>
    </Form>
  );
}
