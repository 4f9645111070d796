/**
 * The place and activate questions: where a model may be placed (mfx.trait.impassable, mfx.linear, the table)
 * and which hazardous terrain then damages it (mfx.trait.hazardous: placed within, or activating within, at
 * most once per piece per turn, with the figure's `hazards-taken` as the turn so far).
 */
import { HighgroundError } from '../../errors.js';
import { placeRef, type Ref } from '../../engine/refs.js';
import { refBoard } from './bodies.js';
import { reason, uniqueReasons, type Reason, type Verdict } from '../../engine/verdict.js';
import { fmt, round } from './fall.js';
import { hazardOutcome, takenAfter, withinHazard, type HazardHit } from './hazards.js';
import { placeProblem } from './place.js';
import { standing, type Model, type Table } from './context.js';


function hazardList(hits: readonly HazardHit[]) {
  return hits.map((h) => ({ piece: h.piece.id, damage: h.damages ? h.piece.damage.join('/') : 0, immune: !h.damages }));
}

export function placeVerdict(t: Table, m: Model, to: Ref): Verdict {
  const r = placeRef(refBoard(t), to, 'at');
  const c = { x: r.at[0], y: r.at[1] };
  const s = standing(t.pieces, c, r.level);
  const disc = { c, r: m.r };
  const problem = placeProblem(t, m, disc, s.level, s.on);
  const at: [number, number] = [round(c.x), round(c.y)];
  if (problem)
    return { ask: 'place', legal: false, at, level: s.level, blockedBy: problem.what, hazards: [], hazardsTaken: [...m.hazardsTaken].map((p) => p.id), reasons: [problem.reason] };
  const within = t.pieces.filter((p) => withinHazard(t, disc, s.level, p));
  const { hits, reasons } = hazardOutcome(m, within, 'placed within');
  const out: Reason[] = [
    reason('mfx.trait.impassable', `the base fits at [${at.join(', ')}]${s.on ? ` on ${s.on.kind} ${s.on.id} (Ht ${fmt(s.level)})` : ''}: nothing it cannot stand in, no model, wholly on the table`),
    ...reasons,
  ];
  if (!within.length) out.push(reason('mfx.trait.hazardous', 'no hazardous terrain there'));
  return { ask: 'place', legal: true, at, level: s.level, hazards: hazardList(hits), hazardsTaken: takenAfter(m, hits), reasons: uniqueReasons(out) };
}

export function activateVerdict(t: Table, m: Model): Verdict {
  const within = t.pieces.filter((p) => withinHazard(t, m.disc, m.level, p));
  const { hits, reasons } = hazardOutcome(m, within, 'activates within');
  if (!within.length) reasons.push(reason('mfx.trait.hazardous', `${m.id} activates within no hazardous terrain`));
  return { ask: 'activate', hazards: hazardList(hits), hazardsTaken: takenAfter(m, hits), reasons: uniqueReasons(reasons) };
}
