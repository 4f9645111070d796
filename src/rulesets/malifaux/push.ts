/**
 * The push question (mfx.push, mfx.linear, mfx.fall, mfx.trait.hazardous, mfx.model.incorporeal).
 *
 * The base moves in a straight line. On each level it is swept (sweptCircleHit) against what it cannot pass:
 * impassable pieces, pieces that stop pushes, anything standing higher than the surface it is on (a push
 * never climbs), and other models' bases; it stops in base contact with the first. Severe terrain is
 * ignored. Linear obstacles never stop it, but it cannot end on one: it stops in base contact before it.
 * When the base centre passes the edge of the surface it stands on, it falls at once to the surface below
 * (falling damage), lands with its base clear of the ledge, and goes on with the distance left.
 * An incorporeal model ignores terrain and models during the push and is only kept from ending inside them.
 */
import { HighgroundError } from '../../errors.js';
import type { Ref } from '../../engine/refs.js';
import { reason, uniqueReasons, type Reason, type Verdict } from '../../engine/verdict.js';
import {
  circlePolygonContact,
  type Circle,
  pointInPolygon,
  segmentPolygonIntersection,
  sweptCircleHit,
  type PlaneShape,
  type Point,
} from '../../geometry/plane/index.js';
import { body, modelOf } from './bodies.js';
import { fall, fmt } from './fall.js';
import { placeProblem } from './place.js';
import { discIn, type Model, type Piece, type Table } from './table.js';

export interface PushArgs {
  figure: string;
  distance: number;
  direction?: [number, number] | undefined;
  toward?: Ref | undefined;
  away?: Ref | undefined;
  upTo?: boolean | undefined;
  chosen?: number | undefined;
}

const round = (n: number) => Math.round(n * 10000) / 10000;
const xy = (p: Point): [number, number] => [round(p.x), round(p.y)];

/** Does piece p stop a push of a model standing at `level`? */
function stops(p: Piece, level: number): boolean {
  if (p.linear || p.info.access !== undefined) return false;
  const hard = p.traits.has('impassable') || p.traits.has('stops-pushes') || p.solid;
  if (p.ht > level) return hard || (p.standable && !p.traits.has('enclosed'));
  return level === 0 && p.ht === 0 && hard;
}

/** The highest standable piece under c below `level` (or at it, with `same`), other than `from`; else the ground. */
function surfaceBelow(t: Table, c: Point, level: number, from: Piece | undefined, same = false): { level: number; on: Piece | undefined } {
  let best: Piece | undefined;
  for (const p of t.pieces) {
    if (!p.standable || p === from || (same ? p.ht > level : p.ht >= level)) continue;
    if (pointInPolygon(c, p.poly) === 'outside') continue;
    if (!best || p.ht > best.ht) best = p;
  }
  return best ? { level: best.ht, on: best } : { level: 0, on: undefined };
}

