/**
 * What the ground does to a figure: the MA to enter a surface (tft.terrain.broken, tft.terrain.water) and the
 * DX of a figure standing in water (tft.terrain.water). One definition for the move search (move.ts) and the
 * batch search (batch.ts).
 */
import type { HexSurface } from '../../board/hex-board.js';
import { reason, type Reason } from '../../engine/verdict.js';
import { fmtXY, type Ctx, type Depth, type Fig } from './context.js';

/** tft.terrain.broken (optional): dirt and/or rock tiles are broken ground. */
export function isBroken(ctx: Ctx, s: HexSurface): boolean {
  const b = ctx.options.broken;
  if (b === 'off') return false;
  return (b !== 'rock' && s.terrain.includes('dirt')) || (b !== 'dirt' && s.terrain.includes('rock'));
}

/**
 * The water depth of a surface: a surface of water tiles (the lake under a bridge deck too) takes its place's
 * depth; any other surface is dry (the bridge deck over the river).
 */
export function waterAt(ctx: Ctx, s: HexSurface): Depth | undefined {
  return s.terrain.includes('water') ? ctx.depth.get(s.place) : undefined;
}

/** MA to enter a surface: 1; 2 on broken ground; the water option's MA in knee- and neck-deep water (the dearest applies). */
export function entryCost(ctx: Ctx, s: HexSurface): number {
  let c = isBroken(ctx, s) ? 2 : 1;
  const w = ctx.options.water;
  if (w) {
    const d = waterAt(ctx, s);
    if (d === 'knee') c = Math.max(c, w.knee.ma);
    else if (d === 'neck') c = Math.max(c, w.neck.ma);
  }
  return c;
}

const ORDER: Record<Depth, number> = { ankle: 0, knee: 1, neck: 2 };

/**
 * The deepest water any hex of the figure stands in (its surfaces, or the surfaces given: where a moving
 * figure takes off), and the DX it costs under the water option.
 */
export function standingWater(ctx: Ctx, f: Fig, surfaces: readonly (HexSurface | undefined)[] = f.stance.surfaces): { depth: Depth; dx: number; reasons: Reason[] } | undefined {
  let depth: Depth | undefined;
  let at = -1;
  for (const s of surfaces) {
    if (!s) continue;
    const d = waterAt(ctx, s);
    if (d && (depth === undefined || ORDER[d] > ORDER[depth])) { depth = d; at = s.place; }
  }
  if (!depth) return undefined;
  const w = ctx.options.water;
  const dx = !w || depth === 'ankle' ? 0 : depth === 'knee' ? w.knee.dx : w.neck.dx;
  const text = !w ? `${f.id} stands in ${depth}-deep water at ${fmtXY(ctx.terrain, at)} (option water off: no effect)`
    : dx ? `${f.id} stands in ${depth}-deep water at ${fmtXY(ctx.terrain, at)}: ${dx} DX (option water-${depth}-dx)`
      : `${f.id} stands in ankle-deep water at ${fmtXY(ctx.terrain, at)}: ordinary footing`;
  return { depth, dx, reasons: [reason('tft.terrain.water', text, { depth, dx })] };
}
