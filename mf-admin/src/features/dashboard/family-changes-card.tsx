import { Link } from 'react-router';
import { Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useFamilyChangesListQuery } from '@daycare/api-client';
import { FormError, TAP_LINK } from '@daycare/shared-features';
import { Panel } from '@daycare/ui';
import { useT } from '../../i18n';
import { childPath, useIsDirector } from '../children/child-helpers';
import { FamilyChangeLines, MarkSeenButton } from '../family-changes/family-change-lines';

/** The newest unseen changes the card shows; the rest wait until these are marked seen. */
const CARD_SIZE = 10;

/** A director's card of what families changed and no director has marked seen yet; each child's name opens the record. */
export function FamilyChangesCard() {
  const t = useT();
  const { token } = theme.useToken();
  const isDirector = useIsDirector();
  const changes = useFamilyChangesListQuery({ unseen: 'true', pageSize: CARD_SIZE }, { skip: !isDirector });
  if (!isDirector) return null;
  const items = changes.data?.items ?? [];
  const more = (changes.data?.total ?? 0) - items.length;
  return (
    <Panel aria-label={t('familyChanges.cardTitle')} title={changes.data ? t('familyChanges.cardTitleCount', { count: changes.data.total }) : t('familyChanges.cardTitle')}>
      {changes.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : changes.isError ? (
        <FormError error={changes.error} flush />
      ) : items.length ? (
        <Flex vertical gap={8}>
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {items.map((change, index) => (
              <li
                key={change.id}
                data-testid={`family-change-${change.id}`}
                style={{ padding: `${token.paddingXS}px 0`, borderTop: index ? `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` : undefined }}
              >
                <Flex justify="space-between" align="flex-start" gap={8} wrap>
                  <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                    {change.child ? <Link to={childPath(change.child.id)} style={TAP_LINK}>{change.child.label}</Link> : <Typography.Text strong>{change.subject.label}</Typography.Text>}
                    <FamilyChangeLines change={change} />
                  </Flex>
                  <MarkSeenButton ids={[change.id]} label={t('familyChanges.markSeenOf', { name: change.child?.label ?? change.subject.label })} />
                </Flex>
              </li>
            ))}
          </ul>
          {more > 0 && <Typography.Text type="secondary">{t('familyChanges.more', { count: more })}</Typography.Text>}
        </Flex>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('familyChanges.none')} />
      )}
    </Panel>
  );
}
