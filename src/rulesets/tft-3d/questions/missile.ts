/**
 * Sight and missile fire along the range string (tft.missile.line, tft.missile.range): a 3-D line from
 * the shooter's head (the top of its column, over its front hex) to the target's chest (its base plus
 * two thirds of its column height, over the hex of its footprint that gives the best line).
 * A place as an end point stands for a figure of the default size (1 hex, H 3) standing on its top
 * surface (or the level given): the line starts at its head or ends at its chest, as for a figure. Levels
 * are traced in thirds (z units) so the chest is exact.
 *
 * The line is not symmetric: A's head to B's chest is another line than B's head to A's chest, so A may
 * see B while B does not see A (a short figure behind a wall seeing a tall one's head...). The engine's
 * tracer itself is symmetric for one line (src/engine/sight3d.ts).
 */
import * as z from '../../../formats/schema-kit.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema, type Ref } from '../../../engine/refs.js';
import { reason, type Reason, type Verdict } from '../../../engine/verdict.js';
import { indexOf, xyOf } from '../../../board/hex-board.js';
import { axialToOffset, type Axial } from '../../../geometry/hex/coords.js';
import { hexToPixel } from '../../../geometry/hex/layout.js';
import { roundedRange, traceSight3D, type Body, type Sight3DResult, type ZInterval } from '../../../engine/sight3d.js';
import { columnHeight, type Ctx } from '../context.js';
import { heightForHexes } from '../kinds.js';
import { figure, notSame, place } from '../resolve.js';
import { odds } from '../odds.js';
import { rangeDx } from '../rules.js';
import { standingWater } from '../terrain-costs.js';
import { say } from '../summary.js';

const Z = 3;

interface End {
  id: string | undefined;
  hexes: Axial[];
  z: number;
  label: string;
  /** Height of the feet (a third of a level above the base, clear of the ground it stands on), for concealment. */
  feet: number;
  /** Figures standing where a place argument's stand-in figure would stand (not in the way of its own line). */
  displaced: string[];
}

/**
 * A place argument is read as a figure of the default size standing there: one hex, H 3 (tft.height.chart's
 * human, the height a figure given no kind gets), on the place's top surface or the level given. Its head
 * (as shooter) or chest (as target) ends the line, as for a figure. The figures standing in that column are
 * set aside: the stand-in takes their room.
 */
const STAND_IN_H = heightForHexes(1);

function standIn(ctx: Ctx, ref: Ref, arg: string, z: (level: number) => number, part: string): End {
  const p = place(ctx, ref, arg);
  const feet = p.level * Z + 1;
  const lo = p.level, hi = p.level + STAND_IN_H;
  const displaced = (ctx.occupants.get(p.place) ?? []).filter((o) => o.lo < hi && o.hi > lo).map((o) => o.id);
  return { id: undefined, hexes: [p.hex], z: z(p.level), label: `${part} of a figure of H ${STAND_IN_H} at ${JSON.stringify([...xyOf(ctx.terrain, p.place), p.level])}`, feet, displaced };
}

function shooterEnd(ctx: Ctx, ref: Ref, arg: string): End {
  if (typeof ref === 'string') {
    const f = figure(ctx, ref, arg);
    return { id: f.id, hexes: [f.hexList[0]!], z: (f.level + columnHeight(f)) * Z, label: `${f.id}'s head`, feet: f.level * Z + 1, displaced: [] };
  }
  return standIn(ctx, ref, arg, (L) => (L + STAND_IN_H) * Z, 'the head');
}

function targetEnd(ctx: Ctx, ref: Ref, arg: string): End {
  if (typeof ref === 'string') {
    const f = figure(ctx, ref, arg);
    return { id: f.id, hexes: [...f.hexList], z: f.level * Z + 2 * columnHeight(f), label: `${f.id}'s chest`, feet: f.level * Z + 1, displaced: [] };
  }
  return standIn(ctx, ref, arg, (L) => L * Z + 2 * STAND_IN_H, 'the chest');
}

export interface LineOut {
  result: Sight3DResult;
  from: Axial;
  to: Axial;
  zFrom: number;
  zTo: number;
}

