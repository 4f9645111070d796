/**
 * The building blocks of the typed answers (types only: nothing here exists at run time, so no bundle grows).
 * Each ruleset declares its verdicts in `src/rulesets/<id>/answers.ts` and pairs them with its questions'
 * arguments, which are read from the questions' own argument schemas (`question({ args })`), so the
 * arguments a program may write are exactly the ones a question accepts. `src/answers.ts` collects the
 * rulesets' maps by id and types `ask` by the session's ruleset.
 */
import type * as z from '../formats/schema-kit.js';
import type { Evidence, Reason } from '../verdict.js';

/** A place on a grid ([x, y] of a cell) or a point on a table (inches), as verdicts write it. */
export type XY = [number, number];

/** The keys every verdict has: the question, the sentence for people, the clauses and the geometry. */
export type VerdictBase<Q extends string> = {
  /** The question answered. */
  ask: Q;
  /** The answer in one sentence for people. */
  summary: string;
  /** The rule clauses that decided, each with how it applied here. */
  reasons: Reason[];
  /** The geometry behind the answer (lines traced, cells, a path), for people and pictures. */
  evidence?: Evidence;
};

/** A move that is legal: its cost, the way taken (start first) and what happened on it. */
export type LegalMoveOf<Step, Event> = {
  legal: true;
  /** What the move cost, in the game's unit (squares, spaces, MA, inches). */
  cost: number;
  /** The way taken, start first. */
  path: Step[];
  events: Event[];
};

/**
 * A refused move, in the one shape every ruleset gives: `cost` null with an empty `path` and `events` when
 * no way reaches the place, or the cheapest way's cost, path and events when it costs more than the budget.
 */
export type RefusedMoveOf<Step, Event> = {
  legal: false;
  cost: number | null;
  path: Step[];
  events: Event[];
};

/** Every value readonly, arrays and tuples included: what a program may pass where the schema takes a value. */
export type DeepReadonly<T> = T extends (...a: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

/**
 * The arguments of a question definition (`question({ args })`), as a program writes them: read from the
 * schema type `question()` keeps under the type-only key `'~args'`.
 */
export type ArgsOfQuestion<D> = D extends { readonly '~args'?: infer S } ? DeepReadonly<InputOf<NonNullable<S>>> : Record<string, unknown>;

/** What a schema accepts: its input type, or its output where it was declared by its output only (`z.Schema<{ ... }>`). */
type InputOf<S> = unknown extends z.input<S> ? z.output<S> : z.input<S>;

/** One question's types: what it takes and what it answers. */
export type QuestionType<A, V> = {
  args: A;
  verdict: V;
};

/**
 * A ruleset's question map: for each question of `Defs` (the ruleset's question definitions), its
 * arguments (from the definition's schema) and its verdict (from `V`, which must name every question).
 */
export type QuestionTypes<Defs, V extends { [K in keyof Defs]: unknown }> = {
  [K in keyof Defs & string]: QuestionType<ArgsOfQuestion<Defs[K]>, V[K]>;
};
