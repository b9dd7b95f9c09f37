// /medications/history: every dose given to the children the reader reaches, newest first, a page at a time.
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { type MedicationDoseDto, useMedicationsHistoryQuery } from '@daycare/api-client';
import { useLanguage } from '@daycare/i18n';
import { RoutePage } from '../route-page';
import { useT } from './i18n';
import { doseText, MEDICATION_HISTORY_PATH, viewLink } from './medication-words';

function Dose({ dose }: { dose: MedicationDoseDto }) {
  return (
    <Card size="small" role="listitem" aria-label={`${dose.child.label}: ${dose.medication}`}>
      <Flex vertical gap={2}>
        <Link to={viewLink(dose.medicationId)}><Typography.Text strong>{`${dose.child.label} · ${dose.medication}`}</Typography.Text></Link>
        <Typography.Text>{doseText(dose)}</Typography.Text>
        {dose.note && <Typography.Text type="secondary">{dose.note}</Typography.Text>}
      </Flex>
    </Card>
  );
}

/** One page of doses, and the button to the next older page. */
function DosePage({ before, onOlder }: { before?: string; onOlder: (before: string) => void }) {
  const t = useT();
  const page = useMedicationsHistoryQuery(before ? { before } : {});
  if (!page.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!page.data.doses.length && !before) return <Empty description={t('history.empty')} />;
  return (
    <>
      {page.data.doses.map((dose) => <Dose key={dose.id} dose={dose} />)}
      {page.data.nextBefore && <Button onClick={() => onOlder(page.data!.nextBefore!)} style={{ alignSelf: 'start' }}>{t('history.older')}</Button>}
    </>
  );
}

function History() {
  useLanguage();
  const t = useT();
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  return (
    <Flex vertical gap={8} role="list" aria-label={t('history.doses')} style={{ maxWidth: 860 }}>
      {pages.map((before, index) => (
        <DosePage key={before ?? 'newest'} before={before} onOlder={(older) => setPages((shown) => (index === shown.length - 1 ? [...shown, older] : shown))} />
      ))}
    </Flex>
  );
}

/** /medications/history: the doses given, by whom and when. */
export function MedicationHistoryPage() {
  return (
    <RoutePage path={MEDICATION_HISTORY_PATH}>
      <History />
    </RoutePage>
  );
}
