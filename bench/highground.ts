/** The highground side of each case (public API first; the batch API where there is one). */
import { ask, type Session } from '../src/index.js';

export function viewshedHeroclix(s: Session, id: string): number {
  const b = s.board!;
  let n = 0;
  for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) if (ask(s, { ask: 'sight', from: id, to: [x, y] }).sight) n++;
  return n;
}

export function pathHeroclix(s: Session, id: string, to: [number, number]): number {
  const v = ask(s, { ask: 'move', figure: id, to, budget: 1000000 });
  return v.legal ? (v.cost as number) : Infinity;
}

export function reachTft(s: Session, id: string): number {
  return (ask(s, { ask: 'reach', figure: id, budget: 1000 }).cells as unknown[]).length;
}

export function sightRays(s: Session, pairs: readonly (readonly [{ x: number; y: number; level: number }, { x: number; y: number; level: number }])[]): number {
  let n = 0;
  for (const [a, b] of pairs) if (ask(s, { ask: 'sight', from: [a.x, a.y, a.level + 3], to: [b.x, b.y, b.level + 2] }).sight) n++;
  return n;
}

export function coverMatrix(s: Session): number {
  const ids = Object.keys(s.scenario.figures ?? {});
  let k = 0;
  for (const a of ids) for (const t of ids) if (a !== t && ask(s, { ask: 'cover', attacker: a, target: t }).cover !== 'none') k++;
  return k;
}
