import { Form, Input, Modal, Typography } from 'antd';
import { usePinSetPinMutation } from '@daycare/api-client';
import { PIN_PATTERN, PIN_RULE_MESSAGE, THEME_COLORS, weakPinReason } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';

interface PinValues {
  pin: string;
  repeat: string;
}

/** The gateway refuses PINs like 1234, 0000 or 1212; the dialog says why before sending. */
const notEasyToGuess = {
  validator: (_: unknown, value: string | undefined) => {
    const reason = value && PIN_PATTERN.test(value) ? weakPinReason(value) : null;
    return reason ? Promise.reject(new Error(reason)) : Promise.resolve();
  },
};

/**
 * Sets the signed-in person's personal PIN, which they type on a room tablet: staff to sign
 * themselves in and out, guardians to confirm their child's sign-in. Stored hashed by the gateway.
 */
export default function PinDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
    dispatch(showSnackbar({ text: 'Your tablet PIN is set', color: THEME_COLORS.light.success }));
    close();
  };
  const digitsOnly = { inputMode: 'numeric' as const, autoComplete: 'off', maxLength: 6 };
  return (
    <Modal title="Tablet PIN" open={open} onCancel={close} okText="Save PIN" onOk={() => form.submit()} confirmLoading={isLoading} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        The 4 to 6 digits you type on a room tablet to sign in or out, or to confirm a child&apos;s sign-in. Keep it to
        yourself; a new PIN replaces the old one.
      </Typography.Paragraph>
      <Form<PinValues> form={form} layout="vertical" onFinish={(values) => void save(values)} requiredMark={false}>
        <Form.Item name="pin" label="New PIN" rules={[{ required: true, message: 'Enter a PIN' }, { pattern: PIN_PATTERN, message: PIN_RULE_MESSAGE }, notEasyToGuess]}>
          <Input.Password {...digitsOnly} aria-label="New PIN" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label="The same PIN again"
          dependencies={['pin']}
          rules={[
            { required: true, message: 'Type the PIN again' },
            ({ getFieldValue }) => ({
              validator: (_, value: string) => (!value || value === getFieldValue('pin') ? Promise.resolve() : Promise.reject(new Error('The two PINs differ'))),
            }),
          ]}
        >
          <Input.Password {...digitsOnly} aria-label="The same PIN again" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
