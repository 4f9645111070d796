/**
 * The movement search: Dijkstra (engine/search.ts) over integer states.
 * - single-space figure: state = space id * 2 + placed, where `placed` marks a figure put on its space by
 *   a transit placement (or standing at its start), which may not be placed again from there (c3g.transit:
 *   the choice comes when a figure *moves onto* a transit space);
 * - double-space figure: state = ((back slot * space count + front space id) * 6 + facing) * 2 + entered,
 *   where the back slot is the back hex's surface within its place (0 the lowest), so that both ends are
 *   exact spaces on a stacked place (a floor below the front's, hs.base.double-space: the following end
 *   steps into the very space the leading end left), and `entered` marks a step whose leading end moved
 *   onto a glyph (hs.base.double-space: the figure stops there, even on a glyph it started on); either hex
 *   may lead, the other follows into the space it left;
 * - a single-space flyer also has one state per space after those, space count * 2 + space id: aloft over
 *   the roof of an interior access structure (hs.base.flying: a flyer passes over any terrain; the roof is
 *   solid, c3g.interior.sealed, so it neither enters the building that way nor lands there). A double-space
 *   flyer passes over the roofs of the buildings it may not enter (c3g.interior.entry), and never lands on one;
 *   it passes over the roof of a building it may enter too, its `entered` bit (unused by flyers: glyphs stop
 *   a flyer only where it ends) then marking it aloft over the roof spaces it is on rather than inside.
 * Search cost = movement cost * 1024 + leaving-engagement attacks taken, so among equally cheap paths the
 * one taking fewest attacks wins. Events of the chosen path are read back step by step.
 */
import { pathTo, Search } from '../../engine/search.js';
import { reason, type Reason } from '../../engine/verdict.js';
import { DIRECTION_VECTORS } from '../../geometry/hex/directions.js';
import { indexOf } from '../../board/hex-board.js';
import { classOf, correspondingTransit, insideOf, type Ctx, type Space } from './context.js';
import { bodyOf, engagedWith, type Body } from './engage.js';
import { fallOf, type FallResult } from './fall.js';
import { isIce, isLava, isRoad, isSnow, isWet, LAVA_SURVIVES_ON } from './terrain.js';
import { backSpace, type Fig } from './figures.js';
import { enterable, entryAllowed, headroomRefusal, openFlight, step } from './steps.js';

export const K = 1024;
/** Tie-break weight of a step onto molten lava (below K: never beats a cheaper way). */
const LAVA_PENALTY = 64;
/**
 * Tie-break weights of a damaging fall (hs.fall), by kind (below the lava roll's, which destroys on 1-19):
 * among equally cheap ways the one that falls least (option avoidFalls; never a dearer way on these alone).
 */
const FALL_PENALTY = { minor: 8, major: 16, extreme: 48 } as const;

/** A double-space figure's state with its back hex on the lowest surface of its place (slot 0: on a map without stacked places, the only one). */
export function pos(front: number, facing: number, entered = 0): number {
  return (front * 6 + facing) * 2 + entered;
}

/** The direction (0-5) from space a to the neighbouring space b, or -1 when they are not neighbours. */
function directionTo(a: Space, b: Space): number {
  return DIRECTION_VECTORS.findIndex((v) => a.q + v.q === b.q && a.r + v.r === b.r);
}
export const KIND = { walk: 0, climb: 1, down: 2, fly: 3, transit: 4 } as const;
const KIND_NAMES = ['walk', 'climb', 'down', 'fly', 'transit'] as const;

export interface MoveEvent {
  kind: 'leaving-engagement' | 'fall' | 'placement' | 'molten-lava';
  step: number;
  at: [number, number];
  level: number;
  by?: string[];
  rule: string;
  text: string;
  fall?: FallResult;
  from?: [number, number];
  transit?: number;
}

export interface MoverOptions {
  ignoreWater?: boolean;
  ignoreHalfEngage?: boolean;
  ignoreGlyph?: boolean;
  ignoreEngagedFriends?: boolean;
  /** Let opponents not block a walking figure: likewise, only to name the opponent in a refusal (hs.base.figures). */
  ignoreOpponents?: boolean;
  /** Only road spaces (hs.terrain.road: the road bonus holds for a move wholly on road). */
  roadOnly?: boolean;
  /** Let transit spaces not stop the figure under option transitStop stop: only to name the space in a refusal (c3g.transit). */
  ignoreTransitStop?: boolean;
  /** Refuse every step that falls with damage (hs.fall): the way a player takes who avoids falling (option avoidFalls within-budget). */
  noFalls?: boolean;
}

