import { useState } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useAgeGroupUpdateAgeGroupMutation, type AgeGroupDto } from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';
import { FormError } from '../rooms/page-helpers';

handleErrorsInPage('ageGroupUpdateAgeGroup');

interface AgeGroupValues {
  label: string;
  minMonths: number;
  maxMonths: number | null;
  childrenPerStaff: number;
}

export interface AgeGroupDialogProps {
  /** The group being edited; null to add one. */
  group: AgeGroupDto | null;
  onClose: () => void;
}

/** Adds or edits an age group: its name, ages in months and its children per staff member. */
export function AgeGroupDialog({ group, onClose }: AgeGroupDialogProps) {
  const [form] = Form.useForm<AgeGroupValues>();
  const [save, saving] = useAgeGroupUpdateAgeGroupMutation();
  const [error, setError] = useState<unknown>();
  const submit = async (values: AgeGroupValues) => {
    setError(undefined);
    const result = await save({
      updateAgeGroupDto: {
        ...(group ? { id: group.id } : {}),
        label: values.label.trim(),
        minMonths: values.minMonths,
        maxMonths: values.maxMonths ?? null,
        childrenPerStaff: values.childrenPerStaff,
      },
    });
    if (result.error) setError(result.error);
    else onClose();
  };
  const title = group ? `Edit ${group.label}` : 'New age group';
  return (
    <Modal
      open
      title={title}
      okText={group ? 'Save' : 'Add age group'}
      onOk={() => form.submit()}
      confirmLoading={saving.isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AgeGroupValues>
        form={form}
        layout="vertical"
        aria-label={title}
        initialValues={group ?? { label: '', minMonths: 0, maxMonths: null, childrenPerStaff: undefined }}
        onFinish={submit}
        disabled={saving.isLoading}
      >
        <Form.Item
          name="label"
          label="Name"
          rules={[
            { required: true, whitespace: true, message: "Enter the age group's name" },
            { max: 80, message: 'The name can be at most 80 characters' },
          ]}
        >
          <Input autoComplete="off" placeholder="Toddlers" />
        </Form.Item>
        <Form.Item
          name="minMonths"
          label="From age (months)"
          rules={[{ required: true, type: 'integer', min: 0, message: 'Enter the youngest age in whole months, 0 or more' }]}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="maxMonths"
          label="Up to age (months, not included)"
          extra="Leave empty for no upper age."
          dependencies={['minMonths']}
          rules={[
            { type: 'integer', min: 1, message: 'Enter the upper age in whole months, 1 or more' },
            ({ getFieldValue }) => ({
              validator: (_, maxMonths: number | null) => {
                const minMonths = getFieldValue('minMonths') as number | null;
                return maxMonths != null && minMonths != null && maxMonths <= minMonths
                  ? Promise.reject(new Error('The upper age must be more than the youngest age'))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} placeholder="No upper age" />
        </Form.Item>
        <Form.Item
          name="childrenPerStaff"
          label="Children per staff member"
          rules={[{ required: true, type: 'integer', min: 1, max: 50, message: 'Enter a whole number of children from 1 to 50' }]}
        >
          <InputNumber min={1} max={50} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <FormError error={error} />
      </Form>
    </Modal>
  );
}
