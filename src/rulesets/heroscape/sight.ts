/**
 * Clear sight (hs.sight with the C3G building clauses).
 *
 * A figure is a column from its base to its Height. The line runs from the attacker's target point (the
 * top of its column, above its hex centre) to any point of the target's column (above the target hex
 * centre). Over each hex the 2-D segment crosses (the one hex column tracer, engine/hex-columns.ts), the line's height ranges
 * between its heights at the contact's ends tIn and tOut; a solid (lo, hi) there blocks the line to the
 * target height z exactly when that range overlaps (lo, hi): since each end height e(1 - t) + z t is
 * linear in z, that set of z is one open interval, computed here as exact fractions. The target is seen
 * when some z of its column lies in no blocking interval. Grazing a top or bottom does not block; a
 * hexside tie (the segment along a side) blocks where both sides block ("both", default) or either side
 * ("either"), option hexsideTie. Solids: terrain columns and obstacles (board/hex-board.ts), other
 * figures' columns, enclosed structures and the outside of interior structures (their `height`, else
 * unlimited), and inside a structure its doorways, unbroken windows and elevator shafts (storey high).
 * In the start and end hexes only what lies above the figure's own surface blocks (an overhang or bridge deck
 * over it, a figure on that). Range counts spaces (round holes in the map, hs-range.ts), never levels.
 */
import { traceHexColumns, type ColumnContact } from '../../engine/hex-columns.js';
import { hexCentreBoardPoint } from '../../geometry/hex/layout.js';
import { axialToOffset } from '../../geometry/hex/coords.js';
import { reason, type Reason, type TracedLine } from '../../engine/verdict.js';
import type { Ctx, Space, Structure } from './context.js';
import { insideOf } from './context.js';
import { contact, matchingStairs, type Body } from './engage.js';
import { rangeBetween } from './range.js';

/** A fraction n / d with d >= 0; d = 0 stands for +-Infinity (sign of n). */
interface Frac { n: number; d: number }
const NEG: Frac = { n: -1, d: 0 };
const POS: Frac = { n: 1, d: 0 };
function cmp(a: Frac, b: Frac): number {
  if (a.d === 0 || b.d === 0) {
    const va = a.d === 0 ? (a.n > 0 ? Infinity : -Infinity) : a.n / a.d;
    const vb = b.d === 0 ? (b.n > 0 ? Infinity : -Infinity) : b.n / b.d;
    return va < vb ? -1 : va > vb ? 1 : 0;
  }
  const l = a.n * b.d, r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
}
const fmin = (a: Frac, b: Frac) => (cmp(a, b) <= 0 ? a : b);
const fmax = (a: Frac, b: Frac) => (cmp(a, b) >= 0 ? a : b);
const value = (a: Frac) => (a.d === 0 ? (a.n > 0 ? Infinity : -Infinity) : a.n / a.d);

interface Solid { lo: number; hi: number; what: string; rule: string }
interface Interval { a: Frac; b: Frac; at: [number, number]; what: string; rule: string }

/** Blocked target heights for one solid over a contact [n1/d1, n2/d2] from eye height e. */
function blockedZ(e: number, n1: number, d1: number, n2: number, d2: number, s: Solid): [Frac, Frac] | undefined {
  const lower = (n: number, d: number): Frac => {
    if (s.lo === -Infinity) return NEG;
    if (n === 0) return e > s.lo ? NEG : POS;
    return { n: s.lo * d - e * (d - n), d: n };
  };
  const upper = (n: number, d: number): Frac => {
    if (s.hi === Infinity) return POS;
    if (n === 0) return e < s.hi ? POS : NEG;
    return { n: s.hi * d - e * (d - n), d: n };
  };
  const A = fmin(lower(n1, d1), lower(n2, d2));
  const B = fmax(upper(n1, d1), upper(n2, d2));
  return cmp(A, B) < 0 ? [A, B] : undefined;
}

/** How a line relates to the structures: which one it is inside, or through which window it enters. */
interface LineMode {
  /** Both ends inside this structure (same floor). */
  inside?: Structure;
  /** One end inside this structure; the line must enter it by a broken window on `floor`. */
  enter?: Structure;
  floor?: number;
}

