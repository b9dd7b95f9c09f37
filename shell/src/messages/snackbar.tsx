import { useEffect, useRef } from 'react';
import { Button, Flex, Typography } from 'antd';
import { localMessage } from '@daycare/i18n';
import { SNACKBAR_DURATION_MS, SWIPE_DISMISS_PX } from '@daycare/shared';
import { hideSnackbar, selectSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { useT } from '../i18n';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Near-black on light colours such as the warning orange, white on dark ones: whichever reads better. */
export function textColorOn(background: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#fff';
  const onBackground = luminance(background) + 0.05;
  return 1.05 / onBackground >= onBackground / 0.05 ? '#fff' : 'rgba(0, 0, 0, 0.88)';
}

/**
 * The message bar at the top of the page: hides after 5 s, on Close, or when
 * swiped sideways. The product's own messages show in the reader's language, a server's as it sent them.
 */
export function Snackbar() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { open, text, color, serial } = useAppSelector(selectSnackbar);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => dispatch(hideSnackbar()), SNACKBAR_DURATION_MS);
    return () => clearTimeout(timer);
  }, [open, serial, dispatch]);

  if (!open) return null;
  const textColor = textColorOn(color);
  return (
    <div
      role="alert"
      data-testid="snackbar"
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
      }}
      onPointerUp={(event) => {
        if (swipeStart.current !== null && Math.abs(event.clientX - swipeStart.current) >= SWIPE_DISMISS_PX) dispatch(hideSnackbar());
        swipeStart.current = null;
      }}
      style={{
        position: 'fixed',
        top: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 2000,
        width: 'min(600px, calc(100vw - 24px))',
        background: color,
        borderRadius: 8,
        boxShadow: '0 6px 16px rgba(0, 0, 0, 0.2)',
        padding: '8px 8px 8px 16px',
        touchAction: 'pan-y',
      }}
    >
      <Flex align="center" justify="space-between" gap={12}>
        <Typography.Text style={{ color: textColor, fontWeight: 500 }}>{localMessage(text)}</Typography.Text>
        <Button type="text" style={{ color: textColor }} onClick={() => dispatch(hideSnackbar())}>
          {t('snackbar.close')}
        </Button>
      </Flex>
    </div>
  );
}
