/** The rule clauses of the shared catalogue, by id (their paraphrased words, readings and examples). */
import { CLAUSES, type ClauseInfo } from './catalogue.generated.js';

const byId = new Map(CLAUSES.map((c) => [c.id, c]));

/** A clause of the shared catalogue by id (see also `clauseInfo`, which knows the rulesets' own base-rule clauses too). */
export function clause(id: string): ClauseInfo | undefined {
  return byId.get(id);
}

/** The shared catalogue's clauses of one ruleset. */
export function clausesOf(ruleset: string): ClauseInfo[] {
  return CLAUSES.filter((c) => c.ruleset === ruleset);
}

export { CLAUSES, type ClauseInfo };