export class Mover {
  readonly ctx: Ctx;
  readonly fig: Fig;
  readonly self: number;
  readonly flying: boolean;
  /** Let water not stop the figure: only to tell a player that water is what stands in the way. */
  readonly ignoreWater: boolean;
  /** Let the figure pass half hexes where it would become engaged: likewise, only to explain a refusal. */
  readonly ignoreHalfEngage: boolean;
  /** Let glyphs not stop the figure, and engaged friends not block it: likewise. */
  readonly ignoreGlyph: boolean;
  readonly ignoreEngagedFriends: boolean;
  readonly ignoreOpponents: boolean;
  private readonly engagedCache = new Map<string, string[]>();
  private readonly friendEngaged = new Map<number, boolean>();
  readonly roadOnly: boolean;
  readonly ignoreTransitStop: boolean;
  readonly noFalls: boolean;
  /** A single-space flyer: it may pass over the roofs of interior access structures (the states after 2 * spaces). */
  readonly overRoofs: boolean;
  /** For a double-space figure: the most surfaces one place holds (the back hex's slots); 1 elsewhere. */
  readonly slots: number;

  constructor(ctx: Ctx, fig: Fig, opts: MoverOptions = {}) {
    this.ctx = ctx;
    this.fig = fig;
    // By id: a question may move a copy of the figure (fly and leap move it as a flyer), which is still the figure
    // on its own spaces, never another figure standing there.
    this.self = ctx.figures.findIndex((x) => x.id === fig.id);
    this.flying = fig.flying;
    this.ignoreWater = opts.ignoreWater === true;
    this.ignoreHalfEngage = opts.ignoreHalfEngage === true;
    this.ignoreGlyph = opts.ignoreGlyph === true;
    this.ignoreEngagedFriends = opts.ignoreEngagedFriends === true;
    this.ignoreOpponents = opts.ignoreOpponents === true;
    this.roadOnly = opts.roadOnly === true;
    this.ignoreTransitStop = opts.ignoreTransitStop === true;
    this.noFalls = opts.noFalls === true;
    this.overRoofs = this.flying && !fig.double;
    let slots = 1;
    if (fig.double) {
      const first = ctx.terrain.first;
      for (let p = 0; p + 1 < first.length; p++) slots = Math.max(slots, first[p + 1]! - first[p]!);
    }
    this.slots = slots;
  }

  get stateCount(): number {
    return this.ctx.spaces.length * (this.fig.double ? 12 * this.slots : this.overRoofs ? 3 : 2);
  }

  /** Is the state a flyer aloft over the roof of an interior access structure? */
  isOverRoof(state: number): boolean {
    return this.overRoofs && state >= this.ctx.spaces.length * 2;
  }

  /** The roof space a flyer in this state is over, if any (single-space: an over-the-roof state; double-space: a space of a building it may not enter). */
  roofUnder(state: number): Space | undefined {
    if (this.isOverRoof(state)) return this.spacesOf(state)[0];
    return this.fig.double && this.flying ? this.spacesOf(state).find((x) => this.aloftOn(state, x)) : undefined;
  }

  /** Is a double-space flyer in this state over the roof on its space x (not inside that building)? */
  aloftOn(state: number, x: Space): boolean {
    return this.roofOnly(x) !== undefined || ((state & 1) === 1 && this.roofOf(x) !== undefined);
  }

  /** For a double-space figure: the building on `s` it may not enter (c3g.interior.entry), so that a flyer there is over its roof. */
  roofOnly(s: Space): string | undefined {
    return this.fig.double && this.roofOf(s) !== undefined && !entryAllowed(this.fig, s.structure!).ok ? this.roofOf(s) : undefined;
  }

  /** The interior access structure whose roof a flyer on `s` would pass over (the top surface of a building's place), if any. */
  roofOf(s: Space): string | undefined {
    return s.next === Infinity ? insideOf(s) : undefined;
  }

  startState(): number {
    const f = this.fig;
    const sp = this.ctx.spaces;
    return f.double ? this.posOf(sp[f.spaces[0]!]!, f.facing, sp[f.spaces[1]!]!) : f.spaces[0]! * 2 + 1;
  }

  /** The front space id, facing and back slot of a double-space figure's state. */
  frontOf(state: number): number { return Math.floor(state / 12) % this.ctx.spaces.length; }
  facingOf(state: number): number { return (state >> 1) % 6; }
  slotOf(state: number): number { return Math.floor(state / (12 * this.ctx.spaces.length)); }

