// A pad to draw a signature on with a finger or a mouse (signature_pad), answering a PNG data URL.
import { useEffect, useRef } from 'react';
import { Button, Flex } from 'antd';
import SignaturePad from 'signature_pad';
import { useT } from './i18n';

/** Keeps the canvas's pixels matched to its size on screen, so strokes land under the finger. */
function fitToScreen(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
}

/** A form control: `onChange` gets the drawing, or undefined once cleared. */
export function SignaturePadField({ onChange, label }: { onChange?: (signature: string | undefined) => void; label: string }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  // The form hands a new onChange on every render; the pad is made once and reads the latest.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    if (!canvas.current) return undefined;
    const drawing = new SignaturePad(canvas.current, { penColor: '#1f2937' });
    pad.current = drawing;
    fitToScreen(canvas.current, drawing);
    const ended = () => changed.current?.(drawing.isEmpty() ? undefined : drawing.toDataURL('image/png'));
    drawing.addEventListener('endStroke', ended);
    return () => {
      drawing.removeEventListener('endStroke', ended);
      drawing.off();
    };
  }, []);
  const clear = () => {
    pad.current?.clear();
    changed.current?.(undefined);
  };
  return (
    <Flex vertical gap={4}>
      <canvas
        ref={canvas}
        aria-label={label}
        data-testid="signature-pad"
        style={{ width: '100%', maxWidth: 480, height: 160, border: '1px solid #d9d9d9', borderRadius: 8, background: '#fff', touchAction: 'none' }}
      />
      <Button onClick={clear} style={{ alignSelf: 'start' }}>{t('form.clear')}</Button>
    </Flex>
  );
}
