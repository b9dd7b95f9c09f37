import { Button, Flex, Form, Input, Radio } from 'antd';
import type { NoteVisibility } from '@daycare/api-client';
import { FormError } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { MAX_NOTE_BODY, NOTE_VISIBILITIES } from './note-helpers';

export interface NoteValues {
  body: string;
  visibility: NoteVisibility;
}

/** The note's text and who reads it, with the server's own rules (1 to 4000 characters, not blank). */
export function NoteForm({ initial, saving, error, label, onSave, onCancel }: {
  initial: NoteValues;
  saving: boolean;
  error: unknown;
  label: string;
  onSave: (values: NoteValues) => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Form<NoteValues> layout="vertical" initialValues={initial} disabled={saving} aria-label={label}
      onFinish={(values) => onSave({ body: values.body.trim(), visibility: values.visibility })}>
      <Form.Item name="body" label={t('notes.fields.body')} rules={[
        { required: true, whitespace: true, message: t('notes.errors.bodyRequired') },
        { max: MAX_NOTE_BODY, message: t('notes.errors.bodyTooLong', { max: MAX_NOTE_BODY }) },
      ]}>
        <Input.TextArea rows={6} maxLength={MAX_NOTE_BODY} showCount />
      </Form.Item>
      <Form.Item name="visibility" label={t('notes.fields.visibility')}>
        <Radio.Group>
          <Flex vertical gap={8}>
            {NOTE_VISIBILITIES.map((visibility) => (
              <Radio key={visibility} value={visibility} style={{ minHeight: 24 }}>{t(`notes.visibilityChoice.${visibility}`)}</Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      <FormError error={error} />
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>{t('notes.save')}</Button>
        <Button onClick={onCancel} disabled={false}>{t('common.cancel')}</Button>
      </Flex>
    </Form>
  );
}
