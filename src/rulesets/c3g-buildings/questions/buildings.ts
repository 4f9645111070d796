/** The C3G building questions: classify, count, break-window, transit, place, shaft. */
import * as z from '../../../formats/schema-kit.js';
import { HighgroundError } from '../../../errors.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, type Reason, type Verdict } from '../../../engine/verdict.js';
import { hexCentreMm } from '../layout.js';
import { classOf, correspondingTransit, partsOver, standRefusal, type Ctx, type Space } from '../context.js';
import { engagedWith, type Body } from '../../heroscape/engage.js';
import { rangeBetween } from '../../heroscape/range.js';
import { bodyArg, figureArg, spaceArg } from '../../heroscape/resolve.js';
import { clearSight } from '../../heroscape/sight.js';
import { enterable, entryAllowed, headroomRefusal } from '../../heroscape/steps.js';
import { backSpace, spaceAt } from '../../heroscape/figures.js';
import { unevenEnds } from '../../heroscape/move.js';
import { hexOf, indexOf, xyOf } from '../../../board/hex-board.js';
import { because, plural, say } from '../../heroscape/questions/words.js';
import { DIRECTION_VECTORS } from '../../../geometry/hex/directions.js';

const XY = z.tuple([z.number().check(z.int()), z.number().check(z.int())]);

export const classify = question({
  args: z.strictObject({ at: RefSchema }),
  positional: ['at'],
  summary: (q, v) => `${say(q.at)} is a ${v.class} hex`,
  answer(ctx: Ctx, q): Verdict {
    const s = spaceArg(ctx, q.at, 'at');
    const c = classOf(ctx, s);
    const centre = hexCentreMm(s.x, s.y, ctx.opts.hexMm);
    const how = c.source === 'stated'
      ? `the map states fit: ${c.class}`
      : `the largest disc that fits in the free area is ${c.largestMm} mm across; the base is ${c.baseMm} mm, the wound marker ${c.markerMm} mm`;
    const reasons: Reason[] = [reason('c3g.hex.classify', `[${s.x}, ${s.y}] is a ${c.class} hex: ${how}`)];
    return {
      ask: 'classify', class: c.class, source: c.source,
      ...(c.source !== 'stated' ? { largestMm: c.largestMm, largestCentreMm: c.centreMm } : {}),
      baseMm: c.baseMm, markerMm: c.markerMm, hexMm: c.hexMm,
      hexCentreMm: [Math.round(centre.x * 1000) / 1000, Math.round(centre.y * 1000) / 1000],
      reasons,
      evidence: classifyEvidence(ctx, s, c),
    };
  },
});

/**
 * The picture of a classification (issue 16): the hex, the footprints over it (clipped to it) and the
 * largest disc that fits in its free area, beside a ring of the base's size on the same centre, all in
 * board units (a hex of size 1: millimetres times sqrt(3) / hexMm, the layout's hex being hexMm across flats).
 */
function classifyEvidence(ctx: Ctx, s: Space, c: ReturnType<typeof classOf>): Verdict['evidence'] {
  const k = Math.sqrt(3) / ctx.opts.hexMm;
  const pt = (p: { x: number; y: number }): [number, number] => [Math.round(p.x * k * 1e4) / 1e4, Math.round(p.y * k * 1e4) / 1e4];
  const parts = partsOver(ctx, s);
  const polygons: { points: [number, number][]; note: string }[] = [];
  ctx.footprints.forEach(({ structure: st }, i) => {
    const inside = s.structure === st && st.kind === 'interior';
    const part = parts[i];
    if (part && !inside) polygons.push({ points: part.map(pt), note: `footprint of ${st.id} over [${s.x}, ${s.y}]` });
  });
  const discs: { centre: [number, number]; radius: number; note: string; kind: 'fits' | 'needed' }[] = [];
  if (c.centreMm && c.largestMm > 0) {
    const centre = pt({ x: c.centreMm[0], y: c.centreMm[1] });
    discs.push({ centre, radius: (c.largestMm / 2) * k, note: `largest disc that fits: ${c.largestMm} mm across`, kind: 'fits' });
    discs.push({ centre, radius: (c.baseMm / 2) * k, note: `a base: ${c.baseMm} mm across (a wound marker ${c.markerMm} mm)`, kind: 'needed' });
  }
  return { cells: [{ at: [s.x, s.y], note: `${c.class} hex` }], ...(polygons.length ? { polygons } : {}), ...(discs.length ? { discs } : {}) };
}

/** Class of a place for counting: its top space (or the given one). */
function placeClass(ctx: Ctx, x: number, y: number): 'full' | 'half' | 'partial' | undefined {
  const s = spaceAt(ctx.spaces, ctx.terrain, x, y, undefined);
  return s ? classOf(ctx, s).class : undefined;
}

