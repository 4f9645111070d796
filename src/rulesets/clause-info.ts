/** The words of a clause id, from the shared catalogue or a registered ruleset's own base-rule supplement. */
import { registered } from '../engine/registry.js';
import { clause, type ClauseInfo } from './catalogue.js';

/** The words of a clause id: from the shared catalogue, or a ruleset's own base-rule supplement. */
export function clauseInfo(id: string): ClauseInfo | undefined {
  const found = clause(id);
  if (found) return found;
  for (const r of registered) {
    const extra = r.extraClauses?.find((c) => c.id === id);
    if (extra) return extra;
  }
  return undefined;
}
