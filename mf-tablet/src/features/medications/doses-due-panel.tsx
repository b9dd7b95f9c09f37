import { Button, Flex, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useMedicationsDueQuery } from '@daycare/api-client';
import { formatClock } from '@daycare/i18n';
import { Panel } from '@daycare/ui';
import { useT } from '../../i18n';

/** The room's scheduled doses still to give today, on the tablet's start screen; nothing when none is left. */
export function DosesDuePanel() {
  const t = useT();
  const { token } = theme.useToken();
  const due = useMedicationsDueQuery({});
  const waiting = (due.data ?? []).filter((dose) => dose.state === 'due' || dose.state === 'upcoming');
  if (!waiting.length) return null;
  return (
    <Panel title={t('medication.title')} extra={<Link to="/medications/list/due">{t('medication.all')}</Link>}>
      <Flex vertical gap={8} role="list" aria-label={t('medication.title')}>
        {waiting.map((dose) => (
          <Flex key={dose.intervalId} role="listitem" gap={12} align="center" justify="space-between" wrap
            style={{ padding: token.paddingXS, borderRadius: token.borderRadiusLG, background: dose.state === 'due' ? token.colorErrorBg : token.colorFillQuaternary }}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{formatClock(dose.time ?? '')}</Typography.Text>
              <Typography.Text strong>{dose.child.label}</Typography.Text>
              <Typography.Text>{`${dose.name} · ${dose.dose}`}</Typography.Text>
              {dose.state === 'due' && <Tag color="error">{t('medication.dueNow')}</Tag>}
            </Flex>
            <Link to={`/medications/interval/${dose.intervalId}`}><Button type={dose.state === 'due' ? 'primary' : 'default'} size="large">{t('medication.give')}</Button></Link>
          </Flex>
        ))}
      </Flex>
    </Panel>
  );
}
