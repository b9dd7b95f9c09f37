// A child's outline, front and back, on which staff tap to mark where a child was hurt. Marks are
// stored as a share of the outline's width and height, so they land in the same place at any size.
import type { MouseEvent } from 'react';
import { Flex, Typography } from 'antd';
import type { BodySide, InjuryDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { useT } from './i18n';

const WIDTH = 100;
const HEIGHT = 220;
const SIDES: BodySide[] = ['front', 'back'];

/** Head, trunk, arms and legs of a small child, in a 100 x 220 box. */
const OUTLINE = [
  'M50 4 a17 17 0 1 1 -0.1 0 Z',
  'M36 40 h28 a8 8 0 0 1 8 8 v58 a6 6 0 0 1 -6 6 h-32 a6 6 0 0 1 -6 -6 v-58 a8 8 0 0 1 8 -8 Z',
  'M27 46 a6 6 0 0 1 8 4 l-2 58 a5 5 0 0 1 -10 0 l-2 -54 a6 6 0 0 1 6 -8 Z',
  'M73 46 a6 6 0 0 0 -8 4 l2 58 a5 5 0 0 0 10 0 l2 -54 a6 6 0 0 0 -6 -8 Z',
  'M36 112 h12 v98 a6 6 0 0 1 -12 0 Z',
  'M52 112 h12 v98 a6 6 0 0 1 -12 0 Z',
];

export interface BodyMapProps {
  marks: readonly InjuryDto[];
  /** Where a tap adds a mark; without it the map only shows the marks. */
  onAdd?: (mark: Pick<InjuryDto, 'x' | 'y' | 'side'>) => void;
}

function Outline({ side, marks, onAdd }: { side: BodySide } & BodyMapProps) {
  const t = useT();
  const numbered = marks.map((mark, index) => ({ mark, number: index + 1 })).filter(({ mark }) => mark.side === side);
  const tap = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!onAdd || !box.width || !box.height) return;
    const share = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
    onAdd({ side, x: share((event.clientX - box.left) / box.width), y: share((event.clientY - box.top) / box.height) });
  };
  return (
    <Flex vertical align="center" gap={4}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={140}
        height={308}
        // An image whatever it does: its numbers repeat the list of marks, which is what a screen reader reads.
        role="img"
        aria-label={t(`side.${side}`)}
        onClick={tap}
        style={{ cursor: onAdd ? 'crosshair' : 'default', touchAction: 'manipulation' }}
      >
        {OUTLINE.map((path) => <path key={path} d={path} fill="#f5f5f5" stroke="#8c8c8c" strokeWidth={1.2} />)}
        {numbered.map(({ mark, number }) => (
          <g key={number} transform={`translate(${mark.x * WIDTH} ${mark.y * HEIGHT})`}>
            <circle r={6} fill={THEME_COLORS.light.error} />
            <text y={3} textAnchor="middle" fontSize={8} fill="#fff">{number}</text>
          </g>
        ))}
      </svg>
      <Typography.Text type="secondary">{t(`side.${side}`)}</Typography.Text>
    </Flex>
  );
}

/** The front and back outlines with the numbered marks. */
export function BodyMap({ marks, onAdd }: BodyMapProps) {
  return (
    <Flex gap={24} justify="center" wrap>
      {SIDES.map((side) => <Outline key={side} side={side} marks={marks} onAdd={onAdd} />)}
    </Flex>
  );
}
