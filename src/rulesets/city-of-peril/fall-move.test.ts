import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';

/** A small deterministic generator (numerical recipes LCG), so a failure names its seed. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

describe('the fall question agrees with the move question (audit r24)', () => {
  // Random 6x5 cities of rooftop, wall and ground squares, with a walker P (30 hp), an enemy E and an ally A.
  // For every one-square step of P that the fall question answers, the move question must let P end where
  // the fall says it lands, with the same damage, within that one square (the first diagonal costs 1). A step
  // the move question refuses (into an enemy, from the ground onto a rooftop, past a wall's corner) is refused
  // by the fall question too. The step into the ally's own square without a drop is left out: P may pass
  // there, not end there, so the move question cannot be asked about it.
  it('cop.move.drop, cop.move.ground-blocked, cop.base.move: every answered step is a legal one-square move to where it lands', () => {
    const bad: string[] = [];
    let answered = 0;
    for (let seed = 1; seed < 1500; seed++) {
      const r = lcg(seed);
      const W = 6, H = 5;
      const grid: string[][] = [];
      for (let y = 0; y < H; y++) grid.push(Array.from({ length: W }, () => { const v = r(); return v < 0.45 ? 'R' : v < 0.52 ? 'W' : '.'; }));
      const open: [number, number][] = [];
      grid.forEach((row, y) => row.forEach((c, x) => { if (c !== 'W') open.push([x, y]); }));
      if (open.length < 3) continue;
      const pick = () => open.splice(Math.floor(r() * open.length), 1)[0]!;
      const P = pick(), E = pick(), A = pick();
      const sc = loadScenarioObject({
        format: 'highground/1', ruleset: 'city-of-peril',
        map: { grid: 'square', rows: grid.map((row) => row.join(' ')).join('\n'), legend: { '.': {}, R: { terrain: 'rooftop' }, W: { terrain: 'wall' } } },
        figures: { P: { at: P, side: 'blue', hp: 30, speed: 6 }, E: { at: E, side: 'red' }, A: { at: A, side: 'blue' } },
      } as never);
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        const to: [number, number] = [P[0] + dx, P[1] + dy];
        if ((!dx && !dy) || to[0] < 0 || to[1] < 0 || to[0] >= W || to[1] >= H) continue;
        const f = ((): { lands: [number, number]; damage: number } | undefined => {
          try {
            return ask(sc, { ask: 'fall', figure: 'P', to } as never) as unknown as { lands: [number, number]; damage: number };
          } catch {
            return undefined; // refused: a step the move question refuses too
          }
        })();
        if (!f || (f.lands[0] === A[0] && f.lands[1] === A[1])) continue;
        answered++;
        const m = ask(sc, { ask: 'move', figure: 'P', to: f.lands, budget: 1 } as never) as unknown as { legal: boolean; damage: number };
        if (!m.legal || m.damage !== f.damage)
          bad.push(`seed ${seed}: P ${P} E ${E} A ${A}, step to ${to}: fall lands ${f.lands} damage ${f.damage}; move ${m.legal ? `damage ${m.damage}` : 'refused'}`);
      }
    }
    expect(answered).toBeGreaterThan(1000);
    expect(bad.slice(0, 5)).toEqual([]);
  });
});
