// The sheets that record one entry for every selected child: pick what happened and tap once to save.
import { useState, type ReactNode } from 'react';
import { Button, Drawer, Flex, Grid, Input, InputNumber, Radio, Segmented, TimePicker, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { DailyMeal, DailyMood, DailyMovement } from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { useClockFormat } from '@daycare/ui';
import { ozToMl } from './entry-summary';
import { useT } from './i18n';
import { BOTTLE_ML_MAX, MEALS, MOODS, MOVEMENTS, NOTE_MAX, PORTIONS, RESULTS, instantAt, mealAt, type EntryFields } from './record-values';

export type SheetKind = EntryFields['kind'];

export interface SheetProps {
  saving: boolean;
  onSave: (fields: EntryFields) => void;
}

const BIG_BUTTON = { minHeight: 64, flex: '1 1 40%', fontSize: 18 } as const;

/** A bottom sheet on phones and tablets, a side panel on a desktop. */
export function RecordSheet({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const wide = Grid.useBreakpoint().lg ?? false;
  return (
    <Drawer
      title={title} open={open} onClose={onClose} placement={wide ? 'right' : 'bottom'} size={wide ? 480 : 'auto'} destroyOnHidden
      styles={{ wrapper: wide ? undefined : { maxHeight: '90dvh' } }}
    >
      {children}
    </Drawer>
  );
}

/** When it happened; left empty, now. */
function TimeField({ value, onChange }: { value: Dayjs | null; onChange: (time: Dayjs | null) => void }) {
  const t = useT();
  return (
    <Flex align="center" gap={12}>
      <Typography.Text id="daily-report-time">{t('sheet.time')}</Typography.Text>
      <TimePicker
        aria-labelledby="daily-report-time" size="large" format={useClockFormat()} placeholder={t('sheet.now')}
        value={value} onChange={onChange} allowClear inputReadOnly
      />
    </Flex>
  );
}

interface Choice<V extends string> {
  value: V;
  label: string;
}

/** One of a few, as large radio buttons that wrap on a narrow screen. */
function ChoiceGroup<V extends string>({ label, options, value, onChange }: { label: string; options: Choice<V>[]; value: V; onChange: (value: V) => void }) {
  return (
    <Radio.Group
      aria-label={label} optionType="button" buttonStyle="solid" size="large" value={value}
      onChange={(event) => onChange(event.target.value as V)} options={options}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
    />
  );
}

/** Large buttons of which one tap saves. */
function SaveButtons<V extends string>({ label, options, saving, onPick }: { label: string; options: Choice<V>[]; saving: boolean; onPick: (value: V) => void }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{label}</Typography.Text>
      <Flex wrap gap={8}>
        {options.map((option) => (
          <Button key={option.value} type="primary" ghost size="large" style={BIG_BUTTON} disabled={saving} onClick={() => onPick(option.value)}>
            {option.label}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

type Unit = 'ml' | 'oz';

/** A bottle's amount in ml or oz; kept in ml. */
function BottleAmount({ saving, onSave }: { saving: boolean; onSave: (ml: number) => void }) {
  const t = useT();
  const [unit, setUnit] = useState<Unit>('ml');
  const [amount, setAmount] = useState<number | null>(null);
  const ml = amount ? (unit === 'oz' ? ozToMl(amount) : Math.round(amount)) : 0;
  const valid = ml >= 1 && ml <= BOTTLE_ML_MAX;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <InputNumber
          aria-label={t('sheet.bottleAmount')} size="large" min={0} inputMode="decimal" style={{ width: 140 }}
          step={unit === 'oz' ? 0.5 : 10} precision={unit === 'oz' ? 1 : 0} value={amount} onChange={setAmount}
        />
        <Segmented<Unit> aria-label={t('sheet.unit')} size="large" value={unit} onChange={setUnit} options={[{ value: 'ml', label: 'ml' }, { value: 'oz', label: 'oz' }]} />
      </Flex>
      {unit === 'oz' && valid && <Typography.Text type="secondary">{t('sheet.inMl', { ml })}</Typography.Text>}
      {amount !== null && !valid && <Typography.Text type="danger">{t('sheet.bottleRange', { max: BOTTLE_ML_MAX })}</Typography.Text>}
      <Button type="primary" size="large" style={BIG_BUTTON} disabled={!valid} loading={saving} onClick={() => onSave(ml)}>{t('sheet.save')}</Button>
    </Flex>
  );
}

export function MealSheet({ saving, onSave }: SheetProps) {
  const t = useT();
  const [time, setTime] = useState<Dayjs | null>(null);
  const [meal, setMeal] = useState<DailyMeal>(() => mealAt());
  const at = instantAt(time);
  return (
    <Flex vertical gap={20}>
      <TimeField value={time} onChange={setTime} />
      <ChoiceGroup label={t('sheet.whichMeal')} value={meal} onChange={setMeal} options={MEALS.map((value) => ({ value, label: t(`meal.${value}`) }))} />
      {meal === 'bottle' ? (
        <BottleAmount saving={saving} onSave={(bottleMl) => onSave({ kind: 'meal', meal, bottleMl, at })} />
      ) : (
        <SaveButtons
          label={t('sheet.howMuch')} saving={saving} options={PORTIONS.map((value) => ({ value, label: t(`portionButton.${value}`) }))}
          onPick={(portion) => onSave({ kind: 'meal', meal, portion, at })}
        />
      )}
    </Flex>
  );
}

export function NapSheet({ saving, onSave }: SheetProps) {
  const t = useT();
  const [time, setTime] = useState<Dayjs | null>(null);
  const at = instantAt(time);
  return (
    <Flex vertical gap={20}>
      <TimeField value={time} onChange={setTime} />
      <Button type="primary" size="large" style={BIG_BUTTON} loading={saving} onClick={() => onSave({ kind: 'nap', at })}>
        {at ? t('entry.asleepSince', { time: formatTime(at) }) : t('sheet.asleepNow')}
      </Button>
    </Flex>
  );
}

export function MovementSheet({ saving, onSave }: SheetProps) {
  const t = useT();
  const [time, setTime] = useState<Dayjs | null>(null);
  const [movement, setMovement] = useState<DailyMovement>('diaper');
  return (
    <Flex vertical gap={20}>
      <TimeField value={time} onChange={setTime} />
      <ChoiceGroup label={t('kind.movement')} value={movement} onChange={setMovement} options={MOVEMENTS.map((value) => ({ value, label: t(`movement.${value}`) }))} />
      <SaveButtons
        label={t('sheet.result')} saving={saving} options={RESULTS.map((value) => ({ value, label: t(`resultButton.${value}`) }))}
        onPick={(result) => onSave({ kind: 'movement', movement, result, at: instantAt(time) })}
      />
    </Flex>
  );
}

/** Moods as toggle buttons: at most one, and tapping it again takes it back. */
export function MoodChoice({ value, onChange }: { value: DailyMood | null; onChange: (mood: DailyMood | null) => void }) {
  const t = useT();
  return (
    <Flex vertical gap={8} role="group" aria-label={t('sheet.mood')}>
      <Typography.Text strong>{t('sheet.mood')}</Typography.Text>
      <Flex wrap gap={8}>
        {MOODS.map((mood) => (
          <Button key={mood} size="large" aria-pressed={value === mood} type={value === mood ? 'primary' : 'default'} onClick={() => onChange(value === mood ? null : mood)}>
            {t(`mood.${mood}`)}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

export function NoteSheet({ saving, onSave }: SheetProps) {
  const t = useT();
  const [time, setTime] = useState<Dayjs | null>(null);
  const [note, setNote] = useState('');
  const [mood, setMood] = useState<DailyMood | null>(null);
  return (
    <Flex vertical gap={20}>
      <TimeField value={time} onChange={setTime} />
      <Input.TextArea aria-label={t('kind.note')} placeholder={t('sheet.notePlaceholder')} rows={4} maxLength={NOTE_MAX} showCount value={note} onChange={(event) => setNote(event.target.value)} />
      <MoodChoice value={mood} onChange={setMood} />
      <Button type="primary" size="large" style={BIG_BUTTON} disabled={!note.trim()} loading={saving} onClick={() => onSave({ kind: 'note', note: note.trim(), mood, at: instantAt(time) })}>
        {t('sheet.save')}
      </Button>
    </Flex>
  );
}

export const SHEETS: Record<SheetKind, (props: SheetProps) => ReactNode> = { meal: MealSheet, nap: NapSheet, movement: MovementSheet, note: NoteSheet };
