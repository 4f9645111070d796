/**
 * The balance question (mfx.balance): coverage of the table by terrain, the blocking / severe / cover split
 * (by piece count or by area, options balanceMeasure and balanceSplit), and symmetry under a half turn and the two mirrors. Areas are exact for polygons (unionArea; circles as
 * 256-gons); a piece drawn past the table's edge counts only where it covers the table (coverage, the area split,
 * symmetry).
 *
 * Symmetry is scored per group of terrain (blocking, severe, cover, other, as in the exclusive split), so a
 * forest facing a building does not count as symmetric; the score is the area-weighted mean of the groups'
 * scores (0: the image covers exactly the same ground with the same kind of terrain; 1: nothing shared).
 */
import { reason, type Reason, type Verdict } from '../../engine/verdict.js';
import { rectPolygon, symmetryScores, transformShape, unionArea, TABLE_SYMMETRIES, type PlaneShape, type TableSymmetry } from '../../geometry/plane/index.js';
import type { Piece, Table } from './context.js';
import { round } from './fall.js';

type Group = 'blocking' | 'severe' | 'cover' | 'other';

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

function groupsOf(p: Piece): Group[] {
  const g: Group[] = [];
  if (p.traits.has('blocking') || p.traits.has('dense')) g.push('blocking');
  if (p.traits.has('severe')) g.push('severe');
  if (p.traits.has('hard-cover') || p.traits.has('soft-cover')) g.push('cover');
  return g.length ? g : ['other'];
}

/**
 * The area of the table under a set of pieces. A piece drawn past the table's edge covers only the table under
 * it: |U n T| = |U| + |T| - |U u T|, with T the table's rectangle (exact for polygons, from unionArea); pieces
 * wholly on the table are measured as they are.
 */
function tableArea(pieces: readonly Piece[], size: readonly [number, number]): number {
  return onTable(pieces.map((p) => p.shape), size, !pieces.every((p) => onTableBox(p.box, size)));
}

function onTableBox(box: readonly [number, number, number, number], [W, H]: readonly [number, number]): boolean {
  return box[0] >= 0 && box[1] >= 0 && box[2] <= W && box[3] <= H;
}

/** |U n T| for the union U of `shapes` (just |U| when none reaches past the table: `past` false). */
function onTable(shapes: readonly PlaneShape[], size: readonly [number, number], past: boolean): number {
  const a = unionArea(shapes);
  if (!past) return a;
  const [W, H] = size;
  const table: PlaneShape = { kind: 'polygon', polygon: rectPolygon(0, 0, W, H) };
  return Math.max(0, a + W * H - unionArea([...shapes, table]));
}

/**
 * A group's symmetry scores on the table: |A xor B| / |A u B| with A the group's terrain and B its image, both
 * cut to the table (the table's symmetries map the table onto itself, so a piece's part past the edge has its
 * image past the edge and neither counts). Pieces wholly on the table are scored as symmetryScores scores them.
 */
function tableSymmetry(group: readonly Piece[], size: readonly [number, number]): Record<TableSymmetry, number> {
  const shapes = group.map((p) => p.shape);
  if (group.every((p) => onTableBox(p.box, size))) return symmetryScores(shapes, size);
  const a = onTable(shapes, size, true);
  const out: Record<TableSymmetry, number> = { rotate180: 0, mirrorLeftRight: 0, mirrorTopBottom: 0 };
  for (const k of TABLE_SYMMETRIES) {
    const image = shapes.map((s) => transformShape(s, size, k));
    const b = onTable(image, size, true);
    const both = onTable([...shapes, ...image], size, true);
    out[k] = both > 0 ? Math.min(1, Math.max(0, (2 * both - a - b) / both)) : 0;
  }
  return out;
}

export function balanceVerdict(t: Table): Verdict {
  const pieces = t.pieces.filter((p) => p.info.access === undefined);
  const [W, H] = t.size;
  const total = tableArea(pieces, t.size);
  const coverage = total / (W * H);
  const opt = t.opt;
  const exclusive = (p: Piece): Group => groupsOf(p)[0]!;
  const inGroup = (g: Group) => pieces.filter((p) => (opt.balanceSplit === 'exclusive' ? exclusive(p) === g : groupsOf(p).includes(g)));
  const share = (g: Group) =>
    opt.balanceMeasure === 'count'
      ? pieces.length > 0
        ? inGroup(g).length / pieces.length
        : 0
      : total > 0
        ? tableArea(inGroup(g), t.size) / total
        : 0;
  const split = { blocking: round(share('blocking')), severe: round(share('severe')), cover: round(share('cover')) };

  const scores: Record<TableSymmetry, number> = { rotate180: 0, mirrorLeftRight: 0, mirrorTopBottom: 0 };
  let weight = 0;
  for (const g of ['blocking', 'severe', 'cover', 'other'] as const) {
    const group = pieces.filter((p) => exclusive(p) === g);
    if (!group.length) continue;
    const a = tableArea(group, t.size);
    const s = tableSymmetry(group, t.size);
    for (const k of TABLE_SYMMETRIES) scores[k] += a * s[k];
    weight += a;
  }
  for (const k of TABLE_SYMMETRIES) scores[k] = weight > 0 ? round(scores[k] / weight) : 0;
  const symmetricUnder = TABLE_SYMMETRIES.filter((k) => weight > 0 && scores[k] <= opt.symmetryThreshold);

  const reasons: Reason[] = [];
  const problems: string[] = [];
  const coverageOk = coverage >= 0.33 - 1e-12 && coverage <= 0.5 + 1e-12;
  reasons.push(reason('mfx.balance', `terrain covers ${pct(coverage)} of the table (${coverageOk ? 'within' : 'outside'} 33-50%)`));
  if (!coverageOk) problems.push('coverage');
  const third = 1 / 3;
  for (const g of ['blocking', 'severe', 'cover'] as const) {
    const ok = Math.abs(split[g] - third) <= opt.balanceTolerance + 1e-12;
    const by = opt.balanceMeasure === 'count' ? 'of the pieces' : 'of the terrain area';
    reasons.push(reason('mfx.balance', `${g}: ${pct(split[g])} ${by} (${ok ? 'about' : 'not about'} one third)`));
    if (!ok) problems.push(g);
  }
  if (symmetricUnder.length) {
    problems.push('symmetric');
    reasons.push(reason('mfx.balance', `the terrain is symmetric under ${symmetricUnder.join(', ')}: deploying first gains nothing`));
  } else reasons.push(reason('mfx.balance', `the terrain is not symmetric (lowest score ${Math.min(...TABLE_SYMMETRIES.map((k) => scores[k]))} above ${opt.symmetryThreshold})`));
  return {
    ask: 'balance',
    balanced: problems.length === 0,
    coverage: round(coverage),
    split,
    symmetry: scores,
    symmetric: symmetricUnder.length > 0,
    problems,
    reasons,
    evidence: { polygons: pieces.map((p) => ({ points: p.poly.map((q) => [q.x, q.y] as [number, number]), note: `${p.kind} ${p.id}: ${groupsOf(p).join(', ')}` })) },
  };
}
