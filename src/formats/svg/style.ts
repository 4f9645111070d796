/**
 * The look of a map: level shading, terrain styles keyed by name (with a fallback for names this table
 * does not know), side colours and the evidence colours. Pattern and gradient ids are generated here,
 * never derived from user text.
 */
import { startColour } from '../heroscape/terrain.js';
import { el } from './xml.js';

export const FONT = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

export type PatternKind = 'none' | 'hatch' | 'cross' | 'dots' | 'waves' | 'bricks' | 'trees';

export interface TerrainStyle {
  /** Tint laid over the level shading. */
  readonly fill: string;
  readonly opacity: number;
  /** Pattern drawn over the tint, in `ink`. */
  readonly pattern: PatternKind;
  readonly ink: string;
  /** Draw the tint opaque (the terrain hides the level colour: walls, solid blocks). */
  readonly solid?: boolean;
}

/** Known terrain words (exact name first, then the first word contained in the name). */
const TABLE: readonly (readonly [string, TerrainStyle])[] = [
  // Heroscape names that contain another word of this table but look different on the table: cooled
  // lava field is rock, not molten lava; a castle's wall walk is dressed stone, not ruins or a wall.
  ['lava-field', { fill: '#6b3b2e', opacity: 0.45, pattern: 'dots', ink: '#3a1a10' }],
  ['castle', { fill: '#c7c2b4', opacity: 0.55, pattern: 'bricks', ink: '#7d7767' }],
  ['castle-base', { fill: '#b9b3a3', opacity: 0.55, pattern: 'bricks', ink: '#6e6858' }],
  ['castle-arch', { fill: '#a9a392', opacity: 0.6, pattern: 'bricks', ink: '#5e5848' }],
  ['castle-wall', { fill: '#8f8a7c', opacity: 0.85, pattern: 'bricks', ink: '#4a463b', solid: true }],
  ['ruin', { fill: '#7d6a55', opacity: 0.55, pattern: 'cross', ink: '#4a3b2a' }],
  ['marvel-ruin', { fill: '#6f6660', opacity: 0.55, pattern: 'cross', ink: '#3d3530' }],
  ['clear', { fill: '#ffffff', opacity: 0, pattern: 'none', ink: '#999' }],
  ['indoor', { fill: '#f2d675', opacity: 0.3, pattern: 'none', ink: '#a88a1c' }],
  ['impassable', { fill: '#3d3d3d', opacity: 0.85, pattern: 'cross', ink: '#111', solid: true }],
  ['blocking', { fill: '#4a4a4a', opacity: 0.75, pattern: 'cross', ink: '#1b1b1b' }],
  ['wall', { fill: '#505050', opacity: 0.85, pattern: 'bricks', ink: '#222', solid: true }],
  ['building', { fill: '#9c8a78', opacity: 0.7, pattern: 'bricks', ink: '#5a4a3c' }],
  ['rooftop', { fill: '#8795b5', opacity: 0.35, pattern: 'hatch', ink: '#56607a' }],
  ['roof', { fill: '#8795b5', opacity: 0.35, pattern: 'hatch', ink: '#56607a' }],
  ['hindering', { fill: '#5d9c3a', opacity: 0.3, pattern: 'dots', ink: '#2f6b1c' }],
  ['dense', { fill: '#3f7d2c', opacity: 0.4, pattern: 'trees', ink: '#24521a' }],
  ['forest', { fill: '#3f8a34', opacity: 0.4, pattern: 'trees', ink: '#1f5a18' }],
  ['tree', { fill: '#3f8a34', opacity: 0.4, pattern: 'trees', ink: '#1f5a18' }],
  ['jungle', { fill: '#2f7a3a', opacity: 0.45, pattern: 'trees', ink: '#17461d' }],
  ['water', { fill: '#3d85d6', opacity: 0.5, pattern: 'waves', ink: '#1d5aa0' }],
  ['river', { fill: '#3d85d6', opacity: 0.5, pattern: 'waves', ink: '#1d5aa0' }],
  ['lava', { fill: '#e2552b', opacity: 0.6, pattern: 'waves', ink: '#8c1d05' }],
  ['molten', { fill: '#e2552b', opacity: 0.6, pattern: 'waves', ink: '#8c1d05' }],
  ['ice', { fill: '#bfe8f7', opacity: 0.7, pattern: 'hatch', ink: '#7fb9d1' }],
  ['snow', { fill: '#f3f8fc', opacity: 0.75, pattern: 'dots', ink: '#a9c1d4' }],
  ['swamp', { fill: '#6e7d35', opacity: 0.45, pattern: 'waves', ink: '#3f4a16' }],
  ['marsh', { fill: '#6e7d35', opacity: 0.45, pattern: 'waves', ink: '#3f4a16' }],
  ['hazardous', { fill: '#f08c1c', opacity: 0.35, pattern: 'hatch', ink: '#b35400' }],
  ['fire', { fill: '#f08c1c', opacity: 0.4, pattern: 'hatch', ink: '#b35400' }],
  ['difficult', { fill: '#b07a45', opacity: 0.3, pattern: 'dots', ink: '#7a4a1c' }],
  ['rough', { fill: '#b07a45', opacity: 0.3, pattern: 'dots', ink: '#7a4a1c' }],
  ['broken', { fill: '#b07a45', opacity: 0.3, pattern: 'dots', ink: '#7a4a1c' }],
  ['rubble', { fill: '#a08060', opacity: 0.35, pattern: 'dots', ink: '#5e4328' }],
  ['severe', { fill: '#b07a45', opacity: 0.3, pattern: 'dots', ink: '#7a4a1c' }],
  ['road', { fill: '#a3a3a3', opacity: 0.3, pattern: 'none', ink: '#777' }],
  ['concrete', { fill: '#b3b3b3', opacity: 0.35, pattern: 'none', ink: '#777' }],
  ['asphalt', { fill: '#8a8a8a', opacity: 0.35, pattern: 'none', ink: '#666' }],
  ['sand', { fill: '#e6c46a', opacity: 0.45, pattern: 'dots', ink: '#b08b2a' }],
  ['dune', { fill: '#e6c46a', opacity: 0.45, pattern: 'dots', ink: '#b08b2a' }],
  ['grass', { fill: '#8cc152', opacity: 0.3, pattern: 'none', ink: '#5c8a2a' }],
  ['rock', { fill: '#9a938a', opacity: 0.35, pattern: 'none', ink: '#625b52' }],
  ['stone', { fill: '#9a938a', opacity: 0.35, pattern: 'none', ink: '#625b52' }],
  ['dirt', { fill: '#a88866', opacity: 0.3, pattern: 'none', ink: '#6b5035' }],
  ['elevated', { fill: '#c9b99a', opacity: 0.25, pattern: 'hatch', ink: '#8b7b5c' }],
  ['hill', { fill: '#c9b99a', opacity: 0.35, pattern: 'hatch', ink: '#8b7b5c' }],
  ['obscuring', { fill: '#7a6fa8', opacity: 0.3, pattern: 'dots', ink: '#4b4278' }],
  ['cover', { fill: '#7a6fa8', opacity: 0.25, pattern: 'hatch', ink: '#4b4278' }],
];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The style of a terrain name (or a table piece kind). Unknown names get a stable colour and hatching. */
export function terrainStyle(name: string): TerrainStyle {
  const n = name.toLowerCase();
  const exact = TABLE.find(([k]) => k === n);
  if (exact) return exact[1];
  const part = TABLE.find(([k]) => n.includes(k));
  if (part) return part[1];
  const hue = hash(n) % 360;
  return { fill: `hsl(${hue}, 45%, 55%)`, opacity: 0.35, pattern: hash(n + '#') % 2 ? 'hatch' : 'cross', ink: `hsl(${hue}, 50%, 32%)` };
}

