// One authorisation as the lists show it: the medicine, the child, its state, schedule and expiry warning.
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { MedicationDto } from '@daycare/api-client';
import { formatDate } from '@daycare/i18n';
import { useT } from './i18n';
import { datesText, scheduleText, STATE_COLOURS, viewLink } from './medication-words';

/** The 30-day warning of a medicine about to expire. */
export function ExpiryWarning({ medication }: { medication: Pick<MedicationDto, 'expiresSoon' | 'expiresOn'> }) {
  const t = useT();
  if (!medication.expiresSoon) return null;
  return <Alert type="warning" showIcon title={t('words.expiresSoon', { day: formatDate(medication.expiresOn) })} />;
}

export function MedicationCard({ medication }: { medication: MedicationDto }) {
  const t = useT();
  return (
    <Card size="small" role="listitem" aria-label={`${medication.child.label}: ${medication.name}`}>
      <Flex gap={12} justify="space-between" align="start" wrap>
        <Flex vertical gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong style={{ fontSize: 16 }}>{medication.name}</Typography.Text>
            <Tag color={STATE_COLOURS[medication.state]}>{t(`state.${medication.state}`)}</Tag>
            {medication.emergency && <Tag color="error">{t('words.emergency')}</Tag>}
          </Flex>
          <Typography.Text>{`${medication.child.label} · ${medication.dose} · ${t(`route.${medication.route}`)}`}</Typography.Text>
          <Typography.Text type="secondary">{`${scheduleText(medication)} · ${datesText(medication)}`}</Typography.Text>
          <ExpiryWarning medication={medication} />
        </Flex>
        <Link to={viewLink(medication.id)}><Button size="large">{t('list.open')}</Button></Link>
      </Flex>
    </Card>
  );
}
