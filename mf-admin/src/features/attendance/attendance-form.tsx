import { Button, Col, DatePicker, Flex, Form, Row, Select, Tag, TimePicker, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { useRoomListQuery, type PersonType } from '@daycare/api-client';
import { useClockFormat } from '@daycare/ui';
import { useT } from '../../i18n';
import { DAY, FormError, historyPath, periodAround } from './attendance-helpers';

/** What the form edits: a room, a sign-in day and time, and a sign-out day and time (no time: still in). */
export interface StayValues {
  roomId?: number;
  inDay?: Dayjs | null;
  inTime?: Dayjs | null;
  outDay?: Dayjs | null;
  outTime?: Dayjs | null;
}

/** The times the gateway takes: instants with the browser's offset; endedAt null while the person is in. */
export interface StayTimes {
  roomId: number;
  startedAt: string;
  endedAt: string | null;
}

function at(day: Dayjs, time: Dayjs): Dayjs {
  return day.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);
}

export function timesOf(values: StayValues): StayTimes {
  const start = at(values.inDay!, values.inTime!);
  const end = values.outTime ? at(values.outDay ?? values.inDay!, values.outTime) : null;
  return { roomId: values.roomId!, startedAt: start.format(), endedAt: end ? end.format() : null };
}

/** The values of a recorded stay. */
export function valuesOf(stay: { room: { id: number }; startedAt: string; endedAt: string | null }): StayValues {
  const start = dayjs(stay.startedAt);
  const end = stay.endedAt ? dayjs(stay.endedAt) : null;
  return { roomId: stay.room.id, inDay: start, inTime: start, outDay: end ?? start, outTime: end };
}


/** The history page of the person, showing the period that holds the stay's day. */
export function historyOf(personType: PersonType, personId: number, startedAt?: string): string {
  return historyPath(personType, personId, startedAt ? periodAround(dayjs(startedAt).format(DAY)) : undefined);
}

export interface AttendanceFormProps {
  person: { id: number; label: string };
  personType: PersonType;
  initialValues: StayValues;
  /** Saves; answers the server's error, or nothing when saved. */
  onSave: (times: StayTimes) => Promise<unknown>;
  saving: boolean;
  error: unknown;
  submitText: string;
}

/**
 * The correction form of /attendance/update and /attendance/create. The client checks what the
 * server checks (order, nothing in the future); the server judges overlaps with other stays.
 */
export function AttendanceForm({ person, personType, initialValues, onSave, saving, error, submitText }: AttendanceFormProps) {
  const t = useT();
  const clockFormat = useClockFormat();
  const [form] = Form.useForm<StayValues>();
  const rooms = useRoomListQuery();
  const navigate = useNavigate();
  const { key } = useLocation();
  const now = dayjs();
  const cancel = () => {
    if (key !== 'default') void navigate(-1);
    else void navigate(historyOf(personType, person.id));
  };
  const submit = async (values: StayValues) => {
    const times = timesOf(values);
    const failure = await onSave(times);
    if (!failure) void navigate(historyOf(personType, person.id, times.startedAt));
  };
  const inTheFuture = (day: Dayjs) => day.isAfter(now, 'day');

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{person.label}</Typography.Title>
        <Tag>{personType === 'child' ? t('stay.child') : t('stay.staffMember')}</Tag>
      </Flex>
      <FormError error={error} />
      <Form<StayValues> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark="optional" aria-label={t('stay.form')}>
        <Form.Item name="roomId" label={t('common.room')} rules={[{ required: true, message: t('stay.chooseRoom') }]}>
          <Select
            aria-label={t('common.room')}
            loading={rooms.isLoading}
            options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))}
            placeholder={t('stay.chooseRoom')}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="inDay" label={t('stay.inDay')} rules={[{ required: true, message: t('stay.inDayRequired') }]}>
              <DatePicker aria-label={t('stay.inDay')} format={DAY} disabledDate={inTheFuture} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="inTime"
              label={t('stay.inTime')}
              dependencies={['inDay']}
              rules={[
                { required: true, message: t('stay.inTimeRequired') },
                ({ getFieldValue }) => ({
                  validator: (_, time: Dayjs | null) => {
                    const day = getFieldValue('inDay') as Dayjs | null;
                    if (day && time && at(day, time).isAfter(dayjs())) return Promise.reject(new Error(t('stay.inInFuture')));
                    return Promise.resolve();
                  },
                }),
              ]}
            >
              <TimePicker aria-label={t('stay.inTime')} format={clockFormat} needConfirm={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="outDay"
              label={t('stay.outDay')}
              dependencies={['outTime']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, day: Dayjs | null) =>
                    getFieldValue('outTime') && !day ? Promise.reject(new Error(t('stay.outDayRequired'))) : Promise.resolve(),
                }),
              ]}
            >
              <DatePicker aria-label={t('stay.outDay')} format={DAY} disabledDate={inTheFuture} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="outTime"
              label={t('stay.outTime')}
              extra={t('stay.outTimeHelp')}
              dependencies={['inDay', 'inTime', 'outDay']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, time: Dayjs | null) => {
                    const inDay = getFieldValue('inDay') as Dayjs | null;
                    const inTime = getFieldValue('inTime') as Dayjs | null;
                    const outDay = (getFieldValue('outDay') as Dayjs | null) ?? inDay;
                    if (!time || !outDay) return Promise.resolve();
                    const end = at(outDay, time);
                    if (end.isAfter(dayjs())) return Promise.reject(new Error(t('stay.outInFuture')));
                    if (inDay && inTime && !end.isAfter(at(inDay, inTime))) return Promise.reject(new Error(t('stay.outBeforeIn')));
                    return Promise.resolve();
                  },
                }),
              ]}
            >
              <TimePicker aria-label={t('stay.outTime')} format={clockFormat} needConfirm={false} allowClear style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>{submitText}</Button>
          <Button onClick={cancel}>{t('common.cancel')}</Button>
        </Flex>
      </Form>
    </Flex>
  );
}
