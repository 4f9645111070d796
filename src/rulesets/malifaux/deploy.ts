/**
 * The deploy question (mfx.deploy): may a model deploy with its base centre at a point, for a side? Its base
 * must lie wholly in the side's deployment zone (the reading taken: the text does not say "wholly", the base
 * game's deployment does), where a model may stand (mfx.trait.impassable, mfx.linear), and every piece of
 * terrain it is in or on must be eligible for deployment (the catalogue's column).
 */
import { HighgroundError } from '../../errors.js';
import { resolveRef, type Ref } from '../../engine/refs.js';
import { reason, type Reason, type Verdict } from '../../engine/verdict.js';
import { pointInPolygon, pointSegmentDistance, type Point, type Polygon } from '../../geometry/plane/index.js';
import { modelOf, refBoard } from './bodies.js';
import { fmt } from './fall.js';
import { placeProblem } from './place.js';
import { baseRadius, DEFAULT_BASE, discIn, standing, TOUCH, type Model, type Piece, type Table } from './context.js';

export interface DeployArgs {
  at: Ref;
  side?: string | number | undefined;
  figure?: string | undefined;
  base?: 30 | 40 | 50 | undefined;
}

function distanceToBoundary(p: Point, poly: Polygon): number {
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) best = Math.min(best, pointSegmentDistance(p, { a: poly[i]!, b: poly[(i + 1) % poly.length]! }));
  return best;
}

/**
 * The base lies wholly in the zone: its centre inside and no nearer the zone's edge than its radius, less the
 * millionth of an inch that base contact allows (TOUCH): a base typed to six decimals against the zone's edge
 * (a 30 mm base's radius is 0.59055118...", typed 0.590551) touches the edge, as it would touch a piece.
 */
function wholly(c: Point, r: number, zone: Polygon): boolean {
  return pointInPolygon(c, zone) !== 'outside' && distanceToBoundary(c, zone) >= r - TOUCH;
}

export function deployVerdict(t: Table, a: DeployArgs): Verdict {
  const m: Model | undefined = a.figure !== undefined ? modelOf(t, a.figure, 'figure') : undefined;
  const ref = resolveRef(refBoard(t), a.at, 'at');
  let c: Point;
  let levelArg: number | undefined;
  if (ref.kind === 'figure') {
    const f = ref.figure;
    c = f.c;
    levelArg = f.level;
  } else {
    c = { x: ref.at[0], y: ref.at[1] };
    levelArg = ref.level;
  }
  const side = a.side !== undefined ? String(a.side) : m?.side;
  if (side === undefined) throw new HighgroundError('give the side deploying (or a figure with a side)', { path: ['side'] });
  const zone = t.deployment.get(side);
  if (!zone)
    throw new HighgroundError(`the map has no deployment zone for side "${side}" (zones: ${[...t.deployment.keys()].join(', ') || 'none'})`, { path: ['side'] });
  const r = m ? m.r : baseRadius(a.base ?? DEFAULT_BASE);
  const s = standing(t.pieces, c, levelArg);
  const disc = { c, r };
  const no = (rs: Reason[]): Verdict => ({ ask: 'deploy', allowed: false, side, level: s.level, reasons: rs });
  if (!wholly(c, r, zone)) return no([reason('mfx.deploy', `the base is not wholly inside ${side}'s deployment zone`)]);
  const problem = placeProblem(t, m, disc, s.level, s.on);
  if (problem) return no([reason('mfx.deploy', `a model cannot be deployed where it cannot stand`), problem.reason]);
  const reasons: Reason[] = [reason('mfx.deploy', `the base is wholly inside ${side}'s deployment zone`)];
  const zoneHolds = (p: Piece) => p.poly.every((v) => pointInPolygon(v, zone) !== 'outside');
  if (s.on) {
    const p = s.on;
    const name = `${p.kind} ${p.id}`;
    const rule = p.info.deploy;
    if (rule === 'no') return no([reason('mfx.deploy', `models may not deploy on ${name}`)]);
    if (rule === 'zone-and-access' || rule === 'enclosed-part') {
      const access = p.access.length > 0 || (p.traits.has('climbable') && !p.info.accessOnly);
      if (!zoneHolds(p)) return no([reason('mfx.deploy', `on top of ${name} only if the piece lies inside the deployment zone, and it does not`)]);
      if (!access) return no([reason('mfx.deploy', `on top of ${name} only if it can be reached by climbing access, and it has none`)]);
      reasons.push(reason('mfx.deploy', `${name} lies in the zone and has climbing access: its top (Ht ${fmt(p.ht)}) is eligible`));
    } else reasons.push(reason('mfx.deploy', `the top of ${name} is eligible`));
  }
  for (const p of t.pieces) {
    if (p === s.on || p.info.access !== undefined) continue;
    // Terrain no higher than where it stands is not where it stands (a Ht 0 trap beneath a walkway included);
    // on the ground it is in a Ht 0 area under its base.
    if (s.level > 0 && s.level >= p.ht) continue;
    if (!discIn(disc, p, t.opt.terrainContact)) continue;
    const name = `${p.kind} ${p.id}`;
    const rule = p.info.deploy;
    if (rule === 'yes') reasons.push(reason('mfx.deploy', `${name} is eligible for deployment`));
    else if ((rule === 'enclosed-part' || rule === 'zone-and-access') && p.traits.has('enclosed'))
      reasons.push(reason('mfx.deploy', `inside the enclosed part of ${name}: eligible`));
    else return no([reason('mfx.deploy', `${name} is not eligible for deployment`)]);
  }
  return { ask: 'deploy', allowed: true, side, level: s.level, reasons };
}
