import type { CSSProperties } from 'react';
import { mdiCloseCircle } from '@mdi/js';
import { useT } from './i18n';
import { Mdi } from './icon';

/** An icon a person taps, drawn small by antd, inside a 24-pixel target (WCAG 2.2 target size). */
export const ICON_TARGET: CSSProperties = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 24, minHeight: 24 };

/** The clear button's icon, which also names the button ("Clear"). */
function ClearIcon() {
  const t = useT();
  return <span style={ICON_TARGET} role="img" aria-label={t('clear')}><Mdi path={mdiCloseCircle} size={0.6} /></span>;
}

/** `allowClear` for a text field: its clear button is a named 24-pixel target, not antd's 12-pixel cross. */
export const CLEARABLE = { clearIcon: <ClearIcon /> };