/**
 * Level shading: lighter is higher. A calm warm grey ramp from the lowest to the highest level present;
 * lightness 72% .. 97%.
 */
export function levelFill(level: number, min: number, max: number): string {
  const t = max > min ? (level - min) / (max - min) : 0.7;
  const light = 72 + 25 * t;
  const sat = 24 - 12 * t;
  return `hsl(44, ${sat.toFixed(1)}%, ${light.toFixed(1)}%)`;
}

/** Text colour on a level fill. */
export const LEVEL_INK = '#3b3428';

const NAMED_SIDES: Readonly<Record<string, string>> = {
  red: '#d33f3f', blue: '#2f6fd0', green: '#2f9e55', yellow: '#e0b21b', orange: '#ec7a1c', purple: '#8a4fc4',
  violet: '#8a4fc4', black: '#333333', white: '#f4f4f4', grey: '#8c8c8c', gray: '#8c8c8c', pink: '#e05da8',
  brown: '#8b5a2b', cyan: '#1fa9c4', teal: '#17918a',
};
const SIDE_PALETTE = ['#d33f3f', '#2f6fd0', '#2f9e55', '#e0b21b', '#8a4fc4', '#ec7a1c', '#17918a', '#e05da8'];

/** Colours for the sides present (a side named like a colour gets that colour). */
export function sideColours(sides: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set<string>();
  for (const s of sides) {
    const named = NAMED_SIDES[s.toLowerCase()];
    if (named && !out.has(s)) {
      out.set(s, named);
      used.add(named);
    }
  }
  let i = 0;
  for (const s of sides) {
    if (out.has(s)) continue;
    const free = SIDE_PALETTE.filter((c) => !used.has(c));
    const c = free[0] ?? SIDE_PALETTE[i++ % SIDE_PALETTE.length]!;
    used.add(c);
    out.set(s, c);
  }
  return out;
}
export const NO_SIDE = '#6b6b6b';