function structureTop(s: Structure): number {
  return s.height !== undefined ? s.base + s.height : Infinity;
}

function solidsAt(ctx: Ctx, place: number, mode: LineMode, skip: ReadonlySet<string>, insideHere: boolean): Solid[] {
  const out: Solid[] = [];
  const first = ctx.terrain.first[place]!, end = ctx.terrain.first[place + 1]!;
  // An obstacle that is a hex of an enclosed structure blocks as that structure (c3g.enclosed).
  let enclosed: Structure | undefined;
  for (let i = first; i < end && !enclosed; i++) {
    const sp = ctx.spaces[i]!;
    if (sp.structure?.kind === 'enclosed' && sp.transit === undefined && sp.obstacle > 0) enclosed = sp.structure;
  }
  for (const s of ctx.terrain.solids[place] ?? []) {
    const byStructure = s.what === 'obstacle' && enclosed !== undefined;
    out.push({ lo: s.lo, hi: s.hi, what: byStructure ? `structure ${enclosed!.id}` : s.what === 'obstacle' ? 'an obstacle' : 'terrain', rule: byStructure ? 'c3g.enclosed' : 'hs.sight' });
  }
  const seen = new Set<Structure>();
  for (let i = first; i < end; i++) {
    const sp = ctx.spaces[i]!;
    const k = ctx.occupant[i]!;
    if (k >= 0) {
      const f = ctx.figures[k]!;
      if (!skip.has(f.id)) out.push({ lo: sp.level, hi: sp.level + f.height, what: `figure ${f.id}`, rule: 'hs.sight' });
    }
    const st = sp.structure;
    if (!st || (st.kind === 'enclosed' && sp.transit !== undefined)) continue;
    if (insideHere && (st === mode.inside || st === mode.enter)) {
      const top = sp.next === Infinity ? structureTop(st) : sp.next;
      if (sp.door) out.push({ lo: sp.level, hi: top, what: 'a doorway space', rule: 'c3g.door' });
      if (sp.window === 'intact') out.push({ lo: sp.level, hi: top, what: 'an unbroken window space', rule: 'c3g.window' });
      if (sp.shaft !== undefined) out.push({ lo: sp.level, hi: top, what: `elevator shaft ${sp.shaft}`, rule: 'c3g.elevator' });
      continue;
    }
    if (seen.has(st)) continue;
    seen.add(st);
    const top = structureTop(st);
    if (st.kind === 'enclosed' && st.height === undefined && ctx.spaces.slice(first, end).every((x) => x.structure !== st || x.obstacle > 0)) continue;
    out.push({ lo: -Infinity, hi: top, what: `structure ${st.id}`, rule: st.kind === 'enclosed' ? 'c3g.enclosed' : 'c3g.interior.sealed' });
  }
  return out;
}

export interface Trace {
  readonly clear: boolean;
  readonly line: TracedLine;
  readonly blockers: { at: [number, number]; what: string; rule: string }[];
  /** A target height seen (levels), when clear. */
  readonly seenAt?: number;
}

