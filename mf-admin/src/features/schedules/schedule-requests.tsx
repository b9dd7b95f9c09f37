// Families' schedule requests with the director's answer: the list of /attendance/schedule/response,
// also shown on /attendance/schedule/request to directors.
import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, Input, Modal, Row, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import {
  useSchedulesListQuery, useSchedulesRequestsQuery, useSchedulesRespondMutation, type ScheduleDto, type ScheduleRequestDto,
} from '@daycare/api-client';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { THEME_COLORS } from '@daycare/shared';
import { RichText, useT } from '../../i18n';
import { FormError, sinceText } from '../attendance/attendance-helpers';
import { MAX_SCHEDULE_NOTE, ScheduleDays, noteOf, periodText, planName, schedulePath, useCanManageSchedules } from './schedule-helpers';

handleErrorsInPage('schedulesRespond');

const STATUS_COLORS: Record<ScheduleRequestDto['status'], string> = { pending: 'warning', approved: 'success', declined: 'error' };

/** A plan, its period and its days, under a small heading. */
function PlanSummary({ title, plan }: { title: string; plan: Pick<ScheduleDto, 'plan' | 'validFrom' | 'validTo' | 'days'> }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <Typography.Text strong>{planName(plan.plan)}</Typography.Text>
      <Typography.Text>{periodText(plan.validFrom, plan.validTo)}</Typography.Text>
      <ScheduleDays days={plan.days} />
    </Flex>
  );
}

/** The schedule the request changes, or else the child's current one. */
function CurrentSchedule({ request }: { request: ScheduleRequestDto }) {
  const t = useT();
  const schedules = useSchedulesListQuery({ childId: request.child.id });
  if (schedules.isLoading) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  const changed = request.scheduleId ? schedules.data?.find((schedule) => schedule.id === request.scheduleId) : undefined;
  const current = changed ?? schedules.data?.find((schedule) => schedule.current);
  if (!current) {
    return (
      <Flex vertical gap={2}>
        <Typography.Text type="secondary">{t('requests.currentSchedule')}</Typography.Text>
        <Typography.Text>{request.scheduleId ? t('requests.changedDeleted') : t('requests.noneToday')}</Typography.Text>
      </Flex>
    );
  }
  return <PlanSummary title={changed ? t('requests.scheduleItChanges') : t('requests.currentSchedule')} plan={current} />;
}

type Answer = { request: ScheduleRequestDto; approve: boolean };

