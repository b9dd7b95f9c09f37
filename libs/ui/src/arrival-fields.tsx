import { Col, Form, Row, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { currentLanguage, useLanguage } from '@daycare/i18n';
import type { Language } from '@daycare/shared';
import { useT } from './i18n';

/** The time pickers' pattern in a language: 'h:mm A' where it writes 12 hours (English), else 'HH:mm' (Portuguese). */
export function clockFormat(language: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric' }).resolvedOptions().hour12 ? 'h:mm A' : 'HH:mm';
}

/** The time pickers' pattern in the reader's language, drawing again when they change it. */
export function useClockFormat(): string {
  return clockFormat(useLanguage());
}

/**
 * Times of day as the browser's locale writes them: 'h:mm A' where it uses 12 hours, else 'HH:mm'.
 * @deprecated Follows the browser, not the reader's language: use `useClockFormat()` (or `clockFormat()` outside a component).
 */
export const CLOCK_FORMAT = new Intl.DateTimeFormat([], { hour: 'numeric' }).resolvedOptions().hour12 ? 'h:mm A' : 'HH:mm';

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
