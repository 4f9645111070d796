/**
 * Typed answers (issue 21), checked by the compiler (this file is type-checked with src/) and at run time:
 * `ask` on a session typed for its ruleset takes only that ruleset's questions with their arguments and
 * gives each question's verdict type; unknown questions and arguments are type errors; a session of any
 * ruleset keeps the shared types; each ruleset's answers to the shared questions hold the shared types.
 * (test/answers.test.ts holds every answer of the scenario files to these types.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ask, isRuleset, loadScenario, loadScenarioObject, type Session } from './api.js';
import { apply, askAs, place, placeable } from './session.js';
import { visibilityMatrix } from './batch.js';
import type { AnswerFor, ArgumentsFor, QuestionName, RulesetAnswers, VerdictFor } from './answers.js';
import type { DeepReadonly } from './engine/answers.js';
import type { Ref } from './engine/refs.js';
import type { AdjacentVerdict, ChargeVerdict, CoverVerdict, EngagedVerdict, FallVerdict, MeleeVerdict, MoveVerdict, PushVerdict, ReachVerdict, SightVerdict } from './engine/verdicts.js';
import type { Verdict } from './verdict.js';
import type { HeroscapeFallVerdict, HeroscapeMoveVerdict, HeroscapeStep } from './rulesets/heroscape/answers.js';
import type { HeroclixMoveVerdict, HeroclixSightVerdict } from './rulesets/heroclix/answers.js';

const SHARED = { sight: {} as SightVerdict, cover: {} as CoverVerdict, adjacent: {} as AdjacentVerdict, melee: {} as MeleeVerdict, engaged: {} as EngagedVerdict, charge: {} as ChargeVerdict, move: {} as MoveVerdict, reach: {} as ReachVerdict, fall: {} as FallVerdict, push: {} as PushVerdict };
type Shared = typeof SHARED;

/** For each ruleset, the shared questions whose declared verdict does not extend the shared type (never: none). */
type Misfit<Id extends keyof RulesetAnswers> = {
  [Q in keyof RulesetAnswers[Id] & keyof Shared]: RulesetAnswers[Id][Q] extends { verdict: infer V } ? (V extends Shared[Q] ? never : Q) : Q;
}[keyof RulesetAnswers[Id] & keyof Shared];

const HEROCLIX = {
  format: 'highground/1',
  ruleset: 'heroclix',
  map: { grid: 'square', rows: '1 1 1\n1 1 1', legend: { '1': { level: 1 } } },
  figures: { A: { at: [0, 0] }, B: { at: [2, 1] } },
} as const;

