// Safe-sleep checks of a nap in progress: when the next one is due, and the sheet that records one.
import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { mdiEyeCheckOutline } from '@mdi/js';
import {
  useDailyReportsSleepCheckListQuery, useDailyReportsSleepCheckMutation, type NapWatchDto, type SleepCheckDto, type SleepPosition,
} from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { Mdi, VisuallyHidden } from '@daycare/ui';
import { useT } from './i18n';

const MINUTE = 60_000;
// Closer than this, the card counts the minutes down instead of naming the time.
const COUNTDOWN_MINUTES = 5;
const POSITIONS: SleepPosition[] = ['back', 'side', 'stomach'];
const BIG_BUTTON = { minHeight: 64, flex: '1 1 30%', fontSize: 18 } as const;

export function isOverdue(sleep: NapWatchDto, now: number): boolean {
  return Date.parse(sleep.dueAt) <= now;
}

function DueText({ sleep, now }: { sleep: NapWatchDto; now: number }) {
  const t = useT();
  const time = formatTime(sleep.dueAt);
  if (isOverdue(sleep, now)) return <Typography.Text type="danger" strong>{t('sleep.overdue', { time })}</Typography.Text>;
  const minutesLeft = Math.ceil((Date.parse(sleep.dueAt) - now) / MINUTE);
  return <Typography.Text strong>{minutesLeft <= COUNTDOWN_MINUTES ? t('sleep.dueIn', { count: minutesLeft }) : t('sleep.nextCheck', { time })}</Typography.Text>;
}

export interface SleepWatchProps {
  sleep: NapWatchDto;
  now: number;
  name: string;
  /** Without it the card only shows when the check is due (a reader who may not record). */
  onCheck?: () => void;
}

/** The next safe-sleep check on a napping child's card, and the big button that records it. */
export function SleepWatch({ sleep, now, name, onCheck }: SleepWatchProps) {
  const t = useT();
  return (
    <Flex gap={8} align="center" justify="space-between" wrap>
      <DueText sleep={sleep} now={now} />
      {onCheck && (
        <Button
          type="primary" danger={isOverdue(sleep, now)} size="large" icon={<Mdi path={mdiEyeCheckOutline} size={0.9} />}
          style={{ minHeight: 56, minWidth: 120, fontSize: 18 }} onClick={onCheck}
        >
          {t('sleep.check')}<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      )}
    </Flex>
  );
}

/** Large buttons of which one is chosen; tapping another changes the choice. */
function PickOne<V extends string>({ label, options, value, onChange }: { label: string; options: { value: V; label: string }[]; value?: V; onChange: (value: V) => void }) {
  return (
    <Flex vertical gap={8} role="group" aria-label={label}>
      <Typography.Text strong>{label}</Typography.Text>
      <Flex wrap gap={8}>
        {options.map((option) => (
          <Button
            key={option.value} size="large" style={BIG_BUTTON} aria-pressed={value === option.value}
            type={value === option.value ? 'primary' : 'default'} onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

export interface SleepCheckFields {
  position: SleepPosition;
  breathing: boolean;
}

type Breathing = 'normal' | 'notNormal';

/** How the child lies and breathes; a child on the stomach is recorded as found, with a reminder to turn them. */
export function SleepCheckSheet({ saving, onSave }: { saving: boolean; onSave: (fields: SleepCheckFields) => void }) {
  const t = useT();
  const [position, setPosition] = useState<SleepPosition>();
  const [breathing, setBreathing] = useState<Breathing>();
  return (
    <Flex vertical gap={20}>
      <PickOne label={t('sleep.position')} value={position} onChange={setPosition} options={POSITIONS.map((value) => ({ value, label: t(`sleep.positionButton.${value}`) }))} />
      {position === 'stomach' && <Alert type="warning" showIcon title={t('sleep.stomachWarning')} />}
      <PickOne<Breathing>
        label={t('sleep.breathing')} value={breathing} onChange={setBreathing}
        options={[{ value: 'normal', label: t('sleep.breathingButton.normal') }, { value: 'notNormal', label: t('sleep.breathingButton.notNormal') }]}
      />
      {breathing === 'notNormal' && <Alert type="error" showIcon title={t('sleep.notNormalWarning')} />}
      <Button
        type="primary" size="large" style={{ minHeight: 64, fontSize: 18 }} disabled={!position || !breathing} loading={saving}
        onClick={() => position && breathing && onSave({ position, breathing: breathing === 'normal' })}
      >
        {t('sleep.save')}
      </Button>
    </Flex>
  );
}

/** Records a check of the nap; the room's day reloads through its tags, so the card shows the next one. */
export function useRecordSleepCheck() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [check, checking] = useDailyReportsSleepCheckMutation();
  const record = async (napId: number, name: string, fields: SleepCheckFields) => {
    const result = await check({ recordSleepCheckDto: { napId, ...fields } });
    if (result.error) return false;
    dispatch(showSnackbar({ text: t('sleep.saved', { name }), color: THEME_COLORS.light.success }));
    return true;
  };
  return { record, saving: checking.isLoading };
}

function SleepCheckLine({ check }: { check: SleepCheckDto }) {
  const t = useT();
  const breathing = t(check.breathing ? 'sleep.breathingText.normal' : 'sleep.breathingText.notNormal');
  return (
    <li>
      <Typography.Text type="secondary">{formatTime(check.checkedAt)}</Typography.Text>{' '}
      <Typography.Text type={check.position === 'stomach' ? 'warning' : undefined}>{t(`sleep.positionText.${check.position}`)}</Typography.Text>
      {' · '}
      <Typography.Text type={check.breathing ? undefined : 'danger'}>{breathing}</Typography.Text>{' '}
      <Typography.Text type="secondary">{t('entry.by', { name: check.checkedBy.label })}</Typography.Text>
    </li>
  );
}

/** The safe-sleep checks of a nap, oldest first, under its entry on a child's day. */
export function NapSleepChecks({ napId }: { napId: number }) {
  const t = useT();
  const checks = useDailyReportsSleepCheckListQuery({ napId });
  if (!checks.data?.length) return null;
  return (
    <Flex vertical gap={4} style={{ marginTop: 8 }}>
      <Typography.Text strong id={`sleep-checks-${napId}`}>{t('sleep.checks')}</Typography.Text>
      <Flex component="ul" vertical gap={2} aria-labelledby={`sleep-checks-${napId}`} style={{ margin: 0, paddingInlineStart: 20 }}>
        {checks.data.map((check) => <SleepCheckLine key={check.id} check={check} />)}
      </Flex>
    </Flex>
  );
}
