/**
 * Hazardous terrain and the turn state (mfx.trait.hazardous): a hazardous piece damages a model that activates
 * within it or enters it (moved, pushed or placed), at most once per piece per turn. A figure's
 * `hazards-taken` lists the pieces that have already damaged it this turn; every answer that may add to it
 * returns the list as it stands afterwards (`hazardsTaken`), so a turn can be played question by question.
 */
import { reason, type Reason } from '../../engine/verdict.js';
import type { Circle } from '../../geometry/plane/index.js';
import { discIn, type Model, type Piece, type Table } from './context.js';

/**
 * Can a base standing at `level` be within the hazardous piece p at all, wherever it stands: below its top (or on
 * the ground in a Ht 0 area), or on the top of a raised one under topTraits apply? Not 3" above a Ht 0 trap on a
 * walkway over it, nor inside what it cannot enter.
 */
export function hazardAtLevel(t: Table, level: number, p: Piece): boolean {
  if (!p.traits.has('hazardous') || p.linear) return false;
  // On top of a raised hazardous piece (option topTraits apply): standing on it is being in it.
  if (p.standable && level === p.ht && p.ht > 0) return t.opt.topTraits === 'apply';
  if (p.solid) return false;
  return level < p.ht || (p.ht === 0 && level === 0);
}

/** Is a base standing at `level` within the hazardous piece p (below its top, or on the ground in a Ht 0 area)? */
export function withinHazard(t: Table, disc: Circle, level: number, p: Piece): boolean {
  return hazardAtLevel(t, level, p) && discIn(disc, p, t.opt.terrainContact);
}

export interface HazardHit {
  readonly piece: Piece;
  /** False when the piece already damaged the model this turn. */
  readonly damages: boolean;
}

/** Sort pieces a model meets into those that damage it and those it is immune to this turn, with the reasons. */
export function hazardOutcome(m: Model, pieces: Iterable<Piece>, how: string): { hits: HazardHit[]; reasons: Reason[] } {
  const hits: HazardHit[] = [];
  const reasons: Reason[] = [];
  for (const p of pieces) {
    const damages = !m.hazardsTaken.has(p);
    hits.push({ piece: p, damages });
    reasons.push(
      reason(
        'mfx.trait.hazardous',
        damages
          ? `${how} the hazardous ${p.kind} ${p.id}: ${p.damage.join('/')} damage (once this turn)`
          : `${how} the hazardous ${p.kind} ${p.id}, which already damaged ${m.id} this turn: immune to it until the turn ends`,
      ),
    );
  }
  return { hits, reasons };
}

/**
 * The reason for a model entering the hazardous piece p (moved or pushed: `how` says which), at most once per
 * piece per turn: its damage, or none when p already damaged it this turn.
 */
export function enteredReason(m: Model, p: Piece, how: string): Reason {
  return reason(
    'mfx.trait.hazardous',
    m.hazardsTaken.has(p)
      ? `${how} the hazardous ${p.kind} ${p.id}, which already damaged ${m.id} this turn: no damage (once per piece per turn)`
      : `${how} the hazardous ${p.kind} ${p.id}: ${p.damage.join('/')} damage, once this turn`,
  );
}

/** The turn state after a move or push with these events: the pieces that have damaged the model this turn. */
export function takenAfterEvents(m: Model, events: readonly { type: string; piece?: string | undefined; immune?: boolean | undefined }[]): string[] {
  const out = new Set<string>([...m.hazardsTaken].map((p) => p.id));
  for (const e of events) if (e.type === 'hazard' && !e.immune && e.piece !== undefined) out.add(e.piece);
  return [...out];
}

/** The turn state after these hits: the pieces that have damaged the model this turn. */
export function takenAfter(m: Model, hits: readonly HazardHit[]): string[] {
  const out = new Set<string>([...m.hazardsTaken].map((p) => p.id));
  for (const h of hits) if (h.damages) out.add(h.piece.id);
  return [...out];
}