  /** A double-space figure's state: front on `front` facing `facing`, back on the space `back` (behind it). */
  posOf(front: Space, facing: number, back: Space, entered = 0): number {
    const slot = back.id - this.ctx.terrain.first[back.place]!;
    return ((slot * this.ctx.spaces.length + front.id) * 6 + facing) * 2 + entered;
  }

  /** A double-space figure's state with its two ends on the neighbouring spaces `front` and `back`. */
  pair(front: Space, back: Space, entered = 0): number {
    return this.posOf(front, (directionTo(front, back) + 3) % 6, back, entered);
  }

  /**
   * A double-space figure's state with its front on `front` facing `facing` and its back on the surface
   * behind nearest the front's level (the same level where there is one: where a move may end).
   */
  at(front: Space, facing: number, entered = 0): number {
    const back = backSpace(this.ctx.spaces, this.ctx.terrain, front, facing);
    return back ? this.posOf(front, facing, back, entered) : pos(front.id, facing, entered);
  }

  /**
   * Every state with the front on `front` facing `facing`: one per surface behind it (on a stacked place,
   * each floor), the one nearest the front's level first. Only a back on the front's level may end a move
   * (hs.base.double-space); the others say why a position reached with its back on another floor may not.
   */
  allAt(front: Space, facing: number, entered = 0): number[] {
    const first = this.at(front, facing, entered);
    const [, near] = this.spacesOf(first);
    if (!near) return [first];
    const { terrain, spaces } = this.ctx;
    const out = [first];
    for (let i = terrain.first[near.place]!; i < terrain.first[near.place + 1]!; i++)
      if (spaces[i] !== near) out.push(this.posOf(front, facing, spaces[i]!, entered));
    return out;
  }

  /** The spaces a state puts the figure on (front first). */
  spacesOf(state: number): Space[] {
    const sp = this.ctx.spaces;
    if (!this.fig.double) return [sp[this.isOverRoof(state) ? state - sp.length * 2 : state >> 1]!];
    const front = sp[this.frontOf(state)]!;
    const v = DIRECTION_VECTORS[(this.facingOf(state) + 3) % 6]!;
    const p = indexOf({ width: this.ctx.width, height: this.ctx.height }, front.q + v.q, front.r + v.r);
    if (p < 0) return [front];
    // The back is the exact surface the state names (its slot in the place); a slot past the place's
    // surfaces names no position (never reached).
    const i = this.ctx.terrain.first[p]! + this.slotOf(state);
    return i < this.ctx.terrain.first[p + 1]! ? [front, sp[i]!] : [front];
  }

  body(spaces: readonly Space[]): Body {
    return { id: this.fig.id, side: this.fig.side, height: this.fig.height, spaces, inert: this.fig.inert };
  }

  engagedAt(state: number): string[] {
    const spaces = this.spacesOf(state);
    const key = spaces.map((s) => s.id).join(',');
    let e = this.engagedCache.get(key);
    if (!e) { e = engagedWith(this.ctx, this.body(spaces), this.fig.id); this.engagedCache.set(key, e); }
    return e;
  }

  /** Occupied by another figure: its index, or -1. */
  other(s: Space): number {
    const k = this.ctx.occupant[s.id]!;
    return k === this.self ? -1 : k;
  }

  enemyOn(s: Space): boolean {
    const k = this.other(s);
    return k >= 0 && this.ctx.figures[k]!.side !== this.fig.side;
  }

  /** A friend on s that is engaged with an enemy: nobody moves through its space (hs.base.figures). */
  engagedFriendOn(s: Space): string | undefined {
    const k = this.other(s);
    if (k < 0 || this.ignoreEngagedFriends) return undefined;
    const f = this.ctx.figures[k]!;
    if (f.side !== this.fig.side) return undefined;
    let e = this.friendEngaged.get(k);
    if (e === undefined) { e = engagedWith(this.ctx, bodyOf(this.ctx, f.id), f.id).length > 0; this.friendEngaged.set(k, e); }
    return e ? f.id : undefined;
  }

  /** A walking figure may not step onto s: an opponent or an engaged friend stands there (hs.base.figures). */
  barred(s: Space): boolean {
    return !this.flying && ((!this.ignoreOpponents && this.enemyOn(s)) || this.engagedFriendOn(s) !== undefined);
  }

