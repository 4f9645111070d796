/**
 * One step of movement between neighbouring hexes, for a figure of a given Height and kind: whether it is
 * allowed, what it costs, and the clause that decided.
 *
 * Walking (hs.move.climb): 1 per space plus 1 per level up; a rise equal to or greater than the figure's
 * Height cannot be climbed in one step (option climbEqualHeight: only a greater one); going down costs
 * nothing extra; heavy snow costs one more to move onto (option snow, hs.terrain.snow). A floor or ceiling in the way
 * (a stacked surface between the two levels) stops the step (c3g.floors). Flying: 1 per space whatever
 * the levels, over obstacles, enclosed structures and figures, and 0 over a partial hex (not counted,
 * c3g.hex.count); sealed walls, unbroken windows and shafts still stop a flyer.
 */
import { reason, type Reason } from '../../engine/verdict.js';
import { classOf, insideOf, type Ctx, type Space } from './context.js';
import type { Fig } from './figures.js';
import { isSnow } from './terrain.js';

export interface StepCheck {
  readonly ok: boolean;
  readonly cost: number;
  readonly why?: Reason;
}

const no = (rule: string, text: string): StepCheck => ({ ok: false, cost: 0, why: reason(rule, text) });

/**
 * May figure f enter space t (any way), as far as the space itself goes? `flying`: a flyer's step or a
 * placement (over obstacles and enclosed structures); `over`: the figure only passes over t in flight,
 * so a partial hex does not stop it (c3g.hex.count reading). A destructible object may enter partial hexes.
 */
export function enterable(ctx: Ctx, f: Fig, t: Space, flying: boolean, over = false): StepCheck {
  const at = `[${t.x}, ${t.y}] level ${t.level}`;
  if (t.shaft !== undefined) return no('c3g.elevator', `${at} is a space of elevator shaft ${t.shaft}: only the elevator car enters it`);
  if (t.window === 'intact') return no('c3g.window', `${at} is an unbroken window space: no movement through it`);
  if (!f.destructible && !over && classOf(ctx, t).class === 'partial') return no('c3g.hex.partial', `${at} is a partial hex: ${f.id} cannot enter it`);
  if (t.stair && f.double) return no('c3g.stairs', `${at} is a stairway space: single-space figures only`);
  if (!flying) {
    if (t.structure?.kind === 'enclosed' && t.transit === undefined) return no('c3g.enclosed', `${at} belongs to enclosed structure ${t.structure.id}: it is crossed only by its transit spaces`);
    if (t.obstacle > 0 && !f.phasing) return no('hs.base.obstacle', `an obstacle ${t.obstacle} levels high stands on ${at}: nobody moves through or onto it`);
  }
  return { ok: true, cost: 0 };
}

/**
 * A flyer's step in the open onto place t from above (from over a roof, hs.base.flying): not into a
 * building (only its doorways and broken windows lead in), over the top of the place; 0 over a partial hex.
 */
export function openFlight(ctx: Ctx, f: Fig, t: Space): StepCheck {
  const e = enterable(ctx, f, t, true, true);
  if (!e.ok) return e;
  if (insideOf(t) !== undefined) return no('c3g.interior.sealed', `${f.id} cannot enter ${insideOf(t)} at [${t.x}, ${t.y}] from above: only doorways and broken windows lead in`);
  if (t.next !== Infinity) return no('hs.move.climb', `${f.id} flies in the open: it moves over the top of [${t.x}, ${t.y}]`);
  return { ok: true, cost: classOf(ctx, t).class === 'partial' ? 0 : 1 };
}

