import { Tag } from 'antd';
import type { CSSProperties } from 'react';
import { ratioLabel, useLanguage } from '@daycare/i18n';
import { ratioState, type RatioRoom, type RatioState } from '@daycare/shared';

const COLOURS: Record<RatioState['kind'], string | undefined> = { outside: undefined, unset: 'warning', short: 'error', met: 'success' };

/** The room's ratio now, in the words and colours every screen uses: red below ratio, green in ratio. */
export function RatioTag({ room, childrenIn, staffIn, style }: { room: RatioRoom; childrenIn: number; staffIn: number; style?: CSSProperties }) {
  useLanguage();
  const state = ratioState(room, childrenIn, staffIn);
  return <Tag color={COLOURS[state.kind]} style={style}>{ratioLabel(state)}</Tag>;
}
