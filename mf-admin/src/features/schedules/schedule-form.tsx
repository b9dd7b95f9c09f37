import { Button, Checkbox, Flex, Form, Grid, Input, Radio, TimePicker, Typography, theme } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import type { AttendancePlanType, ScheduleDayDto, ScheduleDto } from '@daycare/api-client';
import { WEEKDAYS } from '@daycare/shared';
import { ValidityFields, useClockFormat } from '@daycare/ui';
import { useT } from '../../i18n';
import { DAY, FormError } from '../attendance/attendance-helpers';
import { CLOCK, DROP_IN, MAX_SCHEDULE_NOTE, PLANS, clockOf, noteOf, planName, schedulePath, weekdayName } from './schedule-helpers';

/** One weekday row of the form. */
export interface DayValues {
  on?: boolean;
  arrives?: Dayjs | null;
  departs?: Dayjs | null;
}

export interface ScheduleValues {
  plan: AttendancePlanType;
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
  /** Monday first, always seven rows. */
  days: DayValues[];
  note?: string;
}

/** What the gateway takes for a schedule, without the child or the id. */
export interface ScheduleFields {
  plan: AttendancePlanType;
  validFrom: string;
  validTo: string | null;
  days: ScheduleDayDto[];
  note: string | null;
}

const DEFAULT_ARRIVAL = clockOf('08:00');
const DEFAULT_DEPARTURE = clockOf('17:00');

/** A new schedule: full-time from today, no days chosen yet. */
export function newScheduleValues(today: Dayjs = dayjs()): ScheduleValues {
  return { plan: 1, validFrom: today.startOf('day'), validTo: null, days: WEEKDAYS.map(() => ({ on: false, arrives: null, departs: null })), note: '' };
}

/** The values of a saved schedule. */
export function scheduleValues(schedule: ScheduleDto): ScheduleValues {
  return {
    plan: schedule.plan,
    validFrom: dayjs(schedule.validFrom),
    validTo: schedule.validTo ? dayjs(schedule.validTo) : null,
    days: WEEKDAYS.map(({ weekday }) => {
      const day = schedule.days.find((d) => d.weekday === weekday);
      return day ? { on: true, arrives: clockOf(day.arrives), departs: clockOf(day.departs) } : { on: false, arrives: null, departs: null };
    }),
    note: schedule.note ?? '',
  };
}

export function fieldsOf(values: ScheduleValues): ScheduleFields {
  return {
    plan: values.plan,
    validFrom: values.validFrom!.format(DAY),
    validTo: values.validTo ? values.validTo.format(DAY) : null,
    days: values.days.flatMap((day, index) =>
      day.on && day.arrives && day.departs ? [{ weekday: WEEKDAYS[index].weekday, arrives: day.arrives.format(CLOCK), departs: day.departs.format(CLOCK) }] : [],
    ),
    note: noteOf(values.note),
  };
}

/** Minutes of a clock time, for comparing two times whatever their date. */
const minutesOf = (time: Dayjs) => time.hour() * 60 + time.minute();

export interface ScheduleFormProps {
  child: { id: number; label: string };
  initialValues: ScheduleValues;
  /** Saves; answers the server's error, or nothing when saved. */
  onSave: (fields: ScheduleFields) => Promise<unknown>;
  saving: boolean;
  error: unknown;
  submitText: string;
}

/**
 * The form of /attendance/schedule/create/:childId and /attendance/schedule/update/:scheduleId: plan,
 * period, a row per weekday and a note. The client checks what the server checks (order of the
 * days and times, a day for full- and part-time); the server judges overlaps with other schedules.
 */
