import { Form, Input, Modal, Typography } from 'antd';
import { usePinSetPinMutation } from '@daycare/api-client';
import { PIN_PATTERN, THEME_COLORS, WEAK_PIN_MESSAGES, weakPinReason } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { t as text, useT } from '../../i18n';

interface PinValues {
  pin: string;
  repeat: string;
}

const WEAK_PIN_KEYS = new Map(
  (Object.entries(WEAK_PIN_MESSAGES) as [keyof typeof WEAK_PIN_MESSAGES, string][]).map(([key, reason]) => [reason, key]),
);

/** Why a PIN is too easy to guess, in the reader's language (the shared rule words it in English). */
function weakPinText(reason: string): string {
  const key = WEAK_PIN_KEYS.get(reason);
  return key ? text(`pin.weak.${key}`) : reason;
}

/** The gateway refuses PINs like 1234, 0000 or 1212; the dialog says why before sending. */
const notEasyToGuess = {
  validator: (_: unknown, value: string | undefined) => {
    const reason = value && PIN_PATTERN.test(value) ? weakPinReason(value) : null;
    return reason ? Promise.reject(new Error(weakPinText(reason))) : Promise.resolve();
  },
};

/**
 * Sets the signed-in person's personal PIN, which they type on a room tablet: staff to sign
 * themselves in and out, guardians to confirm their child's sign-in. Stored hashed by the gateway.
 */
export default function PinDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<PinValues>();
  const dispatch = useAppDispatch();
  const [setPin, { isLoading }] = usePinSetPinMutation();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const save = async ({ pin }: PinValues) => {
    const result = await setPin({ setPinDto: { pin } });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('pin.saved'), color: THEME_COLORS.light.success }));
    close();
  };
  const digitsOnly = { inputMode: 'numeric' as const, autoComplete: 'off', maxLength: 6 };
  return (
    <Modal title={t('pin.title')} open={open} onCancel={close} okText={t('pin.save')} onOk={() => form.submit()} confirmLoading={isLoading} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('pin.intro')}</Typography.Paragraph>
      <Form<PinValues> form={form} layout="vertical" onFinish={(values) => void save(values)} requiredMark={false}>
        <Form.Item name="pin" label={t('pin.newPin')} rules={[{ required: true, message: t('pin.required') }, { pattern: PIN_PATTERN, message: t('pin.rule') }, notEasyToGuess]}>
          <Input.Password {...digitsOnly} aria-label={t('pin.newPin')} />
        </Form.Item>
        <Form.Item
          name="repeat"
          label={t('pin.again')}
          dependencies={['pin']}
          rules={[
            { required: true, message: t('pin.againRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string) => (!value || value === getFieldValue('pin') ? Promise.resolve() : Promise.reject(new Error(t('pin.differ')))),
            }),
          ]}
        >
          <Input.Password {...digitsOnly} aria-label={t('pin.again')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
