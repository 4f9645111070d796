/**
 * A figure's own adjusted-DX modifiers: the ones it carries into every roll against adjusted DX, whatever
 * the roll is for. Off balance (-2: a multi-hex figure with a hex over a drop or one up, tft.multihex.three /
 * four / seven: "while he is thus off balance, the figure is at -2 DX") and the water it stands in
 * (tft.terrain.water, option water). Melee (attackDx), the swipe, missile fire and the fall and stumble
 * saves (tft.fall, tft.stumble: "3D6 vs. adj. DX") all take them from here; what depends on an opponent
 * (height, a kneeling target, range, concealment) each question adds itself.
 */
import type { HexSurface } from '../../board/hex-board.js';
import { reason, type Reason } from '../../engine/verdict.js';
import type { Ctx, Fig } from './context.js';
import { standingWater } from './terrain-costs.js';

export interface OwnDx {
  /** -2 when off balance, else 0. */
  offBalance: number;
  /** The water's DX (option water), 0 when dry. */
  water: number;
  /** offBalance + water. */
  total: number;
  reasons: Reason[];
}

/**
 * The modifiers of `f` as it stands, or, with `at`, standing on other surfaces (where a moving figure
 * takes off for a jump) with the balance given.
 */
export function ownDx(ctx: Ctx, f: Fig, at?: { surfaces: readonly (HexSurface | undefined)[]; offBalance: boolean }): OwnDx {
  const off = (at ? at.offBalance : f.stance.offBalance) ? -2 : 0;
  const wet = standingWater(ctx, f, at?.surfaces);
  const water = wet?.dx ?? 0;
  const reasons: Reason[] = [];
  if (off && f.stance.rule) reasons.push(reason(f.stance.rule, `${f.id}: ${f.stance.why} (-2 DX)`, { offBalance: true }));
  if (wet) reasons.push(...wet.reasons);
  return { offBalance: off, water, total: off + water, reasons };
}

/** The parts of a save's target number, for the verdict's evidence (zero parts left out). */
export interface DxParts {
  base: number;
  offBalance?: number;
  water?: number;
}

/** The target of a 3D6 save against adjusted DX (tft.fall, tft.stumble): the figure's DX and its own modifiers. */
export interface SaveDx {
  target: number;
  dxParts: DxParts;
  /** Why the modifiers apply (the water, the off-balance stance); empty for a bare DX. */
  reasons: Reason[];
}

export function saveDx(ctx: Ctx, f: Fig, at?: { surfaces: readonly (HexSurface | undefined)[]; offBalance: boolean }): SaveDx {
  const o = ownDx(ctx, f, at);
  return {
    target: f.dx + o.total,
    dxParts: { base: f.dx, ...(o.offBalance ? { offBalance: o.offBalance } : {}), ...(o.water ? { water: o.water } : {}) },
    reasons: o.reasons.filter((r) => r.rule !== 'tft.terrain.water' || o.water !== 0),
  };
}

/**
 * The save of a climber who misses a climbing roll (tft.climb.sets; its fall follows tft.fall, "3D6 vs DX" in
 * the climbing text). Every such miss comes after the free first set, so the figure falls off the wall, not
 * from where it stood: the water at the wall's foot and an off-balance stance were its footing, and a jump's
 * save likewise counts the footing it takes off from (describePath). On the wall it has none of them: the
 * target is its DX, said as such (dxParts: base only).
 */
export function wallSaveDx(f: Fig): SaveDx {
  return { target: f.dx, dxParts: { base: f.dx }, reasons: [] };
}

/** "DX 12, -2 water, -2 off balance" for reason texts. */
export function partsText(p: DxParts): string {
  return `DX ${p.base}${p.water ? `, ${p.water} water` : ''}${p.offBalance ? `, ${p.offBalance} off balance` : ''}`;
}
