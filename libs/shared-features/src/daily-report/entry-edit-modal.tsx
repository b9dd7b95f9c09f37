// Correcting one entry: the fields of its kind, in a dialog; the gateway checks them again.
import { Form, Input, InputNumber, Modal, Radio, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  useDailyReportsUpdateMutation, type DailyEntryDto, type DailyMeal, type DailyMood, type DailyMovement, type DailyMovementResult, type DailyPortion, type UpdateDailyEntryDto,
} from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { useClockFormat } from '@daycare/ui';
import { FormError } from '../form-error';
import { textOrNull } from '../people/form-basics';
import { useT } from './i18n';
import { BOTTLE_ML_MAX, MEALS, MOODS, MOVEMENTS, NOTE_MAX, PORTIONS, RESULTS, instantAt } from './record-values';

// The dialog shows why a correction was refused, beside the fields.
handleErrorsInPage('dailyReportsUpdate');

interface EditValues {
  at: Dayjs;
  until?: Dayjs | null;
  meal?: DailyMeal;
  portion?: DailyPortion;
  bottleMl?: number;
  movement?: DailyMovement;
  result?: DailyMovementResult;
  mood?: DailyMood | null;
  note?: string;
}

function initialValues(entry: DailyEntryDto): EditValues {
  return {
    at: dayjs(entry.at), until: entry.until ? dayjs(entry.until) : null, meal: entry.meal ?? undefined, portion: entry.portion ?? undefined,
    bottleMl: entry.bottleMl ?? undefined, movement: entry.movement ?? undefined, result: entry.result ?? undefined, mood: entry.mood, note: entry.note ?? '',
  };
}

/** Only the fields of the entry's kind: the others stay empty on the gateway. */
function changes(entry: DailyEntryDto, values: EditValues): UpdateDailyEntryDto {
  const day = dayjs(entry.at);
  const common = { entryId: entry.id, at: instantAt(values.at, day), mood: values.mood ?? null, note: textOrNull(values.note) };
  switch (entry.kind) {
    case 'meal': {
      const bottle = values.meal === 'bottle';
      return { ...common, meal: values.meal, portion: bottle ? null : values.portion, bottleMl: bottle ? values.bottleMl : null };
    }
    case 'nap': return { ...common, until: values.until ? instantAt(values.until, day) : null };
    case 'movement': return { ...common, movement: values.movement, result: values.result };
    case 'note': return common;
  }
}

function radios<V extends string>(values: V[], label: (value: V) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

function MealFields() {
  const t = useT();
  const required = [{ required: true, message: t('edit.required') }];
  const meal = Form.useWatch<DailyMeal | undefined>('meal');
  return (
    <>
      <Form.Item name="meal" label={t('sheet.whichMeal')} rules={required}>
        <Radio.Group optionType="button" options={radios(MEALS, (value) => t(`meal.${value}`))} />
      </Form.Item>
      {meal === 'bottle' ? (
        <Form.Item name="bottleMl" label={t('edit.bottleMl')} rules={[...required, { type: 'number', min: 1, max: BOTTLE_ML_MAX, message: t('sheet.bottleRange', { max: BOTTLE_ML_MAX }) }]}>
          <InputNumber min={1} max={BOTTLE_ML_MAX} precision={0} suffix="ml" />
        </Form.Item>
      ) : (
        <Form.Item name="portion" label={t('sheet.howMuch')} rules={required}>
          <Radio.Group optionType="button" options={radios(PORTIONS, (value) => t(`portionButton.${value}`))} />
        </Form.Item>
      )}
    </>
  );
}

function MovementFields() {
  const t = useT();
  const required = [{ required: true, message: t('edit.required') }];
  return (
    <>
      <Form.Item name="movement" label={t('kind.movement')} rules={required}>
        <Radio.Group optionType="button" options={radios(MOVEMENTS, (value) => t(`movement.${value}`))} />
      </Form.Item>
      <Form.Item name="result" label={t('sheet.result')} rules={required}>
        <Radio.Group optionType="button" options={radios(RESULTS, (value) => t(`resultButton.${value}`))} />
      </Form.Item>
    </>
  );
}

export function EntryEditModal({ entry, onClose }: { entry: DailyEntryDto; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const clock = useClockFormat();
  const [form] = Form.useForm<EditValues>();
  const [update, updating] = useDailyReportsUpdateMutation();
  const save = async (values: EditValues) => {
    const result = await update({ updateDailyEntryDto: changes(entry, values) });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('edit.saved'), color: THEME_COLORS.light.success }));
    onClose();
  };
  return (
    <Modal
      open title={t(`edit.title.${entry.kind}`)} okText={t('sheet.save')} cancelText={t('edit.cancel')}
      confirmLoading={updating.isLoading} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden
    >
      <FormError error={updating.error} />
      <Form form={form} layout="vertical" initialValues={initialValues(entry)} onFinish={(values) => void save(values)}>
        <Form.Item name="at" label={entry.kind === 'nap' ? t('edit.fellAsleep') : t('sheet.time')} rules={[{ required: true, message: t('edit.required') }]}>
          <TimePicker format={clock} allowClear={false} />
        </Form.Item>
        {entry.kind === 'nap' && (
          <Form.Item name="until" label={t('edit.wokeUp')} extra={t('edit.stillAsleep')}>
            <TimePicker format={clock} />
          </Form.Item>
        )}
        {entry.kind === 'meal' && <MealFields />}
        {entry.kind === 'movement' && <MovementFields />}
        <Form.Item name="mood" label={t('sheet.mood')}>
          <Select allowClear placeholder={t('edit.noMood')} options={radios(MOODS, (value) => t(`mood.${value}`))} />
        </Form.Item>
        <Form.Item name="note" label={t('kind.note')} rules={entry.kind === 'note' ? [{ required: true, whitespace: true, message: t('edit.writeNote') }] : []}>
          <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
