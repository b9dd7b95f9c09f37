import { Col, Form, Row, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useT } from './i18n';
import { useClockFormat } from './picker-formats';

const minutesOf = (time: Dayjs) => time.hour() * 60 + time.minute();

/**
 * When a child comes on a day: the arrival (required) and the pick-up (optional, after the
 * arrival), side by side, as form fields `arrives` and `departs` of the surrounding antd form.
 * `arrivalRequired` comes in the reader's language.
 */
export function ArrivalPickUpFields({ arrivalRequired }: { arrivalRequired: string }) {
  const t = useT();
  const format = useClockFormat();
  return (
    <Row gutter={16}>
      <Col xs={12}>
        <Form.Item name="arrives" label={t('arrival.arrives')} rules={[{ required: true, message: arrivalRequired }]}>
          <TimePicker aria-label={t('arrival.arrives')} format={format} minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item
          name="departs"
          label={t('arrival.pickedUp')}
          dependencies={['arrives']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, time: Dayjs | null) => {
                const arrives = getFieldValue('arrives') as Dayjs | null;
                return time && arrives && minutesOf(time) <= minutesOf(arrives) ? Promise.reject(new Error(t('arrival.pickUpAfterArrival'))) : Promise.resolve();
              },
            }),
          ]}
        >
          <TimePicker aria-label={t('arrival.pickedUp')} format={format} minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
