import { Col, Form, Row, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';

/** Times of day as the browser's locale writes them: 'h:mm A' where it uses 12 hours, else 'HH:mm'. */
export const CLOCK_FORMAT = new Intl.DateTimeFormat([], { hour: 'numeric' }).resolvedOptions().hour12 ? 'h:mm A' : 'HH:mm';

const minutesOf = (time: Dayjs) => time.hour() * 60 + time.minute();

/**
 * When a child comes on a day: the arrival (required) and the pick-up (optional, after the
 * arrival), side by side, as form fields `arrives` and `departs` of the surrounding antd form.
 */
export function ArrivalPickUpFields({ arrivalRequired }: { arrivalRequired: string }) {
  return (
    <Row gutter={16}>
      <Col xs={12}>
        <Form.Item name="arrives" label="Arrives" rules={[{ required: true, message: arrivalRequired }]}>
          <TimePicker aria-label="Arrives" format={CLOCK_FORMAT} minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item
          name="departs"
          label="Picked up"
          dependencies={['arrives']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, time: Dayjs | null) => {
                const arrives = getFieldValue('arrives') as Dayjs | null;
                return time && arrives && minutesOf(time) <= minutesOf(arrives) ? Promise.reject(new Error('The pick-up must be after the arrival')) : Promise.resolve();
              },
            }),
          ]}
        >
          <TimePicker aria-label="Picked up" format={CLOCK_FORMAT} minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
