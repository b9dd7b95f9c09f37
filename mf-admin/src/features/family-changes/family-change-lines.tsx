import { Button, Flex, Tag, Typography } from 'antd';
import { useFamilyChangesSeenMutation, type FamilyChangeDto } from '@daycare/api-client';
import { formatDate, formatTime } from '@daycare/i18n';
import { FormError } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { useDescribeChange } from './describe-change';

/** One change by a family: who made it and when, then a line for each thing that changed. */
export function FamilyChangeLines({ change }: { change: FamilyChangeDto }) {
  const t = useT();
  const describe = useDescribeChange();
  return (
    <Flex vertical gap={2}>
      <Flex gap={8} wrap align="baseline">
        <Typography.Text type="secondary">
          {t('familyChanges.byWhen', { guardian: change.guardian?.label ?? t('familyChanges.aGuardian'), day: formatDate(change.at, 'dayMonth'), time: formatTime(change.at) })}
        </Typography.Text>
        {change.important && <Tag color="error">{t('familyChanges.important')}</Tag>}
      </Flex>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {describe(change).map((line) => <li key={line}>{line}</li>)}
      </ul>
    </Flex>
  );
}

/** "Mark as seen" for some changes by families, with the gateway's answer if it refuses. */
export function MarkSeenButton({ ids, label }: { ids: number[]; label?: string }) {
  const t = useT();
  const [markSeen, marking] = useFamilyChangesSeenMutation();
  return (
    <Flex vertical gap={8} align="flex-start">
      <Button size="small" loading={marking.isLoading} aria-label={label} onClick={() => void markSeen({ markFamilyChangesSeenDto: { ids } })}>
        {t('familyChanges.markSeen')}
      </Button>
      <FormError error={marking.error} flush />
    </Flex>
  );
}