export function pushVerdict(t: Table, a: PushArgs): Verdict {
  const m = modelOf(t, a.figure, 'figure');
  const given = [a.direction, a.toward, a.away].filter((x) => x !== undefined).length;
  if (given !== 1) throw new HighgroundError('give exactly one of direction, toward or away', { path: [] });
  let u: Point;
  let how: string;
  if (a.direction) {
    u = { x: a.direction[0], y: a.direction[1] };
    how = `in the direction [${a.direction.join(', ')}]`;
  } else {
    const key = a.toward !== undefined ? 'toward' : 'away';
    const other = body(t, (a.toward ?? a.away)!, key);
    const s = key === 'toward' ? 1 : -1;
    u = { x: s * (other.c.x - m.c.x), y: s * (other.c.y - m.c.y) };
    how = `directly ${key === 'toward' ? 'towards' : 'away from'} ${other.label}`;
  }
  const len = Math.hypot(u.x, u.y);
  if (!(len > 0)) throw new HighgroundError('the push has no direction (zero vector, or the object is at the model\'s centre)', { path: [a.direction ? 'direction' : a.toward !== undefined ? 'toward' : 'away'] });
  u = { x: u.x / len, y: u.y / len };
  if (a.chosen !== undefined && !a.upTo) throw new HighgroundError('chosen is for "up to" pushes (upTo: true)', { path: ['chosen'] });
  if (a.chosen !== undefined && a.chosen > a.distance) throw new HighgroundError(`an "up to ${a.distance}" push cannot go ${a.chosen}"`, { path: ['chosen'] });
  const want = a.upTo ? (a.chosen ?? a.distance) : a.distance;

  const reasons: Reason[] = [
    reason('mfx.push', `${a.upTo ? `pushed up to ${fmt(a.distance)}" (${fmt(want)}" chosen)` : `pushed ${fmt(want)}"`} in a straight line ${how}`),
  ];
  const events: { type: string; piece?: string; at: [number, number]; damage?: number | string; height?: number }[] = [];
  const legs: [Point, Point, number][] = [];
  let c = m.c;
  let level = m.level;
  let on = m.on;
  let left = want;
  let moved = 0;
  let damage = 0;
  let stoppedBy: string | null = null;

  if (m.incorporeal) {
    reasons.push(reason('mfx.model.incorporeal', `${m.id} ignores terrain and models during the push`));
    let end = { x: c.x + u.x * want, y: c.y + u.y * want };
    const fits = (p: Point) => {
      const s = surfaceAt(t, p, level);
      return !placeProblem(t, m, { c: p, r: m.r }, s.level, s.on);
    };
    let d = want;
    if (!fits(end)) {
      // Back off along the line to the farthest place it may end.
      const stepBack = Math.min(0.01, want / 100);
      const at = (x: number) => ({ x: c.x + u.x * x, y: c.y + u.y * x });
      while (d > 0 && !fits(end)) {
        d = Math.max(0, d - stepBack);
        end = at(d);
      }
      // Refine to the farthest fitting place within the last step.
      let lo = d, hi = Math.min(want, d + stepBack);
      for (let k = 0; k < 50 && lo > 0; k++) {
        const mid = (lo + hi) / 2;
        if (fits(at(mid))) lo = mid;
        else hi = mid;
      }
      d = lo;
      end = at(d);
      reasons.push(reason('mfx.trait.impassable', `it cannot end inside terrain or another model: it stops after ${fmt(d)}"`));
    }
    const s = surfaceAt(t, end, level);
    if (s.level < level) {
      const f = fall(level - s.level, m);
      damage += f.damage;
      events.push({ type: 'fall', at: xy(end), height: level - s.level, damage: f.damage });
      reasons.push(...f.reasons);
    }
    legs.push([c, end, level]);
    c = end;
    level = s.level;
    on = s.on;
    moved = d;
  } else {
    for (let guard = 0; left > 1e-12 && guard < 50; guard++) {
      const stoppers: { shape: PlaneShape; label: string; why: string }[] = [];
      for (const p of t.pieces) {
        if (p === on || !stops(p, level)) continue;
        const why = p.ht > level && p.standable && !p.traits.has('impassable') ? 'a pushed model cannot climb' : 'it cannot pass impassable objects';
        stoppers.push({ shape: p.shape, label: `${p.kind} ${p.id}`, why });
      }
      for (const o of t.models.values()) {
        if (o === m || o.level !== level) continue;
        stoppers.push({ shape: { kind: 'circle', circle: o.disc }, label: `model ${o.id}`, why: 'other models are impassable objects to a push' });
      }
      let hit = firstHit({ c, r: m.r }, u, left, stoppers.map((s) => s.shape));
      // The table's edge stops a push like an impassable object (a reading: the text does not say).
      const edge = edgeDistance(t, c, m.r, u);
      if (edge < left && (!hit || edge < hit.distance)) {
        hit = { distance: edge, index: stoppers.length };
        stoppers.push({ shape: { kind: 'circle', circle: { c, r: 0 } }, label: 'the table edge', why: 'the base must stay wholly on the table (a reading: the text does not say)' });
      }
      // Leaving the surface it stands on.
      let exit = Infinity;
      if (on) {
        const far = { x: c.x + u.x * left, y: c.y + u.y * left };
        const x = segmentPolygonIntersection({ a: c, b: far }, on.poly);
        const first = x.intervals[0];
        if (pointInPolygon(far, on.poly) === 'outside') exit = first && first[0] <= 1e-12 ? first[1] * left : 0;
      }
      if (hit && hit.distance <= exit) {
        const end = { x: c.x + u.x * hit.distance, y: c.y + u.y * hit.distance };
        legs.push([c, end, level]);
        moved += hit.distance;
        c = end;
        const s = stoppers[hit.index]!;
        stoppedBy = s.label;
        reasons.push(reason('mfx.push', `it stops in base contact with ${s.label}: ${s.why}`));
        break;
      }
      if (exit < Infinity && on) {
        const edge = { x: c.x + u.x * exit, y: c.y + u.y * exit };
        // A piece of the same height beyond the ledge: the push goes on across it, with no fall.
        const across = surfaceBelow(t, edge, level, on, true);
        if (across.on && across.level === level) {
          legs.push([c, edge, level]);
          moved += exit;
          left -= exit;
          c = edge;
          on = across.on;
          continue;
        }
        // Land with the base clear of the ledge.
        let lo = 0, hi = m.r * 4 + 1;
        for (let k = 0; k < 50; k++) {
          const mid = (lo + hi) / 2;
          if (circlePolygonContact({ c: { x: edge.x + u.x * mid, y: edge.y + u.y * mid }, r: m.r }, on.poly) === 'overlap') lo = mid;
          else hi = mid;
        }
        const land = { x: edge.x + u.x * hi, y: edge.y + u.y * hi };
        const below = surfaceBelow(t, land, level, on);
        // Where the base cannot come down (an impassable piece, another model, off the table), it cannot go
        // over the ledge either: it stops at the edge (a reading: the text does not say).
        const blocked = placeProblem(t, m, { c: land, r: m.r }, below.level, below.on);
        if (blocked) {
          legs.push([c, edge, level]);
          moved += exit;
          c = edge;
          stoppedBy = blocked.what;
          reasons.push(reason('mfx.push', `it would come down over the edge of ${on.kind} ${on.id} onto ${blocked.what}, where it cannot be: it stops at the ledge`), blocked.reason);
          break;
        }
        const f = fall(level - below.level, m);
        damage += f.damage;
        events.push({ type: 'fall', piece: on.id, at: xy(land), height: level - below.level, damage: f.damage });
        reasons.push(reason('mfx.push', `pushed off the edge of ${on.kind} ${on.id}, it falls at once and then goes on with the push`), ...f.reasons);
        legs.push([c, land, level]);
        const used = Math.min(left, exit + hi);
        moved += used;
        left -= used;
        c = land;
        level = below.level;
        on = below.on;
        continue;
      }
      const end = { x: c.x + u.x * left, y: c.y + u.y * left };
      legs.push([c, end, level]);
      moved += left;
      left = 0;
      c = end;
    }
  }

  // Never end on a linear obstacle: back up to base contact before it.
  const stoppedBefore = new Set<Piece>();
  // Backing off one may leave the base on another, nearer one: go on until it is on none.
  for (let again = level === 0 && !m.incorporeal, guard = 0; again && guard < 20; guard++) {
    again = false;
    for (const p of t.pieces) {
      if (!p.linear || circlePolygonContact({ c, r: m.r }, p.poly) !== 'overlap') continue;
      again = true;
      const start = legs.length ? legs[legs.length - 1]![0] : m.c;
      const L = Math.hypot(c.x - start.x, c.y - start.y);
      let lo = 0, hi = L;
      for (let k = 0; k < 60; k++) {
        const mid = (lo + hi) / 2;
        if (circlePolygonContact({ c: { x: start.x + u.x * mid, y: start.y + u.y * mid }, r: m.r }, p.poly) === 'overlap') hi = mid;
        else lo = mid;
      }
      const back = L - lo;
      c = { x: start.x + u.x * lo, y: start.y + u.y * lo };
      moved -= back;
      if (legs.length) legs[legs.length - 1]![1] = c;
      stoppedBefore.add(p);
      stoppedBy = `${p.kind} ${p.id}`;
      reasons.push(
        reason('mfx.linear', `it cannot end on the ${p.kind} ${p.id}: it stops before it` + (p.traits.has('hazardous') ? ', taking no hazard damage from it' : '')),
      );
    }
  }
  // Linear obstacles crossed, severe terrain ignored, hazards entered.
  const entered = new Set<Piece>();
  for (const [p0, p1, lv] of legs) {
    if (lv !== 0 || m.incorporeal) continue;
    for (const p of t.pieces) {
      if (p.solid || stoppedBefore.has(p) || (p.ht > 0 && p.standable)) continue;
      const poly = p.poly;
      const x = segmentPolygonIntersection({ a: p0, b: p1 }, poly);
      const grazes = t.opt.terrainContact === 'base' && circlePolygonContact({ c: p1, r: m.r }, poly) === 'overlap';
      if (x.kind !== 'interior' && !grazes) continue;
      if (p.linear) reasons.push(reason('mfx.linear', `the push carries it over the ${p.kind} ${p.id}: linear obstacles never stop a push`));
      if (p.traits.has('severe')) reasons.push(reason('mfx.push', `pushes are not slowed by the severe ${p.kind} ${p.id}`));
      if (p.traits.has('hazardous') && !entered.has(p) && !discIn(m.disc, p, t.opt.terrainContact)) {
        entered.add(p);
        events.push({ type: 'hazard', piece: p.id, at: xy(p1), damage: p.damage.join('/') });
        reasons.push(reason('mfx.trait.hazardous', `pushed into the hazardous ${p.kind} ${p.id}: ${p.damage.join('/')} damage, once this turn`));
      }
    }
  }
  return {
    ask: 'push',
    at: xy(c),
    level,
    moved: round(Math.max(0, moved)),
    stoppedBy,
    damage,
    events,
    reasons: uniqueReasons(reasons),
    evidence: {
      lines: legs.map(([p0, p1, lv]) => ({ from: xy(p0), to: xy(p1), z: [lv, lv] as [number, number], clear: true })),
    },
  };
}