export const count = question({
  args: z.strictObject({ path: z.optional(z.array(XY).check(z.minLength(1))), from: z.optional(XY), radius: z.optional(z.number().check(z.int(), z.minimum(0))) }),
  positional: [],
  summary: (q, v) => q.path
    ? `${plural(v.count as number, 'space')} counted along the path (${plural(v.partial as number, 'partial hex', 'partial hexes')} not counted, ${plural(v.half as number, 'half hex', 'half hexes')} counted one each)`
    : `${plural(v.count as number, 'space')} within ${q.radius} of ${say(q.from)}`,
  answer(ctx: Ctx, q): Verdict {
    if (q.path) {
      let n = 0, partial = 0, half = 0;
      for (const [x, y] of q.path.slice(1)) {
        const c = placeClass(ctx, x, y);
        if (c === undefined) throw new HighgroundError(`[${x}, ${y}] is not a hex of the map`, { path: ['path'] });
        if (c === 'partial') partial++; else { n++; if (c === 'half') half++; }
      }
      return { ask: 'count', count: n, partial, half, reasons: [reason('c3g.hex.count', `${n} space${n === 1 ? '' : 's'} counted along the path: ${partial} partial hex${partial === 1 ? '' : 'es'} not counted, ${half} half hex${half === 1 ? '' : 'es'} counted one each`)] };
    }
    if (!q.from || q.radius === undefined) throw new HighgroundError('count needs a path, or from and radius', { path: [] });
    // 0-1 breadth-first search: entering a partial hex costs 0, any other 1.
    const { width, height } = ctx;
    const dist = new Float64Array(width * height).fill(Infinity);
    const [fx, fy] = q.from;
    const start = fy * width + fx;
    dist[start] = 0;
    const dq: number[] = [start];
    while (dq.length) {
      const p = dq.shift()!;
      const h = hexOf({ width }, p);
      for (const v of DIRECTION_VECTORS) {
        const np = indexOf({ width, height }, h.q + v.q, h.r + v.r);
        if (np < 0) continue;
        const [nx, ny] = xyOf({ width }, np);
        const c = placeClass(ctx, nx, ny);
        if (c === undefined) continue;
        const w = c === 'partial' ? 0 : 1;
        if (dist[p]! + w < dist[np]!) { dist[np] = dist[p]! + w; if (w === 0) dq.unshift(np); else dq.push(np); }
      }
    }
    const cells: { at: [number, number]; distance: number; class: string }[] = [];
    for (let p = 0; p < width * height; p++) {
      if (p === start || !(dist[p]! <= q.radius)) continue;
      const y = Math.floor(p / width), x = p - y * width;
      const c = placeClass(ctx, x, y)!;
      if (c !== 'partial') cells.push({ at: [x, y], distance: dist[p]!, class: c });
    }
    return { ask: 'count', count: cells.length, cells, reasons: [reason('c3g.hex.count', `${cells.length} spaces within ${q.radius} of [${fx}, ${fy}]: partial hexes neither counted nor counted across`)] };
  },
});

export const breakWindow = question({
  args: z.strictObject({ figure: RefSchema, window: RefSchema, range: z.number().check(z.int(), z.minimum(1)), height: z.optional(z.number().check(z.int(), z.minimum(0))) }),
  positional: ['figure', 'window', 'range'],
  summary: (q, v) => v.allowed
    ? `${say(q.figure)} may break the window at ${say(q.window)} instead of its range ${q.range} attack`
    : `${say(q.figure)} may not break the window at ${say(q.window)}${because(v)}`,
  answer(ctx: Ctx, q): Verdict {
    const f = figureArg(ctx, q.figure, 'figure');
    const w = spaceArg(ctx, q.window, 'window');
    const attacker = bodyArg(ctx, q.figure, 'figure');
    const where = `[${w.x}, ${w.y}]`;
    if (w.window === 'none') return { ask: 'break-window', allowed: false, reasons: [reason('c3g.window.break', `${where} is not a window space`)] };
    if (w.window === 'broken') return { ask: 'break-window', allowed: false, reasons: [reason('c3g.window.break', `the window at ${where} is already broken`)] };
    if (!ctx.opts.breakEngaged) {
      const engaged = engagedWith(ctx, attacker, f.id);
      if (engaged.length)
        return { ask: 'break-window', allowed: false, reasons: [reason('c3g.window.break', `${f.id} is engaged with ${engaged.join(', ')}: its attack could go only at them, so it may not break a window instead (option breakWindowEngaged false)`), reason('hs.engage', `${f.id} is engaged with ${engaged.join(', ')}`)] };
    }
    const range = rangeBetween(ctx, attacker, { id: 'window', side: '#window', height: 0, spaces: [w] });
    if (range > q.range) return { ask: 'break-window', allowed: false, range, reasons: [reason('c3g.window.break', `the window at ${where} is ${range} spaces away, beyond the range ${q.range} of the attack given up`)] };
    const imagined: Body = { id: `a figure in the window ${where}`, side: '#window', height: q.height ?? f.height, spaces: [w] };
    const v = clearSight(ctx, attacker, imagined, true);
    if (!v.sight) return { ask: 'break-window', allowed: false, range, reasons: [reason('c3g.window.break', `something blocks clear sight on a figure standing in the window at ${where}`), ...v.reasons], evidence: { lines: v.lines } };
    return {
      ask: 'break-window', allowed: true, range,
      reasons: [reason('c3g.window.break', `${f.id} may break the window at ${where}: within range ${q.range} and in clear sight; once broken, figures move and see through it`), ...v.reasons],
      evidence: { lines: v.lines },
    };
  },
});

