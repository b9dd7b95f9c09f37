import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { localMessage } from '@daycare/i18n';
import { PIN_MAX_DIGITS, PIN_MIN_DIGITS, chooseErrorMessage, type ErrorLike } from '@daycare/shared';
import { Panel } from '@daycare/ui';
import { PinPad } from './pin-pad';

export interface SignPanelProps {
  /** e.g. "Sign Ava Patel in" */
  action: string;
  /** What to ask above the PIN pad, e.g. "Daniel Okafor, enter your PIN". */
  pinPrompt: string;
  /** Who signs, chosen above the PIN pad; absent when the person signs themselves. */
  signer?: ReactNode;
  /** False until a signer is chosen. */
  ready?: boolean;
  sending: boolean;
  error: unknown;
  /** Sends the PIN; answers whether it was accepted (the pad is cleared either way after a refusal). */
  onSubmit: (pin: string) => Promise<boolean>;
}

/** Who signs, the PIN pad and the one big button; the server's refusal (a wrong PIN) shows above the button. */
export function SignPanel({ action, pinPrompt, signer, ready = true, sending, error, onSubmit }: SignPanelProps) {
  const [pin, setPin] = useState('');
  // The refusal shows together with the cleared pad, never before it: digits typed on seeing it are kept.
  const [refused, setRefused] = useState(false);
  const submit = async () => {
    setRefused(false);
    if (await onSubmit(pin)) return;
    setPin('');
    setRefused(true);
  };
  return (
    <Panel>
      <Flex vertical gap={20}>
        {signer}
        <Flex vertical align="center" gap={8}>
          <Typography.Text strong style={{ fontSize: 20 }}>{pinPrompt}</Typography.Text>
          <PinPad value={pin} onChange={setPin} disabled={!ready || sending} />
        </Flex>
        {refused && error ? <Alert type="error" showIcon role="alert" title={localMessage(chooseErrorMessage(error as ErrorLike))} /> : null}
        <Button
          type="primary"
          size="large"
          block
          loading={sending}
          disabled={!ready || pin.length < PIN_MIN_DIGITS || pin.length > PIN_MAX_DIGITS}
          onClick={() => void submit()}
          style={{ height: 80, fontSize: 24 }}
        >
          {action}
        </Button>
      </Flex>
    </Panel>
  );
}
