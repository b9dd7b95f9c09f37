// The small pieces every form about people shares (children, guardians, contacts), with the rules the gateway applies.
import { Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useT } from '../i18n';

export const MAX_NAME = 60;
export const MAX_NOTE = 2000;
export const MAX_SHORT_TEXT = 200;

/** A link standing on its own: at least 24px tall, so it is easy to tap. */
export const TAP_LINK = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

/** A free text as the gateway takes it: trimmed, blank is none. */
export const textOrNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** A day as the API speaks it, or null. */
export const dayOrNull = (day: Dayjs | null | undefined) => (day ? day.format('YYYY-MM-DD') : null);
export const dayOf = (day: string | null | undefined) => (day ? dayjs(day) : null);

export const isFutureDay = (day: Dayjs | null) => Boolean(day && day.isAfter(dayjs(), 'day'));

/** A free-text field with its length limit; `area` makes it several lines tall. */
export function TextField({ name, label, max = MAX_SHORT_TEXT, area = false }: { name: string | (string | number)[]; label: string; max?: number; area?: boolean }) {
  const t = useT();
  return (
    <Form.Item name={name} label={label} rules={[{ max, message: t('people.form.tooLong', { max }) }]}>
      {area ? <Input.TextArea rows={3} /> : <Input autoComplete="off" />}
    </Form.Item>
  );
}
