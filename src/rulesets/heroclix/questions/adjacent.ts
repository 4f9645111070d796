/**
 * The `adjacent` question. Two squares are adjacent when they touch (the eight around) and no wall or
 * intersection of blocking terrain, or of elevated terrain higher than both, cuts them apart (base rule,
 * hcx.base.adjacent; passage.ts `adjacencyCloser`). Characters at different
 * levels are never adjacent (hcx.adjacent.levels), even across the rim (hcx.rim); a lower character is
 * adjacent to an elevated square it would otherwise be adjacent to (hcx.adjacent.terrain).
 */
import * as z from '../../../formats/schema-kit.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, type Reason, type Verdict } from '../../../engine/verdict.js';
import { isRim } from '../board.js';
import { resolve, squaresOf, type Ctx, type End } from '../context.js';
import { adjacencyCloser, separated, touching } from '../passage.js';

export interface Adjacency {
  adjacent: boolean;
  reasons: Reason[];
}

/** Do the squares of two ends touch without a wall, or a corner closed by blocking or higher elevated terrain, between them? */
export function squaresAdjacent(ctx: Ctx, a: End, c: End): Adjacency {
  const b = ctx.board;
  if (!touching(a.x, a.y, c.x, c.y))
    return { adjacent: false, reasons: [reason('hcx.base.adjacent', `${a.label} and ${c.label} do not touch (adjacent squares are the eight around a square)`)] };
  if (separated(b, a.x, a.y, c.x, c.y, adjacencyCloser(b, a.i, c.i), true))
    return { adjacent: false, reasons: [reason('hcx.base.adjacent', a.x === c.x || a.y === c.y
      ? `a wall between ${a.label} and ${c.label} separates them`
      : `walls, blocking terrain or higher elevated terrain close the corner between ${a.label} and ${c.label} on both sides`)] };
  return { adjacent: true, reasons: [reason('hcx.base.adjacent', `${a.label} and ${c.label} touch with no wall between`)] };
}

/**
 * Adjacency of a character (or the first square) to a character or a square, with elevation. A multi-base
 * character is adjacent to every square adjacent to a square of its base (hcx.base.multi-base): the pairs
 * of squares are tried, and never a square of its own base.
 */
export function adjacency(ctx: Ctx, a: End, c: End): Adjacency {
  const as = squaresOf(ctx, a), cs = squaresOf(ctx, c);
  if (as.length === 1 && cs.length === 1) return adjacencyOne(ctx, a, c);
  const mb = (a.fig && as.length > 1 ? a.fig : c.fig)!;
  for (const p of as) for (const q of cs) {
    if (p.i === q.i)
      return { adjacent: false, reasons: [reason('hcx.base.multi-base', `[${p.x}, ${p.y}] is a square of ${mb.id}'s own base, not adjacent to it`)] };
  }
  let first: Adjacency | undefined;
  for (const p of as) {
    for (const q of cs) {
      const r = adjacencyOne(ctx, p, q);
      if (r.adjacent)
        return { adjacent: true, reasons: [...r.reasons, reason('hcx.base.multi-base', `${mb.id} (base ${mb.base}) is adjacent to every square adjacent to a square of its base: [${p.x}, ${p.y}] and [${q.x}, ${q.y}]`)] };
      first ??= r;
    }
  }
  return { adjacent: false, reasons: [...(first?.reasons ?? []), reason('hcx.base.multi-base', `no square of ${mb.id}'s base (${mb.base}) is adjacent to ${mb === a.fig ? c.label : a.label}`)] };
}

function adjacencyOne(ctx: Ctx, a: End, c: End): Adjacency {
  if (!a.fig && c.fig) return adjacencyOne(ctx, c, a);
  const b = ctx.board;
  const base = squaresAdjacent(ctx, a, c);
  if (a.i === c.i) return { adjacent: false, reasons: [reason('hcx.base.adjacent', `${a.label} and ${c.label} are the same square`)] };
  if (a.level === c.level) {
    const r = [...base.reasons];
    if (a.level > 1 && base.adjacent) r.push(reason('hcx.adjacent.levels', `both are at level ${a.level}`));
    return { adjacent: base.adjacent, reasons: r };
  }
  const high = a.level > c.level ? a : c;
  const low = high === a ? c : a;
  const rim = touching(a.x, a.y, c.x, c.y) && isRim(b, high.x, high.y);
  const rimReason = rim ? [reason('hcx.rim', `${high.label} is on the rim above ${low.label}`)] : [];
  if (a.fig && c.fig)
    return { adjacent: false, reasons: [reason('hcx.adjacent.levels', `${a.label} is at level ${a.level} and ${c.label} at level ${c.level}: characters at different levels are not adjacent`), ...rimReason] };
  if (c.fig === undefined && c.level > a.level) {
    if (!base.adjacent) return base;
    return { adjacent: true, reasons: [...base.reasons, reason('hcx.adjacent.terrain', `${a.label} (level ${a.level}) is adjacent to the elevated square ${c.label} (level ${c.level}): only the difference of level would keep them apart`), ...rimReason] };
  }
  return {
    adjacent: false,
    reasons: [reason(c.fig ? 'hcx.adjacent.levels' : 'hcx.adjacent.terrain',
      c.fig ? `${c.label} stands at level ${c.level}, ${a.label} at level ${a.level}: different levels are not adjacent`
        : `${c.label} (level ${c.level}) is below ${a.label} (level ${a.level}): only a lower character is adjacent to higher terrain`), ...rimReason],
  };
}

export function adjacentVerdict(ctx: Ctx, a: End, c: End): Verdict {
  const r = adjacency(ctx, a, c);
  return { ask: 'adjacent', adjacent: r.adjacent, levels: { a: a.level, b: c.level }, reasons: r.reasons };
}

export const adjacentQuestion = question({
  args: z.strictObject({ a: RefSchema, b: RefSchema }),
  positional: ['a', 'b'],
  answer(ctx: Ctx, q) {
    return adjacentVerdict(ctx, resolve(ctx, q.a, 'a'), resolve(ctx, q.b, 'b'));
  },
});
