// Families' schedule requests with the director's answer: the list of /attendance/schedule/response,
// also shown on /attendance/schedule/request to directors.
import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, Input, Modal, Row, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import {
  useSchedulesListQuery, useSchedulesRequestsQuery, useSchedulesRespondMutation, type ScheduleDto, type ScheduleRequestDto,
} from '@daycare/api-client';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { ATTENDANCE_PLAN_NAMES, THEME_COLORS } from '@daycare/shared';
import { FormError, sinceText } from '../attendance/attendance-helpers';
import { MAX_SCHEDULE_NOTE, ScheduleDays, noteOf, periodText, schedulePath, useCanManageSchedules } from './schedule-helpers';

handleErrorsInPage('schedulesRespond');

const STATUS: Record<ScheduleRequestDto['status'], { text: string; color: string }> = {
  pending: { text: 'Pending', color: 'warning' },
  approved: { text: 'Approved', color: 'success' },
  declined: { text: 'Declined', color: 'error' },
};

/** A plan, its period and its days, under a small heading. */
function PlanSummary({ title, plan }: { title: string; plan: Pick<ScheduleDto, 'plan' | 'validFrom' | 'validTo' | 'days'> }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <Typography.Text strong>{ATTENDANCE_PLAN_NAMES[plan.plan]}</Typography.Text>
      <Typography.Text>{periodText(plan.validFrom, plan.validTo)}</Typography.Text>
      <ScheduleDays days={plan.days} />
    </Flex>
  );
}

/** The schedule the request changes, or else the child's current one. */
function CurrentSchedule({ request }: { request: ScheduleRequestDto }) {
  const schedules = useSchedulesListQuery({ childId: request.child.id });
  if (schedules.isLoading) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  const changed = request.scheduleId ? schedules.data?.find((schedule) => schedule.id === request.scheduleId) : undefined;
  const current = changed ?? schedules.data?.find((schedule) => schedule.current);
  if (!current) {
    return (
      <Flex vertical gap={2}>
        <Typography.Text type="secondary">Current schedule</Typography.Text>
        <Typography.Text>{request.scheduleId ? 'The schedule it changes was deleted' : 'No schedule applies today'}</Typography.Text>
      </Flex>
    );
  }
  return <PlanSummary title={changed ? 'Schedule it changes' : 'Current schedule'} plan={current} />;
}

type Answer = { request: ScheduleRequestDto; approve: boolean };

function AnswerDialog({ answer, onClose }: { answer: Answer; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [respond, responding] = useSchedulesRespondMutation();
  const dispatch = useAppDispatch();
  const { request, approve } = answer;
  const child = request.child.label;
  const send = async () => {
    const result = await respond({ respondScheduleRequestDto: { id: request.id, approve, note: noteOf(note) } });
    if (result.error) return;
    dispatch(showSnackbar({
      text: approve ? `The request for ${child} was approved; the schedule applies from ${periodText(request.validFrom, request.validTo)}` : `The request for ${child} was declined`,
      color: THEME_COLORS.light.success,
    }));
    onClose();
  };
  return (
    <Modal
      open
      title={approve ? `Approve the request for ${child}?` : `Decline the request for ${child}?`}
      okText={approve ? 'Approve' : 'Decline'}
      okButtonProps={{ danger: !approve, loading: responding.isLoading }}
      cancelText="Cancel"
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {approve
            ? `${ATTENDANCE_PLAN_NAMES[request.plan]}, ${periodText(request.validFrom, request.validTo)} becomes ${child}'s schedule${request.scheduleId ? ', replacing the one it changes' : ''}.`
            : `${request.requestedBy.label} is told the schedule stays as it is.`}
        </Typography.Paragraph>
        {responding.error ? (
          <div>
            <FormError error={responding.error} />
            <Typography.Paragraph style={{ marginTop: -8 }}>
              The request stays waiting. <Link to={schedulePath(request.child.id)}>Open {child}'s schedules</Link> to end or change the one in the way, then approve again.
            </Typography.Paragraph>
          </div>
        ) : null}
        <label style={{ marginBottom: 16 }}>
          <Typography.Text>Note to the family (optional)</Typography.Text>
          <Input.TextArea
            aria-label="Note to the family"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            maxLength={MAX_SCHEDULE_NOTE}
            showCount
            placeholder={approve ? 'For example: approved from next Monday' : 'For example: we have no place on Fridays this term'}
          />
        </label>
      </Flex>
    </Modal>
  );
}

function RequestCard({ request, onAnswer, canAnswer }: { request: ScheduleRequestDto; onAnswer: (answer: Answer) => void; canAnswer: boolean }) {
  const status = STATUS[request.status];
  const pending = request.status === 'pending';
  return (
    <Card
      aria-label={`Request for ${request.child.label}`}
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
          Asked by {request.requestedBy.label}, {sinceText(request.createdAt)}
          {request.scheduleId ? ' · a change of a schedule' : ' · a new schedule'}
        </Typography.Text>
        <Row gutter={[24, 12]}>
          <Col xs={24} md={12}><PlanSummary title="Requested" plan={request} /></Col>
          {pending && <Col xs={24} md={12}><CurrentSchedule request={request} /></Col>}
        </Row>
        {request.note && (
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">Note from the family</Typography.Text>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{request.note}</Typography.Text>
          </Flex>
        )}
        {!pending && (
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">
              {status.text} by {request.respondedBy?.label ?? 'the centre'}{request.respondedAt ? `, ${sinceText(request.respondedAt)}` : ''}
            </Typography.Text>
            {request.responseNote && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{request.responseNote}</Typography.Text>}
          </Flex>
        )}
        {pending && canAnswer && (
          <Flex gap={8} justify="flex-end" wrap>
            <Button danger onClick={() => onAnswer({ request, approve: false })} aria-label={`Decline the request for ${request.child.label}`}>Decline</Button>
            <Button type="primary" onClick={() => onAnswer({ request, approve: true })} aria-label={`Approve the request for ${request.child.label}`}>Approve</Button>
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
  const canAnswer = useCanManageSchedules();
  const requests = useSchedulesRequestsQuery(pendingOnly ? { status: 'pending' } : {}, { skip: !canAnswer });
  const [answer, setAnswer] = useState<Answer | null>(null);
  if (!canAnswer) return <Empty description="Answering schedule requests needs the child attendance role (ATTENDANCE_CHILD)" />;
  if (requests.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!requests.data) return <Empty description="The requests could not be loaded" />;
  const pending = requests.data.filter((request) => request.status === 'pending');
  const answered = requests.data.filter((request) => request.status !== 'pending');
  return (
    <Flex vertical gap={24} style={{ maxWidth: 960 }}>
      <section aria-label="Waiting for an answer">
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>Waiting for an answer ({pending.length})</Typography.Title>
        {pending.length === 0 ? (
          <Empty description="No request is waiting for an answer" />
        ) : (
          <Flex vertical gap={12}>
            {pending.map((request) => <RequestCard key={request.id} request={request} onAnswer={setAnswer} canAnswer={canAnswer} />)}
          </Flex>
        )}
      </section>
      {!pendingOnly && answered.length > 0 && (
        <section aria-label="Answered">
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>Answered</Typography.Title>
          <Flex vertical gap={12}>
            {answered.map((request) => <RequestCard key={request.id} request={request} onAnswer={setAnswer} canAnswer={canAnswer} />)}
          </Flex>
        </section>
      )}
      {answer && <AnswerDialog key={`${answer.request.id}-${String(answer.approve)}`} answer={answer} onClose={() => setAnswer(null)} />}
    </Flex>
  );
}
