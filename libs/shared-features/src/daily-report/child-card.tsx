import type { CSSProperties, MouseEvent } from 'react';
import { Avatar, Button, Flex, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { mdiCheckCircle, mdiWeatherNight } from '@mdi/js';
import type { DailyEntryDto, NapWatchDto, RoomChildDto } from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { Mdi, VisuallyHidden } from '@daycare/ui';
import { entryHeadline, entryIcon } from './entry-summary';
import { useT } from './i18n';
import { SleepWatch, isOverdue } from './sleep-check';

export const childDayPath = (childId: number, entryId?: number) => `/daily-report/child/${childId}${entryId ? `/${entryId}` : ''}`;

function initialsOf(label: string): string {
  const words = label.trim().split(/\s+/);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
}

/** The nap the child is sleeping now, if any. */
export function napInProgress(child: RoomChildDto): DailyEntryDto | undefined {
  return child.lastNap && !child.lastNap.until ? child.lastNap : undefined;
}

function LastEntry({ entry }: { entry: DailyEntryDto }) {
  const t = useT();
  return (
    <Flex component="li" gap={6} align="center" style={{ minWidth: 0 }}>
      <Mdi path={entryIcon(entry)} size={0.7} />
      <Typography.Text type="secondary" style={{ flexShrink: 0 }}>{formatTime(entry.at)}</Typography.Text>
      <Typography.Text ellipsis={{ tooltip: true }}>{entryHeadline(entry, t)}</Typography.Text>
    </Flex>
  );
}

/** The last meal, the last nap (unless asleep: the card says so above), the last change and the last note. */
function LastEntries({ child }: { child: RoomChildDto }) {
  const t = useT();
  const naps = napInProgress(child) ? [] : [child.lastNap];
  const entries = [child.lastMeal, ...naps, child.lastMovement, child.lastNote].filter((entry): entry is DailyEntryDto => !!entry);
  if (!entries.length) return <Typography.Text type="secondary">{t('today.nothingYet')}</Typography.Text>;
  return (
    <Flex component="ul" vertical gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry) => <LastEntry key={entry.id} entry={entry} />)}
    </Flex>
  );
}

function Asleep({ nap, name, onWake, waking }: { nap: DailyEntryDto; name: string; onWake?: (nap: DailyEntryDto) => void; waking: boolean }) {
  const t = useT();
  return (
    <Flex gap={8} align="center" wrap justify="space-between">
      <Tag color="purple" icon={<Mdi path={mdiWeatherNight} size={0.7} />} style={{ fontSize: 14, padding: '4px 8px', marginInlineEnd: 0 }}>
        {t('entry.asleepSince', { time: formatTime(nap.at) })}
      </Tag>
      {onWake && nap.canEdit && (
        <Button size="large" aria-label={t('today.wokeUpChild', { name })} loading={waking} onClick={() => onWake(nap)}>{t('today.wokeUp')}</Button>
      )}
    </Flex>
  );
}

export interface DailyChildCardProps {
  child: RoomChildDto;
  selected: boolean;
  /** Without it the card only shows (a reader who may not record). */
  onToggle?: () => void;
  onWake?: (nap: DailyEntryDto) => void;
  waking: boolean;
  /** The page's ticking clock (ms), against which a nap's next check is due or overdue. */
  now: number;
  /** Opens the sleep check of the nap in progress; without it the card only shows when it is due. */
  onCheck?: (sleep: NapWatchDto) => void;
}

type Token = ReturnType<typeof theme.useToken>['token'];

/** An overdue sleep check turns the card red whether selected or not (the check mark still shows the selection). */
function cardColours(token: Token, { selected, asleep, overdue }: { selected: boolean; asleep: boolean; overdue: boolean }): CSSProperties {
  if (overdue) return { background: token.colorErrorBg, border: `3px solid ${token.colorError}` };
  return {
    background: selected ? token.colorPrimaryBg : asleep ? token.colorFillQuaternary : token.colorBgContainer,
    border: `${selected ? 3 : token.lineWidth}px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
  };
}

const UNSTYLED_BUTTON: CSSProperties = { border: 0, padding: 0, background: 'none', cursor: 'pointer', position: 'relative', borderRadius: '50%' };

/** A child of the room: photo or initials, name, in or out, asleep, and the day's last entries. Tapping it selects it. */
export function DailyChildCard({ child, selected, onToggle, onWake, waking, now, onCheck }: DailyChildCardProps) {
  const { token } = theme.useToken();
  const t = useT();
  const name = child.child.label;
  const nap = napInProgress(child);
  const { sleep } = child;
  const overdue = !!sleep && isOverdue(sleep, now);
  // The whole card is the target for a finger; its own links and buttons keep their meaning.
  const tapCard = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a, button, [role="button"]')) onToggle?.();
  };
  const avatar = (
    <Avatar aria-hidden size={64} alt="" src={child.thumbnailUrl ?? undefined} style={{ background: token.colorPrimary, fontSize: 24 }}>
      {initialsOf(name)}
    </Avatar>
  );
  return (
    <section
      aria-label={name}
      onClick={onToggle ? tapCard : undefined}
      style={{
        height: '100%', padding: token.paddingMD, borderRadius: token.borderRadiusLG, cursor: onToggle ? 'pointer' : undefined,
        ...cardColours(token, { selected, asleep: !!nap, overdue }),
        display: 'flex', flexDirection: 'column', gap: 12,
      }}
    >
      <Flex gap={12} align="center">
        {onToggle ? (
          <button type="button" aria-pressed={selected} onClick={onToggle} style={UNSTYLED_BUTTON}>
            {avatar}
            <VisuallyHidden>{t('today.selectChild', { name })}</VisuallyHidden>
            {selected && <Mdi path={mdiCheckCircle} size={1} color={token.colorPrimary} style={{ position: 'absolute', right: -6, bottom: -6, background: token.colorBgContainer, borderRadius: '50%' }} />}
          </button>
        ) : avatar}
        <Flex vertical gap={4} align="start" style={{ minWidth: 0 }}>
          <Link to={childDayPath(child.child.id)} style={{ fontSize: token.fontSizeLG, fontWeight: 600, minHeight: 24 }}>{name}</Link>
          {child.signedIn ? <Tag color="success">{t('today.signedIn')}</Tag> : <Tag>{t('today.notSignedIn')}</Tag>}
        </Flex>
      </Flex>
      {nap && <Asleep nap={nap} name={name} onWake={onWake} waking={waking} />}
      {sleep && <SleepWatch sleep={sleep} now={now} name={name} onCheck={onCheck ? () => onCheck(sleep) : undefined} />}
      <LastEntries child={child} />
    </section>
  );
}
