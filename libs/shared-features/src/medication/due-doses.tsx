// Today's doses of a room's children: what is due now, later today, given, and what is given as needed.
import { Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { type DueDoseDto, useMedicationsDueQuery } from '@daycare/api-client';
import { formatClock, formatTime } from '@daycare/i18n';
import { useT } from './i18n';
import { DUE_COLOURS, editDoseLink, giveLink, viewLink } from './medication-words';

function DueDose({ dose }: { dose: DueDoseDto }) {
  const t = useT();
  return (
    <Card size="small" role="listitem" aria-label={`${dose.child.label}: ${dose.name}`}>
      <Flex gap={12} justify="space-between" align="center" wrap>
        <Flex vertical gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{dose.time ? formatClock(dose.time) : t('due.as_needed')}</Typography.Text>
            <Typography.Text strong>{dose.child.label}</Typography.Text>
            <Tag color={DUE_COLOURS[dose.state]}>{t(`due.${dose.state}`)}</Tag>
            {dose.emergency && <Tag color="error">{t('words.emergency')}</Tag>}
          </Flex>
          <Link to={viewLink(dose.medicationId)}>{`${dose.name} · ${dose.dose} · ${t(`route.${dose.route}`)}`}</Link>
          {dose.given && <Typography.Text type="secondary">{t('dueList.givenAt', { time: formatTime(dose.given.givenAt), name: dose.given.givenBy.label })}</Typography.Text>}
        </Flex>
        {dose.state === 'given' && dose.given ? (
          <Link to={editDoseLink(dose.given.id)}><Button size="large">{t('dueList.correct')}</Button></Link>
        ) : (
          <Link to={giveLink(dose.intervalId)}><Button type={dose.state === 'due' ? 'primary' : 'default'} size="large">{t('dueList.give')}</Button></Link>
        )}
      </Flex>
    </Card>
  );
}

/** The doses due today in a room (a tablet's own room when none is named). */
export function DueDoses({ roomId }: { roomId?: number }) {
  const t = useT();
  const due = useMedicationsDueQuery(roomId ? { roomId } : {});
  if (!due.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!due.data.length) return <Empty description={t('dueList.empty')} />;
  return (
    <Flex vertical gap={8} role="list" aria-label={t('dueList.doses')}>
      {due.data.map((dose) => <DueDose key={dose.intervalId} dose={dose} />)}
    </Flex>
  );
}
