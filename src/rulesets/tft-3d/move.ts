/**
 * Movement: the cheapest legal move of a figure over the stacked hexes, with what each step was.
 *
 * Steps (engine/search.ts over integer states):
 * - into a neighbouring hex level or lower: the MA of the new hex (1; 2 on broken ground, tft.terrain.broken,
 *   optional; the water option's MA in knee- and neck-deep water, tft.terrain.water) (tft.descend,
 *   tft.fall.cost);
 * - up d levels, d at most the effective height (tft.climb.step; prone: 1, tft.prone): d MA for the sides
 *   plus the new hex's MA for the top;
 * - down more than the height its falls are read with (fallHeight: the effective height; a prone figure's 1,
 *   or its standing height under option proneFalls height): a jump, with the falling dice and save as an event
 *   (tft.fall); a drop within it is a plain step down, as the fall question calls it safe.
 *   The search prefers, at equal MA, the path with fewer risky steps.
 * A prone figure has MA 2 (tft.prone). A hex cannot be entered where an obstacle stands, where a solid
 * leaves no room for the figure's column, or where another figure stands; nor through a solid: a step down
 * drops through the new hex's open levels, a step up rises through its own (stance.ts passable), so the
 * water under a bridge deck is entered from beside it at its own level, never from the deck's top. Climbing more than the effective
 * height is the `climb` question (tft.climb.sets), not a move.
 *
 * Engagement (tft.base.engage with tft.engage's level limits): a figure that starts engaged may only shift
 * (one hex, staying next to every figure engaging it) or disengage (`disengage: true`, tft.disengage: one
 * hex farther from each, up at most as many levels as hexes it occupies). A multi-hex figure does either by
 * moving its whole body one hex, facing kept; a 2-hex figure may instead turn one hexside about its front
 * hex. A moving figure must stop in the first hex where an enemy engages it.
 *
 * Multi-hex figures: a 2-hex figure (tft.multihex.two) moves as a snake, its rear following into the
 * hex its front left, and may turn in place for free; a position whose rear hex hangs over a drop of more
 * than a level is a fall (the falling chart, onto the surface under the rear hex) that ends the move, and
 * so is a step ahead off a drop of more than a level (the front hex hangs over it while the rear is up).
 * 3-, 4- and 7-hex figures lead with the front hex and ignore the rear ones while moving
 * (tft.multihex.three/four/seven), from their base level when the front hex overhangs; the end position
 * must satisfy their level rule for the chosen or some facing. Their front hex may also step out at its level
 * over a hex with no surface there (a lower one, or none) and end the move overhanging that drop, since the
 * text lets any hex but the level ones overhang any drop: an `overhang` step (1 MA, no jump, no falling
 * dice), after which the figure cannot lead on (its front hex stands on nothing).
 */
import { HighgroundError } from '../../errors.js';
import { Search, pathTo, type SearchResult } from '../../engine/search.js';
import { reason, uniqueReasons, type Reason } from '../../engine/verdict.js';
import { hexOf, indexOf, surfaceAtLevel, xyOf, type HexSurface } from '../../board/hex-board.js';
import { distance } from '../../geometry/hex/distance.js';
import { DIRECTION_VECTORS, type Direction } from '../../geometry/hex/directions.js';
import type { Axial } from '../../geometry/hex/coords.js';
import { bodySpan, columnHeight, effectiveHeight, fallHeight, makeFig, placesOf, type Ctx, type Fig } from './context.js';
import { saveDx, type SaveDx } from './adjusted-dx.js';
import { footprint } from './footprint.js';
import { stanceOf } from './stance.js';
import { clearSpace, hexLevel, passable } from './stance.js';
import { engagedBy } from './engage.js';
import { climbCost, fall, type FallReport } from './rules.js';
import { entryCost, isBroken, waterAt } from './terrain-costs.js';
import { hurtBy, hurtReasons } from './horse.js';

/** Tie-break scale: cost = MA * RISK + number of risky jumps. */
const RISK = 1024;

export const STEP = { start: -1, walk: 0, climb: 1, descend: 2, jump: 3, turn: 4, fall: 5, overhang: 6 } as const;
const STEP_NAME = ['walk', 'climb', 'descend', 'jump', 'turn', 'fall', 'overhang'] as const;

