// One daily report entry as a line: its time, an icon for its kind, what happened, the mood and
// note, and who recorded it. The same words serve every screen that lists entries.
import { Flex, Tag, Typography } from 'antd';
import {
  mdiBabyBottleOutline, mdiHumanBabyChangingTable, mdiNoteTextOutline, mdiSilverwareForkKnife, mdiSleep, mdiToilet,
} from '@mdi/js';
import type { DailyEntryDto } from '@daycare/api-client';
import { formatNumber, formatTime } from '@daycare/i18n';
import { Mdi } from '@daycare/ui';
import { EntryPhotos } from './entry-photos';
import { t as catalogueT, useT, type DailyReportTranslate } from './i18n';

/** A US fluid ounce in millilitres: bottles are kept in ml and shown in both. */
export const ML_PER_OZ = 29.5735;

export function mlToOz(ml: number): number {
  return ml / ML_PER_OZ;
}

export function ozToMl(oz: number): number {
  return Math.round(oz * ML_PER_OZ);
}

const MINUTE = 60_000;

/** "1 h 40 min", "40 min", "2 h". */
export function durationText(from: string, until: string, t: DailyReportTranslate = catalogueT): string {
  const total = Math.max(0, Math.round((Date.parse(until) - Date.parse(from)) / MINUTE));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return t('duration.minutes', { minutes });
  return minutes === 0 ? t('duration.hours', { hours }) : t('duration.hoursMinutes', { hours, minutes });
}

function mealText(entry: DailyEntryDto, t: DailyReportTranslate): string {
  const meal = t(`meal.${entry.meal ?? 'lunch'}`);
  if (entry.meal === 'bottle' && entry.bottleMl) {
    const oz = formatNumber(mlToOz(entry.bottleMl), { maximumFractionDigits: 1 });
    return t('entry.joined', { first: meal, second: t('entry.bottle', { ml: formatNumber(entry.bottleMl), oz }) });
  }
  return entry.portion ? t('entry.joined', { first: meal, second: t(`portion.${entry.portion}`) }) : meal;
}

function napText(entry: DailyEntryDto, t: DailyReportTranslate): string {
  if (!entry.until) return t('entry.asleepSince', { time: formatTime(entry.at) });
  const range = t('entry.napRange', { from: formatTime(entry.at), until: formatTime(entry.until), duration: durationText(entry.at, entry.until, t) });
  return t('entry.joined', { first: t('kind.nap'), second: range });
}

function movementText(entry: DailyEntryDto, t: DailyReportTranslate): string {
  const movement = t(`movement.${entry.movement ?? 'diaper'}`);
  return entry.result ? t('entry.joined', { first: movement, second: t(`result.${entry.result}`) }) : movement;
}

/** What happened, in one line: "Lunch · ate most", "Bottle · 180 ml (6.1 oz)", "Asleep since 12:30", "Diaper · wet", "Note · …". */
export function entryHeadline(entry: DailyEntryDto, t: DailyReportTranslate = catalogueT): string {
  switch (entry.kind) {
    case 'meal': return mealText(entry, t);
    case 'nap': return napText(entry, t);
    case 'movement': return movementText(entry, t);
    case 'note': return t('entry.joined', { first: t('kind.note'), second: entry.note ?? '' });
  }
}

/** The whole entry as plain text (a notification, a screen reader): what happened, the mood, and a note given with it. */
export function entryText(entry: DailyEntryDto, t: DailyReportTranslate = catalogueT): string {
  const parts = [entryHeadline(entry, t)];
  if (entry.mood) parts.push(t(`mood.${entry.mood}`));
  if (entry.note && entry.kind !== 'note') parts.push(entry.note);
  return parts.reduce((first, second) => t('entry.joined', { first, second }));
}

/** The icon of an entry's kind (a bottle and the toilet have their own). */
export function entryIcon(entry: Pick<DailyEntryDto, 'kind' | 'meal' | 'movement'>): string {
  switch (entry.kind) {
    case 'meal': return entry.meal === 'bottle' ? mdiBabyBottleOutline : mdiSilverwareForkKnife;
    case 'nap': return mdiSleep;
    case 'movement': return entry.movement === 'toilet' ? mdiToilet : mdiHumanBabyChangingTable;
    case 'note': return mdiNoteTextOutline;
  }
}

export interface DailyEntryLineProps {
  entry: DailyEntryDto;
  /** Name the child too, where the entries of several children are listed together. */
  showChild?: boolean;
  /** Show the entry's photos (where they are not shown for editing beside it). */
  photos?: boolean;
}

/** An entry in a list: the time, the kind's icon, what happened, the mood, the note, who recorded it and its photos. */
export function DailyEntryLine({ entry, showChild = false, photos = true }: DailyEntryLineProps) {
  const t = useT();
  const headline = entry.kind === 'note' ? t('kind.note') : entryHeadline(entry, t);
  return (
    <Flex gap={12} align="start">
      <Typography.Text type="secondary" style={{ minWidth: 64, fontVariantNumeric: 'tabular-nums' }}>
        <time dateTime={entry.at}>{formatTime(entry.at)}</time>
      </Typography.Text>
      <Mdi path={entryIcon(entry)} size={0.9} />
      <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong>
          {showChild ? t('entry.joined', { first: entry.child.label, second: headline }) : headline}
        </Typography.Text>
        {entry.note && <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.note}</Typography.Text>}
        <Flex gap={8} align="center" wrap>
          {entry.mood && <Tag style={{ marginInlineEnd: 0 }}>{t('entry.moodLabel', { mood: t(`mood.${entry.mood}`) })}</Tag>}
          {entry.held && <Tag color="warning" style={{ marginInlineEnd: 0 }}>{t('entry.held')}</Tag>}
          <Typography.Text type="secondary">{t('entry.by', { name: entry.recordedBy.label })}</Typography.Text>
        </Flex>
        {photos && <EntryPhotos entry={entry} />}
      </Flex>
    </Flex>
  );
}
