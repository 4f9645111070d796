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
  circleVersusCircle,
  type Circle,
  pointSegmentDistance,
  segmentCircleIntersection,
  segmentPolygonIntersection,
  sweptCircleHit,
  type PlaneShape,
  type Point,
} from '../../geometry/plane/index.js';
import { body, modelOf } from './bodies.js';
import { fall, fmt, round, xy } from './fall.js';
import { placeProblem } from './place.js';
import { bisect } from '../../geometry/bisect.js';
import { LineCuts, farthestWhere } from './line-stop.js';
import { enteredReason, hazardAtLevel, takenAfterEvents, withinHazard } from './hazards.js';
import { TOUCH, discContact, discIn, pointInPiece, type Model, type Piece, type Table } from './context.js';

export interface PushArgs {
  figure: string;
  distance: number;
  direction?: [number, number] | undefined;
  toward?: Ref | undefined;
  away?: Ref | undefined;
  upTo?: boolean | undefined;
  chosen?: number | undefined;
}


/** Does piece p stop a push of a model standing at `level`? */
function stops(p: Piece, level: number): boolean {
  if (p.linear || p.info.access !== undefined) return false;
  const hard = p.traits.has('impassable') || p.traits.has('stops-pushes') || p.solid;
  if (p.ht > level) return hard || (p.standable && !p.traits.has('enclosed'));
  return level === 0 && p.ht === 0 && hard;
}