  /**
   * Did the figure move onto a glyph in this state, so that its move ends here (hs.glyph)? Not at the
   * start, not for a flyer (it stops only where it ends), not after a transit placement; a double-space
   * figure when its leading end moved onto a glyph (hs.base.double-space), a glyph it started on included;
   * never for the following end, which steps into the space its leading end left.
   */
  stoppedByGlyph(state: number): boolean {
    if (this.flying || this.ignoreGlyph || state === this.startState()) return false;
    if (!this.fig.double) return (state & 1) === 0 && this.ctx.spaces[state >> 1]!.glyph !== undefined;
    return (state & 1) === 1;
  }

  /** The glyph space a step from `prev` to `state` moved the figure (its leading end) onto, if any. */
  enteredGlyph(prev: number, state: number): Space | undefined {
    if (this.flying) return undefined;
    if (!this.fig.double) return (state & 1) === 0 && this.ctx.spaces[state >> 1]!.glyph !== undefined ? this.ctx.spaces[state >> 1] : undefined;
    const before = this.spacesOf(prev);
    return this.spacesOf(state).find((x) => x.glyph !== undefined && !before.includes(x));
  }

  /**
   * Did a walking single-space figure move onto an unoccupied transit space in this state without being
   * placed, so that under option transitStop stop its move ends there unless it is placed (c3g.transit: it
   * "may either" be placed at once or end its move)? Not at the start nor after a placement.
   */
  stoppedByTransit(state: number): boolean {
    return this.transitStops() && !this.ignoreTransitStop && (state & 1) === 0 && this.ctx.spaces[state >> 1]!.transit !== undefined;
  }

  /** Does a transit space it does not use stop this figure (a walking single-space figure, option transitStop stop)? */
  transitStops(): boolean {
    return !this.fig.double && !this.flying && this.ctx.opts.transitStop === 'stop';
  }

  /** Neighbouring places' spaces of s, with the direction. */
  neighbours(s: Space): { dir: number; t: Space }[] {
    const out: { dir: number; t: Space }[] = [];
    const { terrain, width, height, spaces } = this.ctx;
    for (let d = 0; d < 6; d++) {
      const v = DIRECTION_VECTORS[d]!;
      const p = indexOf({ width, height }, s.q + v.q, s.r + v.r);
      if (p < 0) continue;
      for (let i = terrain.first[p]!; i < terrain.first[p + 1]!; i++) out.push({ dir: d, t: spaces[i]! });
    }
    return out;
  }

  /** Attacks taken on a step from state a to state b of the given kind (hs.leave, c3g.hex.half-engaged, c3g.transit). */
  attacks(a: number, b: number, kind: number, first: boolean): { by: string[]; rule: string; text: string } | undefined {
    // A figure on a half hex has already left its engagements (c3g.hex.half-engaged): none to leave again,
    // walking on or placed from a half-hex transit space (c3g.transit: the placement leaves no engagement).
    if (!this.flying && this.onHalf(a) && !first) return undefined;
    const before = this.engagedAt(a);
    if (before.length === 0) return undefined;
    if (kind === KIND.transit) {
      const after = this.engagedAt(b);
      const by = this.ctx.opts.transitAttacks === 'all' ? before : before.filter((x) => !after.includes(x));
      return by.length ? { by, rule: 'c3g.transit', text: `placed by transit while engaged: leaving-engagement attacks by ${by.join(', ')}` } : undefined;
    }
    if (this.flying) {
      return first ? { by: before, rule: 'hs.leave', text: `${this.fig.id} flies away while engaged: leaving-engagement attacks by ${before.join(', ')}` } : undefined;
    }
    const to = this.spacesOf(b);
    if (to.some((s) => classOf(this.ctx, s).class === 'half'))
      return { by: before, rule: 'c3g.hex.half-engaged', text: `${this.fig.id} begins moving onto a half hex while engaged: it leaves its engagements and takes attacks from ${before.join(', ')}, even where the half hex is adjacent to them` };
    const after = this.engagedAt(b);
    const by = before.filter((x) => !after.includes(x));
    return by.length ? { by, rule: 'hs.leave', text: `${this.fig.id} moves out of engagement with ${by.join(', ')}: leaving-engagement attack${by.length > 1 ? 's' : ''}` } : undefined;
  }

  onHalf(state: number): boolean {
    return this.spacesOf(state).some((x) => classOf(this.ctx, x).class === 'half');
  }

  /**
   * Would the step onto a half hex engage an enemy not engaged before it (c3g.hex.half-through)? From a half
   * hex too, the enemies beside the figure there are not new: no step may put a walking figure on a half hex
   * beside an enemy it was not already engaged with, so any beside it there are ones it was engaged with when
   * it began moving onto the half hexes (it has left them and taken their attacks, c3g.hex.half-engaged, as a
   * flyer taking off; passing on beside the same enemy does not make it become engaged anew).
   */
  newlyEngagedOnHalf(from: number, to: number): boolean {
    if (!this.onHalf(to)) return false;
    const before = this.engagedAt(from);
    return this.engagedAt(to).some((x) => !before.includes(x));
  }

