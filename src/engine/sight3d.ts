/**
 * 3-D sight over hex columns (generic: no game's rules). A line runs from a point above one hex centre
 * to a point above another; the columns are walked by the one hex column tracer (hex-columns.ts, over the exact
 * `traceHexSegment`), and over each hex it
 * meets, on the parameter interval [tIn, tOut] of the contact, the line's height ranges between its values
 * at tIn and tOut. Terrain solids and bodies (figures) are vertical intervals [lo, hi] in each hex, given
 * by accessor callbacks.
 *
 * Heights are integers in "z units": the caller picks `zPerLevel` units per level (a ruleset that needs
 * thirds of a level passes 3), so every comparison is exact: t = num / den with integers, and the height
 * at t times den is an integer.
 *
 * Decisions:
 * - A solid blocks when the line passes through its interior over a contact of positive length: the line's
 *   height range over the interval overlaps (lo, hi) (strict: grazing a top or a bottom does not block).
 * - A contact at a single point (a corner, or a side at an end point) blocks nothing and hits no body.
 * - A hexside tie (the 2-D segment running along the side shared by two hexes) is decided by `tie`:
 *   'both' = it blocks only if the hexes on both sides block; 'either' = it blocks if one side does. A
 *   body beside a tie is passed through under 'either'; under 'both' only when the other side of the tie
 *   is also obstructed (by terrain or a body); otherwise it is reported in `beside`.
 * - Bodies are classed per hex by the line's height range over the contact: `through` (it overlaps the
 *   body), `over` (entirely at or above its top), `under` (entirely at or below its bottom). A body
 *   spanning several hexes is `through` if any hex says so, else `over`/`under` by its first contact.
 * - Range: the 3-D length of the segment in hex widths (centre to centre of neighbours = 1), with
 *   `levelsPerHex` levels to a hex width: range^2 = (dq^2 + dq*dr + dr^2) + (dz / (zPerLevel * levelsPerHex))^2.
 *
 * Symmetry: tracing from B to A visits the same hexes with t -> 1 - t, so `clear`, `blocked` and the body
 * classes are the same whichever end the line starts from (a property test checks it).
 */
import type { Axial } from '../geometry/hex/coords.js';
import type { HexContactKind } from '../geometry/hex/trace.js';
import { traceHexColumns } from './hex-columns.js';

export interface ZInterval {
  readonly lo: number;
  readonly hi: number;
}

export interface Body extends ZInterval {
  readonly id: string;
}

export type TieReading = 'both' | 'either';

export interface Sight3DInput {
  /** Hex centre of the start (axial integers) and the height of the line there (z units). */
  readonly from: Axial;
  readonly zFrom: number;
  readonly to: Axial;
  readonly zTo: number;
  /** Solid terrain intervals of a hex (z units); an empty list for open air or off the map. */
  terrain(q: number, r: number): readonly ZInterval[];
  /** Bodies standing in a hex (z units). */
  bodies?(q: number, r: number): readonly Body[];
  /** Bodies to leave out (the shooter and the target). */
  readonly ignore?: ReadonlySet<string>;
  readonly tie: TieReading;
  readonly zPerLevel: number;
  readonly levelsPerHex: number;
}

export interface ContactHit {
  readonly q: number;
  readonly r: number;
  readonly kind: HexContactKind;
  readonly tIn: number;
  readonly tOut: number;
  /** The line's height range over the contact (z units). */
  readonly zMin: number;
  readonly zMax: number;
}

export interface BlockHit extends ContactHit {
  readonly lo: number;
  readonly hi: number;
  /** For a hexside tie: the other hex of the pair. */
  readonly tieWith?: Axial;
}

export interface BodyHit extends ContactHit {
  readonly id: string;
  readonly lo: number;
  readonly hi: number;
}

export interface TieReport {
  readonly hexes: readonly [Axial, Axial];
  readonly tIn: number;
  readonly tOut: number;
  /** Whether each side blocks on its own. */
  readonly sides: readonly [boolean, boolean];
  readonly blocked: boolean;
}

export interface Sight3DResult {
  readonly clear: boolean;
  readonly blocked: BlockHit[];
  readonly through: BodyHit[];
  readonly over: BodyHit[];
  readonly under: BodyHit[];
  /** Bodies beside a hexside tie the line is read to pass on the other side of. */
  readonly beside: BodyHit[];
  readonly ties: TieReport[];
  /** 3-D length in hex widths. */
  readonly range: number;
  /** range^2 * (zPerLevel * levelsPerHex)^2, an exact integer when the inputs are integers. */
  readonly rangeSquaredScaled: number;
  readonly rangeScale: number;
}

interface RawContact {
  q: number;
  r: number;
  kind: HexContactKind;
  tIn: number;
  tOut: number;
  z1: number; // height at tIn times d1
  d1: number;
  z2: number;
  d2: number;
}

/** Does [z1/d1, z2/d2] (either order) overlap the open interval (lo, hi)? */
function overlaps(c: RawContact, lo: number, hi: number): boolean {
  const aboveLo = c.z1 > lo * c.d1 || c.z2 > lo * c.d2;
  const belowHi = c.z1 < hi * c.d1 || c.z2 < hi * c.d2;
  return aboveLo && belowHi;
}

function atOrAbove(c: RawContact, v: number): boolean {
  return c.z1 >= v * c.d1 && c.z2 >= v * c.d2;
}

function atOrBelow(c: RawContact, v: number): boolean {
  return c.z1 <= v * c.d1 && c.z2 <= v * c.d2;
}

