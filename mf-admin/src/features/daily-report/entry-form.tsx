import { Button, Col, Flex, Form, Input, InputNumber, Radio, Row, Select, TimePicker, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type {
  DailyEntryDto, DailyEntryKind, DailyMeal, DailyMood, DailyMovement, DailyMovementResult, DailyPortion, UpdateDailyEntryDto,
} from '@daycare/api-client';
import { FormError } from '@daycare/shared-features';
import { useClockFormat } from '@daycare/ui';
import { useT } from '../../i18n';
import {
  MAX_BOTTLE_ML, MAX_ENTRY_NOTE, MEALS, ML_PER_OZ, MOODS, MOVEMENTS, OLDEST_ENTRY_DAYS, PORTIONS, RESULTS, mlOf, onDay,
} from './entry-helpers';

type Unit = 'ml' | 'oz';

/** What the form edits; the day is the page's (a new entry) or the entry's own (a correction). */
export interface EntryValues {
  time: Dayjs | null;
  until?: Dayjs | null;
  meal?: DailyMeal;
  portion?: DailyPortion;
  bottleAmount?: number | null;
  bottleUnit: Unit;
  movement?: DailyMovement;
  result?: DailyMovementResult;
  mood?: DailyMood | null;
  note?: string;
}

/** The fields the gateway takes for an entry of the kind; the update replaces them all, so each is sent. */
export type EntryFields = Omit<UpdateDailyEntryDto, 'entryId'>;

export function fieldsOf(kind: DailyEntryKind, day: string, values: EntryValues): EntryFields {
  const common = { at: onDay(day, values.time!).format(), mood: values.mood ?? null, note: values.note?.trim() || null };
  switch (kind) {
    case 'meal': {
      const bottle = values.meal === 'bottle';
      return { ...common, meal: values.meal, portion: bottle ? null : values.portion, bottleMl: bottle ? mlOf(values.bottleAmount!, values.bottleUnit) : null };
    }
    case 'nap':
      return { ...common, until: values.until ? onDay(day, values.until).format() : null };
    case 'movement':
      return { ...common, movement: values.movement, result: values.result };
    case 'note':
      return common;
  }
}

/** A new entry starts now. */
export const newEntry = (): EntryValues => ({ time: dayjs(), bottleUnit: 'ml' });

export function valuesOf(entry: DailyEntryDto): EntryValues {
  return {
    time: dayjs(entry.at), until: entry.until ? dayjs(entry.until) : null, meal: entry.meal ?? undefined, portion: entry.portion ?? undefined,
    bottleAmount: entry.bottleMl, bottleUnit: 'ml', movement: entry.movement ?? undefined, result: entry.result ?? undefined,
    mood: entry.mood, note: entry.note ?? '',
  };
}

const reject = (message: string) => Promise.reject(new Error(message));

/** Choices as buttons a finger can hit, wrapping on a phone. */
function Choices<T extends string>({ values, label, ...props }: { values: T[]; label: (value: T) => string; value?: T; onChange?: (event: unknown) => void; id?: string }) {
  return <Radio.Group {...props} optionType="button" options={values.map((value) => ({ value, label: label(value) }))} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} />;
}