  /**
   * Did the figure move onto water in this state, so that its move ends here (hs.base.water)? Molten lava
   * is water for this (hs.terrain.molten-lava), and so is ice under option ice slippery (hs.terrain.ice).
   * Not at the start, not for a flyer, not after a transit placement (a placement is not a move onto a
   * space); a double-space figure only when both of its spaces stop a move (water, lava or slippery ice,
   * alike or mixed). Returns the clause, or undefined.
   */
  stoppedBy(state: number): 'hs.base.water' | 'hs.terrain.molten-lava' | 'hs.terrain.ice' | undefined {
    if (this.flying || this.ignoreWater || state === this.startState()) return undefined;
    if (!this.fig.double && (state & 1) === 1) return undefined;
    const sp = this.spacesOf(state);
    if (sp.length === 0 || (this.fig.double && sp.length < 2)) return undefined;
    // A double-space figure stops when each of its spaces is one that stops a move, of one kind or mixed
    // (water beside molten lava or slippery ice): the clause of the lava if it is on any, else of the ice.
    const slippery = this.ctx.opts.ice === 'slippery';
    if (!sp.every((x) => isWet(x) || (slippery && isIce(x)))) return undefined;
    return sp.some(isLava) ? 'hs.terrain.molten-lava' : sp.every(isWet) ? 'hs.base.water' : 'hs.terrain.ice';
  }

  stoppedByWater(state: number): boolean {
    return this.stoppedBy(state) !== undefined;
  }

  /**
   * The kind of damaging fall (hs.fall) a walking figure's step from state a to state b makes, if any: its
   * leading end drops its Height or more onto a space that is not water or molten lava. Cheap enough for
   * every step of the search; `fallOn` gives the full result.
   */
  damagingFall(a: number, b: number, kind: number): 'minor' | 'major' | 'extreme' | undefined {
    if (this.flying || kind !== KIND.down) return undefined;
    const [from, to] = this.leadStep(a, b);
    const drop = from.level - to.level;
    const h = this.fig.height;
    if (drop < h || isWet(to)) return undefined;
    return this.ctx.opts.extremeFalls && drop >= h + 20 ? 'extreme' : drop >= h + 10 ? 'major' : 'minor';
  }

  /**
   * The fall event of a step from state a to state b (the i-th of a path), if it falls (hs.fall), damage or none
   * (a flyer never falls; a drop into water or molten lava is a fall without damage).
   */
  fallOn(a: number, b: number, kind: number, i: number): MoveEvent | undefined {
    if (this.flying || kind === KIND.transit) return undefined;
    // The drop is the leading end's (hs.fall with hs.base.double-space): the end that moved onto a new space,
    // from the space the following end now fills. Either end may lead; the following end's drop is the one
    // its leading end already made (the same descent, one fall), never a second fall.
    const [from, to] = this.leadStep(a, b);
    if (to.level >= from.level) return undefined;
    const fall = fallOf(this.ctx, this.fig, from.level - to.level, to);
    if (fall.fall === 'none' && !fall.safe) return undefined;
    return { kind: 'fall', step: i, at: [to.x, to.y], level: to.level, rule: 'hs.fall', text: `${fall.text}${this.fig.double ? ` (its leading end, from level ${from.level} at [${from.x}, ${from.y}]; the following end steps down after it: one fall, hs.base.double-space)` : ''}`, fall };
  }

