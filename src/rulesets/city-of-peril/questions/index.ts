/** The questions city-of-peril answers: arguments (zod), positional order for the CLI, and answers. */
import * as z from '../../../formats/schema-kit.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { HighgroundError } from '../../../errors.js';
import type { Ctx } from '../context.js';
import { sightVerdict } from '../sight.js';
import { coverVerdict } from '../cover.js';
import { adjacentVerdict, borderedVerdict, meleeVerdict } from '../adjacency.js';
import { chargeMoveVerdict, chargeVerdict } from '../charge.js';
import { moveVerdict, reachVerdict } from '../moves.js';
import { fallVerdict } from '../drops.js';
import { DIRECTIONS, pushVerdict } from '../push.js';
import { areaVerdict } from '../areas.js';
import { climbVerdict } from '../climb.js';
import { ExitSchema, routVerdict } from '../rout.js';
import { getFigure, resolveSpot, squareArg, type SquarePlace } from '../spots.js';
import { say } from '../summary.js';
import { distanceVerdict, shadowJumpVerdict, threatensVerdict, wallWalkerVerdict } from '../abilities.js';

const Id = z.string().check(z.minLength(1));
const XY = z.tuple([z.number().check(z.int()), z.number().check(z.int())]);
const Int = z.number().check(z.int());
// a square: [x, y], or [x, y, level] / { at, level } as reach cells give it (squareArg checks the level)
const Place = z.pipe(z.union([XY, z.tuple([Int, Int, Int]), z.strictObject({ at: XY, level: z.optional(Int) })]),
  z.transform((p): SquarePlace => (Array.isArray(p) ? p as SquarePlace : p.level === undefined ? p.at : [p.at[0], p.at[1], p.level])));

const optionalSquare = (ctx: Ctx, p: SquarePlace | undefined, arg: string) => (p === undefined ? undefined : squareArg(ctx, p, arg));

