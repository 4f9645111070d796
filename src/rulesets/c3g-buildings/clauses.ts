/**
 * c3g-buildings cites the heroscape base game's own clauses (hs.base.*, hs.terrain.*: ../heroscape/clauses.ts)
 * and the catalogue's c3g.* clauses; it adds none of its own.
 */
import type { ClauseInfo } from '../catalogue.js';

export const extraClauses: readonly ClauseInfo[] = [];
