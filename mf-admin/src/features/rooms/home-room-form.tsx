import { useState } from 'react';
import { Button, Flex, Form, Result, Select, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useRoomListQuery, type IdLabelDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';
import { FormError, useGoBack } from './page-helpers';
import { ROOMS_FALLBACK } from './room-form';

/** The form's value for "no home room" (a Select option needs a value). */
const NO_ROOM = 0;

export interface HomeRoomFormProps {
  /** Whose home room it is, for the texts. */
  kind: 'child' | 'staff';
  person?: IdLabelDto;
  room?: IdLabelDto | null;
  loading: boolean;
  notFound: boolean;
  saving: boolean;
  /** Saves the home room (null for none); resolves to the error when the server refuses. */
  onSave: (roomId: number | null) => Promise<unknown>;
}

/** Chooses a person's home room among the centre's rooms, or none. */
export function HomeRoomForm({ kind, person, room, loading, notFound, saving, onSave }: HomeRoomFormProps) {
  const t = useT();
  const rooms = useRoomListQuery();
  const dispatch = useAppDispatch();
  const goBack = useGoBack(ROOMS_FALLBACK);
  const [error, setError] = useState<unknown>();
  if (notFound) return <Result status="404" title={t(`homeRoom.notFound.${kind}`)} extra={<Link to={ROOMS_FALLBACK}>{t('homeRoom.goToAttendance')}</Link>} />;
  if (loading || !person || rooms.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;

  const submit = async ({ roomId }: { roomId: number }) => {
    setError(undefined);
    const chosen = roomId === NO_ROOM ? null : roomId;
    const failure = await onSave(chosen);
    if (failure) {
      setError(failure);
      return;
    }
    const label = rooms.data?.find((candidate) => candidate.id === chosen)?.label;
    dispatch(showSnackbar({ text: label ? t('homeRoom.saved', { name: person.label, room: label }) : t('homeRoom.savedNone', { name: person.label }), color: THEME_COLORS.light.success }));
    goBack();
  };

  return (
    <Form<{ roomId: number }>
      layout="vertical"
      initialValues={{ roomId: room?.id ?? NO_ROOM }}
      onFinish={submit}
      disabled={saving}
      style={{ maxWidth: 480 }}
      aria-label={t('homeRoom.of', { name: person.label })}
    >
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>{person.label}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {room ? t('homeRoom.now', { room: room.label }) : t('homeRoom.noneNow')} {t(`homeRoom.help.${kind}`)}
      </Typography.Paragraph>
      <Form.Item name="roomId" label={t('homeRoom.label')} rules={[{ required: true, message: t('homeRoom.required') }]}>
        <Select<number>
          options={[
            ...(rooms.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.inRatio ? candidate.label : t('homeRoom.notInRatio', { room: candidate.label }) })),
            { value: NO_ROOM, label: t('homeRoom.none') },
          ]}
        />
      </Form.Item>
      <FormError error={error} />
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>{t('common.save')}</Button>
        <Button onClick={goBack} disabled={false}>{t('common.cancel')}</Button>
      </Flex>
    </Form>
  );
}
