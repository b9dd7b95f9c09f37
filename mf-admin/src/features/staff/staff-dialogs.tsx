import { DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  useStaffUpdateCertificationMutation,
  useStaffUpdateEmploymentMutation,
  type CertificationKind,
  type CertificationRecordDto,
  type StaffRecordDto,
} from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { FormError, dayOf, dayOrNull } from '@daycare/shared-features';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { usePickerDayFormats } from '@daycare/ui';
import { useT } from '../../i18n';

interface DialogProps {
  staff: StaffRecordDto;
  onClose: () => void;
}

interface EmploymentValues {
  startedOn: Dayjs | null;
  endedOn: Dayjs | null;
}

/** Rejects a later day that is before (or, when `strictly`, on) the earlier one. */
function afterRule(earlierField: string, message: string, strictly: boolean) {
  return ({ getFieldValue }: { getFieldValue: (name: string) => Dayjs | null }) => ({
    validator: (_rule: unknown, later: Dayjs | null) => {
      const earlier = getFieldValue(earlierField);
      const tooEarly = later && earlier && (strictly ? !later.isAfter(earlier, 'day') : later.isBefore(earlier, 'day'));
      return tooEarly ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}

function useSaved(label: string, onClose: () => void) {
  const t = useT();
  const dispatch = useAppDispatch();
  return () => {
    dispatch(showSnackbar({ text: t('staff.saved', { name: label }), color: THEME_COLORS.light.success }));
    onClose();
  };
}

export function EmploymentDialog({ staff, onClose }: DialogProps) {
  const t = useT();
  const formats = usePickerDayFormats();
  const [form] = Form.useForm<EmploymentValues>();
  const [update, { isLoading, error }] = useStaffUpdateEmploymentMutation();
  const saved = useSaved(staff.label, onClose);
  const submit = async ({ startedOn, endedOn }: EmploymentValues) => {
    const result = await update({ updateEmploymentDto: { staffId: staff.id, startedOn: dayOrNull(startedOn), endedOn: dayOrNull(endedOn) } });
    if (!result.error) saved();
  };
  return (
    <Modal open title={t('staff.employment.edit', { name: staff.label })} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => form.submit()} onCancel={onClose} confirmLoading={isLoading} destroyOnHidden>
      <Form<EmploymentValues> form={form} layout="vertical" initialValues={{ startedOn: dayOf(staff.startedOn), endedOn: dayOf(staff.endedOn) }} onFinish={submit} disabled={isLoading}>
        <Form.Item name="startedOn" label={t('staff.employment.startedOn')}>
          <DatePicker aria-label={t('staff.employment.startedOn')} format={formats} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="endedOn" label={t('staff.employment.endedOn')} dependencies={['startedOn']} rules={[afterRule('startedOn', t('staff.employment.endBeforeStart'), false)]}>
          <DatePicker aria-label={t('staff.employment.endedOn')} format={formats} style={{ width: '100%' }} />
        </Form.Item>
        <FormError error={error} />
      </Form>
    </Modal>
  );
}

interface CertificationValues {
  issuedOn: Dayjs | null;
  expiresOn: Dayjs | null;
}

/** One certification's dates; both left empty removes it. */
export function CertificationDialog({ staff, kind, onClose }: DialogProps & { kind: CertificationKind }) {
  const t = useT();
  const formats = usePickerDayFormats();
  const [form] = Form.useForm<CertificationValues>();
  const [update, { isLoading, error }] = useStaffUpdateCertificationMutation();
  const saved = useSaved(staff.label, onClose);
  const current = staff.certifications.find((certification) => certification.kind === kind) as CertificationRecordDto | undefined;
  const kindLabel = t(`staff.kinds.${kind}`);
  const submit = async ({ issuedOn, expiresOn }: CertificationValues) => {
    const result = await update({ updateCertificationDto: { staffId: staff.id, kind, issuedOn: dayOrNull(issuedOn), expiresOn: dayOrNull(expiresOn) } });
    if (!result.error) saved();
  };
  return (
    <Modal open title={t('staff.certification.edit', { kind: kindLabel, name: staff.label })} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => form.submit()} onCancel={onClose} confirmLoading={isLoading} destroyOnHidden>
      <Form<CertificationValues> form={form} layout="vertical" initialValues={{ issuedOn: dayOf(current?.issuedOn), expiresOn: dayOf(current?.expiresOn) }} onFinish={submit} disabled={isLoading}>
        <Form.Item name="issuedOn" label={t('staff.certification.issuedOn')}>
          <DatePicker aria-label={t('staff.certification.issuedOn')} format={formats} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="expiresOn" label={t('staff.certification.expiresOn')} dependencies={['issuedOn']} rules={[afterRule('issuedOn', t('staff.certification.expiresBeforeIssued'), true)]}>
          <DatePicker aria-label={t('staff.certification.expiresOn')} format={formats} style={{ width: '100%' }} />
        </Form.Item>
        <p>{t('staff.certification.clearHint')}</p>
        <FormError error={error} />
      </Form>
    </Modal>
  );
}