  /** Steps out of a state: [to, cost, kind]. */
  expand(state: number, emit: (to: number, cost: number, kind: number) => void): void {
    const { ctx, fig } = this;
    if (this.stoppedByWater(state) || this.stoppedByGlyph(state)) return;
    const first = state === this.startState();
    const over = this.isOverRoof(state);
    const consider = (to: number, cost: number, kind: number) => {
      const at = this.attacks(state, to, kind, first);
      // Among equally cheap ways, the least tie-break weight, the weights added up: no molten lava (64) before
      // the least fall (8, 16, 48 by kind) before the fewest leaving-engagement attacks (1 each).
      const lava = !this.flying && kind !== KIND.transit && this.spacesOf(to).some(isLava) ? LAVA_PENALTY : 0;
      const fall = this.damagingFall(state, to, kind);
      if (fall && this.noFalls) return;
      emit(to, cost * K + (at ? at.by.length : 0) + lava + (fall ? FALL_PENALTY[fall] : 0), kind);
    };
    if (!fig.double) {
      // A flyer is placed only from the transit space it lands on (option flyerTransit landing, c3g.transit read
      // with hs.glyph: a flyer moves onto only the space where its flight ends), so the placement ends its move.
      if (this.flying && !over && (state & 1) === 1 && !first && ctx.opts.flyerTransit === 'landing') return;
      const s = this.spacesOf(state)[0]!;
      const stopped = this.stoppedByTransit(state);
      for (const { t } of stopped ? [] : this.neighbours(s)) {
        // A flyer in the open or over a roof passes over the roof of an interior structure (hs.base.flying).
        if (this.overRoofs && (over || insideOf(s) === undefined) && this.roofOf(t) !== undefined)
          consider(ctx.spaces.length * 2 + t.id, classOf(ctx, t).class === 'partial' ? 0 : 1, KIND.fly);
        if (over) {
          // Off the roof only into the open, over the top of the next place (not in through a wall).
          const c = openFlight(ctx, fig, t);
          if (c.ok) consider(t.id * 2, c.cost, KIND.fly);
          continue;
        }
        const c = step(ctx, fig, s, t, this.flying);
        if (!c.ok) continue;
        if (this.barred(t) || (this.roadOnly && !isRoad(t))) continue;
        const to = t.id * 2;
        if (!this.flying && !this.ignoreHalfEngage && this.newlyEngagedOnHalf(state, to)) continue;
        const kind = this.flying ? KIND.fly : t.level > s.level ? KIND.climb : t.level < s.level ? KIND.down : KIND.walk;
        consider(to, c.cost, kind);
      }
      if (!over && (state & 1) === 0 && s.transit !== undefined && this.other(s) < 0) {
        for (const t of correspondingTransit(ctx, s)) {
          // placed on t, it stands there: under a deck in the open only where it fits (option overhangClearance)
          if (this.other(t) >= 0 || !enterable(ctx, fig, t, true).ok || headroomRefusal(ctx, fig, t)) continue;
          const st = t.structure ?? s.structure;
          if (st && !entryAllowed(fig, st).ok) continue;
          consider(t.id * 2 + 1, s.transit, KIND.transit);
        }
      }
      return;
    }
    const [front, back] = this.spacesOf(state) as [Space, Space | undefined];
    if (!back) return;
    const lead = (from: Space, other: Space, newFacing: (dir: number) => number, newFront: (t: Space) => Space) => {
      const fromAloft = this.flying && this.aloftOn(state, from);
      for (const { dir, t } of this.neighbours(from)) {
        if (t.place === other.place) continue;
        const c = fromAloft ? openFlight(ctx, fig, t) : step(ctx, fig, from, t, this.flying);
        // A double-space flyer passes over the roof of any interior structure (hs.base.flying), one it may enter
        // or not; endCheck keeps it from landing there.
        const roof = !c.ok && this.flying && (insideOf(from) === undefined || fromAloft) && this.roofOf(t) !== undefined;
        if ((!c.ok && !roof) || this.barred(t) || (this.roadOnly && !isRoad(t))) continue;
        // Flyers: aloft while either end is over a roof (the following end steps into the space the leading end left).
        const entered = this.flying ? (roof || fromAloft ? 1 : 0) : !this.ignoreGlyph && t.glyph !== undefined ? 1 : 0;
        // The following end steps into the very space the leading end left (on a stacked place, that floor).
        const to = this.posOf(newFront(t), newFacing(dir), newFront(t) === t ? from : t, entered);
        if (!this.flying && !this.ignoreHalfEngage && this.newlyEngagedOnHalf(state, to)) continue;
        const kind = this.flying ? KIND.fly : t.level > from.level ? KIND.climb : t.level < from.level ? KIND.down : KIND.walk;
        // The following end steps into the space the leading end left: its rise is paid only under
        // option doubleSpaceClimb "both" (hs.base.double-space).
        const follow = !this.flying && ctx.opts.doubleClimb === 'both' ? Math.max(0, from.level - other.level) : 0;
        consider(to, (roof ? (classOf(ctx, t).class === 'partial' ? 0 : 1) : c.cost) + follow, kind);
      }
    };
    lead(front, back, (d) => d, (t) => t);
    lead(back, front, (d) => (d + 3) % 6, () => back);
  }

