/** The `level` question: the elevation of a character or square, and its terrain (hcx.elevation). */
import * as z from '../../../formats/schema-kit.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, type Verdict } from '../../../engine/verdict.js';
import { BLOCKING, HINDERING, INDOOR, WATER, isRim } from '../board.js';
import { resolve, type Ctx } from '../context.js';
import { say } from '../summary.js';

export const levelQuestion = question({
  summary: say.level,
  args: z.strictObject({ at: RefSchema }),
  positional: ['at'],
  answer(ctx: Ctx, q): Verdict {
    const e = resolve(ctx, q.at, 'at');
    const b = ctx.board;
    const t = b.terrain[e.i]!;
    const terrain = [
      ...(t & BLOCKING ? ['blocking'] : []), ...(t & HINDERING ? ['hindering'] : []),
      ...(t & WATER ? ['water'] : []), ...(t & INDOOR ? ['indoor'] : []),
    ];
    if (!(t & (BLOCKING | HINDERING | WATER))) terrain.unshift('clear');
    const elevated = e.level > 1;
    const rim = isRim(b, e.x, e.y);
    const stairs = b.stairsId[e.i];
    const reasons = [reason('hcx.elevation', elevated
      ? `${e.label} is elevated terrain at level ${e.level}${terrain.length > 1 || terrain[0] !== 'clear' ? `, with the properties of ${terrain.join(' and ')} terrain as well` : ''}; what stands on it is at level ${e.level}`
      : `${e.label} is grounded (level 1)`)];
    if (rim) reasons.push(reason('hcx.rim', `${e.label} borders a lower square: it is the rim`));
    if (stairs !== undefined) reasons.push(reason('hcx.stairs.clear', `${e.label} is one square of stairway "${stairs}", clear terrain unless marked otherwise`));
    return { ask: 'level', at: [e.x, e.y], level: e.level, elevated, rim, stairs: stairs ?? null, terrain, reasons };
  },
});