function contactHit(c: RawContact): ContactHit {
  const a = c.z1 / c.d1, b = c.z2 / c.d2;
  return { q: c.q, r: c.r, kind: c.kind, tIn: c.tIn, tOut: c.tOut, zMin: Math.min(a, b), zMax: Math.max(a, b) };
}

/** Trace a 3-D line over hex columns; see the module header. */
export function traceSight3D(input: Sight3DInput): Sight3DResult {
  const { from, to, zFrom, zTo } = input;
  const dz = zTo - zFrom;
  const ignore = input.ignore ?? new Set<string>();
  const bodiesOf = (q: number, r: number): readonly Body[] => (input.bodies ? input.bodies(q, r).filter((b) => !ignore.has(b.id)) : []);
  const blockingSolid = (c: RawContact): ZInterval | undefined => input.terrain(c.q, c.r).find((s) => overlaps(c, s.lo, s.hi));

  const blocked: BlockHit[] = [];
  const ties: TieReport[] = [];
  const bodyClass = new Map<string, { cls: 'through' | 'over' | 'under' | 'beside'; hit: BodyHit }>();
  const rank = { through: 3, beside: 2, over: 1, under: 0 } as const;
  const noteBody = (c: RawContact, b: Body, cls: 'through' | 'over' | 'under' | 'beside') => {
    const prev = bodyClass.get(b.id);
    if (prev && rank[prev.cls] >= rank[cls]) return;
    bodyClass.set(b.id, { cls, hit: { ...contactHit(c), id: b.id, lo: b.lo, hi: b.hi } });
  };
  const classify = (c: RawContact, b: Body): 'through' | 'over' | 'under' =>
    overlaps(c, b.lo, b.hi) ? 'through' : atOrAbove(c, b.hi) ? 'over' : atOrBelow(c, b.lo) ? 'under' : 'through';

  // One hex column tracer (hex-columns.ts): a hexside tie comes with both of its hexes, decided here by `tie`.
  traceHexColumns(from, to, zFrom, zTo, {
    tie(c, d) {
      const sc = blockingSolid(c), sd = blockingSolid(d);
      const bc = bodiesOf(c.q, c.r), bd = bodiesOf(d.q, d.r);
      const tieBlocked = input.tie === 'both' ? sc !== undefined && sd !== undefined : sc !== undefined || sd !== undefined;
      ties.push({ hexes: [{ q: c.q, r: c.r }, { q: d.q, r: d.r }], tIn: c.tIn, tOut: c.tOut, sides: [sc !== undefined, sd !== undefined], blocked: tieBlocked });
      if (tieBlocked) {
        if (sc) blocked.push({ ...contactHit(c), lo: sc.lo, hi: sc.hi, tieWith: { q: d.q, r: d.r } });
        if (sd) blocked.push({ ...contactHit(d), lo: sd.lo, hi: sd.hi, tieWith: { q: c.q, r: c.r } });
      }
      const obstructed = (x: RawContact, solid: ZInterval | undefined, list: readonly Body[]) =>
        solid !== undefined || list.some((b) => classify(x, b) === 'through');
      const cObs = obstructed(c, sc, bc), dObs = obstructed(d, sd, bd);
      for (const [x, list, otherObs] of [[c, bc, dObs], [d, bd, cObs]] as const) {
        for (const b of list) {
          const k = classify(x, b);
          if (k === 'through' && input.tie === 'both' && !otherObs) noteBody(x, b, 'beside');
          else noteBody(x, b, k);
        }
      }
    },
    hex(c) {
      const s = blockingSolid(c);
      if (s) blocked.push({ ...contactHit(c), lo: s.lo, hi: s.hi });
      for (const b of bodiesOf(c.q, c.r)) noteBody(c, b, classify(c, b));
    },
  });

  const group = (cls: string) => [...bodyClass.values()].filter((v) => v.cls === cls).map((v) => v.hit).sort((a, b) => a.tIn - b.tIn);
  const dq = to.q - from.q, dr = to.r - from.r;
  const scale = input.zPerLevel * input.levelsPerHex;
  const rangeSquaredScaled = scale * scale * (dq * dq + dq * dr + dr * dr) + dz * dz;
  return {
    clear: blocked.length === 0,
    blocked,
    through: group('through'),
    over: group('over'),
    under: group('under'),
    beside: group('beside'),
    ties,
    range: Math.sqrt(rangeSquaredScaled) / scale,
    rangeSquaredScaled,
    rangeScale: scale,
  };
}

/** The range rounded to the nearest whole hex (halves round up), exactly from the scaled square. */
export function roundedRange(r: Pick<Sight3DResult, 'rangeSquaredScaled' | 'rangeScale'>): number {
  // n = round(sqrt(R) / s) iff (2n - 1)^2 s^2 <= 4 R < (2n + 1)^2 s^2.
  const R4 = 4 * r.rangeSquaredScaled, s2 = r.rangeScale * r.rangeScale;
  let n = Math.max(0, Math.round(Math.sqrt(r.rangeSquaredScaled) / r.rangeScale));
  while (n > 0 && R4 < (2 * n - 1) * (2 * n - 1) * s2) n--;
  while (R4 >= (2 * n + 1) * (2 * n + 1) * s2) n++;
  return n;
}

/**
 * How many whole `step`-hex increments lie before the range: 0 for a range in (0, step], 1 in
 * (step, 2 step], and so on (exact on the scaled square).
 */
export function rangeIncrements(r: Pick<Sight3DResult, 'rangeSquaredScaled' | 'rangeScale'>, step: number): number {
  let m = 0;
  const s2 = r.rangeScale * r.rangeScale * step * step;
  while (r.rangeSquaredScaled > s2 * (m + 1) * (m + 1)) m++;
  return m;
}