export const transit = question({
  args: z.strictObject({ figure: RefSchema }),
  positional: ['figure'],
  summary: (q, v) => {
    const sp = v.spaces as { at: [number, number] }[];
    const att = (v.attacks as string[] | undefined) ?? [];
    if (!sp.length) return `${say(q.figure)} has no transit space to be placed on${because({ reasons: (v.reasons as unknown[]).slice(v.transit === undefined ? 0 : 1) })}`;
    return `${say(q.figure)} may be placed on ${sp.map((x) => say(x.at)).join(' or ')} for ${v.transit} movement${att.length ? `, taking leaving-engagement attacks from ${att.join(', ')}` : ''}`;
  },
  answer(ctx: Ctx, q): Verdict {
    const f = figureArg(ctx, q.figure, 'figure');
    const s = ctx.spaces[f.spaces[0]!]!;
    const rule = s.stair ? 'c3g.stairs' : 'c3g.transit';
    if (s.transit === undefined) return { ask: 'transit', spaces: [], reasons: [reason('c3g.transit', `${f.id} does not stand on a transit space`)] };
    if (f.double) return { ask: 'transit', spaces: [], reasons: [reason(rule, `${f.id} is a double-space figure: transit spaces serve single-space figures`)] };
    const st = s.structure;
    if (st) { const e = entryAllowed(f, st); if (!e.ok) return { ask: 'transit', spaces: [], reasons: [e.why!] }; }
    const engaged = engagedWith(ctx, { id: f.id, side: f.side, height: f.height, spaces: [s], inert: f.inert }, f.id);
    const out: { at: [number, number]; level: number; cost: number; floor?: number }[] = [];
    const refused: Reason[] = [];
    for (const t of correspondingTransit(ctx, s)) {
      const occ = ctx.occupant[t.id]!;
      if (occ >= 0) { refused.push(reason(rule, `[${t.x}, ${t.y}] is occupied by ${ctx.figures[occ]!.id}`)); continue; }
      const e = enterable(ctx, f, t, true);
      if (!e.ok) { refused.push(e.why!); continue; }
      // Placed there, it stands there: under a deck in the open only where it fits (option overhangClearance).
      const low = headroomRefusal(ctx, f, t);
      if (low) { refused.push(low); continue; }
      // Placed instead of moving, the figure moves no further, so it would occupy the space: not a half hex,
      // and for a destructible object no half or partial hex either: it stands on one only where it was placed
      // at set-up or by a power or glyph (c3g.hex.destructible), and a transit placement is neither (the move
      // question refuses it the same space at the end of a move).
      const cls = classOf(ctx, t).class;
      if (f.destructible && cls !== 'full') {
        refused.push(reason('c3g.hex.destructible', `[${t.x}, ${t.y}] is a ${cls} hex: ${f.id}, a destructible object, may stand there only if placed there at set-up or by a power or glyph, and placed there by transit instead of moving it would end its move on it (a destructible object that moves onto [${s.x}, ${s.y}] may be placed there and move on through it)`));
        continue;
      }
      if (cls === 'half') {
        refused.push(reason('c3g.hex.half-occupy', `[${t.x}, ${t.y}] is a half hex: ${f.id}, placed there instead of moving, would end its move on it (a figure that moves onto [${s.x}, ${s.y}] may be placed there and move on through it)`));
        continue;
      }
      out.push({ at: [t.x, t.y], level: t.level, cost: s.transit, ...(t.floor !== undefined ? { floor: t.floor } : {}) });
    }
    const reasons: Reason[] = [reason(rule, s.stair
      ? `${f.id} stands on a stairway ${s.stair} (transit ${s.transit}): it may be placed on the matching stairway ${s.stair === 'up' ? 'down one floor higher' : 'up one floor lower'} for ${s.transit}`
      : `${f.id} stands on a transit space numbered ${s.transit}: it may be placed on any unoccupied space with the same number`), ...refused];
    if (engaged.length) reasons.push(reason('c3g.transit', `placement while engaged: leaving-engagement attacks by ${engaged.join(', ')}`));
    return { ask: 'transit', transit: s.transit, spaces: out, attacks: engaged, reasons };
  },
});