  /**
   * The leading end's step from state a to state b: [the space it left, the space it moved onto]. A single-space
   * figure's one space; a double-space figure's end that moved onto a space it did not hold (either end may
   * lead, and the state's first space is not always the leading one: hs.base.double-space).
   */
  leadStep(a: number, b: number): [Space, Space] {
    const before = this.spacesOf(a), after = this.spacesOf(b);
    if (!this.fig.double) return [before[0]!, after[0]!];
    const to = after.find((x) => !before.includes(x)) ?? after[0]!;
    const from = after.find((x) => x !== to && before.includes(x)) ?? before[0]!;
    return [from, to];
  }

  /** A flyer may not land on a roof (c3g.interior.sealed). */
  roofRefusal(s: Space): Reason {
    return reason('c3g.interior.sealed', `[${s.x}, ${s.y}] is under the roof of ${this.roofOf(s)}: ${this.fig.id} may fly over it but not land there (the roof is solid; it enters only by a doorway or a broken window)`);
  }

  /** Can the figure end its move in this state? (c3g.hex.half-occupy, occupancy, level ground for a double-space figure.) */
  endCheck(state: number): Reason | undefined {
    const { ctx, fig } = this;
    const sp = this.spacesOf(state);
    if (this.isOverRoof(state)) return this.roofRefusal(sp[0]!);
    for (const s of sp) {
      const at = `[${s.x}, ${s.y}] level ${s.level}`;
      // one sentence that reads after "X cannot move to [x, y]: " in the summary as well as alone
      if (this.other(s) >= 0) return reason('hs.base.figures', `${ctx.figures[this.other(s)]!.id} already stands on [${s.x}, ${s.y}] (level ${s.level}), and a figure cannot end its move on another figure`);
      const e = enterable(ctx, fig, s, false);
      if (!e.ok) return e.why;
      if (s.obstacle > 0) return reason('hs.base.obstacle', `an obstacle stands on ${at}: nobody ends a move there`);
      const cls = classOf(ctx, s).class;
      if (cls !== 'full' && fig.destructible)
        return reason('c3g.hex.destructible', `${at} is a ${cls} hex: ${fig.id}, a destructible object, may stand there only if placed there, not at the end of a move`);
      if (cls === 'half') return reason('c3g.hex.half-occupy', `${at} is a half hex: ${fig.id} may move through it but not end there`);
    }
    if (fig.double) {
      // Final guard: a double-space figure never ends with a space inside a building that refuses it.
      const inside = sp.find((x) => !this.aloftOn(state, x) && insideOf(x) !== undefined && !entryAllowed(fig, x.structure!).ok);
      if (inside) return entryAllowed(fig, inside.structure!).why!;
      const r = sp.find((x) => this.roofOnly(x) !== undefined);
      if (r) return reason('c3g.interior.sealed', `[${r.x}, ${r.y}] is under the roof of ${this.roofOnly(r)}, which ${fig.id} may not enter: it may fly over it but not land there`);
      const a = this.flying ? sp.find((x) => this.aloftOn(state, x)) : undefined;
      if (a) return this.roofRefusal(a);
    }
    return fig.double ? unevenEnds(fig.id, sp) : undefined;
  }

  run(budget: number, goal?: number) {
    const search = new Search();
    return search.run({
      stateCount: this.stateCount,
      starts: [{ state: this.startState() }],
      budget: budget === Infinity ? Infinity : budget * K + (K - 1),
      ...(goal !== undefined ? { goal } : {}),
      expand: (s, _c, emit) => this.expand(s, emit),
    });
  }

