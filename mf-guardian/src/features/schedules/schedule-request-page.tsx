import { useEffect, useRef } from 'react';
import { Button, Empty, Flex, Form, Input, Radio, Select, Skeleton, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import {
  type ScheduleDto, type ScheduleRequestDto,
  useSchedulesListQuery, useSchedulesRequestMutation, useSchedulesRequestsQuery, useTabletChildrenListQuery,
} from '@daycare/api-client';
import { AttendancePlanType, THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { Panel, ValidityFields } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { currentLanguage } from '@daycare/i18n';
import { useT } from '../../i18n';
import { usePickerDayFormats } from '@daycare/ui';
import { DAY, FormError, dayText, positiveInteger } from '../absences/family-helpers';
import { type DayRow, ScheduleDaysInput, dayRowsOf, daysProblem, scheduleDaysOf } from './schedule-days-input';
import { ScheduleDays, planName, planNameInSentence, validityText } from './schedule-text';

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

const STATUS_TAGS = {
  pending: { color: 'gold', text: 'schedules.requests.pending' },
  approved: { color: 'success', text: 'schedules.requests.approved' },
  declined: { color: 'error', text: 'schedules.requests.declined' },
} as const satisfies Record<ScheduleRequestDto['status'], { color: string; text: string }>;

function RequestCard({ request }: { request: ScheduleRequestDto }) {
  const t = useT();
  const status = STATUS_TAGS[request.status];
  const statusText = t(status.text);
  const answer = t(request.respondedAt ? 'schedules.requests.answeredOn' : 'schedules.requests.answered', {
    name: request.respondedBy ? request.respondedBy.label : t('schedules.requests.theCentre'),
    day: request.respondedAt ? dayText(dayjs(request.respondedAt)) : undefined,
  });
  return (
    <Panel size="small" aria-label={t('schedules.requests.cardLabel', { name: request.child.label, status: statusText.toLocaleLowerCase(currentLanguage()) })}>
      <Flex vertical gap={6}>
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Typography.Text strong style={{ fontSize: 16 }}>{request.child.label}</Typography.Text>
          <Tag color={status.color}>{statusText}</Tag>
        </Flex>
        <Typography.Text>
          {t('schedules.requests.summary', {
            kind: request.scheduleId ? t('schedules.requests.changeOfSchedule') : t('schedules.requests.newSchedule'),
            plan: planName(request.plan),
            validity: validityText(request.validFrom, request.validTo, true),
          })}
        </Typography.Text>
        <ScheduleDays days={request.days} />
        {request.note && <Typography.Text italic>{t('schedules.requests.yourNote', { note: request.note })}</Typography.Text>}
        <Typography.Text type="secondary">{t('schedules.requests.sentOn', { day: dayText(dayjs(request.createdAt)) })}</Typography.Text>
        {request.status !== 'pending' && (
          <Typography.Text>
            {request.responseNote ? t('schedules.requests.answerWithNote', { answer, note: request.responseNote }) : t('schedules.requests.answerEnd', { answer })}
          </Typography.Text>
        )}
      </Flex>
    </Panel>
  );
}

function YourRequests() {
  const t = useT();
  const requests = useSchedulesRequestsQuery({});
  const list = requests.data ?? [];
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{t('schedules.requests.title')}</Typography.Title>
      {requests.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : list.length === 0 ? (
        <Empty description={t('schedules.requests.empty')} />
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
  const t = useT();
  const pickerFormats = usePickerDayFormats();
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
    dispatch(showSnackbar({ text: t('schedules.request.sent', { name: result.data.child.label }), color: THEME_COLORS.light.success }));
    form.setFieldsValue({ ...blankSchedule(), note: '' });
    reset();
  };

  let content;
  if (children.isLoading) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (childList.length === 0) {
    content = <Empty description={t('common.noChildrenOnRecord')} />;
  } else {
    content = (
      <Flex vertical gap={16}>
        <FormError error={error} />
        <Form<RequestValues>
          form={form}
          layout="vertical"
          aria-label={t('schedules.request.formLabel')}
          requiredMark="optional"
          initialValues={{ childId: firstChild, ...blankSchedule(), note: '' }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="childId" label={t('common.child')} rules={[{ required: true, message: t('schedules.request.chooseChild') }]}>
            <Select
              aria-label={t('common.child')}
              placeholder={t('schedules.request.chooseChild')}
              options={childList.map((child) => ({ value: child.id, label: child.label }))}
              // Another child's schedules are not this one's: the request becomes a new schedule, what is filled in stays.
              onChange={() => form.setFieldsValue({ scheduleId: NEW_SCHEDULE })}
            />
          </Form.Item>
          <Form.Item name="scheduleId" label={t('schedules.request.what')} rules={[{ required: true, type: 'number', message: t('schedules.request.whatRequired') }]}>
            <Select
              aria-label={t('schedules.request.what')}
              loading={schedules.isFetching}
              onChange={chooseSchedule}
              options={[
                { value: NEW_SCHEDULE, label: t('schedules.request.newSchedule') },
                ...changeable.map((schedule) => ({
                  value: schedule.id,
                  label: t('schedules.request.changeOf', { plan: planNameInSentence(schedule.plan), validity: validityText(schedule.validFrom, schedule.validTo, true) }),
                })),
              ]}
            />
          </Form.Item>
          <Form.Item name="plan" label={t('schedules.request.plan')} rules={[{ required: true, message: t('schedules.request.planRequired') }]}>
            <Radio.Group
              aria-label={t('schedules.request.plan')}
              optionType="button"
              buttonStyle="solid"
              options={[AttendancePlanType.FullTime, AttendancePlanType.PartTime, AttendancePlanType.DropIn].map((value) => ({ value, label: planName(value) }))}
            />
          </Form.Item>
          <ValidityFields format={pickerFormats} fromRequired={t('schedules.request.validFromRequired')} />
          <Form.Item
            name="days"
            label={t('schedules.daysAndTimes')}
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
            extra={plan === AttendancePlanType.DropIn ? t('schedules.request.dropInHint') : undefined}
          >
            <ScheduleDaysInput />
          </Form.Item>
          <Form.Item name="note" label={t('schedules.request.note')} rules={[{ max: MAX_REQUEST_NOTE, message: t('common.noteMaxLength', { max: MAX_REQUEST_NOTE }) }]}>
            <Input.TextArea aria-label={t('schedules.request.note')} rows={3} maxLength={MAX_REQUEST_NOTE} showCount placeholder={t('schedules.request.notePlaceholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>{t('schedules.request.send')}</Button>
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