function TimeFields({ kind, day }: { kind: DailyEntryKind; day: string }) {
  const t = useT();
  const clockFormat = useClockFormat();
  const timeProblem = (time: Dayjs | null | undefined) => {
    if (!time) return null;
    const at = onDay(day, time);
    if (at.isAfter(dayjs())) return t('dailyReport.errors.future');
    return at.isBefore(dayjs().subtract(OLDEST_ENTRY_DAYS, 'day')) ? t('dailyReport.errors.tooOld', { days: OLDEST_ENTRY_DAYS }) : null;
  };
  const startLabel = kind === 'nap' ? t('dailyReport.fields.start') : t('dailyReport.fields.time');
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="time" label={startLabel} rules={[
          { required: true, message: t('dailyReport.errors.timeRequired') },
          { validator: (_, time: Dayjs | null) => { const problem = timeProblem(time); return problem ? reject(problem) : Promise.resolve(); } },
        ]}>
          <TimePicker aria-label={startLabel} format={clockFormat} needConfirm={false} allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      {kind === 'nap' && (
        <Col xs={24} sm={12}>
          <Form.Item name="until" label={t('dailyReport.fields.end')} extra={t('dailyReport.fields.endHelp')} dependencies={['time']} rules={[
            ({ getFieldValue }) => ({
              validator: (_, until: Dayjs | null) => {
                const start = getFieldValue('time') as Dayjs | null;
                if (!until) return Promise.resolve();
                if (onDay(day, until).isAfter(dayjs())) return reject(t('dailyReport.errors.future'));
                return start && !onDay(day, until).isAfter(onDay(day, start)) ? reject(t('dailyReport.errors.endBeforeStart')) : Promise.resolve();
              },
            }),
          ]}>
            <TimePicker aria-label={t('dailyReport.fields.end')} format={clockFormat} needConfirm={false} allowClear style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}

/** The bottle's amount in millilitres or ounces; switching the unit converts what is typed. */
function BottleFields({ form }: { form: FormInstance<EntryValues> }) {
  const t = useT();
  const unit = Form.useWatch('bottleUnit', form) ?? 'ml';
  const switchUnit = (next: Unit) => {
    const amount = form.getFieldValue('bottleAmount') as number | null | undefined;
    if (amount) form.setFieldValue('bottleAmount', next === 'oz' ? Math.round((amount / ML_PER_OZ) * 10) / 10 : mlOf(amount, 'oz'));
  };
  return (
    <Flex gap={8} wrap align="start">
      <Form.Item name="bottleAmount" label={t('dailyReport.fields.bottle')} style={{ flex: '1 1 160px', maxWidth: 240 }} rules={[
        { required: true, message: t('dailyReport.errors.bottleRequired') },
        {
          validator: (_, amount: number | null) => {
            const ml = amount ? mlOf(amount, unit) : 0;
            return amount && (ml < 1 || ml > MAX_BOTTLE_ML) ? reject(t('dailyReport.errors.bottleRange', { max: MAX_BOTTLE_ML })) : Promise.resolve();
          },
        },
      ]}>
        <InputNumber aria-label={t('dailyReport.fields.bottle')} min={0} step={unit === 'oz' ? 0.5 : 10} inputMode="decimal" suffix={unit} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="bottleUnit" label={t('dailyReport.fields.unit')}>
        <Radio.Group optionType="button" onChange={(event) => switchUnit(event.target.value as Unit)}
          options={[{ value: 'ml', label: t('dailyReport.units.ml') }, { value: 'oz', label: t('dailyReport.units.oz') }]} />
      </Form.Item>
    </Flex>
  );
}

function MealFields({ form }: { form: FormInstance<EntryValues> }) {
  const t = useT();
  const meal = Form.useWatch('meal', form);
  return (
    <>
      <Form.Item name="meal" label={t('dailyReport.fields.meal')} rules={[{ required: true, message: t('dailyReport.errors.mealRequired') }]}>
        <Choices values={MEALS} label={(value) => t(`dailyReport.meals.${value}`)} />
      </Form.Item>
      {meal === 'bottle' && <BottleFields form={form} />}
      {meal && meal !== 'bottle' && (
        <Form.Item name="portion" label={t('dailyReport.fields.portion')} rules={[{ required: true, message: t('dailyReport.errors.portionRequired') }]}>
          <Choices values={PORTIONS} label={(value) => t(`dailyReport.portions.${value}`)} />
        </Form.Item>
      )}
    </>
  );
}

function MovementFields() {
  const t = useT();
  return (
    <>
      <Form.Item name="movement" label={t('dailyReport.fields.movement')} rules={[{ required: true, message: t('dailyReport.errors.movementRequired') }]}>
        <Choices values={MOVEMENTS} label={(value) => t(`dailyReport.movements.${value}`)} />
      </Form.Item>
      <Form.Item name="result" label={t('dailyReport.fields.result')} rules={[{ required: true, message: t('dailyReport.errors.resultRequired') }]}>
        <Choices values={RESULTS} label={(value) => t(`dailyReport.results.${value}`)} />
      </Form.Item>
    </>
  );
}

function MoodAndNote({ kind }: { kind: DailyEntryKind }) {
  const t = useT();
  return (
    <>
      <Form.Item name="mood" label={t('dailyReport.fields.mood')}>
        <Select<DailyMood> aria-label={t('dailyReport.fields.mood')} allowClear placeholder={t('dailyReport.fields.noMood')}
          options={MOODS.map((mood) => ({ value: mood, label: t(`dailyReport.moods.${mood}`) }))} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="note" label={t('dailyReport.fields.note')} rules={[
        { required: kind === 'note', whitespace: true, message: t('dailyReport.errors.noteRequired') },
        { max: MAX_ENTRY_NOTE, message: t('dailyReport.errors.noteTooLong', { max: MAX_ENTRY_NOTE }) },
      ]}>
        <Input.TextArea aria-label={t('dailyReport.fields.note')} rows={kind === 'note' ? 4 : 2} maxLength={MAX_ENTRY_NOTE} showCount />
      </Form.Item>
    </>
  );
}

export interface EntryFormProps {
  kind: DailyEntryKind;
  /** The day the entry belongs to. */
  day: string;
  initial: EntryValues;
  label: string;
  submitText: string;
  saving: boolean;
  /** The server's refusal, when the page shows it in the form rather than in the snackbar. */
  error?: unknown;
  onSave: (fields: EntryFields) => void;
  onCancel?: () => void;
}

/** An entry of one kind with the server's own rules: a time not in the future, a portion or a bottle's amount, a diaper's result, a note's text. */
export function EntryForm({ kind, day, initial, label, submitText, saving, error, onSave, onCancel }: EntryFormProps) {
  const t = useT();
  const [form] = Form.useForm<EntryValues>();
  return (
    <Form<EntryValues> form={form} layout="vertical" initialValues={initial} disabled={saving} aria-label={label} requiredMark="optional"
      onFinish={(values) => onSave(fieldsOf(kind, day, values))}>
      <TimeFields kind={kind} day={day} />
      {kind === 'meal' && <MealFields form={form} />}
      {kind === 'movement' && <MovementFields />}
      <MoodAndNote kind={kind} />
      <FormError error={error} />
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>{submitText}</Button>
        {onCancel && <Button onClick={onCancel} disabled={false}>{t('common.cancel')}</Button>}
      </Flex>
    </Form>
  );
}