/**
 * A position the surface-indexed states cannot name: a big figure's start or one-hex shift whose front hex
 * overhangs (tft.multihex.three/four/seven let it), kept in a list after the ordinary states.
 */
export interface Special {
  place: number;
  level: number;
  facing: Direction | undefined;
  offBalance: boolean;
}

export interface MoveSetup {
  fig: Fig;
  mode: 'free' | 'shift' | 'disengage';
  engagers: Fig[];
  budget: number;
  snake: boolean;
  /**
   * Number of ordinary states (surfaces, or surfaces x 6 facings for a 2-hex figure); specials follow. For a
   * 2-hex figure the states from `states` on are its forward falls instead: the front stepped off a drop of
   * more than a level onto that surface, facing that way (tft.multihex.two).
   */
  states: number;
  specials: Special[];
  start: number;
  result: SearchResult;
  reasons: Reason[];
  /** 2-hex states whose rear hex hangs over a drop (tft.multihex.two): the figure falls there, the move ends. */
  falls: Map<number, { levels: number; rear: number; onto: number }>;
  /**
   * A free 3-, 4- or 7-hex figure: the first of its overhang states (after the specials), -1 otherwise. State
   * `overhangs + surface * 6 + d` is its front hex stepped from that surface in direction d out over a hex
   * with no surface at that level; its base stays at that level and the move ends there.
   */
  overhangs: number;
}

const search = new Search();

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

const key = (h: Axial) => `${h.q},${h.r}`;

/** Least hex distance between two footprints. */
function gap(a: readonly Axial[], b: readonly Axial[]): number {
  let m = Infinity;
  for (const h of a) for (const g of b) m = Math.min(m, distance(h, g));
  return m;
}

/** Where a state puts the figure: front place, base level, facing (2-hex states and specials). */
export function posOf(ctx: Ctx, m: Pick<MoveSetup, 'snake' | 'states' | 'specials' | 'overhangs'>, state: number): { place: number; level: number; facing: Direction | undefined } {
  if (m.overhangs >= 0 && state >= m.overhangs) {
    const k = state - m.overhangs;
    const s = ctx.terrain.surfaces[Math.floor(k / 6)]!;
    const n = step(hexOf(ctx.terrain, s.place), k % 6);
    return { place: indexOf(ctx.terrain, n.q, n.r), level: s.level, facing: undefined };
  }
  if (m.snake && state >= m.states) {
    const s = ctx.terrain.surfaces[Math.floor((state - m.states) / 6)]!;
    return { place: s.place, level: s.level, facing: ((state - m.states) % 6) as Direction };
  }
  if (state >= m.states) {
    const sp = m.specials[state - m.states]!;
    return { place: sp.place, level: sp.level, facing: sp.facing };
  }
  const s = ctx.terrain.surfaces[m.snake ? Math.floor(state / 6) : state]!;
  return { place: s.place, level: s.level, facing: m.snake ? (state % 6) as Direction : undefined };
}

/** A prone figure crawls: MA 2 whatever its sheet says (tft.prone). */
export const PRONE_MA = 2;

/** The MA a move may spend: the figure's (prone: 2), half for a charge or a swipe, or the budget asked (never above a prone figure's 2). */
export function moveBudget(fig: Fig, opts: { budget?: number | undefined; charge?: boolean | undefined; swipe?: boolean | undefined }): number {
  const ma = fig.prone ? Math.min(PRONE_MA, fig.ma) : fig.ma;
  const half = Math.floor(ma / 2);
  const b = opts.swipe ? Math.min(half, opts.budget ?? half) : opts.budget ?? (opts.charge ? half : ma);
  return fig.prone ? Math.min(b, PRONE_MA) : b;
}