export const place = question({
  args: z.strictObject({ figure: RefSchema, to: RefSchema, facing: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(5))) }),
  positional: ['figure', 'to'],
  summary: (q, v) => v.allowed ? `${say(q.figure)} can be placed on ${say(q.to)}` : `${say(q.figure)} cannot be placed on ${say(q.to)}${because(v)}`,
  answer(ctx: Ctx, q): Verdict {
    const f = figureArg(ctx, q.figure, 'figure');
    const front = spaceArg(ctx, q.to, 'to');
    const spaces: Space[] = [front];
    if (f.double) {
      const facing = q.facing ?? f.facing;
      const back = backSpace(ctx.spaces, ctx.terrain, front, facing);
      if (!back) return { ask: 'place', allowed: false, reasons: [reason('hs.base.double-space', `the back hex of ${f.id} (behind facing ${facing}) would be off the map`)] };
      spaces.push(back);
    }
    const classes: string[] = [];
    const ok: Reason[] = [];
    for (const t of spaces) {
      const where = `[${t.x}, ${t.y}] level ${t.level}`;
      const occ = ctx.occupant[t.id]!;
      if (occ >= 0 && ctx.figures[occ]!.id !== f.id) return { ask: 'place', allowed: false, reasons: [reason('hs.base.figures', `${where} is occupied by ${ctx.figures[occ]!.id}`)] };
      const cls = classOf(ctx, t).class;
      classes.push(cls);
      // Under an overhang or a deck in the open a figure is placed only where it fits, as it moves there
      // (option overhangClearance fits; the move question refuses it the same space).
      const refused = standRefusal(ctx, f, t) ?? headroomRefusal(ctx, f, t);
      if (refused) return { ask: 'place', allowed: false, class: cls, ...(f.double ? { classes } : {}), reasons: [refused] };
      if (cls !== 'full') {
        ok.push(reason('c3g.hex.destructible', `${f.id} is a destructible object: it may be placed on the ${cls} hex ${where} (it is taken to fit, as its Book says)`));
        continue;
      }
      ok.push(reason('c3g.hex.classify', `${where} is a full hex`));
    }
    if (f.double) {
      const uneven = unevenEnds(f.id, spaces);
      if (uneven) return { ask: 'place', allowed: false, class: classes[0], classes, reasons: [uneven] };
      ok.push(reason('hs.base.double-space', `${f.id} fits on [${front.x}, ${front.y}] and [${spaces[1]!.x}, ${spaces[1]!.y}], both on level ${front.level}`));
    }
    return { ask: 'place', allowed: true, class: classes[0], ...(f.double ? { classes } : {}), reasons: ok };
  },
});

export const shaft = question({
  args: z.strictObject({ shaft: z.union([z.string(), z.number()]) }),
  positional: ['shaft'],
  summary: (q, v) => `elevator shaft ${q.shaft}: ${plural((v.spaces as unknown[]).length, 'space')}, its car starts empty on the bottom floor`,
  answer(ctx: Ctx, q): Verdict {
    const id = String(q.shaft);
    const list: Space[] = ctx.spaces.filter((s) => s.shaft === id);
    if (!list.length) throw new HighgroundError(`no elevator shaft "${id}" on the map`, { path: ['shaft'] });
    list.sort((a, b) => (a.floor ?? a.level) - (b.floor ?? b.level) || a.level - b.level);
    const bottom = list[0]!;
    const where = (s: Space) => ({ at: [s.x, s.y], level: s.level, ...(s.floor !== undefined ? { floor: s.floor } : {}) });
    // The car occupies every shaft space of the bottom floor (a shaft may be several hexes wide).
    const carSpaces = list.filter((s) => s.floor === bottom.floor && (s.floor !== undefined || s.level === bottom.level));
    return {
      ask: 'shaft', shaft: id,
      spaces: list.map(where),
      car: { ...where(bottom), spaces: carSpaces.map(where), empty: true },
      reasons: [reason('c3g.elevator', `shaft ${id} has ${list.length} space${list.length === 1 ? '' : 's'}; its car starts empty on the bottom floor at [${bottom.x}, ${bottom.y}]; only the car enters shaft spaces and no clear sight passes through them`)],
    };
  },
});
