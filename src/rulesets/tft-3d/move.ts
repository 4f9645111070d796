/**
 * Movement: the cheapest legal move of a figure over the stacked hexes, with what each step was.
 *
 * Steps (engine/search.ts over integer states):
 * - into a neighbouring hex level or lower: 1 MA for the new hex (tft.descend, tft.fall.cost), 2 on
 *   broken ground (tft.terrain.broken, optional);
 * - up d levels, d at most the effective height (tft.climb.step; prone: 1, tft.prone): d + 1 MA
 *   (the top counts as the new hex, so 2 MA on broken ground);
 * - down more than the effective height: a jump, 1 MA, with the falling dice and save as an event
 *   (tft.fall). The search prefers, at equal MA, the path with fewer risky jumps.
 * A hex cannot be entered where an obstacle stands, where a solid leaves no room for the figure's
 * column, or where another figure stands. Climbing more than the effective height is the `climb`
 * question (tft.climb.sets), not a move.
 *
 * Engagement (tft.base.engage with tft.engage's level limits): a figure that starts engaged may only
 * shift one hex (or disengage: `disengage: true`, tft.disengage); a moving figure must stop in the first
 * hex where an enemy engages it.
 *
 * Multi-hex figures: a 2-hex figure (tft.multihex.two) moves as a snake, its rear following into the
 * hex its front left, and may turn in place for free; every position keeps both hexes within one
 * level. 3-, 4- and 7-hex figures lead with the front hex and ignore the rear ones while moving
 * (tft.multihex.three/four/seven); the end position must satisfy their level rule for the chosen or some
 * facing.
 */
import { HighgroundError } from '../../errors.js';
import { Search, pathTo, type SearchResult } from '../../engine/search.js';
import { reason, uniqueReasons, type Reason } from '../../engine/verdict.js';
import { hexOf, indexOf, xyOf, type HexSurface } from '../../board/hex-board.js';
import { distance } from '../../geometry/hex/distance.js';
import { DIRECTION_VECTORS, type Direction } from '../../geometry/hex/directions.js';
import type { Axial } from '../../geometry/hex/coords.js';
import { columnHeight, effectiveHeight, makeFig, placesOf, type Ctx, type Fig } from './context.js';
import { footprint } from './footprint.js';
import { stanceOf } from './stance.js';
import { clearSpace } from './stance.js';
import { engagedBy } from './engage.js';
import { climbCost, fall, type FallReport } from './rules.js';

/** Tie-break scale: cost = MA * RISK + number of risky jumps. */
const RISK = 1024;

export const STEP = { start: -1, walk: 0, climb: 1, descend: 2, jump: 3, turn: 4 } as const;
const STEP_NAME = ['walk', 'climb', 'descend', 'jump', 'turn'] as const;

export interface MoveSetup {
  fig: Fig;
  mode: 'free' | 'shift' | 'disengage';
  engagers: Fig[];
  budget: number;
  snake: boolean;
  states: number;
  start: number;
  result: SearchResult;
  reasons: Reason[];
}

const search = new Search();

function isBroken(ctx: Ctx, s: HexSurface): boolean {
  const b = ctx.options.broken;
  if (b === 'off') return false;
  return (b !== 'rock' && s.terrain.includes('dirt')) || (b !== 'dirt' && s.terrain.includes('rock'));
}

function entryCost(ctx: Ctx, s: HexSurface): number {
  return isBroken(ctx, s) ? 2 : 1;
}

function surfaceIds(ctx: Ctx, place: number): HexSurface[] {
  const t = ctx.terrain;
  if (place < 0) return [];
  return t.surfaces.slice(t.first[place]!, t.first[place + 1]!) as HexSurface[];
}

function occupiedByOther(ctx: Ctx, fig: Fig, place: number, lo: number, hi: number): boolean {
  return (ctx.occupants.get(place) ?? []).some((o) => o.id !== fig.id && o.lo < hi && o.hi > lo);
}

function step(h: Axial, d: number): Axial {
  const v = DIRECTION_VECTORS[((d % 6) + 6) % 6]!;
  return { q: h.q + v.q, r: h.r + v.r };
}