/** May a figure allowed into structure st enter it (c3g.interior.entry)? */
export function entryAllowed(f: Fig, st: { id: string; entry: { spaces: number; maxHeight: number } }): StepCheck {
  if ((f.double ? 2 : 1) > st.entry.spaces) return no('c3g.interior.entry', `${st.id} admits figures of ${st.entry.spaces} space${st.entry.spaces === 1 ? '' : 's'}; ${f.id} has 2`);
  if (f.height > st.entry.maxHeight) return no('c3g.interior.entry', `${st.id} admits Height ${st.entry.maxHeight} or less; ${f.id} has Height ${f.height}`);
  return { ok: true, cost: 0, why: reason('c3g.interior.entry', `${f.id} (Height ${f.height}) may enter ${st.id} (Height ${st.entry.maxHeight} or less, ${st.entry.spaces} space${st.entry.spaces === 1 ? '' : 's'})`) };
}

/**
 * Does figure f fit on space t in the open, under an overhang or a deck over it (hs.base.obstacle, option
 * overhangClearance fits: only where its Height is at most the open levels)? The refusal, or undefined. Inside
 * a building its entry rule decides instead (c3g.interior.entry). One test for a step onto t and for a figure
 * placed or standing there.
 */
export function headroomRefusal(ctx: Ctx, f: Fig, t: Space): Reason | undefined {
  if (ctx.opts.clearance !== 'fits' || insideOf(t) !== undefined || f.phasing || f.height <= t.ceiling - t.level) return undefined;
  const room = t.ceiling - t.level;
  return reason('hs.base.obstacle', `[${t.x}, ${t.y}] level ${t.level} has ${room} level${room === 1 ? '' : 's'} of open space under the surface over it: ${f.id} (Height ${f.height}) does not fit (option overhangClearance fits)`);
}

/** One step from s to the neighbouring space t (see the module header). */
export function step(ctx: Ctx, f: Fig, s: Space, t: Space, flying: boolean): StepCheck {
  const e = enterable(ctx, f, t, flying, flying);
  if (!e.ok) return e;
  const is = insideOf(s), it = insideOf(t);
  if (is !== it) {
    const opening = (x: Space) => x.door || x.window === 'broken';
    if (is !== undefined && !opening(s)) return no('c3g.interior.sealed', `${f.id} cannot leave ${is} from [${s.x}, ${s.y}]: only doorways and broken windows lead out`);
    if (it !== undefined && !opening(t)) return no('c3g.interior.sealed', `${f.id} cannot enter ${it} at [${t.x}, ${t.y}]: only doorways and broken windows lead in`);
    if (it !== undefined) {
      const ok = entryAllowed(f, t.structure!);
      if (!ok.ok) return ok;
    }
  }
  const sameInside = is !== undefined && is === it;
  if (!flying || sameInside) {
    if ((t.level > s.ceiling || s.level > t.ceiling) && !f.phasing) return no('c3g.floors', `a floor lies between level ${s.level} at [${s.x}, ${s.y}] and level ${t.level} at [${t.x}, ${t.y}]`);
  }
  if (flying) {
    if (!sameInside && is === undefined && it === undefined && t.next !== Infinity) return no('hs.move.climb', `${f.id} flies in the open: it moves over the top of [${t.x}, ${t.y}]`);
    // A flyer passes over a partial hex without counting it (c3g.hex.count reading).
    return { ok: true, cost: classOf(ctx, t).class === 'partial' ? 0 : 1 };
  }
  // Under an overhang or a deck in the open a walking figure goes only where it fits (option overhangClearance).
  const low = headroomRefusal(ctx, f, t);
  if (low) return { ok: false, cost: 0, why: low };
  const rise = t.level - s.level;
  if (ctx.opts.climbEqual ? rise > f.height : rise >= f.height)
    return no('hs.move.climb', ctx.opts.climbEqual
      ? `a rise of ${rise} level${rise === 1 ? '' : 's'} is more than ${f.id}'s Height ${f.height}`
      : `a rise of ${rise} level${rise === 1 ? '' : 's'} is not less than ${f.id}'s Height ${f.height}`);
  const snow = ctx.opts.snow === 'heavy' && isSnow(t) ? 1 : 0;
  return { ok: true, cost: 1 + Math.max(0, rise) + snow };
}
