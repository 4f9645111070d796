/**
 * Falling (mfx.fall): 2" or less does nothing; more deals 1 damage per inch or part of an inch, counted down
 * to the surface the model lands on. Flyers take none (mfx.model.flight); incorporeal models do
 * (mfx.model.incorporeal).
 */
import { reason, type Reason } from '../../engine/verdict.js';

export function fallDamage(distance: number): number {
  return distance > 2 ? Math.ceil(distance) : 0;
}

export interface FallOutcome {
  distance: number;
  damage: number;
  reasons: Reason[];
}

export function fall(distance: number, mover: { flight: boolean; incorporeal: boolean } | undefined): FallOutcome {
  const d = Math.max(0, distance);
  if (mover?.flight)
    return { distance: d, damage: 0, reasons: [reason('mfx.model.flight', `a model with Flight takes no falling damage (fell ${fmt(d)}")`)] };
  const damage = fallDamage(d);
  const reasons = [
    reason(
      'mfx.fall',
      damage === 0 ? `a fall of ${fmt(d)}" (2" or less) deals no damage` : `a fall of ${fmt(d)}" deals 1 damage per inch or part of one: ${damage}`,
    ),
  ];
  if (mover?.incorporeal) reasons.push(reason('mfx.model.incorporeal', 'incorporeal models are not immune to falling damage'));
  return { distance: d, damage, reasons };
}

/** A measure to 1/10000", as the verdicts give it. */
export const round = (n: number): number => Math.round(n * 10000) / 10000;

/** A point as a verdict states it, each coordinate to 1/10000". */
export const xy = (p: { readonly x: number; readonly y: number }): [number, number] => [round(p.x), round(p.y)];

export function fmt(n: number): string {
  return String(round(n));
}