export function pushVerdict(t: Table, a: PushArgs): Verdict {
  const m = modelOf(t, a.figure, 'figure');
  const given = [a.direction, a.toward, a.away].filter((x) => x !== undefined).length;
  if (given !== 1) throw new HighgroundError('give exactly one of direction, toward or away', { path: [] });
  let u: Point;
  let how: string;
  /** How far the push may go and still be "towards" its object (mfx.push), with why; none for the other pushes. */
  let toward: { cap: number; label: string; why: string } | undefined;
  if (a.direction) {
    u = { x: a.direction[0], y: a.direction[1] };
    how = `in the direction [${a.direction.join(', ')}]`;
  } else {
    const key = a.toward !== undefined ? 'toward' : 'away';
    const other = body(t, (a.toward ?? a.away)!, key);
    const s = key === 'toward' ? 1 : -1;
    u = { x: s * (other.c.x - m.c.x), y: s * (other.c.y - m.c.y) };
    how = `directly ${key === 'toward' ? 'towards' : 'away from'} ${other.label}`;
    if (key === 'toward') {
      // Past its object a push would be moving away from it: a point stops it when the base centre reaches it (or,
      // option pushToward contact, when the base first touches it); a model when the centre would pass its
      // centre (an incorporeal one it goes through; the back-off below then leaves it in base contact before it).
      const d = Math.hypot(other.c.x - m.c.x, other.c.y - m.c.y);
      const contact = !other.model && t.opt.pushToward === 'contact';
      toward = {
        cap: Math.max(0, contact ? d - m.r : d),
        label: other.label,
        why: other.model
          ? `it reaches ${other.label}: past it, it would no longer move towards it`
          : contact
            ? `its base reaches the point ${other.label}: on from there it would no longer move towards it (option pushToward contact)`
            : `its centre reaches the point ${other.label}: past it, it would move away from it (option pushToward centre)`,
      };
    }
  }
  const len = Math.hypot(u.x, u.y);
  if (!(len > 0)) throw new HighgroundError('the push has no direction (zero vector, or the object is at the model\'s centre)', { path: [a.direction ? 'direction' : a.toward !== undefined ? 'toward' : 'away'] });
  u = { x: u.x / len, y: u.y / len };
  if (a.chosen !== undefined && !a.upTo) throw new HighgroundError('chosen is for "up to" pushes (upTo: true)', { path: ['chosen'] });
  if (a.chosen !== undefined && a.chosen > a.distance) throw new HighgroundError(`an "up to ${a.distance}" push cannot go ${a.chosen}"`, { path: ['chosen'] });
  const asked = a.upTo ? (a.chosen ?? a.distance) : a.distance;
  const want = toward && toward.cap < asked ? toward.cap : asked;

  const reasons: Reason[] = [
    reason('mfx.push', `${a.upTo ? `pushed up to ${fmt(a.distance)}" (${fmt(asked)}" chosen)` : `pushed ${fmt(asked)}"`} in a straight line ${how}`),
  ];
  const events: { type: string; piece?: string; at: [number, number]; damage?: number | string; height?: number; immune?: boolean; enters?: [number, number] }[] = [];
  const legs: [Point, Point, number][] = [];
  let c = m.c;
  let level = m.level;
  let on = m.on;
  let left = want;
  let moved = 0;
  let damage = 0;
  let stoppedBy: string | null = null;
  /**
   * The last fall off a ledge, to go back to when the push ends on a linear obstacle the model landed on: with no
   * push left to carry it over, there is no room before it below the ledge, so it stops at the ledge (mfx.linear).
   */
  let lastFall: { leg: number; from: Point; edge: Point; level: number; on: Piece | undefined; moved: number; damage: number; events: number; reasons: number; exit: number; ledge: string } | undefined;

  if (m.incorporeal) {
    reasons.push(reason('mfx.model.incorporeal', `${m.id} ignores terrain and models during the push`));
    const fits = (p: Point) => {
      const s = surfaceAt(t, p, level);
      return !placeProblem(t, m, { c: p, r: m.r }, s.level, s.on);
    };
    const d = farthestFit(t, m.r, c, u, want, fits);
    const end = { x: c.x + u.x * d, y: c.y + u.y * d };
    if (d < want) reasons.push(reason('mfx.trait.impassable', `it cannot end inside terrain, another model or off the table: it stops after ${fmt(d)}"`));
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
        // An incorporeal model is ignored by other models during a push (mfx.model.incorporeal reading).
        if (o === m || o.level !== level || o.incorporeal) continue;
        stoppers.push({ shape: { kind: 'circle', circle: o.disc }, label: `model ${o.id}`, why: 'other models are impassable objects to a push' });
      }
      // A base that reaches in by no more than TOUCH only touches (context.ts): a push grazing a model or a face
      // in base contact typed to six decimals goes on past it, as a walk does (audit12).
      let hit = firstHit({ c, r: m.r - TOUCH }, u, left, stoppers.map((s) => s.shape));
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
        const x = crossing({ a: c, b: far }, on);
        const first = x.intervals[0];
        // A base that came down onto a piece across a narrow gap may stand with its centre short of it: it leaves
        // the piece where the line leaves it.
        // When its line does not cross the piece within the push left, it stays on it where the base still overlaps
        // it at the end (review16: a short push after such a landing left at once and "stopped by" the lower roof).
        const startsOff = pointInPiece(c, on) === 'outside';
        if (pointInPiece(far, on) === 'outside') {
          if (first) exit = first[0] <= 1e-12 || startsOff ? first[1] * left : 0;
          else exit = startsOff && discContact({ c: far, r: m.r }, on) === 'overlap' ? Infinity : 0;
        }
      }
      const stopAt = (h: { distance: number; index: number }): void => {
        const end = { x: c.x + u.x * h.distance, y: c.y + u.y * h.distance };
        legs.push([c, end, level]);
        moved += h.distance;
        c = end;
        const s = stoppers[h.index]!;
        stoppedBy = s.label;
        reasons.push(reason('mfx.push', `it stops in base contact with ${s.label}: ${s.why}`));
      };
      if (hit && hit.distance <= exit) {
        stopAt(hit);
        break;
      }
      if (exit < Infinity && on) {
        const edge = { x: c.x + u.x * exit, y: c.y + u.y * exit };
        // A piece of the same height beyond the ledge: the push goes on across it, with no fall.
        const across = surfaceAt(t, edge, level, on);
        if (across.on && across.level === level) {
          legs.push([c, edge, level]);
          moved += exit;
          left -= exit;
          c = edge;
          on = across.on;
          continue;
        }
        // Land with the base clear of the ledge.
        const [, hi] = bisect(0, m.r * 4 + 1, (d) => discContact({ c: { x: edge.x + u.x * d, y: edge.y + u.y * d }, r: m.r }, on!) === 'overlap', 50);
        const land = { x: edge.x + u.x * hi, y: edge.y + u.y * hi };
        // A gap to a piece of the same height narrower than the base (where its base comes clear of the ledge,
        // it is over that piece or overlaps it, so it cannot come down between them): it goes on across with no
        // fall until its centre is over that piece (audit12: a push across a 0.5" gap between two Ht 3 roofs
        // stopped at the first one's edge).
        const below = surfaceAt(t, land, level, on);
        const beyond = below.level === level && below.on ? below.on : t.pieces.find((q) => q !== on && q.standable && q.ht === level && discContact({ c: land, r: m.r }, q) === 'overlap');
        if (beyond) {
          const reachOut = exit + hi + 2 * m.r;
          const into = crossing({ a: c, b: { x: c.x + u.x * reachOut, y: c.y + u.y * reachOut } }, beyond).intervals[0];
          const go = Math.min(left, into ? Math.max(exit, into[0] * reachOut) : exit + hi);
          if (hit && hit.distance <= go) {
            stopAt(hit);
            break;
          }
          const end = { x: c.x + u.x * go, y: c.y + u.y * go };
          legs.push([c, end, level]);
          moved += go;
          left -= go;
          c = end;
          on = beyond;
          continue;
        }
        // A lower piece the base still overlaps where it comes clear of the ledge (across a gap narrower than the
        // base): it cannot come down between them, so it comes down onto the highest such piece and goes on from
        // there (audit r28: a push off a Ht 4 roof toward a Ht 2 roof 0.8" away stopped at the ledge).
        const under = t.pieces
          .filter((q) => q !== on && q.standable && q.ht < level && q.ht > below.level && discContact({ c: land, r: m.r }, q) === 'overlap')
          .reduce<Piece | undefined>((a, q) => (!a || q.ht > a.ht ? q : a), undefined);
        const rest = under ? { level: under.ht, on: under } : below;
        // Where the base cannot come down (an impassable piece, another model, off the table), it cannot go
        // over the ledge either: it stops at the edge (a reading: the text does not say).
        // A linear obstacle or an incorporeal model under the landing is no bar: the push goes on over or through
        // it (a push that ends on it goes back to the ledge, below).
        const blocked = placeProblem(t, m, { c: land, r: m.r }, rest.level, rest.on, true);
        if (blocked) {
          legs.push([c, edge, level]);
          moved += exit;
          c = edge;
          stoppedBy = blocked.what;
          reasons.push(reason('mfx.push', `it would come down over the edge of ${on.kind} ${on.id} onto ${blocked.what}, where it cannot be: it stops at the ledge`), blocked.reason);
          break;
        }
        lastFall = { leg: legs.length, from: c, edge, level, on, moved, damage, events: events.length, reasons: reasons.length, exit, ledge: `${on.kind} ${on.id}` };
        const f = fall(level - rest.level, m);
        damage += f.damage;
        events.push({ type: 'fall', piece: on.id, at: xy(land), height: level - rest.level, damage: f.damage });
        reasons.push(reason('mfx.push', `pushed off the edge of ${on.kind} ${on.id}, it falls at once and then goes on with the push`), ...f.reasons);
        legs.push([c, land, level]);
        const used = Math.min(left, exit + hi);
        moved += used;
        left -= used;
        c = land;
        level = rest.level;
        on = rest.on;
        // A push used up by the time its base comes clear of the ledge still ends down there: a leg at the new
        // level, so what the base lands in is met (review16: a trap at the ledge's foot was never entered).
        if (left <= 1e-12) legs.push([land, land, level]);
        continue;
      }
      const end = { x: c.x + u.x * left, y: c.y + u.y * left };
      legs.push([c, end, level]);
      moved += left;
      left = 0;
      c = end;
    }
  }

  // Said only when it is what stopped the push (a wall or the table edge may have stopped it before), second as before.
  let spliced = 0;
  if (want < asked && stoppedBy === null && moved >= want - 1e-9) {
    stoppedBy = toward!.label;
    reasons.splice(1, 0, reason('mfx.push', `after ${fmt(want)}" ${toward!.why}`));
    spliced = 1;
  }
  // Never end on a linear obstacle, nor overlapping an incorporeal model it was pushed through: back up to
  // base contact before it.
  const stoppedBefore = new Set<Piece>();
  const passedThrough = (o: Model): boolean => o !== m && o.incorporeal && o.level === level;
  // Backing off one may leave the base on another, nearer one: go on until it is on none.
  for (let again = !m.incorporeal, guard = 0; again && guard < 20; guard++) {
    again = false;
    const blockers: { overlaps: (q: Point) => boolean; piece: Piece | undefined; label: string; model: Model | undefined }[] = [];
    if (level === 0) {
      for (const p of t.pieces) {
        if (p.linear) blockers.push({ overlaps: (q) => discContact({ c: q, r: m.r }, p) === 'overlap', piece: p, label: `${p.kind} ${p.id}`, model: undefined });
      }
    }
    for (const o of t.models.values()) {
      if (passedThrough(o)) blockers.push({ overlaps: (q) => circleVersusCircle(o.disc, { c: q, r: m.r }) < 0, piece: undefined, label: `model ${o.id}`, model: o });
    }
    for (const b of blockers) {
      if (!b.overlaps(c)) continue;
      again = true;
      const start = legs.length ? legs[legs.length - 1]![0] : m.c;
      // It landed on the obstacle (or incorporeal model) from a ledge and the push ends before it is past it: there
      // is no place before it on this level (the ledge's wall is there), so it never went over the ledge: back to
      // the edge, no fall.
      if (lastFall && legs.length - 1 >= lastFall.leg && (legs.length - 1 === lastFall.leg || b.overlaps(start))) {
        const f = lastFall;
        lastFall = undefined;
        legs.length = f.leg;
        legs.push([f.from, f.edge, f.level]);
        events.length = f.events;
        reasons.length = f.reasons + spliced;
        c = f.edge;
        level = f.level;
        on = f.on;
        moved = f.moved + f.exit;
        damage = f.damage;
        stoppedBy = b.label;
        if (b.piece) {
          stoppedBefore.add(b.piece);
          reasons.push(
            reason('mfx.linear', `it would come down over the edge of ${f.ledge} onto the ${b.label} with too little push left to go over it, and cannot end on it: it stops at the ledge` + (b.piece.traits.has('hazardous') ? ', taking no hazard damage from it' : '')),
          );
        } else {
          reasons.push(
            reason('mfx.model.incorporeal', `it would come down over the edge of ${f.ledge} onto the incorporeal ${b.label.replace('model ', '')}'s base with too little push left to pass through it, and cannot end on it: it stops at the ledge`),
          );
        }
        break;
      }
      const L = Math.hypot(c.x - start.x, c.y - start.y);
      const [lo] = bisect(0, L, (d) => !b.overlaps({ x: start.x + u.x * d, y: start.y + u.y * d }), 60);
      const back = L - lo;
      c = { x: start.x + u.x * lo, y: start.y + u.y * lo };
      moved -= back;
      if (legs.length) legs[legs.length - 1]![1] = c;
      stoppedBy = b.label;
      const p = b.piece;
      if (p) {
        stoppedBefore.add(p);
        reasons.push(
          reason('mfx.linear', `it cannot end on the ${p.kind} ${p.id}: it stops before it` + (p.traits.has('hazardous') ? ', taking no hazard damage from it' : '')),
        );
      } else {
        reasons.push(
          reason('mfx.model.incorporeal', `the push may carry it through the incorporeal ${b.label.replace('model ', '')}'s base but not end on it: it stops in base contact before it`),
        );
      }
    }
  }
  // Linear obstacles crossed, severe terrain ignored, hazards entered.
  // A hazard is met by a leg at a level where the base can be within it (hazardAtLevel: on the ground under a Ht 0
  // trap, on the top of a raised one under topTraits apply), and entered unless the model stood within it before
  // the push (at its own level: a model on a walkway over a trap is not in the trap, so falling into it enters it).
  // Incorporeal models passed through on the way (mfx.model.incorporeal: other models are pushed through them).
  if (!m.incorporeal) {
    for (const o of t.models.values()) {
      if (o === m || !o.incorporeal) continue;
      if (legs.some(([p0, p1, lv]) => lv === o.level && pointSegmentDistance(o.c, { a: p0, b: p1 }) < o.r + m.r - TOUCH))
        reasons.push(reason('mfx.model.incorporeal', `the push carries it through the incorporeal ${o.id}'s base: other models ignore it`));
    }
  }
  const entered = new Set<Piece>();
  for (const [p0, p1, lv] of legs) {
    if (m.incorporeal) continue;
    for (const p of t.pieces) {
      if (stoppedBefore.has(p)) continue;
      const ground = lv === 0 && !p.solid && !(p.ht > 0 && p.standable);
      const hazard = p.traits.has('hazardous') && !entered.has(p) && (p.linear ? lv === 0 : hazardAtLevel(t, lv, p));
      if (!ground && !hazard) continue;
      if (!legMeets(p0, p1, p, m.r, t.opt.terrainContact)) continue;
      if (ground && p.linear) reasons.push(reason('mfx.linear', `the push carries it over the ${p.kind} ${p.id}: linear obstacles never stop a push`));
      if (ground && p.traits.has('severe')) reasons.push(reason('mfx.push', `pushes are not slowed by the severe ${p.kind} ${p.id}`));
      if (hazard && (p.linear || !withinHazard(t, m.disc, m.level, p))) {
        entered.add(p);
        // Absent when the leg starts with the base in it (a push carried off a ledge that lands in it), as on a move.
        const e = entryAlong(p0, p1, p, m.r, t.opt.terrainContact);
        const enters = e ? { enters: xy(e) } : {};
        events.push(m.hazardsTaken.has(p) ? { type: 'hazard', piece: p.id, at: xy(p1), damage: 0, immune: true, ...enters } : { type: 'hazard', piece: p.id, at: xy(p1), damage: p.damage.join('/'), ...enters });
        reasons.push(enteredReason(m, p, 'pushed into'));
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
    hazardsTaken: takenAfterEvents(m, events),
    reasons: uniqueReasons(reasons),
    evidence: {
      lines: legs.map(([p0, p1, lv]) => ({ from: xy(p0), to: xy(p1), z: [lv, lv] as [number, number], clear: true })),
    },
  };
}

/** Where a segment runs inside piece p: its true circle for a round piece (issue 13: no polygon stands in for it). */
function crossing(seg: { a: Point; b: Point }, p: Piece): ReturnType<typeof segmentPolygonIntersection> {
  return p.shape.kind === 'circle' ? segmentCircleIntersection(seg, p.shape.circle) : segmentPolygonIntersection(seg, p.poly);
}

/**
 * Does the base meet piece p on the leg p0-p1? Under terrainContact base, when it overlaps the piece (more than TOUCH
 * deep) anywhere along the leg, the swept base included: a push carrying the base's rim over a pool enters it, as a
 * walk does (audit r28: only the centre's line was tested). Under centre, when the centre's line crosses its inside.
 * Exact for round pieces.
 */
function legMeets(p0: Point, p1: Point, p: Piece, r: number, contact: 'base' | 'centre'): boolean {
  if (discIn({ c: p0, r }, p, contact) || discIn({ c: p1, r }, p, contact)) return true;
  const dx = p1.x - p0.x, dy = p1.y - p0.y, L = Math.hypot(dx, dy);
  if (!(L > 0)) return false;
  if (contact === 'base') return sweptCircleHit({ c: p0, r: Math.max(0, r - TOUCH) }, { x: dx, y: dy }, L, [p.shape]) !== null;
  return crossing({ a: p0, b: p1 }, p).kind === 'interior';
}

/**
 * Where the base centre is when the base first enters piece p on the leg p0-p1 (undefined when it is in it at p0
 * already, p1 when the leg only comes into it at its end), exactly: under terrainContact base the base enters when it
 * overlaps the piece more than TOUCH deep (discContact), so its centre meets the piece grown by r - TOUCH: the
 * first contact of a disc of that radius swept along the leg (sweptCircleHit: the leg against the piece's edges
 * pushed out, its corners' circles, or the grown circle of a round piece); under terrainContact centre, where the
 * leg first crosses into the piece's interior (its true circle for a round piece). No sampling, so a hazard
 * thinner than any step is found where the leg enters it.
 */
function entryAlong(p0: Point, p1: Point, p: Piece, r: number, contact: 'base' | 'centre'): Point | undefined {
  if (discIn({ c: p0, r }, p, contact)) return undefined;
  const dx = p1.x - p0.x, dy = p1.y - p0.y, L = Math.hypot(dx, dy);
  if (!(L > 0)) return p1;
  let s: number | undefined;
  if (contact === 'base') {
    const hit = sweptCircleHit({ c: p0, r: Math.max(0, r - TOUCH) }, { x: dx, y: dy }, L, [p.shape]);
    if (hit) s = hit.distance / L;
  } else {
    const seg = { a: p0, b: p1 };
    const x = crossing(seg, p);
    if (x.intervals.length) s = x.intervals[0]![0];
  }
  if (s === undefined) return p1;
  return { x: p0.x + dx * Math.min(1, Math.max(0, s)), y: p0.y + dy * Math.min(1, Math.max(0, s)) };
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

/**
 * The farthest distance d in [0, want] along c + d u where `fits` holds (0 when nowhere does: the model stays).
 * Whether a base fits can only change where the base starts or stops touching something: where the centre is
 * r from a piece's corner or edge line, crosses a piece's edge (the surface under it changes), is r plus a
 * model's radius from that model's centre, or r from a table edge. Those distances are worked out exactly
 * (quadratics and line crossings); between two of them `fits` is constant, so it is tested once inside each
 * stretch and at each breakpoint, from the far end back. Past the table edge nothing fits, so the work is
 * bounded by the table, whatever the push distance (a 1e20" push used to step back 0.01" at a time, forever).
 */
function farthestFit(t: Table, r: number, c: Point, u: Point, want: number, fits: (p: Point) => boolean): number {
  const at = (d: number): Point => ({ x: c.x + u.x * d, y: c.y + u.y * d });
  // The base is off the table beyond this distance (its centre off it).
  const far = Math.min(want, edgeDistance(t, c, 0, u));
  const cuts = new LineCuts(c, u);
  const lo = { x: Math.min(c.x, at(far).x) - r, y: Math.min(c.y, at(far).y) - r };
  const hi = { x: Math.max(c.x, at(far).x) + r, y: Math.max(c.y, at(far).y) + r };
  for (const p of t.pieces) {
    if (p.box[2] < lo.x || p.box[0] > hi.x || p.box[3] < lo.y || p.box[1] > hi.y) continue;
    cuts.outline(p.poly, r);
  }
  for (const o of t.models.values()) cuts.circle(o.c, o.r + r);
  cuts.table(t.size[0], t.size[1], r);
  return farthestWhere(cuts.cuts, far, (d) => fits(at(d))) ?? 0;
}

/** The highest surface under p no higher than `ceiling` (other than the piece `except`); else the ground. */
function surfaceAt(t: Table, p: Point, ceiling: number, except?: Piece): { level: number; on: Piece | undefined } {
  let best: Piece | undefined;
  for (const q of t.pieces) {
    if (!q.standable || q === except || q.ht > ceiling || pointInPiece(p, q) === 'outside') continue;
    if (!best || q.ht > best.ht) best = q;
  }
  return best ? { level: best.ht, on: best } : { level: 0, on: undefined };
}

export type { Model };
