import { Button, DatePicker, Flex, Popconfirm } from 'antd';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { useDailyReportsRemoveMutation, useDailyReportsWakeMutation, type DailyEntryDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { TAP_LINK } from '@daycare/shared-features';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { usePickerDayFormats } from '@daycare/ui';
import { useT } from '../../i18n';
import { DAY, dayOf, entryName, kindPath } from './entry-helpers';

/** The day whose entries a page shows; no day after today. */
export function DayPicker({ day, onChange }: { day: string; onChange: (day: string) => void }) {
  const t = useT();
  const formats = usePickerDayFormats();
  return (
    <DatePicker aria-label={t('dailyReport.day')} format={formats} allowClear={false} value={dayjs(day, DAY)}
      onChange={(value) => value && onChange(value.format(DAY))} disabledDate={(value) => value.isAfter(dayjs(), 'day')} style={{ flex: '0 1 220px' }} />
  );
}

export function EditLink({ entry }: { entry: DailyEntryDto }) {
  const t = useT();
  return <Link to={kindPath(entry.kind, entry.childId, entry.id, dayOf(entry.at))} style={TAP_LINK} aria-label={t('dailyReport.editOf', { what: entryName(entry) })}>{t('common.edit')}</Link>;
}

/** The child woke: the nap in progress ends now. */
export function WakeButton({ entry }: { entry: DailyEntryDto }) {
  const t = useT();
  const [wake, waking] = useDailyReportsWakeMutation();
  return (
    <Button size="small" type="primary" loading={waking.isLoading} onClick={() => void wake({ wakeDto: { entryId: entry.id } })}
      aria-label={t('dailyReport.wakeOf', { name: entry.child.label })}>
      {t('dailyReport.wake')}
    </Button>
  );
}

export function DeleteButton({ entry, onDeleted }: { entry: DailyEntryDto; onDeleted?: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [remove, removing] = useDailyReportsRemoveMutation();
  const confirm = async () => {
    const result = await remove({ entryId: entry.id });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('dailyReport.deleted', { what: entryName(entry) }), color: THEME_COLORS.light.success }));
    onDeleted?.();
  };
  return (
    <Popconfirm title={t('dailyReport.deleteQuestion', { what: entryName(entry) })} okText={t('common.yesDelete')} cancelText={t('common.keepIt')} onConfirm={() => void confirm()}>
      <Button size="small" danger loading={removing.isLoading} aria-label={t('dailyReport.deleteOf', { what: entryName(entry) })}>{t('common.delete')}</Button>
    </Popconfirm>
  );
}

/** What a person who may change the entry can do to it: end a nap in progress, edit it, delete it. */
export function EntryActions({ entry, onDeleted }: { entry: DailyEntryDto; onDeleted?: () => void }) {
  if (!entry.canEdit) return null;
  return (
    <Flex gap={8} wrap align="center">
      {entry.kind === 'nap' && !entry.until && <WakeButton entry={entry} />}
      <EditLink entry={entry} />
      <DeleteButton entry={entry} onDeleted={onDeleted} />
    </Flex>
  );
}