describe('typed answers', () => {
  it('every ruleset answers the shared questions in the shared types (no misfits)', () => {
    expectTypeOf<{ [Id in keyof RulesetAnswers]: Misfit<Id> }>().toEqualTypeOf<{
      'city-of-peril': never;
      'c3g-buildings': never;
      heroclix: never;
      heroscape: never;
      malifaux: never;
      'tft-3d': never;
    }>();
    expect(Object.keys(SHARED)).toHaveLength(10);
  });

  it('a session given its ruleset as a literal is typed for it: its questions, their arguments and verdicts', () => {
    const s = loadScenarioObject(HEROCLIX);
    expectTypeOf(s).toEqualTypeOf<Session<'heroclix'>>();
    const sight = ask(s, { ask: 'sight', from: 'A', to: 'B' });
    expectTypeOf(sight).toEqualTypeOf<HeroclixSightVerdict>();
    expect([sight.sight, sight.hindered, sight.levels]).toEqual([true, false, { from: 1, to: 1 }]);
    const move = ask(s, { ask: 'move', figure: 'A', to: [1, 0], budget: 2 });
    expectTypeOf(move).toEqualTypeOf<HeroclixMoveVerdict>();
    // a heroclix path is squares [x, y]; narrowing on `legal` gives the cost as a number
    if (!move.legal) throw new Error('the move is legal');
    expectTypeOf(move.path).toEqualTypeOf<[number, number][]>();
    expectTypeOf(move.cost).toEqualTypeOf<number>();
    expect(move.path).toEqual([[0, 0], [1, 0]]);
    const types = () => {
      // @ts-expect-error heroclix has no `fall` question
      ask(s, { ask: 'fall', figure: 'A', levels: 2 });
      // @ts-expect-error `sight` takes from and to, not `form`
      ask(s, { ask: 'sight', form: 'A', to: 'B' });
      // @ts-expect-error a verdict key the question does not give
      void sight.effect;
    };
    void types;
    expectTypeOf<QuestionName<'heroclix'>>().toEqualTypeOf<'sight' | 'adjacent' | 'melee' | 'move' | 'reach' | 'push' | 'level' | 'range' | 'break-away'>();
  });

  it('isRuleset narrows a session loaded from text; the changing session keeps its type', () => {
    const file = 'examples/heroscape/stonebridge-ford.yaml';
    const s: Session = loadScenario(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'), file);
    expect(isRuleset(s, 'tft-3d')).toBe(false);
    if (!isRuleset(s, 'heroscape')) throw new Error('a heroscape example');
    const fall = ask(s, { ask: 'fall', figure: 'tarn', levels: 16 });
    expectTypeOf(fall).toEqualTypeOf<HeroscapeFallVerdict>();
    expect([fall.fall, fall.dice]).toEqual(['major', 2]);
    const move = ask(s, { ask: 'move', figure: 'tarn', to: [1, 4] });
    expectTypeOf(move).toEqualTypeOf<HeroscapeMoveVerdict>();
    expectTypeOf(move.path).toEqualTypeOf<HeroscapeStep[]>();
    const next = apply(s, { ask: 'move', figure: 'tarn', to: [1, 4] }, move);
    expectTypeOf(next).toEqualTypeOf<Session<'heroscape'>>();
    expectTypeOf(place(next, 'tarn', [0, 4])).toEqualTypeOf<Session<'heroscape'>>();
    const ok = placeable(next, 'tarn', [0, 4]);
    if (ok.ok) expectTypeOf(ok.session).toEqualTypeOf<Session<'heroscape'>>();
    const seen = askAs(next, { figure: 'tarn', at: [0, 4] }, { ask: 'attack', attacker: 'tarn', target: 'marro', range: 1 });
    expectTypeOf(seen.range).toEqualTypeOf<number | null>();
    expect(typeof seen.allowed).toBe('boolean');
    expectTypeOf<VerdictFor<'heroscape', 'fall'>>().toEqualTypeOf<HeroscapeFallVerdict>();
    // a visibility matrix keeps the session's ruleset: after a move its session is asked typed questions
    const m = visibilityMatrix(next, { figures: ['tarn', 'marro'] });
    m.move('tarn', [0, 4]);
    expectTypeOf(m.session).toEqualTypeOf<Session<'heroscape'>>();
    expectTypeOf(ask(m.session, { ask: 'fall', figure: 'tarn', levels: 16 })).toEqualTypeOf<HeroscapeFallVerdict>();
    expect(m.session.scenario.figures?.['tarn']?.at).toEqual([0, 4]);
  });

  it('arguments come from each question\'s schema, also where a schema is declared by its output type (tft-3d)', () => {
    const file = 'examples/tft-3d/side-view.yaml';
    const s = loadScenario(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'), file);
    if (!isRuleset(s, 'tft-3d')) throw new Error('a tft-3d example');
    const m = ask(s, { ask: 'missile', shooter: 'hobbit', target: 'pip' });
    expectTypeOf(m.rollToMiss).toEqualTypeOf<{ figure: string; hit: { roll: string; target: number; probability: number; fraction: string }; missProbability: number }[]>();
    expect(typeof m.hexes).toBe('number');
    expectTypeOf<ArgumentsFor<'tft-3d', 'missile'>>().toEqualTypeOf<{ readonly shooter: DeepReadonly<Ref>; readonly target: DeepReadonly<Ref> }>();
    const types = () => {
      // @ts-expect-error missile takes shooter and target
      ask(s, { ask: 'missile', from: 'hobbit', target: 'pip' });
    };
    void types;
  });

  it('a session of any ruleset takes any question: shared questions typed, others any verdict', () => {
    const s: Session = loadScenarioObject(HEROCLIX);
    expectTypeOf(ask(s, { ask: 'sight', from: 'A', to: 'B' })).toEqualTypeOf<SightVerdict>();
    expectTypeOf(ask(s, { ask: 'level', at: [0, 0] })).toEqualTypeOf<Verdict>();
    expectTypeOf<AnswerFor<string, 'move'>>().toEqualTypeOf<MoveVerdict>();
    // every typed verdict is still a Verdict (a program may keep them in one list)
    const all: Verdict[] = [ask(loadScenarioObject(HEROCLIX), { ask: 'sight', from: 'A', to: 'B' })];
    expect(all[0]!.ask).toBe('sight');
  });
});
