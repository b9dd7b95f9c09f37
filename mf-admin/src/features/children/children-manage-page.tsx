import { useState, type ReactNode } from 'react';
import { Button, DatePicker, Flex, Popconfirm, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  useChildBulkMoveMutation, useChildBulkTagMutation, useChildBulkWithdrawMutation, useRoomListQuery, useTagsListQuery, type BulkResultDto,
} from '@daycare/api-client';
import { formatDate } from '@daycare/i18n';
import { THEME_COLORS } from '@daycare/shared';
import { FormError, RoutePage, dayOrNull } from '@daycare/shared-features';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { Panel, usePickerDayFormats } from '@daycare/ui';
import { useT } from '../../i18n';
import { CHILD_ROUTES } from './child-helpers';
import { ChildrenTable } from './children-table';

handleErrorsInPage('childBulkMove', 'childBulkTag', 'childBulkWithdraw');

type Outcome = { data?: BulkResultDto; error?: unknown };

interface BulkActionProps {
  title: string;
  /** The chooser of the action's value: a room, a tag or a day. */
  field: ReactNode;
  ready: boolean;
  button: string;
  question: string;
  busy: boolean;
  run: () => Promise<Outcome>;
  done: (count: number) => void;
  onError: (error: unknown) => void;
}

function BulkAction({ title, field, ready, button, question, busy, run, done, onError }: BulkActionProps) {
  const t = useT();
  const confirm = async () => {
    const outcome = await run();
    if (outcome.error) onError(outcome.error);
    else done(outcome.data?.count ?? 0);
  };
  return (
    <Panel size="small" title={title} style={{ flex: '1 1 260px' }}>
      <Flex vertical gap={8}>
        {field}
        <Popconfirm title={question} okText={t('children.manage.yes')} cancelText={t('common.cancel')} onConfirm={confirm} disabled={!ready}>
          <Button type="primary" disabled={!ready} loading={busy}>{button}</Button>
        </Popconfirm>
      </Flex>
    </Panel>
  );
}

function useBulkActions(childIds: number[], finish: (text: string) => void) {
  const t = useT();
  const rooms = useRoomListQuery();
  const tags = useTagsListQuery();
  const [move, moving] = useChildBulkMoveMutation();
  const [tag, tagging] = useChildBulkTagMutation();
  const [withdraw, withdrawing] = useChildBulkWithdrawMutation();
  const [roomId, setRoomId] = useState<number>();
  const [tagId, setTagId] = useState<number>();
  const [withdrawnOn, setWithdrawnOn] = useState<Dayjs | null>(null);
  const pickerFormats = usePickerDayFormats();
  const count = childIds.length;
  const room = rooms.data?.find((candidate) => candidate.id === roomId)?.label ?? '';
  const tagLabel = tags.data?.find((candidate) => candidate.id === tagId)?.label ?? '';
  const day = withdrawnOn ? formatDate(withdrawnOn) : '';
  return [
    {
      key: 'move',
      title: t('children.manage.move'),
      field: (
        <Select<number> aria-label={t('children.manage.moveTo')} placeholder={t('children.manage.moveTo')} value={roomId} onChange={setRoomId}
          options={(rooms.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.label }))} />
      ),
      ready: count > 0 && roomId !== undefined,
      button: t('children.manage.moveButton'),
      question: t('children.manage.moveQuestion', { count, room }),
      busy: moving.isLoading,
      run: () => move({ bulkMoveDto: { childIds, roomId: roomId ?? 0 } }),
      done: (moved: number) => finish(t('children.manage.moved', { count: moved, room })),
    },
    {
      key: 'tag',
      title: t('children.manage.tag'),
      field: (
        <Select<number> aria-label={t('children.manage.tagToAdd')} placeholder={t('children.manage.tagToAdd')} value={tagId} onChange={setTagId}
          options={(tags.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.label }))} />
      ),
      ready: count > 0 && tagId !== undefined,
      button: t('children.manage.tagButton'),
      question: t('children.manage.tagQuestion', { count, tag: tagLabel }),
      busy: tagging.isLoading,
      run: () => tag({ bulkTagDto: { childIds, tagId: tagId ?? 0 } }),
      done: (tagged: number) => finish(t('children.manage.tagged', { count: tagged, tag: tagLabel })),
    },
    {
      key: 'withdraw',
      title: t('children.manage.withdraw'),
      field: <DatePicker aria-label={t('children.manage.withdrawOn')} placeholder={t('children.manage.withdrawOn')} format={pickerFormats} value={withdrawnOn} onChange={setWithdrawnOn} />,
      ready: count > 0 && withdrawnOn !== null,
      button: t('children.manage.withdrawButton'),
      question: t('children.manage.withdrawQuestion', { count, day }),
      busy: withdrawing.isLoading,
      run: () => withdraw({ bulkWithdrawDto: { childIds, withdrawnOn: dayOrNull(withdrawnOn) ?? '' } }),
      done: (withdrawn: number) => finish(t('children.manage.withdrawn', { count: withdrawn, day })),
    },
  ];
}

/** Many children at once: tick them, then move them to a room, tag them or withdraw them on a day (/children/manage). */
export default function ChildrenManagePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [selected, setSelected] = useState<number[]>([]);
  const [failure, setFailure] = useState<unknown>();
  const finish = (text: string) => {
    setFailure(undefined);
    setSelected([]);
    dispatch(showSnackbar({ text, color: THEME_COLORS.light.success }));
  };
  const actions = useBulkActions(selected, finish);
  return (
    <RoutePage path={CHILD_ROUTES.manage}>
      <Flex vertical gap={12}>
        <Flex align="center" gap={12} wrap>
          <Typography.Text strong aria-live="polite">{t('children.manage.selected', { count: selected.length })}</Typography.Text>
          {selected.length > 0 && <Button onClick={() => setSelected([])}>{t('children.manage.clear')}</Button>}
        </Flex>
        <Flex gap={12} wrap>
          {actions.map(({ key, ...action }) => <BulkAction key={key} {...action} onError={setFailure} />)}
        </Flex>
        <FormError error={failure} flush />
        <ChildrenTable selection={{ keys: selected, onChange: setSelected }} />
      </Flex>
    </RoutePage>
  );
}