/** Evidence colours. */
export const EVIDENCE = {
  clear: '#1a9641',
  blocked: '#d7191c',
  /** A line that is not clear but does not deny sight (hindered, partial). */
  partial: '#d98e04',
  path: '#e66101',
  cells: '#1f8fff',
  polygon: '#7b3294',
} as const;

/**
 * The colour of a named zone (start zones, deployment): a colour word in the name, in any language
 * VirtualScape writes zone names in (Rouge, Jaune, Vert, Bleu, Mauve, Rot, Gelb, ...), else a stable
 * hashed colour.
 */
export function zoneColour(name: string): string {
  const named = NAMED_SIDES[name.toLowerCase()];
  if (named) return named;
  const rgb = startColour(name);
  if (rgb) return `rgb(${rgb.join(', ')})`;
  return `hsl(${hash(name) % 360}, 60%, 45%)`;
}

/** <pattern> defs for a terrain style; `id` is generated by the caller. */
export function patternDef(id: string, st: TerrainStyle, size: number): string {
  const s = Math.max(4, size);
  const sw = Math.max(0.8, s / 9);
  const common = { id, patternUnits: 'userSpaceOnUse', width: s, height: s };
  switch (st.pattern) {
    case 'none':
      return '';
    case 'hatch':
      return el('pattern', { ...common, patternTransform: 'rotate(45)' }, el('line', { x1: 0, y1: 0, x2: 0, y2: s, stroke: st.ink, 'stroke-width': sw, 'stroke-opacity': 0.55 }));
    case 'cross':
      return el('pattern', { ...common, patternTransform: 'rotate(45)' }, [
        el('line', { x1: 0, y1: 0, x2: 0, y2: s, stroke: st.ink, 'stroke-width': sw, 'stroke-opacity': 0.6 }),
        el('line', { x1: 0, y1: 0, x2: s, y2: 0, stroke: st.ink, 'stroke-width': sw, 'stroke-opacity': 0.6 }),
      ]);
    case 'dots':
      return el('pattern', common, [
        el('circle', { cx: s / 4, cy: s / 4, r: sw * 1.1, fill: st.ink, 'fill-opacity': 0.55 }),
        el('circle', { cx: (3 * s) / 4, cy: (3 * s) / 4, r: sw * 1.1, fill: st.ink, 'fill-opacity': 0.55 }),
      ]);
    case 'waves': {
      const w = s * 1.5;
      return el('pattern', { ...common, width: w, height: s * 0.75 },
        el('path', { d: `M0 ${s * 0.375} q ${w / 4} ${-s * 0.25} ${w / 2} 0 t ${w / 2} 0`, fill: 'none', stroke: st.ink, 'stroke-width': sw, 'stroke-opacity': 0.6 }));
    }
    case 'bricks':
      return el('pattern', { ...common, height: s / 2 }, [
        el('path', { d: `M0 0 H${s} M0 ${s / 4} H${s} M${s / 4} 0 V${s / 4} M${(3 * s) / 4} ${s / 4} V${s / 2}`, fill: 'none', stroke: st.ink, 'stroke-width': sw * 0.8, 'stroke-opacity': 0.55 }),
      ]);
    case 'trees': {
      const t = s * 1.2;
      return el('pattern', { ...common, width: t, height: t }, [
        el('path', { d: `M${t * 0.25} ${t * 0.08} l${t * 0.16} ${t * 0.3} h${-t * 0.32} z M${t * 0.75} ${t * 0.58} l${t * 0.16} ${t * 0.3} h${-t * 0.32} z`, fill: st.ink, 'fill-opacity': 0.55 }),
      ]);
    }
  }
}
