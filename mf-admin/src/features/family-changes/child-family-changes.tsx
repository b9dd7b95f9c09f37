import { Alert, Flex } from 'antd';
import { useFamilyChangesListQuery, type FamilyChangePart } from '@daycare/api-client';
import { useT } from '../../i18n';
import { useIsDirector, type ChildTab } from '../children/child-helpers';
import { FamilyChangeLines, MarkSeenButton } from './family-change-lines';

/** The record's tabs that show what the family changed, and which parts each shows (all on the overview). */
const PARTS_OF_TAB: Partial<Record<ChildTab, readonly FamilyChangePart[] | 'all'>> = {
  overview: 'all',
  medical: ['medical'],
  pickup: ['pickup', 'contacts'],
};

/** As many unseen changes as a director reads at once on a record; older ones wait on the dashboard. */
const PAGE_SIZE = 50;

/**
 * "Changed by the family" on a child's record, for directors: what a guardian changed of the child,
 * themself or the family's contacts and no director has marked seen yet, with who, when and what.
 */
export function ChildFamilyChanges({ childId, tab }: { childId: number; tab: ChildTab }) {
  const t = useT();
  const isDirector = useIsDirector();
  const parts = PARTS_OF_TAB[tab];
  const changes = useFamilyChangesListQuery({ childId, unseen: 'true', pageSize: PAGE_SIZE }, { skip: !isDirector || !parts });
  const items = (changes.data?.items ?? []).filter((change) => parts === 'all' || parts?.includes(change.part));
  if (!parts || !items.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('familyChanges.alertTitle')}
      description={
        <Flex vertical gap={12}>
          {items.map((change) => <FamilyChangeLines key={change.id} change={change} />)}
          <MarkSeenButton ids={items.map((change) => change.id)} />
        </Flex>
      }
    />
  );
}