/** Trace from the top of `a`'s column on space sa to the column of `b` on sb. */
function traceOne(ctx: Ctx, sa: Space, eye: number, sb: Space, lo: number, hi: number, mode: LineMode, skip: ReadonlySet<string>, enterFromB: boolean): Trace {
  const ends = new Set([sa.place, sb.place]);
  type C = { place: number; n1: number; d1: number; n2: number; d2: number; x: number; y: number };
  const at = (c: ColumnContact): C => {
    const { x, y } = axialToOffset({ q: c.q, r: c.r });
    const place = x < 0 || y < 0 || x >= ctx.width || y >= ctx.height ? -1 : y * ctx.width + x;
    return { place, n1: c.n1, d1: c.d1, n2: c.n2, d2: c.d2, x, y };
  };
  const from = { q: sa.q, r: sa.r }, to = { q: sb.q, r: sb.r };
  // Which places the line crosses inside the structure it enters by a window (walked from its outside
  // end): structure places met before the window seal the line.
  const tie = ctx.opts.tie;
  let windowReached = !mode.enter;
  const insideFlag = new Map<number, boolean>();
  const sealed: { at: [number, number]; what: string; rule: string }[] = [];
  if (mode.enter) {
    // A hexside tie is one contact with two hexes: under hexsideTie "both" it seals the line only when both
    // sides would (a line along the side between a wall and the broken window, or between the wall and the
    // open ground outside it, is not sealed); under "either" when either side would.
    const groups: C[][] = [];
    traceHexColumns(from, to, 0, 0, { hex: (c) => { groups.push([at(c)]); }, tie: (c, d) => { groups.push([at(c), at(d)]); } });
    const spacesOf = (c: C) => ctx.spaces.slice(ctx.terrain.first[c.place]!, ctx.terrain.first[c.place + 1]!);
    for (const group of enterFromB ? groups.reverse() : groups) {
      const members = group.filter((c) => c.place >= 0);
      if (!windowReached) {
        const seals: { at: [number, number]; what: string; rule: string }[] = [];
        let win = false, open = false;
        for (const c of members) {
          if (!mode.enter.places.has(c.place)) { open = true; continue; }
          const here = spacesOf(c).filter((sp) => sp.structure === mode.enter && (sp.floor ?? 0) === mode.floor);
          if (here.some((sp) => sp.window === 'broken')) { win = true; continue; }
          const shut = here.some((sp) => sp.window === 'intact');
          const door = !shut && here.some((sp) => sp.door);
          seals.push(shut
            ? { at: [c.x, c.y], what: `the unbroken window of ${mode.enter.id}`, rule: 'c3g.window' }
            : door
              ? { at: [c.x, c.y], what: `the doorway of ${mode.enter.id} (no clear sight through a doorway space)`, rule: 'c3g.door' }
              : { at: [c.x, c.y], what: `the wall of ${mode.enter.id}`, rule: 'c3g.interior.sealed' });
        }
        const sealedHere = seals.length > 0 && (tie === 'either' || !(win || open));
        if (sealedHere) sealed.push(...seals);
        else if (win) windowReached = true;
      }
      for (const c of members) insideFlag.set(c.place, windowReached && mode.enter.places.has(c.place));
    }
  }
  const inside = (c: C) => (mode.enter ? insideFlag.get(c.place) === true : mode.inside !== undefined);
  const intervals: Interval[] = [];
  // In the two end hexes only what lies above the figure's own surface can block: the underside of an
  // overhang or a bridge deck over it, and a figure standing on that (hs.sight: a line to a figure beneath a
  // deck reaches it from the side under the deck, never down through it). The ground it stands on and the
  // structure it is in (doorway, window, walls) do not.
  const overhead = (c: C): Interval[] => {
    if (sa.place === sb.place) return [];
    const floor = c.place === sa.place ? sa.level : sb.level;
    const out: Interval[] = [];
    const above: Solid[] = (ctx.terrain.solids[c.place] ?? []).filter((x) => x.lo > floor)
      .map((x) => ({ lo: x.lo, hi: x.hi, what: x.what === 'obstacle' ? 'an obstacle above' : 'terrain overhead', rule: 'hs.sight' }));
    for (let i = ctx.terrain.first[c.place]!; i < ctx.terrain.first[c.place + 1]!; i++) {
      const sp = ctx.spaces[i]!, k = ctx.occupant[i]!;
      if (k >= 0 && sp.level > floor && !skip.has(ctx.figures[k]!.id)) above.push({ lo: sp.level, hi: sp.level + ctx.figures[k]!.height, what: `figure ${ctx.figures[k]!.id}`, rule: 'hs.sight' });
    }
    for (const x of above) {
      const z = blockedZ(eye, c.n1, c.d1, c.n2, c.d2, x);
      if (z) out.push({ a: z[0], b: z[1], at: [c.x, c.y], what: x.what, rule: x.rule });
    }
    return out;
  };
  const forContact = (c: C): Interval[] => {
    if (c.place < 0) return [];
    if (ends.has(c.place)) return overhead(c);
    const out: Interval[] = [];
    for (const s of solidsAt(ctx, c.place, mode, skip, inside(c))) {
      const z = blockedZ(eye, c.n1, c.d1, c.n2, c.d2, s);
      if (z) out.push({ a: z[0], b: z[1], at: [c.x, c.y], what: s.what, rule: s.rule });
    }
    return out;
  };
  // One hex column tracer (engine/hex-columns.ts); the hexside tie is read here (option hexsideTie).
  traceHexColumns(from, to, 0, 0, {
    hex: (c) => { intervals.push(...forContact(at(c))); },
    tie: (c, d) => {
      const u = forContact(at(c)), v = forContact(at(d));
      if (tie === 'either') intervals.push(...u, ...v);
      else for (const p of u) for (const q of v) {
        const a = fmax(p.a, q.a), b = fmin(p.b, q.b);
        if (cmp(a, b) < 0) intervals.push({ a, b, at: p.at, what: `${p.what} and ${q.what} on both sides of a hexside`, rule: p.rule });
      }
    },
  });
  const zLo: Frac = { n: lo, d: 1 }, zHi: Frac = { n: hi, d: 1 };
  const relevant = intervals.filter((iv) => cmp(iv.a, zHi) < 0 && cmp(iv.b, zLo) > 0);
  const line: TracedLine = { from: hexCentreBoardPoint(sa.x, sa.y), to: hexCentreBoardPoint(sb.x, sb.y), z: [eye, hi], clear: false };
  if (sealed.length || (mode.enter && !windowReached)) {
    const blockers = sealed.length ? sealed : [{ at: [sb.x, sb.y] as [number, number], what: `the wall of ${mode.enter!.id}`, rule: 'c3g.interior.sealed' }];
    return { clear: false, line: { ...line, blockedBy: blockers.map((b) => ({ at: b.at, how: b.what })) }, blockers };
  }
  const candidates = [zLo, ...relevant.map((iv) => iv.b).filter((b) => cmp(b, zHi) <= 0 && cmp(b, zLo) >= 0)];
  for (const c of candidates) {
    if (!relevant.some((iv) => cmp(iv.a, c) < 0 && cmp(c, iv.b) < 0)) {
      return { clear: true, line: { ...line, z: [eye, value(c)], clear: true }, blockers: [], seenAt: value(c) };
    }
  }
  const blockers = relevant.map((iv) => ({ at: iv.at, what: iv.what, rule: iv.rule }));
  return { clear: false, line: { ...line, blockedBy: blockers.map((b) => ({ at: b.at, how: b.what })) }, blockers };
}