/** How far the base may go along u before it would leave the table (0 when it is at the edge already). */
function edgeDistance(t: Table, c: Point, r: number, u: Point): number {
  const [W, H] = t.size;
  let d = Infinity;
  if (u.x > 0) d = Math.min(d, (W - r - c.x) / u.x);
  if (u.x < 0) d = Math.min(d, (r - c.x) / u.x);
  if (u.y > 0) d = Math.min(d, (H - r - c.y) / u.y);
  if (u.y < 0) d = Math.min(d, (r - c.y) / u.y);
  return Math.max(0, d);
}

/** The first contact of the moving base with any obstacle (sweptCircleHit), as a distance and an index. */
function firstHit(disc: Circle, u: Point, distance: number, shapes: readonly PlaneShape[]): { distance: number; index: number } | null {
  const h = sweptCircleHit(disc, u, distance, shapes);
  return h ? { distance: h.distance, index: h.index } : null;
}

/** The highest surface under p no higher than `ceiling`. */
function surfaceAt(t: Table, p: Point, ceiling: number): { level: number; on: Piece | undefined } {
  let best: Piece | undefined;
  for (const q of t.pieces) {
    if (!q.standable || q.ht > ceiling || pointInPolygon(p, q.poly) === 'outside') continue;
    if (!best || q.ht > best.ht) best = q;
  }
  return best ? { level: best.ht, on: best } : { level: 0, on: undefined };
}

export type { Model };
