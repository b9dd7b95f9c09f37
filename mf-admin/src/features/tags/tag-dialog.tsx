import { useState } from 'react';
import { Flex, Form, Input, Modal, Radio, Tag } from 'antd';
import { useTagsCreateMutation, useTagsUpdateMutation, type TagDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../../i18n';
import { FormError } from '../rooms/page-helpers';

handleErrorsInPage('tagsCreate', 'tagsUpdate');

const { primary, error, info, success, warning, accent } = THEME_COLORS.light;

type ColourName = 'blue' | 'sky' | 'green' | 'lime' | 'orange' | 'raspberry' | 'purple' | 'grey' | 'current';

/** The colours a tag may take: the theme's, then a few more that read well on white and dark (named in the catalogue). */
export const TAG_COLOURS: { value: string; name: ColourName }[] = [
  { value: primary, name: 'blue' },
  { value: info, name: 'sky' },
  { value: accent, name: 'green' },
  { value: success, name: 'lime' },
  { value: warning, name: 'orange' },
  { value: error, name: 'raspberry' },
  { value: '#8E5BD8', name: 'purple' },
  { value: '#6B7280', name: 'grey' },
];

/** The form's value for a tag without a colour. */
const NONE = '';

interface TagValues {
  label: string;
  color: string;
}

export interface TagDialogProps {
  /** The tag being edited; null to create one. */
  tag: TagDto | null;
  onClose: () => void;
}

function Swatch({ color }: { color: string }) {
  return <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 7, background: color || 'transparent', border: color ? 'none' : '1px dashed #999', verticalAlign: -2 }} />;
}

/** Creates or edits a tag: its name and an optional colour. */
export function TagDialog({ tag, onClose }: TagDialogProps) {
  const t = useT();
  const [form] = Form.useForm<TagValues>();
  const [create, creating] = useTagsCreateMutation();
  const [update, updating] = useTagsUpdateMutation();
  const [failure, setFailure] = useState<unknown>();
  const busy = creating.isLoading || updating.isLoading;
  const label = Form.useWatch('label', form);
  const color = Form.useWatch('color', form);
  const known = TAG_COLOURS.some((option) => option.value.toLowerCase() === tag?.color?.toLowerCase());
  const options = tag?.color && !known ? [...TAG_COLOURS, { value: tag.color, name: 'current' as const }] : TAG_COLOURS;

  const submit = async (values: TagValues) => {
    setFailure(undefined);
    const body = { label: values.label.trim(), color: values.color || null };
    const result = tag ? await update({ updateTagDto: { id: tag.id, ...body } }) : await create({ createTagDto: body });
    if (result.error) setFailure(result.error);
    else onClose();
  };
  const title = tag ? t('common.editNamed', { name: tag.label }) : t('tags.new');
  return (
    <Modal open title={title} okText={tag ? t('common.save') : t('tags.create')} onOk={() => form.submit()} confirmLoading={busy} onCancel={onClose} cancelText={t('common.cancel')} destroyOnHidden>
      <Form<TagValues>
        form={form}
        layout="vertical"
        aria-label={title}
        initialValues={{ label: tag?.label ?? '', color: tag?.color ?? NONE }}
        onFinish={submit}
        disabled={busy}
      >
        <Form.Item
          name="label"
          label={t('common.name')}
          rules={[
            { required: true, whitespace: true, message: t('tags.nameRequired') },
            { max: 60, message: t('common.nameTooLong', { max: 60 }) },
          ]}
        >
          <Input autoComplete="off" placeholder={t('tags.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="color" label={t('tags.colour')}>
          <Radio.Group optionType="button" style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            <Radio.Button value={NONE} aria-label={t('tags.noColour')}><Swatch color="" /></Radio.Button>
            {options.map((option) => (
              <Radio.Button key={option.value} value={option.value} aria-label={t(`tags.colours.${option.name}`)}><Swatch color={option.value} /></Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
          {t('tags.preview')} <Tag variant="solid" color={color || undefined}>{label?.trim() || t('tags.tag')}</Tag>
        </Flex>
        <FormError error={failure} />
      </Form>
    </Modal>
  );
}
