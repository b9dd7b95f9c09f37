import { Button, Flex, theme } from 'antd';
import { mdiBackspaceOutline } from '@mdi/js';
import { PIN_MAX_DIGITS, PIN_MIN_DIGITS } from '@daycare/shared';
import { Mdi } from '@daycare/ui';
import { useT } from '../../i18n';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'] as const;

/** A finger-sized PIN pad: 4 to 6 digits shown as dots, never as numbers. */
export function PinPad({ value, onChange, disabled }: { value: string; onChange: (pin: string) => void; disabled?: boolean }) {
  const { token } = theme.useToken();
  const t = useT();
  const press = (key: (typeof KEYS)[number]) => {
    if (key === 'clear') onChange('');
    else if (key === 'back') onChange(value.slice(0, -1));
    else if (value.length < PIN_MAX_DIGITS) onChange(value + key);
  };
  return (
    <Flex vertical gap={16} align="center">
      <Flex gap={12} role="status" aria-label={t('pinPad.status', { entered: value.length, min: PIN_MIN_DIGITS, max: PIN_MAX_DIGITS })}>
        {Array.from({ length: PIN_MAX_DIGITS }, (_, index) => (
          <span
            key={index}
            style={{
              width: 20, height: 20, borderRadius: '50%',
              border: `2px solid ${index < PIN_MIN_DIGITS || index < value.length ? token.colorPrimary : token.colorBorder}`,
              background: index < value.length ? token.colorPrimary : 'transparent',
            }}
          />
        ))}
      </Flex>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 88px)', gap: 12 }}>
        {KEYS.map((key) => (
          <Button
            key={key}
            disabled={disabled || (key === 'back' || key === 'clear' ? !value : value.length >= PIN_MAX_DIGITS)}
            onClick={() => press(key)}
            aria-label={key === 'back' ? t('pinPad.deleteLast') : key === 'clear' ? t('pinPad.clearPin') : key}
            style={{ height: 72, fontSize: key === 'clear' ? token.fontSize : 28 }}
            type={key === 'back' || key === 'clear' ? 'text' : 'default'}
          >
            {key === 'back' ? <Mdi path={mdiBackspaceOutline} size={1.2} /> : key === 'clear' ? t('pinPad.clear') : key}
          </Button>
        ))}
      </div>
    </Flex>
  );
}
