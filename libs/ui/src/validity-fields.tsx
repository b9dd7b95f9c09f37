import { Col, DatePicker, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';

const beforeFirst = (day: Dayjs | null, from: Dayjs | null) => Boolean(day && from && day.isBefore(from, 'day'));

/**
 * The period a schedule applies in: `validFrom` (required) and `validTo` (empty: open-ended, never
 * before the first day), side by side, as fields of the surrounding antd form.
 */
export function ValidityFields({ format, fromRequired }: { format: string | string[]; fromRequired: string }) {
  const form = Form.useFormInstance();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="validFrom" label="Valid from" rules={[{ required: true, message: fromRequired }]}>
          <DatePicker aria-label="Valid from" format={format} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="validTo"
          label="Valid to"
          extra="Leave empty for an open-ended schedule."
          dependencies={['validFrom']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, day: Dayjs | null) =>
                beforeFirst(day, getFieldValue('validFrom') as Dayjs | null) ? Promise.reject(new Error('The last day cannot be before the first day')) : Promise.resolve(),
            }),
          ]}
        >
          <DatePicker
            aria-label="Valid to"
            format={format}
            placeholder="Open-ended"
            disabledDate={(day) => beforeFirst(day, form.getFieldValue('validFrom') as Dayjs | null)}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
