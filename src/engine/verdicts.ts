/**
 * The verdicts of the shared questions, declared once: what every ruleset answering `sight`, `cover`,
 * `adjacent`, `melee`, `engaged`, `charge`, `move`, `reach`, `fall` or `push` puts in its verdict. Each is a
 * zod schema (loose: a ruleset adds its own keys beside these, e.g. heroclix's `hindered` on `sight`), so a
 * test can hold every answer to it, and its type is what `ask(session, { ask: 'sight', ... })` returns.
 *
 * A refused move has one shape in every ruleset (`refusedMove`): `legal: false`, `cost` (null when no way
 * reaches the place; the cheapest way's cost when one does but costs more than the budget), `path` and
 * `events` (that way's, or empty) and the reasons.
 */
import * as z from '../formats/schema-kit.js';
import type { Evidence, Reason, Verdict } from '../verdict.js';

// (pure: a bundle that never reads VerdictSchemas drops these too)
const ReasonSchema = /* @__PURE__ */ z.looseObject({ rule: /* @__PURE__ */ z.string().check(z.minLength(1)), text: z.string() });
const Place = /* @__PURE__ */ z.tuple([z.number(), z.number()]);

/** The keys of every verdict: the question, the sentence for people, the clauses and the geometry. */
function base<Q extends string>(ask: Q) {
  return {
    ask: z.literal(ask),
    summary: z.string().check(z.minLength(1)),
    reasons: z.array(ReasonSchema),
    evidence: z.optional(z.custom<Evidence>((e) => typeof e === 'object' && e !== null && !Array.isArray(e))),
  };
}

/** One thing that happened on a move (a fall, an attack provoked, a hazard): its kind and details. */
const MoveEvent = z.record(z.string(), z.unknown());

// the schemas below are built in pure calls (spreads are not), so a bundle that never reads
// VerdictSchemas drops them: a game's entry needs only refusedMove
const LegalMove = /* @__PURE__ */ (() => z.looseObject({
  ...base('move'),
  legal: z.literal(true),
  /** What the move cost, in the game's unit (squares, spaces, MA, inches). */
  cost: z.number(),
  /** The way taken, start first (a ruleset's steps: `{ at, level?, cost, step }`, or places `[x, y]`). */
  path: z.array(z.unknown()).check(z.minLength(1)),
  events: z.array(MoveEvent),
}))();

const RefusedMove = /* @__PURE__ */ (() => z.looseObject({
  ...base('move'),
  legal: z.literal(false),
  cost: z.nullable(z.number()),
  path: z.array(z.unknown()),
  events: z.array(MoveEvent),
}))();

/** The shared questions' verdict schemas (the keys every ruleset answering the question gives). */
export const VerdictSchemas = /* @__PURE__ */ (() => ({
  /** Can `from` see `to`. */
  sight: z.looseObject({ ...base('sight'), sight: z.boolean() }),
  /** Does the target have cover from the attacker (`none`, or the kind of cover the game names). */
  cover: z.looseObject({ ...base('cover'), cover: z.string(), sight: z.boolean() }),
  adjacent: z.looseObject({ ...base('adjacent'), adjacent: z.boolean() }),
  /** May the attacker attack the target in close combat. */
  melee: z.looseObject({ ...base('melee'), allowed: z.boolean() }),
  engaged: z.looseObject({ ...base('engaged'), engaged: z.boolean() }),
  charge: z.looseObject({ ...base('charge'), allowed: z.boolean() }),
  /** A move: legal with its cost, path and events, or refused in the one shape of `refusedMove`. */
  move: z.discriminatedUnion('legal', [LegalMove, RefusedMove]),
  /** Where a figure can get to: each place with its level and cost. */
  reach: z.looseObject({ ...base('reach'), cells: z.array(z.looseObject({ at: Place, level: z.number(), cost: z.number() })) }),
  /** What a fall does (each game counts it its own way: dice, damage, levels). */
  fall: z.looseObject(base('fall')),
  /** A push or knock-back: how far the figure moved, what stopped it, the damage (a push that lists where it may go has none). */
  push: z.looseObject({ ...base('push'), moved: z.optional(z.number()), stoppedBy: z.optional(z.nullable(z.string())), damage: z.optional(z.number()) }),
}) as const)();

/** The verdict type of each shared question. */
export type SharedVerdicts = { [Q in keyof typeof VerdictSchemas]: z.output<(typeof VerdictSchemas)[Q]> };
export type SharedQuestion = keyof SharedVerdicts;
export type SightVerdict = SharedVerdicts['sight'];
export type CoverVerdict = SharedVerdicts['cover'];
export type AdjacentVerdict = SharedVerdicts['adjacent'];
export type MeleeVerdict = SharedVerdicts['melee'];
export type EngagedVerdict = SharedVerdicts['engaged'];
export type ChargeVerdict = SharedVerdicts['charge'];
export type MoveVerdict = SharedVerdicts['move'];
export type LegalMoveVerdict = Extract<MoveVerdict, { legal: true }>;
export type RefusedMoveVerdict = Extract<MoveVerdict, { legal: false }>;
export type ReachVerdict = SharedVerdicts['reach'];
export type FallVerdict = SharedVerdicts['fall'];
export type PushVerdict = SharedVerdicts['push'];

/** The verdict type of question `Q`: a shared question's, or any verdict. */
export type VerdictOf<Q extends string> = Q extends SharedQuestion ? SharedVerdicts[Q] : Verdict;

/**
 * A refused move, in the one shape every ruleset gives: `legal: false`, `cost` null, empty `path` and
 * `events` (no way there), and the reasons. `more` adds the ruleset's own keys (a budget, what blocked it,
 * where it would stop) or, for a way that exists but costs more than the budget, its `cost`, `path` and
 * `events`.
 */
export function refusedMove(reasons: Reason[], more: Record<string, unknown> = {}): Verdict {
  return { ask: 'move', legal: false, cost: null, path: [], events: [], ...more, reasons };
}
