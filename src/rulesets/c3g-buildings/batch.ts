/**
 * c3g-buildings batch hooks: the Heroscape core's (../heroscape/batch.ts), since the building rules enter
 * sight through the core's `clearSight` (structures, floors, windows, doorways and shafts as solids). The
 * classes of hexes are worked out once per prepared board (context.ts keeps them), so a viewshed or a matrix
 * classifies each hex once and traces from each viewer without counting range.
 */
import type { BatchHooks } from '../../engine/batch.js';
import { batch as heroscapeBatch } from '../heroscape/batch.js';
import type { Ctx } from './context.js';

export const batch: BatchHooks<Ctx> = heroscapeBatch;
