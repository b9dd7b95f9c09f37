import { useEffect, useRef } from 'react';
import { Button, Empty, Flex, Form, Input, Radio, Select, Skeleton, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import {
  type ScheduleDto, type ScheduleRequestDto,
  useSchedulesListQuery, useSchedulesRequestMutation, useSchedulesRequestsQuery, useTabletChildrenListQuery,
} from '@daycare/api-client';
import { ATTENDANCE_PLAN_NAMES, AttendancePlanType, THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { Panel, ValidityFields } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { DAY, FormError, PICKER_DAY_FORMATS, dayText, positiveInteger } from '../absences/family-helpers';
import { type DayRow, ScheduleDaysInput, dayRowsOf, daysProblem, scheduleDaysOf } from './schedule-days-input';
import { ScheduleDays, validityText } from './schedule-text';

handleErrorsInPage('schedulesRequest');

const ROUTE = '/attendance/schedule/request';

/** The gateway's limit on the note (POST /api/schedule/request). */
export const MAX_REQUEST_NOTE = 500;

/** `scheduleId` 0: a new schedule. */
interface RequestValues {
  childId?: number;
  scheduleId: number;
  plan?: AttendancePlanType;
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
  days: DayRow[];
  note?: string;
}

const NEW_SCHEDULE = 0;

function valuesOfSchedule(schedule: ScheduleDto): Partial<RequestValues> {
  return {
    scheduleId: schedule.id,
    plan: schedule.plan,
    validFrom: dayjs(schedule.validFrom),
    validTo: schedule.validTo ? dayjs(schedule.validTo) : null,
    days: dayRowsOf(schedule.days),
  };
}

const blankSchedule = (): Partial<RequestValues> => ({ scheduleId: NEW_SCHEDULE, plan: undefined, validFrom: null, validTo: null, days: dayRowsOf() });

const STATUS_TAGS: Record<ScheduleRequestDto['status'], { color: string; text: string }> = {
  pending: { color: 'gold', text: 'Pending' },
  approved: { color: 'success', text: 'Approved' },
  declined: { color: 'error', text: 'Declined' },
};

function RequestCard({ request }: { request: ScheduleRequestDto }) {
  const status = STATUS_TAGS[request.status];
  return (
    <Panel size="small" aria-label={`Request for ${request.child.label}, ${status.text.toLowerCase()}`}>
      <Flex vertical gap={6}>
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Typography.Text strong style={{ fontSize: 16 }}>{request.child.label}</Typography.Text>
          <Tag color={status.color}>{status.text}</Tag>
        </Flex>
        <Typography.Text>
          {request.scheduleId ? 'Change of schedule' : 'New schedule'}: {ATTENDANCE_PLAN_NAMES[request.plan]}, {validityText(request.validFrom, request.validTo).replace(/^From/, 'from')}
        </Typography.Text>
        <ScheduleDays days={request.days} />
        {request.note && <Typography.Text italic>Your note: “{request.note}”</Typography.Text>}
        <Typography.Text type="secondary">Sent {dayText(dayjs(request.createdAt))}</Typography.Text>
        {request.status !== 'pending' && (
          <Typography.Text>
            {request.respondedBy ? `${request.respondedBy.label}` : 'The centre'}
            {request.respondedAt ? ` answered ${dayText(dayjs(request.respondedAt))}` : ' answered'}
            {request.responseNote ? `: “${request.responseNote}”` : '.'}
          </Typography.Text>
        )}
      </Flex>
    </Panel>
  );
}

function YourRequests() {
  const requests = useSchedulesRequestsQuery({});
  const list = requests.data ?? [];
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>Your requests</Typography.Title>
      {requests.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : list.length === 0 ? (
        <Empty description="You have not asked for a schedule change yet" />
      ) : (
        list.map((request) => <RequestCard key={request.id} request={request} />)
      )}
    </Flex>
  );
}

/**
 * /attendance/schedule/request: a family asks for a change of a child's schedule (or a new one):
 * plan, period, weekdays with times and a note; below, the requests sent and the centre's answers.
 */
export default function ScheduleRequestPage() {
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const [form] = Form.useForm<RequestValues>();
  const children = useTabletChildrenListQuery({});
  const [send, { isLoading, error, reset }] = useSchedulesRequestMutation();
  const childList = children.data ?? [];
  const askedChild = positiveInteger(search.get('childId'));
  const askedSchedule = positiveInteger(search.get('scheduleId'));
  const firstChild = askedChild && childList.some((child) => child.id === askedChild) ? askedChild : childList.length === 1 ? childList[0].id : undefined;
  const childId = Form.useWatch('childId', form) ?? firstChild;
  const plan = Form.useWatch('plan', form);
  const schedules = useSchedulesListQuery({ childId: childId ?? 0 }, { skip: !childId });
  const today = dayjs().format(DAY);
  // Schedules still running or to come may be changed.
  const changeable = (schedules.data ?? []).filter((schedule) => schedule.validTo === null || schedule.validTo >= today);
  const prefilled = useRef(false);

  // The schedule of the address (its "Ask for a change"), once the child's schedules are in.
  useEffect(() => {
    if (prefilled.current || !askedSchedule || !schedules.data || childId !== firstChild) return;
    const schedule = schedules.data.find((candidate) => candidate.id === askedSchedule);
    if (schedule) form.setFieldsValue(valuesOfSchedule(schedule));
    prefilled.current = true;
  }, [askedSchedule, schedules.data, childId, firstChild, form]);

  const chooseSchedule = (scheduleId: number) => {
    const schedule = changeable.find((candidate) => candidate.id === scheduleId);
    form.setFieldsValue(schedule ? valuesOfSchedule(schedule) : blankSchedule());
  };

  const submit = async (values: RequestValues) => {
    const result = await send({
      createScheduleRequestDto: {
        childId: values.childId!,
        scheduleId: values.scheduleId || null,
        plan: values.plan!,
        validFrom: values.validFrom!.format(DAY),
        validTo: values.validTo ? values.validTo.format(DAY) : null,
        days: scheduleDaysOf(values.days),
        note: values.note?.trim() || null,
      },
    });
    if (result.error) return;
    dispatch(showSnackbar({ text: `Your request for ${result.data.child.label} is sent; the centre's answer will show below`, color: THEME_COLORS.light.success }));
    form.setFieldsValue({ ...blankSchedule(), note: '' });
    reset();
  };

  let content;
  if (children.isLoading) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (childList.length === 0) {
    content = <Empty description="No children are on your family's record at this centre yet" />;
  } else {
    content = (
      <Flex vertical gap={16}>
        <FormError error={error} />
        <Form<RequestValues>
          form={form}
          layout="vertical"
          aria-label="Schedule request"
          requiredMark="optional"
          initialValues={{ childId: firstChild, ...blankSchedule(), note: '' }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="childId" label="Child" rules={[{ required: true, message: 'Choose the child' }]}>
            <Select
              aria-label="Child"
              placeholder="Choose the child"
              options={childList.map((child) => ({ value: child.id, label: child.label }))}
              // Another child's schedules are not this one's: the request becomes a new schedule, what is filled in stays.
              onChange={() => form.setFieldsValue({ scheduleId: NEW_SCHEDULE })}
            />
          </Form.Item>
          <Form.Item name="scheduleId" label="What are you asking for?" rules={[{ required: true, type: 'number', message: 'Choose what you are asking for' }]}>
            <Select
              aria-label="What are you asking for?"
              loading={schedules.isFetching}
              onChange={chooseSchedule}
              options={[
                { value: NEW_SCHEDULE, label: 'A new schedule' },
                ...changeable.map((schedule) => ({
                  value: schedule.id,
                  label: `A change of the ${ATTENDANCE_PLAN_NAMES[schedule.plan].toLowerCase()} schedule (${validityText(schedule.validFrom, schedule.validTo).replace(/^From/, 'from')})`,
                })),
              ]}
            />
          </Form.Item>
          <Form.Item name="plan" label="Plan" rules={[{ required: true, message: 'Choose the plan' }]}>
            <Radio.Group
              aria-label="Plan"
              optionType="button"
              buttonStyle="solid"
              options={[AttendancePlanType.FullTime, AttendancePlanType.PartTime, AttendancePlanType.DropIn].map((value) => ({ value, label: ATTENDANCE_PLAN_NAMES[value] }))}
            />
          </Form.Item>
          <ValidityFields format={PICKER_DAY_FORMATS} fromRequired="Choose the first day of the schedule" />
          <Form.Item
            name="days"
            label="Days and times"
            required={plan !== AttendancePlanType.DropIn}
            dependencies={['plan']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, rows: DayRow[]) => {
                  const problem = daysProblem(rows, getFieldValue('plan') as AttendancePlanType | undefined);
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              }),
            ]}
            extra={plan === AttendancePlanType.DropIn ? 'A drop-in schedule may leave every day unticked.' : undefined}
          >
            <ScheduleDaysInput />
          </Form.Item>
          <Form.Item name="note" label="Note for the centre" rules={[{ max: MAX_REQUEST_NOTE, message: `The note may be at most ${MAX_REQUEST_NOTE} characters` }]}>
            <Input.TextArea aria-label="Note for the centre" rows={3} maxLength={MAX_REQUEST_NOTE} showCount placeholder="For example: From January she starts school on Fridays" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>Send the request</Button>
        </Form>
      </Flex>
    );
  }

  return (
    <RoutePage path={ROUTE}>
      <Flex vertical gap={24}>
        {content}
        <YourRequests />
      </Flex>
    </RoutePage>
  );
}