  /** Read a path back with its events. */
  describe(result: ReturnType<Mover['run']>, goal: number) {
    const steps = pathTo(result, goal);
    const path: { at: [number, number]; level: number; cost: number; step: string; back?: [number, number]; backLevel?: number }[] = [];
    const events: MoveEvent[] = [];
    let halfThrough = false;
    let partialOver = 0;
    // Heavy snow spaces the leading end walked onto, each one extra movement (hs.terrain.snow, option snow heavy).
    const snow: Space[] = [];
    const crossings: Reason[] = [];
    steps.forEach((st, i) => {
      if (i > 0 && i < steps.length - 1 && this.spacesOf(st.state).some((x) => classOf(this.ctx, x).class === 'half')) halfThrough = true;
      const s = this.spacesOf(st.state)[0]!;
      const back = this.fig.double ? this.spacesOf(st.state)[1] : undefined;
      path.push({
        at: [s.x, s.y], level: s.level, cost: Math.floor(st.cost / K), step: st.kind < 0 ? 'start' : KIND_NAMES[st.kind]!,
        ...(back ? { back: [back.x, back.y] as [number, number], backLevel: back.level } : {}),
      });
      if (i === 0) return;
      if (st.kind === KIND.fly && classOf(this.ctx, s).class === 'partial') partialOver++;
      const prev = steps[i - 1]!;
      if (this.ctx.opts.snow === 'heavy' && st.kind !== KIND.fly && st.kind !== KIND.transit) {
        const onto = this.leadStep(prev.state, st.state)[1];
        if (isSnow(onto)) snow.push(onto);
      }
      const a = this.attacks(prev.state, st.state, st.kind, i === 1);
      const ps = this.spacesOf(prev.state)[0]!;
      const overFrom = this.roofUnder(prev.state), overTo = this.roofUnder(st.state);
      const is = overFrom ? undefined : insideOf(ps), it = overTo ? undefined : insideOf(s);
      if (overTo && !overFrom)
        crossings.push(reason('hs.base.flying', `${this.fig.id} flies over the roof of ${this.roofOf(overTo)} from [${overTo.x}, ${overTo.y}]`));
      if (st.kind !== KIND.transit && !overFrom && !overTo && this.fig.phasing && (s.level > ps.ceiling || ps.level > s.ceiling))
        crossings.push(reason('c3g.interior.floor', `${this.fig.id} passes through obstacles, so it passes through the floor between level ${ps.level} at [${ps.x}, ${ps.y}] and level ${s.level} at [${s.x}, ${s.y}]`));
      if (is !== it && st.kind !== KIND.transit) {
        const side = it !== undefined ? s : ps;
        crossings.push(side.door
          ? reason('c3g.door', `${this.fig.id} moves ${it !== undefined ? 'into' : 'out of'} ${side.structure!.id} through the doorway at [${side.x}, ${side.y}]`)
          : reason('c3g.window.break', `${this.fig.id} moves ${it !== undefined ? 'into' : 'out of'} ${side.structure!.id} through the broken window at [${side.x}, ${side.y}]`));
        if (it !== undefined) crossings.push(entryAllowed(this.fig, s.structure!).why!);
      }
      if (a) events.push({ kind: 'leaving-engagement', step: i, at: [ps.x, ps.y], level: ps.level, by: a.by, rule: a.rule, text: a.text });
      if (st.kind === KIND.transit) {
        events.push({ kind: 'placement', step: i, at: [s.x, s.y], level: s.level, from: [ps.x, ps.y], transit: ps.transit!, rule: ps.stair ? 'c3g.stairs' : 'c3g.transit',
          text: `${this.fig.id} moved onto transit space [${ps.x}, ${ps.y}] (transit ${ps.transit}) and is placed on [${s.x}, ${s.y}] for ${ps.transit} movement${this.flying ? this.ctx.opts.flyerTransit === 'landing' ? '; a flyer, it landed there, and its move ends where it is placed (option flyerTransit landing)' : ' (option flyerTransit passing: a flyer may be placed from a space it passes over, and fly on)' : ''}` });
      } else {
        const fall = this.fallOn(prev.state, st.state, st.kind, i);
        if (fall) events.push(fall);
      }
      if (st.kind !== KIND.transit) {
        const before = this.spacesOf(prev.state);
        const lava = this.spacesOf(st.state).find((x) => isLava(x) && !before.includes(x));
        const lands = !this.flying || i === steps.length - 1;
        if (lava && lands)
          events.push({ kind: 'molten-lava', step: i, at: [lava.x, lava.y], level: lava.level, rule: 'hs.terrain.molten-lava',
            text: `${this.fig.id} moves onto molten lava at [${lava.x}, ${lava.y}]: roll the 20-sided die, destroyed on 1-${LAVA_SURVIVES_ON - 1}, survives on ${LAVA_SURVIVES_ON} (P(destroyed) ${LAVA_SURVIVES_ON - 1}/20)` });
      }
    });
    return { path, events, halfThrough, crossings, partialOver, snow };
  }
}

/** A double-space figure must end on two spaces of one level (hs.base.double-space). */
export function unevenEnds(id: string, sp: readonly Space[]): Reason | undefined {
  const [a, b] = sp;
  if (!a || !b) return reason('hs.base.double-space', `${id}'s back hex would be off the map`);
  return a.level === b.level ? undefined
    : reason('hs.base.double-space', `${id} would end with its front on level ${a.level} at [${a.x}, ${a.y}] and its back on level ${b.level} at [${b.x}, ${b.y}]: a double-space figure ends on two spaces of the same level`);
}
