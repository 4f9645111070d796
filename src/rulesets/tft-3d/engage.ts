/**
 * Engagement (tft.engage on top of tft.base.engage). A figure F engages an enemy E when
 * - E stands in one of F's front hexes (footprint.ts), and
 * - E's base is no more levels above or below F's than the number of hexes F occupies (tft.engage), and
 * - (tft.base.engage) when F is a 1-hex figure and E a multi-hex one, a single 1-hex figure does not hold
 *   it: at least two 1-hex figures of F's side must each engage E by the first two conditions.
 */
import type { Axial } from '../../geometry/hex/coords.js';
import { reason, type Reason } from '../../engine/verdict.js';
import type { Ctx, Fig } from './context.js';
import { frontHexes } from './footprint.js';
import { engagesLevels } from './rules.js';

const key = (h: Axial) => `${h.q},${h.r}`;

export function enemies(a: Fig, b: Fig): boolean {
  if (a.id === b.id) return false;
  return a.side === undefined || b.side === undefined || a.side !== b.side;
}

export function allies(a: Fig, b: Fig): boolean {
  return a.id === b.id || (a.side !== undefined && a.side === b.side);
}

/** Does `hexes` (at `level`) lie in F's front hexes within its level limit? */
export function controls(f: Fig, hexes: readonly Axial[], level: number): { front: boolean; levels: boolean } {
  const front = new Set(frontHexes(f.hexList, f.facing).map(key));
  return { front: hexes.some((h) => front.has(key(h))), levels: engagesLevels(f.level, level, f.hexes) };
}

export interface Engagement {
  engaged: boolean;
  inFront: boolean;
  withinLevels: boolean;
  levels: number;
  reasons: Reason[];
  /** 1-hex figures of F's side engaging a multi-hex E (tft.base.engage). */
  helpers?: string[];
}

/** Does F engage E, with E standing at `hexes` / `level` (default: where it stands)? */
export function engagement(ctx: Ctx, f: Fig, e: Fig, at?: { hexes: readonly Axial[]; level: number }): Engagement {
  const hexes = at?.hexes ?? e.hexList;
  const level = at?.level ?? e.level;
  const c = controls(f, hexes, level);
  const diff = level - f.level;
  const reasons: Reason[] = [];
  if (!c.front) {
    reasons.push(reason('tft.base.engage', `${e.id} is not in ${f.id}'s front hexes`));
    return { engaged: false, inFront: false, withinLevels: c.levels, levels: diff, reasons };
  }
  reasons.push(reason('tft.engage', c.levels
    ? `${e.id} stands ${Math.abs(diff)} level${Math.abs(diff) === 1 ? '' : 's'} ${diff >= 0 ? 'above' : 'below'} ${f.id}, within the ${f.hexes} level${f.hexes === 1 ? '' : 's'} a ${f.hexes}-hex figure controls`
    : `${e.id} stands ${Math.abs(diff)} levels ${diff >= 0 ? 'above' : 'below'} ${f.id}, beyond the ${f.hexes} level${f.hexes === 1 ? '' : 's'} a ${f.hexes}-hex figure controls`, { levels: diff, hexes: f.hexes }));
  if (!c.levels) return { engaged: false, inFront: true, withinLevels: false, levels: diff, reasons };
  if (f.hexes === 1 && e.hexes > 1) {
    const helpers = [...ctx.figures.values()].filter((g) => g.hexes === 1 && allies(g, f) && enemies(g, e)
      && (() => { const k = controls(g, hexes, level); return k.front && k.levels; })()).map((g) => g.id);
    const ok = helpers.length >= 2;
    reasons.push(reason('tft.base.engage', ok
      ? `${helpers.join(' and ')} together hold the ${e.hexes}-hex ${e.id}`
      : `a single 1-hex figure does not engage the ${e.hexes}-hex ${e.id}`, { helpers }));
    return { engaged: ok, inFront: true, withinLevels: true, levels: diff, reasons, helpers };
  }
  reasons.push(reason('tft.base.engage', `${e.id} is in ${f.id}'s front hexes`));
  return { engaged: true, inFront: true, withinLevels: true, levels: diff, reasons };
}

/** The enemies that engage `mover` if it stood at `hexes` / `level`. */
export function engagedBy(ctx: Ctx, mover: Fig, hexes: readonly Axial[], level: number): Fig[] {
  const out: Fig[] = [];
  for (const e of ctx.figures.values()) {
    if (!enemies(e, mover)) continue;
    if (engagement(ctx, e, mover, { hexes, level }).engaged) out.push(e);
  }
  return out;
}
