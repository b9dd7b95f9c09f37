import { Col, DatePicker, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useT } from './i18n';

const beforeFirst = (day: Dayjs | null, from: Dayjs | null) => Boolean(day && from && day.isBefore(from, 'day'));

/**
 * The period a schedule applies in: `validFrom` (required) and `validTo` (empty: open-ended, never
 * before the first day), side by side, as fields of the surrounding antd form. `fromRequired` comes in
 * the reader's language.
 */
export function ValidityFields({ format, fromRequired }: { format: string | string[]; fromRequired: string }) {
  const form = Form.useFormInstance();
  const t = useT();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="validFrom" label={t('validity.validFrom')} rules={[{ required: true, message: fromRequired }]}>
          <DatePicker aria-label={t('validity.validFrom')} format={format} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="validTo"
          label={t('validity.validTo')}
          extra={t('validity.openEndedHelp')}
          dependencies={['validFrom']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, day: Dayjs | null) =>
                beforeFirst(day, getFieldValue('validFrom') as Dayjs | null) ? Promise.reject(new Error(t('validity.lastBeforeFirst'))) : Promise.resolve(),
            }),
          ]}
        >
          <DatePicker
            aria-label={t('validity.validTo')}
            format={format}
            placeholder={t('validity.openEnded')}
            disabledDate={(day) => beforeFirst(day, form.getFieldValue('validFrom') as Dayjs | null)}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