/** Trace the best line from a shooter to a target (clear first, then fewest figures in the way, then shortest). */
export function traceLine(ctx: Ctx, fromRef: Ref, toRef: Ref, args: readonly [string, string] = ['from', 'to']): { a: End; b: End; line: LineOut; halfHidden: boolean | undefined } {
  const a = shooterEnd(ctx, fromRef, args[0]);
  const b = targetEnd(ctx, toRef, args[1]);
  notSame(a.id, b.id, args[0], args[1]);
  const t = ctx.terrain;
  const terrain = (q: number, r: number): ZInterval[] => {
    const p = indexOf(t, q, r);
    return p < 0 ? [] : t.solids[p]!.map((s) => ({ lo: s.lo * Z, hi: s.hi * Z }));
  };
  const bodies = (q: number, r: number): Body[] => {
    const p = indexOf(t, q, r);
    return p < 0 ? [] : (ctx.occupants.get(p) ?? []).map((o) => ({ id: o.id, lo: o.lo * Z, hi: o.hi * Z }));
  };
  const ignore = new Set([a.id, b.id, ...a.displaced, ...b.displaced].filter((x): x is string => x !== undefined));
  let best: LineOut | undefined;
  const trace = (to: Axial, zTo: number) => traceSight3D({
    from: a.hexes[0]!, zFrom: a.z, to, zTo, terrain, bodies, ignore, tie: ctx.options.tie, zPerLevel: Z, levelsPerHex: ctx.options.levelsPerHex,
  });
  for (const to of b.hexes) {
    const from = a.hexes[0]!;
    const result = trace(to, b.z);
    const cand = { result, from, to, zFrom: a.z, zTo: b.z };
    if (!best) { best = cand; continue; }
    const k = (x: LineOut) => [x.result.clear ? 0 : 1, x.result.through.length, x.result.rangeSquaredScaled];
    const kc = k(cand), kb = k(best);
    if (kc[0]! < kb[0]! || (kc[0] === kb[0] && (kc[1]! < kb[1]! || (kc[1] === kb[1] && kc[2]! < kb[2]!)))) best = cand;
  }
  // Concealment (option): the chest is in view but terrain hides the feet over every hex of the footprint.
  const halfHidden = ctx.options.concealment === undefined || !best!.result.clear ? undefined
    : !b.hexes.some((to) => trace(to, b.feet).clear);
  return { a, b, line: best!, halfHidden };
}

function xy(h: Axial): [number, number] {
  const o = axialToOffset(h);
  return [o.x, o.y];
}

/** A hex centre in board units (pointy-top, size 1), where evidence lines start and end. */
function centre(h: Axial): [number, number] {
  const p = hexToPixel(h, 1);
  return [p.x, p.y];
}

function lineFacts(r: Sight3DResult) {
  return {
    blockedBy: r.blocked.map((x) => ({ at: xy(x), from: x.lo / Z, to: x.hi / Z, ...(x.tieWith ? { tie: true } : {}) })),
    through: r.through.map((x) => x.id),
    over: r.over.map((x) => x.id),
    under: r.under.map((x) => x.id),
    beside: r.beside.map((x) => x.id),
    ties: r.ties.map((x) => ({ hexes: x.hexes.map(xy), sides: x.sides, blocked: x.blocked })),
  };
}

function tieReasons(ctx: Ctx, r: Sight3DResult): Reason[] {
  return r.ties.length
    ? [reason('tft.missile.line', `the line runs along ${r.ties.length} hexside${r.ties.length === 1 ? '' : 's'}; read with option hexsideTie: ${ctx.options.tie} (${ctx.options.tie === 'both' ? 'blocked only if both sides block' : 'blocked if either side blocks'})`)]
    : [];
}

function concealReasons(ctx: Ctx, b: End, halfHidden: boolean | undefined): Reason[] {
  if (halfHidden === undefined) return [];
  return [reason('tft.missile.line', halfHidden
    ? `concealment (option): terrain hides ${b.id ?? 'the target'}'s feet while its chest is in view: half hidden, ${ctx.options.concealment} DX to hit`
    : `concealment (option): ${b.id ?? 'the target'}'s feet are in view too: not hidden`, { concealed: halfHidden ? 'half' : 'none' })];
}

const Args = z.strictObject({ from: RefSchema, to: RefSchema });

