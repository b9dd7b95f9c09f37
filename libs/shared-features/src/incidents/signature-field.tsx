// A pad to draw a signature on (signature_pad), answering the drawing as a PNG data URL.
import { useEffect, useRef } from 'react';
import { Button, Flex, Typography } from 'antd';
import SignaturePad from 'signature_pad';
import { useT } from './i18n';

export interface SignatureFieldProps {
  /** The drawing as a PNG data URL, or null once cleared. */
  onChange: (signature: string | null) => void;
}

/** Keeps the canvas's pixels matched to its size on screen, so strokes land under the finger. */
function fitToScreen(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
}

export function SignatureField({ onChange }: SignatureFieldProps) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const drawing = new SignaturePad(canvas.current, { penColor: '#1f2937' });
    pad.current = drawing;
    fitToScreen(canvas.current, drawing);
    const ended = () => onChange(drawing.isEmpty() ? null : drawing.toDataURL('image/png'));
    drawing.addEventListener('endStroke', ended);
    return () => {
      drawing.removeEventListener('endStroke', ended);
      drawing.off();
    };
  }, [onChange]);
  const clear = () => {
    pad.current?.clear();
    onChange(null);
  };
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('sign.pad')}</Typography.Text>
      <canvas
        ref={canvas}
        aria-label={t('sign.pad')}
        style={{ width: '100%', maxWidth: 480, height: 160, border: '1px solid #d9d9d9', borderRadius: 8, background: '#fff', touchAction: 'none' }}
      />
      <Button onClick={clear} style={{ alignSelf: 'start' }}>{t('sign.clear')}</Button>
    </Flex>
  );
}