export const questions = {
  sight: question({
    args: z.strictObject({ from: RefSchema, to: RefSchema }),
    positional: ['from', 'to'],
    answer: (ctx: Ctx, a) => sightVerdict(ctx, resolveSpot(ctx, a.from, 'from'), resolveSpot(ctx, a.to, 'to')),
  }),
  cover: question({
    args: z.strictObject({ attacker: RefSchema, target: RefSchema }),
    positional: ['attacker', 'target'],
    answer: (ctx: Ctx, a) => coverVerdict(ctx, resolveSpot(ctx, a.attacker, 'attacker'), resolveSpot(ctx, a.target, 'target')),
    summary: say.cover,
  }),
  adjacent: question({
    args: z.strictObject({ a: RefSchema, b: RefSchema }),
    positional: ['a', 'b'],
    answer: (ctx: Ctx, a) => adjacentVerdict(ctx, resolveSpot(ctx, a.a, 'a'), resolveSpot(ctx, a.b, 'b')),
  }),
  bordered: question({
    args: z.strictObject({ at: RefSchema }),
    positional: ['at'],
    answer: (ctx: Ctx, a) => borderedVerdict(ctx, resolveSpot(ctx, a.at, 'at')),
    summary: say.bordered,
  }),
  melee: question({
    args: z.strictObject({ attacker: Id, target: RefSchema }),
    positional: ['attacker', 'target'],
    answer: (ctx: Ctx, a) => meleeVerdict(ctx, resolveSpot(ctx, a.attacker, 'attacker'), resolveSpot(ctx, a.target, 'target')),
    summary: say.melee,
  }),
  charge: question({
    args: z.strictObject({ attacker: Id, target: RefSchema }),
    positional: ['attacker', 'target'],
    answer: (ctx: Ctx, a) => chargeVerdict(ctx, getFigure(ctx, a.attacker, 'attacker'), resolveSpot(ctx, a.target, 'target')),
    summary: say.charge,
  }),
  move: question({
    args: z.strictObject({ figure: Id, to: Place, budget: z.optional(z.number().check(z.int(), z.minimum(0))), charge: z.optional(z.boolean()), target: z.optional(Id) }),
    positional: ['figure', 'to', 'budget'],
    answer: (ctx: Ctx, a) => {
      if (a.target !== undefined && a.charge !== true) throw new HighgroundError('`target` names the creature charged: give it with `charge: true` only', { path: ['target'] });
      return a.charge === true
        ? chargeMoveVerdict(ctx, getFigure(ctx, a.figure, 'figure'), squareArg(ctx, a.to, 'to'), a.budget, a.target === undefined ? undefined : getFigure(ctx, a.target, 'target'))
        : moveVerdict(ctx, getFigure(ctx, a.figure, 'figure'), { to: squareArg(ctx, a.to, 'to'), budget: a.budget, charge: a.charge });
    },
    summary: say.move,
  }),
  reach: question({
    args: z.strictObject({ figure: Id, budget: z.optional(z.number().check(z.int(), z.minimum(0))) }),
    positional: ['figure', 'budget'],
    answer: (ctx: Ctx, a) => reachVerdict(ctx, getFigure(ctx, a.figure, 'figure'), a.budget),
    summary: say.reach,
  }),
  climb: question({
    args: z.strictObject({ figure: Id, via: z.optional(z.enum(['ladder', 'bridge'])), to: z.optional(Place) }),
    positional: ['figure', 'via'],
    answer: (ctx: Ctx, a) => climbVerdict(ctx, getFigure(ctx, a.figure, 'figure'), a.via, optionalSquare(ctx, a.to, 'to')),
    summary: say.climb,
  }),
  rout: question({
    args: z.strictObject({ figure: Id, exit: ExitSchema, budget: z.optional(z.number().check(z.int(), z.minimum(0))) }),
    positional: ['figure', 'exit', 'budget'],
    answer: (ctx: Ctx, a) => routVerdict(ctx, getFigure(ctx, a.figure, 'figure'), a.exit, a.budget),
    summary: say.rout,
  }),
  fall: question({
    args: z.strictObject({ figure: Id, to: z.optional(Place) }),
    positional: ['figure', 'to'],
    answer: (ctx: Ctx, a) => fallVerdict(ctx, getFigure(ctx, a.figure, 'figure'), optionalSquare(ctx, a.to, 'to')),
    summary: say.fall,
  }),
  push: question({
    args: z.strictObject({
      figure: Id,
      direction: z.optional(z.enum(Object.keys(DIRECTIONS) as [string, ...string[]])),
      from: z.optional(RefSchema),
      squares: z.optional(z.number().check(z.int(), z.minimum(0))),
      pull: z.optional(z.boolean()),
    }),
    positional: ['figure', 'direction', 'squares'],
    answer: (ctx: Ctx, a) => pushVerdict(ctx, getFigure(ctx, a.figure, 'figure'), a.direction ? DIRECTIONS[a.direction] : undefined,
      a.from !== undefined ? resolveSpot(ctx, a.from, 'from') : undefined, a.squares ?? 1, a.pull === true),
    summary: say.push,
  }),
  area: question({
    args: z.strictObject({
      figure: Id,
      shape: z.enum(['cone', 'line']),
      origin: XY,
      toward: RefSchema,
      size: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))),
      through: z.optional(XY),
    }),
    positional: ['figure', 'shape', 'origin', 'toward', 'size'],
    answer: (ctx: Ctx, a) => {
      if (a.through && a.shape !== 'line') throw new HighgroundError('`through` is for a line only', { path: ['through'] });
      return areaVerdict(ctx, getFigure(ctx, a.figure, 'figure'), {
        shape: a.shape, origin: a.origin, size: a.size, toward: resolveSpot(ctx, a.toward, 'toward'), through: a.through,
      });
    },
    summary: say.area,
  }),
  threatens: question({
    args: z.strictObject({ at: RefSchema, side: z.optional(z.union([z.string(), z.number()])) }),
    positional: ['at', 'side'],
    answer: (ctx: Ctx, a) => threatensVerdict(ctx, resolveSpot(ctx, a.at, 'at'), a.side === undefined ? undefined : String(a.side)),
    summary: say.threatens,
  }),
  distance: question({
    args: z.strictObject({ from: RefSchema, to: RefSchema }),
    positional: ['from', 'to'],
    answer: (ctx: Ctx, a) => distanceVerdict(ctx, resolveSpot(ctx, a.from, 'from'), resolveSpot(ctx, a.to, 'to')),
    summary: say.distance,
  }),
  'shadow-jump': question({
    args: z.strictObject({ figure: Id, to: Place, range: z.optional(z.number().check(z.int(), z.minimum(0))) }),
    positional: ['figure', 'to', 'range'],
    answer: (ctx: Ctx, a) => shadowJumpVerdict(ctx, getFigure(ctx, a.figure, 'figure'), squareArg(ctx, a.to, 'to'), a.range ?? 20),
    summary: say.shadowJump,
  }),
  'wall-walker': question({
    args: z.strictObject({ figure: Id, at: z.optional(Place) }),
    positional: ['figure', 'at'],
    answer: (ctx: Ctx, a) => wallWalkerVerdict(ctx, getFigure(ctx, a.figure, 'figure'), optionalSquare(ctx, a.at, 'at')),
    summary: say.wallWalker,
  }),
};