export function ScheduleForm({ child, initialValues, onSave, saving, error, submitText }: ScheduleFormProps) {
  const t = useT();
  const clockFormat = useClockFormat();
  const [form] = Form.useForm<ScheduleValues>();
  const { token } = theme.useToken();
  // On a phone only the ticked days show their hours, so the week fits on a screen or two.
  const compact = !Grid.useBreakpoint().sm;
  const navigate = useNavigate();
  const { key } = useLocation();
  const cancel = () => {
    if (key !== 'default') void navigate(-1);
    else void navigate(schedulePath(child.id));
  };
  const submit = async (values: ScheduleValues) => {
    await onSave(fieldsOf(values));
  };
  // Ticking a day fills in the hours of the nearest ticked day before it, else 8:00 to 17:00.
  const dayTicked = (index: number, on: boolean) => {
    if (!on) {
      void form.validateFields([['days', index, 'arrives'], ['days', index, 'departs'], 'days']).catch(() => undefined);
      return;
    }
    const days = form.getFieldValue('days') as DayValues[];
    if (days[index]?.arrives && days[index]?.departs) return;
    const before = [...days.slice(0, index)].reverse().find((day) => day.on && day.arrives && day.departs)
      ?? days.find((day, i) => i !== index && day.on && day.arrives && day.departs);
    form.setFieldValue(['days', index, 'arrives'], before?.arrives ?? DEFAULT_ARRIVAL);
    form.setFieldValue(['days', index, 'departs'], before?.departs ?? DEFAULT_DEPARTURE);
    void form.validateFields(['days']).catch(() => undefined);
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{child.label}</Typography.Title>
      <FormError error={error} />
      <Form<ScheduleValues> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark="optional" aria-label={t('scheduleForm.form')}>
        <Form.Item name="plan" label={t('scheduleForm.plan')} rules={[{ required: true, message: t('scheduleForm.planRequired') }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            aria-label={t('scheduleForm.plan')}
            options={PLANS.map((plan) => ({ value: plan, label: planName(plan) }))}
            onChange={() => void form.validateFields(['days']).catch(() => undefined)}
          />
        </Form.Item>
        <ValidityFields format={DAY} fromRequired={t('scheduleForm.fromRequired')} />
        <Form.List
          name="days"
          rules={[
            {
              validator: async (_, days: DayValues[]) => {
                const plan = form.getFieldValue('plan') as AttendancePlanType;
                if (plan !== DROP_IN && !days.some((day) => day.on)) {
                  throw new Error(t('scheduleForm.needsDay', { plan: planName(plan).toLocaleLowerCase() }));
                }
              },
            },
          ]}
        >
          {(fields, _actions, { errors }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
              <legend style={{ marginBottom: 8, fontSize: token.fontSize, color: token.colorText, border: 0 }}>{t('scheduleForm.daysAndHours')}</legend>
              <Flex vertical gap={4}>
                {fields.map((field, index) => {
                  const name = weekdayName(WEEKDAYS[index].weekday);
                  return (
                    <Flex key={field.key} gap={8} wrap align="flex-start" role="group" aria-label={t('scheduleForm.dayHours', { day: name })}>
                      <Form.Item name={[field.name, 'on']} valuePropName="checked" style={{ width: 130, marginBottom: 8 }}>
                        <Checkbox onChange={(event) => dayTicked(index, event.target.checked)}>{name}</Checkbox>
                      </Form.Item>
                      <Form.Item noStyle shouldUpdate={(before: ScheduleValues, after: ScheduleValues) => before.days?.[index]?.on !== after.days?.[index]?.on}>
                        {({ getFieldValue }) => {
                          const on = Boolean(getFieldValue(['days', index, 'on']));
                          if (compact && !on) return null;
                          return (
                            <Flex gap={8} style={{ flex: '1 1 280px' }}>
                              <Form.Item
                                name={[field.name, 'arrives']}
                                style={{ flex: 1, marginBottom: 8 }}
                                rules={[{ required: on, message: t('schedules.arrivalRequired') }]}
                              >
                                <TimePicker
                                  aria-label={t('scheduleForm.dayArrival', { day: name })}
                                  placeholder={t('scheduleForm.arrives')}
                                  format={clockFormat}
                                  minuteStep={5}
                                  needConfirm={false}
                                  disabled={!on}
                                  style={{ width: '100%' }}
                                />
                              </Form.Item>
                              <Form.Item
                                name={[field.name, 'departs']}
                                style={{ flex: 1, marginBottom: 8 }}
                                dependencies={[['days', index, 'arrives'], ['days', index, 'on']]}
                                rules={[
                                  { required: on, message: t('scheduleForm.departureRequired') },
                                  {
                                    validator: (_, time: Dayjs | null) => {
                                      const arrives = getFieldValue(['days', index, 'arrives']) as Dayjs | null;
                                      if (on && time && arrives && minutesOf(time) <= minutesOf(arrives)) {
                                        return Promise.reject(new Error(t('scheduleForm.departureAfterArrival')));
                                      }
                                      return Promise.resolve();
                                    },
                                  },
                                ]}
                              >
                                <TimePicker
                                  aria-label={t('scheduleForm.dayDeparture', { day: name })}
                                  placeholder={t('scheduleForm.departs')}
                                  format={clockFormat}
                                  minuteStep={5}
                                  needConfirm={false}
                                  disabled={!on}
                                  style={{ width: '100%' }}
                                />
                              </Form.Item>
                            </Flex>
                          );
                        }}
                      </Form.Item>
                    </Flex>
                  );
                })}
              </Flex>
              {errors.length > 0 && (
                <Form.Item style={{ marginBottom: 0 }}>
                  <Form.ErrorList errors={errors} />
                </Form.Item>
              )}
            </fieldset>
          )}
        </Form.List>
        <Form.Item name="note" label={t('schedules.note')} rules={[{ max: MAX_SCHEDULE_NOTE, message: t('schedules.noteTooLong', { max: MAX_SCHEDULE_NOTE }) }]}>
          <Input.TextArea aria-label={t('schedules.note')} rows={2} maxLength={MAX_SCHEDULE_NOTE} showCount placeholder={t('scheduleForm.notePlaceholder')} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>{submitText}</Button>
          <Button onClick={cancel}>{t('common.cancel')}</Button>
        </Flex>
      </Form>
    </Flex>
  );
}