export const sightQ = question<Ctx, z.Schema<{ from: Ref; to: Ref }>>({
  summary: say.sight,
  args: Args,
  positional: ['from', 'to'],
  answer(ctx, args): Verdict {
    const { a, b, line, halfHidden } = traceLine(ctx, args.from, args.to);
    const r = line.result;
    const facts = lineFacts(r);
    const conceal = concealReasons(ctx, b, halfHidden);
    const reasons: Reason[] = [...conceal, reason('tft.missile.line', r.clear
      ? `the line from ${a.label} to ${b.label} clears the terrain${facts.through.length ? `; it passes through ${facts.through.join(', ')}` : ''}${facts.over.length ? `; it passes over ${facts.over.join(', ')}` : ''}`
      : `terrain blocks the line from ${a.label} to ${b.label} at ${facts.blockedBy.map((x) => JSON.stringify(x.at)).join(', ')}`), ...tieReasons(ctx, r)];
    return {
      ask: 'sight', sight: r.clear, blocked: !r.clear, range: r.range, ...(halfHidden !== undefined ? { concealed: halfHidden ? 'half' : 'none' } : {}), ...facts, reasons,
      evidence: { lines: [{ from: centre(line.from), to: centre(line.to), z: [line.zFrom / Z, line.zTo / Z], clear: r.clear, blockedBy: facts.blockedBy.map((x) => ({ at: x.at, how: x.tie ? 'hexside tie' : 'through the column' })) }] },
    };
  },
});

export const missileQ = question<Ctx, z.Schema<{ shooter: Ref; target: Ref }>>({
  summary: say.missile,
  args: z.strictObject({ shooter: RefSchema, target: RefSchema }),
  positional: ['shooter', 'target'],
  answer(ctx, args): Verdict {
    const { a, b, line, halfHidden } = traceLine(ctx, args.shooter, args.target, ['shooter', 'target']);
    const r = line.result;
    const facts = lineFacts(r);
    // The range string is read to the nearest hex: equal figures 6 hexes apart are at range 6, not 6.005.
    const hexes = roundedRange(r);
    const inc = Math.max(0, Math.ceil(hexes / 6) - 1);
    const dx = rangeDx(inc);
    const shooter = typeof args.shooter === 'string' ? ctx.figures.get(args.shooter) : undefined;
    const wet = shooter ? standingWater(ctx, shooter) : undefined;
    const concealDx = halfHidden ? ctx.options.concealment! : 0;
    // an off-balance shooter (a multi-hex figure with a hex over a drop or one up) is at -2 DX for every roll
    const off = shooter?.stance.offBalance ? -2 : 0;
    const adj = shooter ? shooter.dx + dx + (wet?.dx ?? 0) + concealDx + off : undefined;
    const reasons: Reason[] = [
      reason('tft.missile.range', `range ${r.range.toFixed(2)} hexes along the 3-D line, read as ${hexes}: ${inc} whole 6-hex increment${inc === 1 ? '' : 's'} beyond the first, ${dx === 0 ? 'no' : dx} DX`, { range: r.range, hexes, increments: inc }),
      reason('tft.missile.line', r.clear
        ? `terrain does not block the line from ${a.label} to ${b.label}${facts.through.length ? `; roll to miss ${facts.through.join(', ')}` : ''}${facts.over.length ? `; it passes over ${facts.over.join(', ')}` : ''}`
        : `terrain blocks the shot at ${facts.blockedBy.map((x) => JSON.stringify(x.at)).join(', ')}`),
      ...tieReasons(ctx, r),
      ...concealReasons(ctx, b, halfHidden),
      ...(wet ? wet.reasons : []),
      ...(off && shooter?.stance.rule ? [reason(shooter.stance.rule, `${shooter.id}: ${shooter.stance.why}, off balance: -2 DX`, { offBalance: true })] : []),
    ];
    // Rolling to miss a figure in the way: a to-hit roll (3D6 against adjusted DX) the shooter hopes to fail.
    const rollToMiss = adj === undefined ? [] : facts.through.map((id) => {
      const o = odds(3, adj);
      return { figure: id, hit: o, missProbability: 1 - o.probability };
    });
    return {
      ask: 'missile', allowed: r.clear, blocked: !r.clear, range: r.range, hexes, increments: inc, dx, ...(adj !== undefined ? { adjustedDx: adj } : {}),
      ...(halfHidden !== undefined ? { concealed: halfHidden ? 'half' : 'none', concealmentDx: concealDx } : {}), ...(wet?.dx ? { waterDx: wet.dx } : {}), ...(off ? { offBalance: true } : {}),
      rollToMiss, ...facts, reasons,
      evidence: { lines: [{ from: centre(line.from), to: centre(line.to), z: [line.zFrom / Z, line.zTo / Z], clear: r.clear }] },
    };
  },
});
