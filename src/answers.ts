/**
 * Typed answers (types only): the question map of each ruleset, by id, and the types `ask` reads from a
 * session's ruleset. A session whose ruleset is known to the type checker (`Session<'heroscape'>`: from
 * `loadScenarioObject` given the ruleset as a literal, or narrowed with `isRuleset`) is asked only its
 * ruleset's questions, with their arguments, and each answer has that question's verdict type; a session of
 * any ruleset (`Session`) takes any question and gives the shared questions' types (engine/verdicts.ts).
 */
import type { VerdictOf } from './engine/verdicts.js';
import type { CityOfPerilQuestions } from './rulesets/city-of-peril/answers.js';
import type { C3gBuildingsQuestions } from './rulesets/c3g-buildings/answers.js';
import type { HeroclixQuestions } from './rulesets/heroclix/answers.js';
import type { HeroscapeQuestions } from './rulesets/heroscape/answers.js';
import type { MalifauxQuestions } from './rulesets/malifaux/answers.js';
import type { Tft3dQuestions } from './rulesets/tft-3d/answers.js';

/** Each ruleset's questions by ruleset id: for each question, its arguments and its verdict. */
export interface RulesetAnswers {
  'city-of-peril': CityOfPerilQuestions;
  'c3g-buildings': C3gBuildingsQuestions;
  heroclix: HeroclixQuestions;
  heroscape: HeroscapeQuestions;
  malifaux: MalifauxQuestions;
  'tft-3d': Tft3dQuestions;
}

/** The ids of the rulesets whose answers are typed. */
export type TypedRulesetId = keyof RulesetAnswers;

/** The question map of ruleset `Id`, or `undefined` when `Id` is not one known ruleset (any string). */
export type AnswersOf<Id extends string> = string extends Id ? undefined : Id extends TypedRulesetId ? RulesetAnswers[Id] : undefined;

/** The questions a session of ruleset `Id` may be asked (any string for a session of any ruleset). */
export type QuestionName<Id extends string> = AnswersOf<Id> extends infer A ? (A extends object ? keyof A & string : string) : never;

/** A question object `ask` takes: `{ ask: Q, ...its arguments }`. */
export type QuestionFor<Id extends string, Q extends string> = { ask: Q } & (AnswersOf<Id> extends infer A
  ? A extends { [K in Q]: { args: infer Args } } ? Args : { [arg: string]: unknown }
  : never);

/** The verdict of question `Q` on a session of ruleset `Id` (a shared question's type, or any verdict, when `Id` is not known). */
export type AnswerFor<Id extends string, Q extends string> = AnswersOf<Id> extends infer A
  ? A extends { [K in Q]: { verdict: infer V } } ? V : VerdictOf<Q>
  : never;

/** The verdict type of question `Q` of ruleset `Id` (`VerdictFor<'heroscape', 'fall'>`). */
export type VerdictFor<Id extends TypedRulesetId, Q extends keyof RulesetAnswers[Id]> = RulesetAnswers[Id][Q] extends { verdict: infer V } ? V : never;

/** The arguments of question `Q` of ruleset `Id`. */
export type ArgumentsFor<Id extends TypedRulesetId, Q extends keyof RulesetAnswers[Id]> = RulesetAnswers[Id][Q] extends { args: infer A } ? A : never;