export interface SightVerdict {
  sight: boolean;
  range: number;
  reasons: Reason[];
  lines: TracedLine[];
}

/** Eye height of a body on a space: the top of its column, kept under the ceiling inside a structure. */
function topOf(s: Space, height: number): number {
  const top = s.level + height;
  return s.structure?.kind === 'interior' && s.ceiling !== Infinity ? Math.min(top, s.ceiling) : top;
}

/**
 * Clear sight from a to b. `bInWindow`: b is a figure imagined standing in a window space (break-window);
 * it is seen from either side of the wall. `withRange` false (the batch entries, which read `sight` only)
 * leaves the range uncounted (NaN): sight never depends on it.
 */
export function clearSight(ctx: Ctx, a: Body, b: Body, bInWindow = false, withRange = true): SightVerdict {
  // Range counts spaces over the battlefield (round holes), never levels; matching stairways are one apart.
  const range = a.spaces.some((s) => b.spaces.some((t) => matchingStairs(s, t))) ? 1 : withRange ? rangeBetween(ctx, a, b) : NaN;
  const sa0 = a.spaces[0]!, sb0 = b.spaces[0]!;
  const ia = insideOf(sa0), ib = bInWindow ? undefined : insideOf(sb0);
  const skip = new Set([a.id, b.id]);
  const rangeReason = reason('hs.sight', range === Infinity ? 'no count of spaces over the battlefield joins them' : `range ${range} (spaces counted round any hole in the battlefield, levels not)`);
  let mode: LineMode = {};
  let enterFromB = false;
  if (ia !== undefined && ia === ib) {
    const fa = sa0.floor ?? 0, fb = sb0.floor ?? 0;
    if (fa !== fb) {
      if (a.spaces.some((s) => b.spaces.some((t) => matchingStairs(s, t))))
        return { sight: true, range, lines: [], reasons: [reason('c3g.stairs', `${a.id} and ${b.id} stand on matching stairways of floors ${fa} and ${fb}: clear sight (height advantage applies)`), rangeReason] };
      return { sight: false, range, lines: [], reasons: [reason('c3g.floors', `${a.id} (floor ${fa}) and ${b.id} (floor ${fb}) are on different floors of ${ia}, not on matching stairways: the floor between blocks sight`)] };
    }
    mode = { inside: sa0.structure! };
  } else if (ia !== undefined && ib !== undefined) {
    return { sight: false, range, lines: [], reasons: [reason('c3g.interior.sealed', `${a.id} is inside ${ia} and ${b.id} inside ${ib}: their walls count as solid`)] };
  } else if (ia !== undefined || ib !== undefined) {
    const inner = ia !== undefined ? sa0 : sb0;
    mode = { enter: inner.structure!, floor: inner.floor ?? 0 };
    enterFromB = ia !== undefined; // walk the line from its outside end: b's end when a is inside
  } else if (bInWindow && sb0.structure) {
    mode = {};
  }
  // A window of a figure's own structure on another floor: the floor between blocks sight on a figure
  // imagined in it, as it would on one standing there (c3g.floors).
  if (bInWindow && ia !== undefined && sb0.structure?.id === ia && (sa0.floor ?? 0) !== (sb0.floor ?? 0))
    return { sight: false, range, lines: [], reasons: [reason('c3g.floors', `${a.id} (floor ${sa0.floor ?? 0}) and the window at [${sb0.x}, ${sb0.y}] (floor ${sb0.floor ?? 0}) are on different floors of ${ia}: the floor between blocks sight`)] };
  // Adjacent by the Height test (hs.engage): a figure far above a neighbouring hex is not adjacent, and
  // the line to it is traced like any other.
  if (!mode.enter && contact(a, b).kind === 'adjacent')
    return { sight: true, range, lines: [], reasons: [reason('hs.sight', `${a.id} and ${b.id} are adjacent: no line of sight is needed`), rangeReason] };
  if (bInWindow && ia !== undefined && sb0.structure?.id === ia) mode = { inside: sb0.structure };
  const lines: TracedLine[] = [];
  let blockers: Trace['blockers'] = [];
  for (const sa of a.spaces) {
    for (const sb of b.spaces) {
      const t = traceOne(ctx, sa, topOf(sa, a.height), sb, sb.level, topOf(sb, b.height), mode, skip, enterFromB);
      lines.push(t.line);
      if (t.clear) {
        const why = [reason('hs.sight', `a clear line runs from ${a.id}'s target point (level ${topOf(sa, a.height)}) to ${b.id}'s hit zone at level ${t.seenAt}`), rangeReason];
        if (mode.enter) why.push(reason('c3g.window.break', `the line passes through a broken window of ${mode.enter.id}`));
        return { sight: true, range, lines, reasons: why };
      }
      if (!blockers.length) blockers = t.blockers;
    }
  }
  const reasons: Reason[] = [];
  const seen = new Set<string>();
  for (const bl of blockers) {
    const k = `${bl.rule}|${bl.what}|${bl.at}`;
    if (seen.has(k)) continue;
    seen.add(k);
    reasons.push(reason(bl.rule, `blocked by ${bl.what} at [${bl.at.join(', ')}]`, { at: bl.at }));
  }
  if (!reasons.some((r) => r.rule === 'hs.sight')) reasons.push(reason('hs.sight', `no line from ${a.id}'s target point reaches ${b.id}'s hit zone`));
  return { sight: false, range, lines, reasons };
}
