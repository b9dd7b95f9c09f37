import { useState } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useAgeGroupUpdateAgeGroupMutation, type AgeGroupDto } from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../../i18n';
import { FormError } from '../rooms/page-helpers';

handleErrorsInPage('ageGroupUpdateAgeGroup');

// The gateway's bounds for the minutes between safe-sleep checks.
const SLEEP_CHECK_MIN = 5;
const SLEEP_CHECK_MAX = 120;

interface AgeGroupValues {
  label: string;
  minMonths: number;
  maxMonths: number | null;
  childrenPerStaff: number;
  sleepCheckMinutes: number | null;
}

export interface AgeGroupDialogProps {
  /** The group being edited; null to add one. */
  group: AgeGroupDto | null;
  onClose: () => void;
}

/** Adds or edits an age group: its name, ages in months, its children per staff member and how often a napping child is checked. */
export function AgeGroupDialog({ group, onClose }: AgeGroupDialogProps) {
  const t = useT();
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
        // Left out, the server keeps the group's interval, or picks one by age for a new group.
        ...(values.sleepCheckMinutes != null ? { sleepCheckMinutes: values.sleepCheckMinutes } : {}),
      },
    });
    if (result.error) setError(result.error);
    else onClose();
  };
  const title = group ? t('common.editNamed', { name: group.label }) : t('ageGroups.new');
  return (
    <Modal
      open
      title={title}
      okText={group ? t('common.save') : t('ageGroups.add')}
      onOk={() => form.submit()}
      confirmLoading={saving.isLoading}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form<AgeGroupValues>
        form={form}
        layout="vertical"
        aria-label={title}
        initialValues={group ?? { label: '', minMonths: 0, maxMonths: null, childrenPerStaff: undefined, sleepCheckMinutes: null }}
        onFinish={submit}
        disabled={saving.isLoading}
      >
        <Form.Item
          name="label"
          label={t('common.name')}
          rules={[
            { required: true, whitespace: true, message: t('ageGroups.nameRequired') },
            { max: 80, message: t('common.nameTooLong', { max: 80 }) },
          ]}
        >
          <Input autoComplete="off" placeholder={t('ageGroups.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="minMonths"
          label={t('ageGroups.fromAge')}
          rules={[{ required: true, type: 'integer', min: 0, message: t('ageGroups.fromAgeRule') }]}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="maxMonths"
          label={t('ageGroups.toAge')}
          extra={t('ageGroups.toAgeHelp')}
          dependencies={['minMonths']}
          rules={[
            { type: 'integer', min: 1, message: t('ageGroups.toAgeRule') },
            ({ getFieldValue }) => ({
              validator: (_, maxMonths: number | null) => {
                const minMonths = getFieldValue('minMonths') as number | null;
                return maxMonths != null && minMonths != null && maxMonths <= minMonths
                  ? Promise.reject(new Error(t('ageGroups.toAgeAfterFrom')))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} placeholder={t('ageGroups.noUpperAge')} />
        </Form.Item>
        <Form.Item
          name="childrenPerStaff"
          label={t('ageGroups.childrenPerStaff')}
          rules={[{ required: true, type: 'integer', min: 1, max: 50, message: t('ageGroups.childrenPerStaffRule') }]}
        >
          <InputNumber min={1} max={50} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="sleepCheckMinutes"
          label={t('ageGroups.sleepCheckMinutes')}
          extra={group ? undefined : t('ageGroups.sleepCheckHelp')}
          rules={[
            { required: !!group, message: t('ageGroups.sleepCheckRule') },
            { type: 'integer', min: SLEEP_CHECK_MIN, max: SLEEP_CHECK_MAX, message: t('ageGroups.sleepCheckRule') },
          ]}
        >
          {/* Not clamped: a minute count out of range is refused with the rule's words, not silently changed. */}
          <InputNumber precision={0} inputMode="numeric" style={{ width: '100%' }} />
        </Form.Item>
        <FormError error={error} />
      </Form>
    </Modal>
  );
}
