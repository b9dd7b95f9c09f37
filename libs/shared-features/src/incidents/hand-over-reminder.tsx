// At sign-out: a reminder to hand over today's incident reports the family has not signed. It informs, it never blocks.
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useIncidentsHandOverQuery } from '@daycare/api-client';
import { useLanguage } from '@daycare/i18n';
import { useT } from './i18n';
import { incidentViewUrl } from './incident-words';

export interface HandOverReminderProps {
  childId: number;
  childName: string;
  /** Whether the reader can open the report here (the tablet has no incident pages). */
  linked?: boolean;
}

export function HandOverReminder({ childId, childName, linked = true }: HandOverReminderProps) {
  useLanguage();
  const t = useT();
  const handOver = useIncidentsHandOverQuery({ childId });
  const incidents = handOver.data?.incidents ?? [];
  if (!incidents.length) return null;
  const summaries = incidents.map((incident) => incident.summary).join(' · ');
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={t('handOver.title', { count: incidents.length, child: childName })}
      description={t('handOver.text', { summaries })}
      action={linked ? <Link to={incidentViewUrl(incidents[0].id)}>{t('handOver.open')}</Link> : undefined}
    />
  );
}
