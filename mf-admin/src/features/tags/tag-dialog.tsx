import { useState } from 'react';
import { Flex, Form, Input, Modal, Radio, Tag } from 'antd';
import { useTagsCreateMutation, useTagsUpdateMutation, type TagDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage } from '@daycare/store';
import { FormError } from '../rooms/page-helpers';

handleErrorsInPage('tagsCreate', 'tagsUpdate');

const { primary, error, info, success, warning, accent } = THEME_COLORS.light;

/** The colours a tag may take: the theme's, then a few more that read well on white and dark. */
export const TAG_COLOURS: { value: string; name: string }[] = [
  { value: primary, name: 'Blue' },
  { value: info, name: 'Sky' },
  { value: accent, name: 'Green' },
  { value: success, name: 'Lime' },
  { value: warning, name: 'Orange' },
  { value: error, name: 'Raspberry' },
  { value: '#8E5BD8', name: 'Purple' },
  { value: '#6B7280', name: 'Grey' },
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
  const [form] = Form.useForm<TagValues>();
  const [create, creating] = useTagsCreateMutation();
  const [update, updating] = useTagsUpdateMutation();
  const [failure, setFailure] = useState<unknown>();
  const busy = creating.isLoading || updating.isLoading;
  const label = Form.useWatch('label', form);
  const color = Form.useWatch('color', form);
  const known = TAG_COLOURS.some((option) => option.value.toLowerCase() === tag?.color?.toLowerCase());
  const options = tag?.color && !known ? [...TAG_COLOURS, { value: tag.color, name: 'Current colour' }] : TAG_COLOURS;

  const submit = async (values: TagValues) => {
    setFailure(undefined);
    const body = { label: values.label.trim(), color: values.color || null };
    const result = tag ? await update({ updateTagDto: { id: tag.id, ...body } }) : await create({ createTagDto: body });
    if (result.error) setFailure(result.error);
    else onClose();
  };
  const title = tag ? `Edit ${tag.label}` : 'New tag';
  return (
    <Modal open title={title} okText={tag ? 'Save' : 'Create tag'} onOk={() => form.submit()} confirmLoading={busy} onCancel={onClose} destroyOnHidden>
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
          label="Name"
          rules={[
            { required: true, whitespace: true, message: "Enter the tag's name" },
            { max: 60, message: 'The name can be at most 60 characters' },
          ]}
        >
          <Input autoComplete="off" placeholder="Bus A" />
        </Form.Item>
        <Form.Item name="color" label="Colour">
          <Radio.Group optionType="button" style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            <Radio.Button value={NONE} aria-label="No colour"><Swatch color="" /></Radio.Button>
            {options.map((option) => (
              <Radio.Button key={option.value} value={option.value} aria-label={option.name}><Swatch color={option.value} /></Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
          Preview: <Tag variant="solid" color={color || undefined}>{label?.trim() || 'Tag'}</Tag>
        </Flex>
        <FormError error={failure} />
      </Form>
    </Modal>
  );
}