/** Run the search for a figure. */
export function setupMove(ctx: Ctx, fig: Fig, opts: { budget?: number | undefined; charge?: boolean | undefined; disengage?: boolean | undefined; swipe?: boolean | undefined }): MoveSetup {
  const t = ctx.terrain;
  if (fig.aloft) throw new HighgroundError(`${fig.id} is aloft (level ${fig.level}); it does not walk`, { path: ['figure'] });
  const reasons: Reason[] = [];
  const colH = columnHeight(fig);
  const climbH = effectiveHeight(fig);
  if (fig.prone) reasons.push(reason('tft.prone', `${fig.id} is prone: H 1 for movement, it climbs at most 1 level`));
  const snake = fig.base === 2;
  const nS = t.surfaces.length;
  const states = snake ? nS * 6 : nS;
  const frontSurface = fig.stance.surfaces[0];
  if (!frontSurface) throw new HighgroundError(`${fig.id}'s front hex overhangs a drop; it cannot lead a move from there`, { path: ['figure'] });
  const facing0 = (fig.facing ?? 0) as Direction;
  const start = snake ? frontSurface.id * 6 + facing0 : frontSurface.id;
  const engagers = engagedBy(ctx, fig, fig.hexList, fig.level);
  const mode = opts.disengage ? 'disengage' : engagers.length ? 'shift' : 'free';
  if (opts.disengage && !engagers.length) throw new HighgroundError(`${fig.id} is not engaged; there is nothing to disengage from`, { path: ['disengage'] });
  if (mode !== 'free') {
    reasons.push(reason('tft.base.engage', `${fig.id} starts engaged by ${engagers.map((e) => e.id).join(', ')}: it may only ${mode === 'shift' ? 'shift one hex' : 'disengage one hex'}`));
  }
  // tft.disengage lets a figure step up as many levels as hexes it occupies; it is still one step of
  // movement, so tft.climb.step's effective height caps it too (only a 7-hex figure, 7 hexes over H 5, or
  // a taller figure given a low H, meets this cap).
  const upDisengage = Math.min(fig.hexes, climbH);
  if (mode === 'disengage') reasons.push(reason('tft.disengage', `disengaging: back one hex, level or up at most ${upDisengage} level${upDisengage === 1 ? '' : 's'} (${fig.hexes} hex${fig.hexes === 1 ? '' : 'es'}${upDisengage < fig.hexes ? `, capped by its effective height ${climbH}` : ''}), or down any number`));
  // A charge, or a move before a swipe (tft.swipe: stand still or move at most half MA), gets half MA.
  const half = Math.floor(fig.ma / 2);
  if (opts.swipe) {
    if (!ctx.options.swipe) throw new HighgroundError('the swipe attack is an optional rule, off here: set option swipe: true to move for a swipe', { path: ['swipe'] });
    reasons.push(reason('tft.swipe', `moving to kneel and swipe: at most half its MA ${fig.ma}, ${half}`, { budget: Math.min(half, opts.budget ?? half) }));
  }
  const budget = opts.swipe ? Math.min(half, opts.budget ?? half) : opts.budget ?? (opts.charge ? half : fig.ma);

  const occCache = new Int8Array(nS).fill(-1);
  const enterable = (s: HexSurface): boolean => {
    let v = occCache[s.id]!;
    if (v < 0) {
      v = s.obstacle === 0 && clearSpace(t, s.place, s.level, s.level + colH) && !occupiedByOther(ctx, fig, s.place, s.level, s.level + colH) ? 1 : 0;
      occCache[s.id] = v;
    }
    return v === 1;
  };
  const engagedCache = new Int8Array(states).fill(-1);
  const mustStop = (state: number): boolean => {
    if (state === start) return false;
    let v = engagedCache[state]!;
    if (v < 0) {
      const sid = snake ? Math.floor(state / 6) : state;
      const s = t.surfaces[sid]!;
      const hexes = snake ? footprint(hexOf(t, s.place), 2, (state % 6) as Direction) : [hexOf(t, s.place)];
      v = engagedBy(ctx, fig, hexes, s.level).length ? 1 : 0;
      engagedCache[state] = v;
    }
    return v === 1;
  };
  const startHexes = fig.hexList;

  const result = search.run({
    stateCount: states,
    starts: [{ state: start }],
    budget: budget * RISK + (RISK - 1),
    expand(state, _cost, emit) {
      if (mode !== 'free' && state !== start) return;
      if (mustStop(state)) return;
      const sid = snake ? Math.floor(state / 6) : state;
      const f = snake ? state % 6 : 0;
      const s = t.surfaces[sid]!;
      const here = hexOf(t, s.place);
      const tryEnter = (np: number, s2: HexSurface, toState: number): void => {
        if (!enterable(s2)) return;
        const up = s2.level - s.level;
        const limit = mode === 'disengage' ? upDisengage : climbH;
        if (up > limit) return;
        if (mode === 'disengage') {
          const to = hexOf(t, np);
          const away = engagers.every((e) => Math.min(...e.hexList.map((h) => distance(h, to))) > Math.min(...e.hexList.map((h) => distance(h, here))));
          if (!away) return;
        }
        const entry = entryCost(ctx, s2);
        if (up > 0) emit(toState, (climbCost(up) - 1 + entry) * RISK, STEP.climb);
        else if (-up > climbH) emit(toState, entry * RISK + 1, STEP.jump);
        else emit(toState, entry * RISK, up < 0 ? STEP.descend : STEP.walk);
      };
      if (!snake) {
        for (let d = 0; d < 6; d++) {
          const n = step(here, d);
          const np = indexOf(t, n.q, n.r);
          for (const s2 of surfaceIds(ctx, np)) tryEnter(np, s2, s2.id);
        }
        return;
      }
      // 2-hex snake: turn in place, or step the front forward with the rear following.
      for (let f2 = 0; f2 < 6; f2++) {
        if (f2 === f) continue;
        const rear = step(here, f2 + 3);
        const rp = indexOf(t, rear.q, rear.r);
        const st = stanceOf(t, [s.place, rp], 2, colH, s.level);
        if (!st.ok || occupiedByOther(ctx, fig, rp, st.surfaces[1]!.level, st.surfaces[1]!.level + colH)) continue;
        emit(sid * 6 + f2, 0, STEP.turn);
      }
      const n = step(here, f);
      const np = indexOf(t, n.q, n.r);
      for (const s2 of surfaceIds(ctx, np)) {
        const st = stanceOf(t, [np, s.place], 2, colH, s2.level);
        if (!st.ok) continue;
        tryEnter(np, s2, s2.id * 6 + f);
      }
    },
  });
  void startHexes;
  return { fig, mode, engagers, budget, snake, states, start, result, reasons };
}