/** Run the search for a figure. */
export function setupMove(ctx: Ctx, fig: Fig, opts: { budget?: number | undefined; charge?: boolean | undefined; disengage?: boolean | undefined; swipe?: boolean | undefined }): MoveSetup {
  const t = ctx.terrain;
  if (fig.aloft) throw new HighgroundError(`${fig.id} is aloft (level ${fig.level}); it does not walk`, { path: ['figure'] });
  const reasons: Reason[] = [];
  const colH = columnHeight(fig);
  const climbH = effectiveHeight(fig);
  // A drop is a risky jump past the height its falling dice are read with (tft.fall; option proneFalls).
  const dropH = fallHeight(fig, ctx.options);
  const snake = fig.base === 2;
  const nS = t.surfaces.length;
  const states = snake ? nS * 6 : nS;
  const specials: Special[] = [];
  const frontSurface = fig.stance.surfaces[0];
  const facing0 = (fig.facing ?? 0) as Direction;
  let start: number;
  if (frontSurface && frontSurface.level === fig.level) start = snake ? frontSurface.id * 6 + facing0 : frontSurface.id;
  else if (fig.base >= 3) {
    // tft.multihex.three/four/seven: the front hex may overhang or stand one higher; the figure leads from its base level.
    specials.push({ place: fig.places[0]!, level: fig.level, facing: fig.facing, offBalance: fig.stance.offBalance });
    start = states;
  } else throw new HighgroundError(`${fig.id} has no surface under its front hex at level ${fig.level}; it cannot lead a move from there`, { path: ['figure'] });
  const engagers = engagedBy(ctx, fig, fig.hexList, fig.level);
  const mode = opts.disengage ? 'disengage' : engagers.length ? 'shift' : 'free';
  if (opts.disengage && !engagers.length) throw new HighgroundError(`${fig.id} is not engaged; there is nothing to disengage from`, { path: ['disengage'] });
  if (mode !== 'free') {
    reasons.push(reason('tft.base.engage', `${fig.id} starts engaged by ${engagers.map((e) => e.id).join(', ')}: it may only ${mode === 'shift' ? 'shift one hex, staying next to every figure engaging it' : 'disengage one hex'}${fig.base > 1 ? ` (its whole body moves one hex${snake ? ', or turns one hexside about its front hex' : ''})` : ''}`));
  }
  // tft.disengage lets a figure step up as many levels as hexes it occupies; it is still one step of
  // movement, so tft.climb.step's effective height caps it too (only a 7-hex figure, 7 hexes over H 5, or
  // a taller figure given a low H, meets this cap).
  const upDisengage = Math.min(fig.hexes, climbH);
  if (mode === 'disengage') reasons.push(reason('tft.disengage', `disengaging: back one hex, level or up at most ${upDisengage} level${upDisengage === 1 ? '' : 's'} (${fig.hexes} hex${fig.hexes === 1 ? '' : 'es'}${upDisengage < fig.hexes ? `, capped by its effective height ${climbH}` : ''}), or down any number`));
  const budget = moveBudget(fig, opts);
  if (fig.prone) reasons.push(reason('tft.prone', `${fig.id} is prone: H 1 for movement (it climbs at most 1 level) and MA ${PRONE_MA}${fig.ma > PRONE_MA ? ` (not its ${fig.ma})` : ''}: ${budget} MA to crawl`, { ma: PRONE_MA, budget }));
  if (opts.swipe) {
    if (!ctx.options.swipe) throw new HighgroundError('the swipe attack is an optional rule, off here: set option swipe: true to move for a swipe', { path: ['swipe'] });
    reasons.push(reason('tft.swipe', `moving to kneel and swipe: at most half its MA ${fig.ma}, ${Math.floor(fig.ma / 2)}`, { budget }));
  }

  const occCache = new Int8Array(nS).fill(-1);
  const enterable = (s: HexSurface): boolean => {
    let v = occCache[s.id]!;
    if (v < 0) {
      v = s.obstacle === 0 && clearSpace(t, s.place, s.level, s.level + colH) && !occupiedByOther(ctx, fig, s.place, s.level, s.level + colH) ? 1 : 0;
      occCache[s.id] = v;
    }
    return v === 1;
  };
  // 2-hex states: 1 a stance, 2 a fall (rear over a drop), 0 neither.
  const falls = new Map<number, { levels: number; rear: number; onto: number }>();
  const snakeCache = snake ? new Int8Array(states).fill(-1) : new Int8Array(0);
  const snakeStatus = (state: number): number => {
    let v = snakeCache[state]!;
    if (v >= 0) return v;
    const s = t.surfaces[Math.floor(state / 6)]!;
    const rear = step(hexOf(t, s.place), (state % 6) + 3);
    const rp = indexOf(t, rear.q, rear.r);
    const st = stanceOf(t, [s.place, rp], 2, colH, s.level);
    if (st.ok) v = occupiedByOther(ctx, fig, rp, st.surfaces[1]!.level, st.surfaces[1]!.level + colH) ? 0 : 1;
    else if (st.falls && !occupiedByOther(ctx, fig, rp, s.level, s.level + colH)) {
      v = 2;
      falls.set(state, { levels: st.falls.levels, rear: rp, onto: st.falls.onto.id });
    } else v = 0;
    snakeCache[state] = v;
    return v;
  };
  const engagedCache = new Int8Array(states).fill(-1);
  const mustStop = (state: number): boolean => {
    if (state === start || state >= states) return false;
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

  // The engaged figure's one-hex moves (base TFT, with tft.engage's levels and tft.disengage's limits): the
  // whole footprint moves one hex in any direction, facing kept (a 2-hex figure may instead turn one hexside
  // about its front hex). A shift must stay next to every engager; a disengage must end farther from each.
  const oneHexOk = (hexes: readonly Axial[]): boolean => mode === 'shift'
    ? engagers.every((e) => gap(e.hexList, hexes) === 1)
    : engagers.every((e) => gap(e.hexList, hexes) > gap(e.hexList, fig.hexList));
  const upLimit = mode === 'disengage' ? upDisengage : climbH;
  const kindOf = (fromLevel: number, toLevel: number, entry: number, risk: number): [number, number] => {
    const up = toLevel - fromLevel;
    if (up > 0) return [(climbCost(up) - 1 + entry) * RISK + risk, STEP.climb];
    if (-up > dropH) return [entry * RISK + 1 + risk, STEP.jump];
    return [entry * RISK + risk, up < 0 ? STEP.descend : STEP.walk];
  };
  const bigMoves: { state: number; cost: number; kind: number }[] = [];
  if (mode !== 'free' && fig.base >= 3) {
    for (let d = 0; d < 6; d++) {
      const hexes = fig.hexList.map((h) => step(h, d));
      const places = placesOf(t, hexes);
      if (places.some((p) => p < 0)) continue;
      const st = stanceOf(t, places, fig.base, colH);
      if (!st.ok || st.level - fig.level > upLimit) continue;
      // each hex goes one hex over, between the levels it stands at, through no deck or slab
      if (places.some((p, i) => !passable(t, fig.places[i]!, hexLevel(fig.stance, fig.base, i), p, hexLevel(st, fig.base, i)))) continue;
      if (places.some((p, i) => occupiedByOther(ctx, fig, p, ...bodySpan(st.surfaces[i]?.level, st.level, colH)))) continue;
      if (!oneHexOk(hexes)) continue;
      const front = st.surfaces[0];
      const [cost, kind] = kindOf(fig.level, st.level, front ? entryCost(ctx, front) : 1, 0);
      specials.push({ place: places[0]!, level: st.level, facing: fig.facing, offBalance: st.offBalance });
      bigMoves.push({ state: states + specials.length - 1, cost, kind });
    }
  }

  const overhangs = mode === 'free' && fig.base >= 3 ? states + specials.length : -1;
  const result = search.run({
    stateCount: snake ? states * 2 : overhangs >= 0 ? overhangs + nS * 6 : states + specials.length,
    starts: [{ state: start }],
    budget: budget * RISK + (RISK - 1),
    expand(state, _cost, emit) {
      if (mode !== 'free') {
        if (state !== start) return;
        for (const b of bigMoves) emit(b.state, b.cost, b.kind);
      }
      if (mustStop(state)) return;
      if (snake && (state >= states || snakeStatus(state) === 2)) return; // fallen: the move ends
      if (overhangs >= 0 && state >= overhangs) return; // the front hex stands on nothing: it cannot lead on
      const pos = posOf(ctx, { snake, states, specials, overhangs }, state);
      const here = hexOf(t, pos.place);
      const tryEnter = (s2: HexSurface, toState: number, hexes: readonly Axial[] | undefined, risk: number): void => {
        if (!enterable(s2)) return;
        if (s2.level - pos.level > (mode === 'free' ? climbH : upLimit)) return;
        // A step over the edge goes through open levels only: not down through a bridge deck to the water under it.
        if (!passable(t, pos.place, pos.level, s2.place, s2.level)) return;
        if (mode !== 'free' && !oneHexOk(hexes ?? [hexOf(t, s2.place)])) return;
        const [cost, kind] = kindOf(pos.level, s2.level, entryCost(ctx, s2), risk);
        emit(toState, cost, kind);
      };
      if (!snake) {
        if (mode !== 'free' && fig.base >= 3) return; // its one-hex moves are bigMoves
        const from = overhangs >= 0 ? surfaceAtLevel(t, pos.place, pos.level) : undefined;
        for (let d = 0; d < 6; d++) {
          const n = step(here, d);
          const p = indexOf(t, n.q, n.r);
          for (const s2 of surfaceIds(ctx, p)) tryEnter(s2, s2.id, undefined, 0);
          // tft.multihex.three/four/seven: the front hex steps out at its level over a drop (or a hex with no
          // tiles) and the move may end there, the level hexes behind it; endAt checks the level rule.
          if (from && p >= 0 && !surfaceAtLevel(t, p, pos.level) && !surfaceAtLevel(t, p, pos.level + 1)
            && clearSpace(t, p, pos.level, pos.level + colH) && !occupiedByOther(ctx, fig, p, pos.level, pos.level + colH))
            emit(overhangs + from.id * 6 + d, RISK, STEP.overhang);
        }
        return;
      }
      const f = pos.facing!;
      const sid = Math.floor(state / 6);
      // Turn in place about the front hex (free; when engaged, one hexside: the rear moves one hex).
      for (let f2 = 0; f2 < 6; f2++) {
        if (f2 === f) continue;
        if (mode !== 'free' && (f2 - f + 6) % 6 !== 1 && (f2 - f + 6) % 6 !== 5) continue;
        const to = sid * 6 + f2;
        const v = snakeStatus(to);
        if (v === 0) continue;
        if (mode !== 'free' && !oneHexOk(footprint(here, 2, f2 as Direction))) continue;
        emit(to, v === 2 ? 1 : 0, STEP.turn);
      }
      // Free: the front steps into one of the three hexes ahead of it (straight on, or wheeling one hexside)
      // and the rear follows into the hex the front left, so the figure then faces the way it stepped; the rear
      // never sweeps the hex beside it as a turn in place would. Engaged: the whole body moves one hex any way.
      for (const d of mode === 'free' ? [f, (f + 1) % 6, (f + 5) % 6] : [0, 1, 2, 3, 4, 5]) {
        const n = step(here, d);
        const f2 = mode === 'free' ? d : f;
        for (const s2 of surfaceIds(ctx, indexOf(t, n.q, n.r))) {
          const to = s2.id * 6 + f2;
          const v = snakeStatus(to);
          if (v === 0) {
            // Walking ahead off a drop of more than a level: the front hex hangs over it while the rear is still
            // up on the edge, so the figure falls (tft.multihex.two) onto that surface, and its move ends.
            if (mode === 'free' && pos.level - s2.level > 1 && enterable(s2) && passable(t, pos.place, pos.level, s2.place, s2.level)) emit(states + to, entryCost(ctx, s2) * RISK + 1, STEP.fall);
            continue;
          }
          tryEnter(s2, to, mode === 'free' ? undefined : footprint(n, 2, f), v === 2 ? 1 : 0);
        }
      }
    },
  });
  return { fig, mode, engagers, budget, snake, states, specials, start, result, reasons, falls, overhangs };
}

export interface EndOption {
  state: number;
  cost: number;
  risky: number;
  place: number;
  level: number;
  /** The surface the front hex ends on (undefined where a big figure's front hex overhangs). */
  surface: HexSurface | undefined;
  facing: Direction | undefined;
  offBalance: boolean;
}

/** Can the figure end at this reached state (multi-hex level rules), and with which facing? */
export function endAt(ctx: Ctx, m: MoveSetup, state: number, facing?: Direction): EndOption | undefined {
  const t = ctx.terrain;
  const c = m.result.cost[state]!;
  if (!(c < Infinity)) return undefined;
  const pos = posOf(ctx, m, state);
  const fig = m.fig;
  const surface = surfaceAtLevel(t, pos.place, pos.level);
  const base = { state, cost: Math.floor(c / RISK), risky: c % RISK, place: pos.place, level: pos.level, surface };
  if (m.snake && state >= m.states) {
    if (facing !== undefined && facing !== pos.facing) return undefined;
    return { ...base, facing: pos.facing, offBalance: false };
  }
  const overhang = m.overhangs >= 0 && state >= m.overhangs;
  if (state >= m.states && !overhang) {
    const sp = m.specials[state - m.states]!;
    if (facing !== undefined && facing !== (sp.facing ?? 0)) return undefined;
    return { ...base, facing: sp.facing, offBalance: sp.offBalance };
  }
  if (m.snake) {
    const f = pos.facing!;
    if (facing !== undefined && facing !== f) return undefined;
    return { ...base, facing: f, offBalance: false };
  }
  if (fig.base === 1) return { ...base, facing: facing ?? fig.facing, offBalance: false };
  const here = hexOf(t, pos.place);
  // An engaged big figure keeps its facing (it only stands still here: its one-hex moves are specials).
  const order = facing !== undefined ? [facing] : m.mode !== 'free' ? [fig.facing ?? 0] : [fig.facing ?? 0, 0, 1, 2, 3, 4, 5].filter((v, i, a) => a.indexOf(v) === i) as Direction[];
  let fallback: EndOption | undefined;
  for (const f of order) {
    if (m.mode !== 'free' && f !== (fig.facing ?? 0)) continue;
    let g = makeFig(t, ctx.options, fig.id, fig.spec, { at: here, facing: f, level: pos.level });
    // The front hex may be the one standing a level above the others (tft.multihex.three/four/seven: the odd
    // hexes may stand one higher): the figure's base is then the level below, off balance. Like a start whose
    // front hex overhangs, such an end has no surface at its base level under its front hex (reach skips it).
    let frontUp = false;
    if (overhang) {
      // Stepped out over a drop: the base stays at its level, with the front hex overhanging.
      if (!g.stance.ok || g.stance.level !== pos.level || g.stance.surfaces[0]?.level === pos.level) continue;
    } else if (!g.stance.ok || g.stance.level !== pos.level) {
      g = makeFig(t, ctx.options, fig.id, fig.spec, { at: here, facing: f, level: pos.level - 1 });
      if (!g.stance.ok || g.stance.level !== pos.level - 1 || g.stance.surfaces[0]?.level !== pos.level) continue;
      frontUp = true;
    }
    const places = placesOf(t, footprint(here, fig.base, f));
    if (places.some((p, i) => occupiedByOther(ctx, fig, p, ...bodySpan(g.stance.surfaces[i]?.level, g.level, columnHeight(fig))))) continue;
    const opt = { ...base, ...(frontUp ? { level: g.stance.level, surface: undefined } : {}), facing: f, offBalance: g.stance.offBalance };
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

/**
 * The surfaces a moving figure stands on at a reached state, and its balance there, for the save of a jump
 * or fall it takes off from there (saveDx, whose water is the deepest under any of them, as for a figure
 * standing still). A 2-hex figure stands on its front and its rear hex (tft.multihex.two: never off balance;
 * where its rear hangs over a drop it stands on its front hex alone). The start is the figure as it stands
 * (saveDx without `at`), and nothing takes off from a big figure's one-hex move (it ends the move). A 3-, 4-
 * or 7-hex figure between the start and the end of a free move leads with its front hex, its rear hexes
 * ignored while it moves (tft.multihex.three/four/seven; our reading: they have no place until the move
 * ends), so it stands on its front hex and is not off balance (a stance its move ends in).
 */
function standsAt(ctx: Ctx, m: MoveSetup, state: number, front: HexSurface | undefined): { surfaces: readonly (HexSurface | undefined)[]; offBalance: boolean } {
  const t = ctx.terrain;
  const fig = m.fig;
  if (m.snake && state < m.states && front) {
    const rear = step(hexOf(t, front.place), (state % 6) + 3);
    const st = stanceOf(t, [front.place, indexOf(t, rear.q, rear.r)], 2, columnHeight(fig), front.level);
    return { surfaces: st.ok ? st.surfaces : [front], offBalance: false };
  }
  return { surfaces: [front], offBalance: false };
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
  // tft.fall: a save is against adjusted DX with the modifiers of the figure as it stands where it takes off
  // (saveDx, the same rule as standing still): at the start, as it stands (the water of all its hexes, off
  // balance); later, as it stands at the step it leaves (standsAt).
  let takeOff: SaveDx = saveDx(ctx, m.fig);
  for (const st of steps) {
    const pos = posOf(ctx, m, st.state);
    const s = surfaceAtLevel(t, pos.place, pos.level);
    const at = xyOf(t, pos.place);
    const cost = Math.floor(st.cost / RISK);
    const name = st.kind < 0 ? 'start' : STEP_NAME[st.kind]!;
    path.push({ at, level: pos.level, cost, step: name, ...(m.snake || pos.facing !== undefined && st.state >= m.states ? { facing: pos.facing } : {}) });
    const paid = cost - prevCost;
    if (st.kind === STEP.climb) reasons.push(reason('tft.climb.step', `up ${pos.level - prevLevel} level${pos.level - prevLevel === 1 ? '' : 's'} to ${JSON.stringify(at)}: ${paid} MA (sides plus the top)`, { at, cost: paid }));
    if (st.kind === STEP.descend) reasons.push(reason('tft.descend', `down ${prevLevel - pos.level} level${prevLevel - pos.level === 1 ? '' : 's'} to ${JSON.stringify(at)}: ${paid} MA, sides not counted`, { at, cost: paid }));
    if (st.kind === STEP.overhang) {
      const rule = m.fig.base === 3 ? 'tft.multihex.three' : m.fig.base === 4 ? 'tft.multihex.four' : 'tft.multihex.seven';
      reasons.push(reason(rule, `the front hex steps out over ${JSON.stringify(at)} at level ${pos.level}, overhanging the drop (no jump, no falling dice); the level hexes behind it hold the figure, and its move ends there`, { at, level: pos.level }));
      events.push({ at, event: 'overhang', level: pos.level });
    }
    if (st.kind === STEP.jump) {
      const d = prevLevel - pos.level;
      const fr = fall(d, fallHeight(m.fig, ctx.options), takeOff, m.fig.armor, m.fig.prone ? 'prone' : undefined);
      reasons.push(reason('tft.fall.cost', `the jump down ${d} levels to ${JSON.stringify(at)} costs ${paid} MA`, { at }), ...fr.reasons, ...hurtReasons(m.fig, fr.report.safe));
      events.push({ at, event: 'jump', ...fr.report, ...hurtBy(m.fig, fr.report.safe) } as MoveEvent & FallReport);
    }
    if (st.kind >= 0 && st.kind !== STEP.turn && st.kind !== STEP.fall && s) {
      if (isBroken(ctx, s)) {
        reasons.push(reason('tft.terrain.broken', `${JSON.stringify(at)} is broken ground (${s.terrain.join(', ')}): 2 MA to enter`, { at }));
        events.push({ at, event: 'broken-ground' });
      }
      const depth = waterAt(ctx, s);
      if (depth) {
        const w = ctx.options.water;
        const ma = !w || depth === 'ankle' ? 1 : depth === 'knee' ? w.knee.ma : w.neck.ma;
        reasons.push(reason('tft.terrain.water', `${JSON.stringify(at)} is water, ${depth} deep${w ? `: ${Math.max(ma, entryCost(ctx, s))} MA to enter` : ' (option water off: no effect)'}`, { at, depth }));
        events.push({ at, event: 'water', depth, ...(w ? { cost: entryCost(ctx, s) } : {}) });
      }
    }
    if (st.kind === STEP.fall) {
      const d = prevLevel - pos.level;
      const fr = fall(d, fallHeight(m.fig, ctx.options), takeOff, m.fig.armor, m.fig.prone ? 'prone' : undefined);
      reasons.push(reason('tft.multihex.two', `stepping ahead to ${JSON.stringify(at)}, ${d} level${d === 1 ? '' : 's'} down, the front hex hangs over the drop while the rear is on the edge: ${m.fig.id} falls, and its move ends`, { at, levels: d }), ...fr.reasons);
      reasons.push(...hurtReasons(m.fig, fr.report.safe));
      // Where it lands (our reading): over the edge, its rear in the hex its front fell into, front one hex on.
      const ahead = step(hexOf(t, pos.place), pos.facing!);
      const g = makeFig(t, ctx.options, m.fig.id, m.fig.spec, { at: ahead, facing: pos.facing });
      const ok = g.stance.ok && g.stance.surfaces[1]?.place === pos.place && g.stance.surfaces[1]?.level === pos.level
        && !g.places.some((p, i) => occupiedByOther(ctx, m.fig, p, g.stance.surfaces[i]?.level ?? g.level, g.level + columnHeight(m.fig)));
      const aheadPlace = indexOf(t, ahead.q, ahead.r);
      events.push({ at, event: 'fall', cause: 'front hex over a drop', onto: { at, level: pos.level }, lands: ok ? { at: xyOf(t, aheadPlace), level: g.level, facing: pos.facing } : null, ...fr.report, ...hurtBy(m.fig, fr.report.safe) } as MoveEvent & FallReport);
    }
    const fl = m.falls.get(st.state);
    if (fl) {
      // tft.multihex.two: the rear hex hangs over a drop; the figure falls (the falling chart, tft.fall) onto the
      // surface under its rear hex, and its move ends.
      // It stands at this step (its front hex on the surface) when its rear tips it over.
      const here = st.kind < 0 ? takeOff : saveDx(ctx, m.fig, standsAt(ctx, m, st.state, s));
      const fr = fall(fl.levels, fallHeight(m.fig, ctx.options), here, m.fig.armor, m.fig.prone ? 'prone' : undefined);
      const rearAt = xyOf(t, fl.rear);
      reasons.push(reason('tft.multihex.two', `at ${JSON.stringify(at)} facing ${pos.facing} the rear hex ${JSON.stringify(rearAt)} hangs over a drop of ${fl.levels} level${fl.levels === 1 ? '' : 's'}: ${m.fig.id} falls, and its move ends`, { at: rearAt, levels: fl.levels }), ...fr.reasons);
      reasons.push(...hurtReasons(m.fig, fr.report.safe));
      // Where it lands (our reading; the text only says it falls): tipped back off the edge, its front in the
      // hex its rear hung over, on the surface below, facing as before, when that is a stance with room.
      const ontoLevel = t.surfaces[fl.onto]!.level;
      const g = makeFig(t, ctx.options, m.fig.id, m.fig.spec, { at: hexOf(t, fl.rear), facing: pos.facing, level: ontoLevel });
      const lands = g.stance.ok && !g.places.some((p, i) => occupiedByOther(ctx, m.fig, p, g.stance.surfaces[i]?.level ?? g.level, g.level + columnHeight(m.fig)))
        ? { at: rearAt, level: ontoLevel, facing: pos.facing } : null;
      events.push({ at: rearAt, event: 'fall', cause: 'rear hex over a drop', onto: { at: rearAt, level: ontoLevel }, lands, ...fr.report, ...hurtBy(m.fig, fr.report.safe) } as MoveEvent & FallReport);
    }
    if (st.kind >= 0) takeOff = saveDx(ctx, m.fig, standsAt(ctx, m, st.state, s));
    prevLevel = pos.level;
    prevCost = cost;
  }
  return { path, events, reasons: uniqueReasons(reasons) };
}

export function stateIdsAt(ctx: Ctx, m: MoveSetup, place: number, level: number | undefined): number[] {
  const out: number[] = [];
  for (const s of surfaceIds(ctx, place)) {
    if (level !== undefined && s.level !== level) continue;
    if (m.snake) for (let f = 0; f < 6; f++) out.push(s.id * 6 + f, m.states + s.id * 6 + f);
    else out.push(s.id);
  }
  m.specials.forEach((sp, k) => { if (sp.place === place && (level === undefined || sp.level === level)) out.push(m.states + k); });
  if (m.overhangs >= 0 && place >= 0) {
    // The front hex stepped out over this place from a neighbour: state overhangs + that surface * 6 + the way back.
    const h = hexOf(ctx.terrain, place);
    for (let d = 0; d < 6; d++) {
      const n = step(h, d);
      for (const s of surfaceIds(ctx, indexOf(ctx.terrain, n.q, n.r))) {
        if (level === undefined || s.level === level) out.push(m.overhangs + s.id * 6 + (d + 3) % 6);
      }
    }
  }
  return out;
}
