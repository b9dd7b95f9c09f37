import { Button, Flex, Typography, theme } from 'antd';
import { mdiHumanBabyChangingTable, mdiNoteTextOutline, mdiSilverwareForkKnife, mdiSleep } from '@mdi/js';
import { Mdi } from '@daycare/ui';
import { useT } from './i18n';
import type { SheetKind } from './record-sheet';

const ACTIONS: { kind: SheetKind; icon: string }[] = [
  { kind: 'meal', icon: mdiSilverwareForkKnife },
  { kind: 'nap', icon: mdiSleep },
  { kind: 'movement', icon: mdiHumanBabyChangingTable },
  { kind: 'note', icon: mdiNoteTextOutline },
];

export interface ActionBarProps {
  count: number;
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
  onRecord: (kind: SheetKind) => void;
}

/** Kept at the bottom of the screen while the grid scrolls: how many are selected, and what to record for them. */
export function ActionBar({ count, total, onSelectAll, onClear, onRecord }: ActionBarProps) {
  const { token } = theme.useToken();
  const t = useT();
  return (
    <section
      aria-label={t('today.recordFor')}
      style={{
        position: 'sticky', bottom: 0, zIndex: 10, padding: token.paddingSM, borderRadius: token.borderRadiusLG,
        background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, display: 'flex', flexDirection: 'column', gap: 8,
      }}
    >
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong aria-live="polite">{count ? t('today.selected', { count }) : t('today.tapToSelect')}</Typography.Text>
        <Flex gap={8}>
          <Button onClick={onSelectAll} disabled={count === total}>{t('today.selectAll')}</Button>
          <Button onClick={onClear} disabled={!count}>{t('today.clear')}</Button>
        </Flex>
      </Flex>
      <Flex gap={8} wrap>
        {ACTIONS.map(({ kind, icon }) => (
          <Button
            key={kind} type="primary" size="large" disabled={!count} icon={<Mdi path={icon} size={0.9} />}
            style={{ flex: '1 1 130px', minHeight: 56 }} onClick={() => onRecord(kind)}
          >
            {t(`today.action.${kind}`)}
          </Button>
        ))}
      </Flex>
    </section>
  );
}