function AnswerDialog({ answer, onClose }: { answer: Answer; onClose: () => void }) {
  const t = useT();
  const [note, setNote] = useState('');
  const [respond, responding] = useSchedulesRespondMutation();
  const dispatch = useAppDispatch();
  const { request, approve } = answer;
  const child = request.child.label;
  const send = async () => {
    const result = await respond({ respondScheduleRequestDto: { id: request.id, approve, note: noteOf(note) } });
    if (result.error) return;
    dispatch(showSnackbar({
      text: approve
        ? t('requests.approved', { name: child, period: periodText(request.validFrom, request.validTo) })
        : t('requests.declined', { name: child }),
      color: THEME_COLORS.light.success,
    }));
    onClose();
  };
  return (
    <Modal
      open
      title={approve ? t('requests.approveQuestion', { name: child }) : t('requests.declineQuestion', { name: child })}
      okText={approve ? t('requests.approve') : t('requests.decline')}
      okButtonProps={{ danger: !approve, loading: responding.isLoading }}
      cancelText={t('common.cancel')}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {approve
            ? t(request.scheduleId ? 'requests.approveReplaces' : 'requests.approveBecomes', {
              plan: planName(request.plan), period: periodText(request.validFrom, request.validTo), name: child,
            })
            : t('requests.declineTells', { name: request.requestedBy.label })}
        </Typography.Paragraph>
        {responding.error ? (
          <div>
            <FormError error={responding.error} />
            <Typography.Paragraph style={{ marginTop: -8 }}>
              <RichText k="requests.staysWaiting" values={{ name: child }} components={{ a: <Link to={schedulePath(request.child.id)} /> }} />
            </Typography.Paragraph>
          </div>
        ) : null}
        <label style={{ marginBottom: 16 }}>
          <Typography.Text>{t('requests.noteOptional')}</Typography.Text>
          <Input.TextArea
            aria-label={t('requests.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            maxLength={MAX_SCHEDULE_NOTE}
            showCount
            placeholder={approve ? t('requests.approvePlaceholder') : t('requests.declinePlaceholder')}
          />
        </label>
      </Flex>
    </Modal>
  );
}

function RequestCard({ request, onAnswer, canAnswer }: { request: ScheduleRequestDto; onAnswer: (answer: Answer) => void; canAnswer: boolean }) {
  const t = useT();
  const status = { text: t(`requests.status.${request.status}`), color: STATUS_COLORS[request.status] };
  const pending = request.status === 'pending';
  const by = request.respondedBy?.label ?? t('requests.theCentre');
  return (
    <Card
      aria-label={t('requests.requestFor', { name: request.child.label })}
      title={
        <Flex align="center" gap={8} wrap>
          <Link to={schedulePath(request.child.id)}>{request.child.label}</Link>
          <Tag color={status.color}>{status.text}</Tag>
        </Flex>
      }
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t(request.scheduleId ? 'requests.askedChange' : 'requests.askedNew', { name: request.requestedBy.label, when: sinceText(request.createdAt) })}
        </Typography.Text>
        <Row gutter={[24, 12]}>
          <Col xs={24} md={12}><PlanSummary title={t('requests.requested')} plan={request} /></Col>
          {pending && <Col xs={24} md={12}><CurrentSchedule request={request} /></Col>}
        </Row>
        {request.note && (
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">{t('requests.noteFromFamily')}</Typography.Text>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{request.note}</Typography.Text>
          </Flex>
        )}
        {!pending && (
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">
              {request.respondedAt
                ? t(`requests.answeredAt.${request.status === 'approved' ? 'approved' : 'declined'}`, { name: by, when: sinceText(request.respondedAt) })
                : t(`requests.answered.${request.status === 'approved' ? 'approved' : 'declined'}`, { name: by })}
            </Typography.Text>
            {request.responseNote && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{request.responseNote}</Typography.Text>}
          </Flex>
        )}
        {pending && canAnswer && (
          <Flex gap={8} justify="flex-end" wrap>
            <Button danger onClick={() => onAnswer({ request, approve: false })} aria-label={t('requests.declineFor', { name: request.child.label })}>{t('requests.decline')}</Button>
            <Button type="primary" onClick={() => onAnswer({ request, approve: true })} aria-label={t('requests.approveFor', { name: request.child.label })}>{t('requests.approve')}</Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

export interface ScheduleRequestListProps {
  /** Only the requests still waiting for an answer. */
  pendingOnly?: boolean;
}

/** The daycare's schedule requests, those waiting for an answer first, each with Approve and Decline. */
export function ScheduleRequestList({ pendingOnly = false }: ScheduleRequestListProps) {
  const t = useT();
  const canAnswer = useCanManageSchedules();
  const requests = useSchedulesRequestsQuery(pendingOnly ? { status: 'pending' } : {}, { skip: !canAnswer });
  const [answer, setAnswer] = useState<Answer | null>(null);
  if (!canAnswer) return <Empty description={t('requests.needsRole')} />;
  if (requests.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!requests.data) return <Empty description={t('requests.loadFailed')} />;
  const pending = requests.data.filter((request) => request.status === 'pending');
  const answered = requests.data.filter((request) => request.status !== 'pending');
  return (
    <Flex vertical gap={24} style={{ maxWidth: 960 }}>
      <section aria-label={t('requests.waiting')}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>{t('requests.waitingCount', { count: pending.length })}</Typography.Title>
        {pending.length === 0 ? (
          <Empty description={t('requests.noneWaiting')} />
        ) : (
          <Flex vertical gap={12}>
            {pending.map((request) => <RequestCard key={request.id} request={request} onAnswer={setAnswer} canAnswer={canAnswer} />)}
          </Flex>
        )}
      </section>
      {!pendingOnly && answered.length > 0 && (
        <section aria-label={t('requests.answeredTitle')}>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>{t('requests.answeredTitle')}</Typography.Title>
          <Flex vertical gap={12}>
            {answered.map((request) => <RequestCard key={request.id} request={request} onAnswer={setAnswer} canAnswer={canAnswer} />)}
          </Flex>
        </section>
      )}
      {answer && <AnswerDialog key={`${answer.request.id}-${String(answer.approve)}`} answer={answer} onClose={() => setAnswer(null)} />}
    </Flex>
  );
}