export interface EndOption {
  state: number;
  cost: number;
  risky: number;
  place: number;
  level: number;
  facing: Direction | undefined;
  offBalance: boolean;
}

/** Can the figure end at this reached state (multi-hex level rules), and with which facing? */
export function endAt(ctx: Ctx, m: MoveSetup, state: number, facing?: Direction): EndOption | undefined {
  const t = ctx.terrain;
  const c = m.result.cost[state]!;
  if (!(c < Infinity)) return undefined;
  const sid = m.snake ? Math.floor(state / 6) : state;
  const s = t.surfaces[sid]!;
  const fig = m.fig;
  const base = { state, cost: Math.floor(c / RISK), risky: c % RISK, place: s.place, level: s.level };
  if (m.snake) {
    const f = (state % 6) as Direction;
    if (facing !== undefined && facing !== f) return undefined;
    return { ...base, facing: f, offBalance: false };
  }
  if (fig.base === 1) return { ...base, facing: facing ?? fig.facing, offBalance: false };
  const here = hexOf(t, s.place);
  const order = facing !== undefined ? [facing] : [fig.facing ?? 0, 0, 1, 2, 3, 4, 5].filter((v, i, a) => a.indexOf(v) === i) as Direction[];
  let fallback: EndOption | undefined;
  for (const f of order) {
    const g = makeFig(t, ctx.options, fig.id, fig.spec, { at: here, facing: f, level: s.level });
    if (!g.stance.ok || g.stance.level !== s.level) continue;
    const places = placesOf(t, footprint(here, fig.base, f));
    if (places.some((p, i) => occupiedByOther(ctx, fig, p, g.stance.surfaces[i]?.level ?? g.level, g.level + columnHeight(fig)))) continue;
    const opt = { ...base, facing: f, offBalance: g.stance.offBalance };
    if (!opt.offBalance) return opt;
    fallback ??= opt;
  }
  return fallback;
}

export interface PathStepOut {
  at: [number, number];
  level: number;
  cost: number;
  step: string;
  facing?: number;
}

export interface MoveEvent {
  at: [number, number];
  event: string;
  [k: string]: unknown;
}

/** The path to a state, with its steps, events and the clauses they used. */
export function describePath(ctx: Ctx, m: MoveSetup, state: number): { path: PathStepOut[]; events: MoveEvent[]; reasons: Reason[] } {
  const t = ctx.terrain;
  const steps = pathTo(m.result, state);
  const path: PathStepOut[] = [];
  const events: MoveEvent[] = [];
  const reasons: Reason[] = [];
  let prevLevel = 0;
  let prevCost = 0;
  for (const st of steps) {
    const sid = m.snake ? Math.floor(st.state / 6) : st.state;
    const s = t.surfaces[sid]!;
    const at = xyOf(t, s.place);
    const cost = Math.floor(st.cost / RISK);
    const name = st.kind < 0 ? 'start' : STEP_NAME[st.kind]!;
    path.push({ at, level: s.level, cost, step: name, ...(m.snake ? { facing: st.state % 6 } : {}) });
    const paid = cost - prevCost;
    if (st.kind === STEP.climb) reasons.push(reason('tft.climb.step', `up ${s.level - prevLevel} level${s.level - prevLevel === 1 ? '' : 's'} to ${JSON.stringify(at)}: ${paid} MA (sides plus the top)`, { at, cost: paid }));
    if (st.kind === STEP.descend) reasons.push(reason('tft.descend', `down ${prevLevel - s.level} level${prevLevel - s.level === 1 ? '' : 's'} to ${JSON.stringify(at)}: ${paid} MA, sides not counted`, { at, cost: paid }));
    if (st.kind === STEP.jump) {
      const d = prevLevel - s.level;
      const fr = fall(d, effectiveHeight(m.fig), m.fig.dx, m.fig.armor);
      reasons.push(reason('tft.fall.cost', `the jump down ${d} levels to ${JSON.stringify(at)} costs ${paid} MA`, { at }), ...fr.reasons);
      events.push({ at, event: 'jump', ...fr.report, ...(m.fig.kind === 'horseman' && !fr.report.safe ? { damageTo: ['horse', 'rider'] } : {}) } as MoveEvent & FallReport);
    }
    if (st.kind >= 0 && st.kind !== STEP.turn) {
      if (isBroken(ctx, s)) {
        reasons.push(reason('tft.terrain.broken', `${JSON.stringify(at)} is broken ground (${s.terrain.join(', ')}): 2 MA to enter`, { at }));
        events.push({ at, event: 'broken-ground' });
      }
      const depth = ctx.depth.get(s.place);
      if (depth && s.slot === t.first[s.place + 1]! - t.first[s.place]! - 1) {
        reasons.push(reason('tft.terrain.water', `${JSON.stringify(at)} is water, ${depth} deep`, { at, depth }));
        events.push({ at, event: 'water', depth });
      }
    }
    prevLevel = s.level;
    prevCost = cost;
  }
  return { path, events, reasons: uniqueReasons(reasons) };
}

export function stateIdsAt(ctx: Ctx, m: MoveSetup, place: number, level: number | undefined): number[] {
  const out: number[] = [];
  for (const s of surfaceIds(ctx, place)) {
    if (level !== undefined && s.level !== level) continue;
    if (m.snake) for (let f = 0; f < 6; f++) out.push(s.id * 6 + f);
    else out.push(s.id);
  }
  return out;
}
