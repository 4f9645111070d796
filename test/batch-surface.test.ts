/**
 * One batch surface for every ruleset (issue 21): viewshed, reachMap and visibilityMatrix answer in every
 * ruleset with the same signature, each answer equal to the single questions it stands for, from a figure,
 * a figure as if it stood elsewhere, or a bare place; a matrix's move keeps its session in step.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, HighgroundError, loadScenario, loadScenarioObject, place, placeable, reachMap, viewshed, visibilityMatrix, type Session } from '../src/index.js';

const root = join(import.meta.dirname, '..');
const FILES: Record<string, string> = {
  'city-of-peril': 'test/scenarios/city-of-peril/cover.yaml',
  heroclix: 'test/scenarios/heroclix/elevation.yaml',
  'tft-3d': 'test/scenarios/tft-3d/bridge-sight.yaml',
  'c3g-buildings': 'test/scenarios/c3g-buildings/base.yaml',
  malifaux: 'test/scenarios/malifaux/sight.yaml',
  heroscape: 'examples/heroscape/stonebridge-ford.yaml',
};

function load(ruleset: string): Session {
  return loadScenario(readFileSync(join(root, FILES[ruleset]!), 'utf8'), FILES[ruleset]);
}

function sightOf(s: Session, from: unknown, to: unknown): number {
  try {
    const v = ask(s, { ask: 'sight', from, to }) as unknown as { sight?: unknown; hindered?: unknown };
    return v.sight === true ? (v.hindered === true ? 2 : 1) : 0;
  } catch (e) {
    if (e instanceof HighgroundError) return 0;
    throw e;
  }
}

function target(s: Session, v: ReturnType<typeof viewshed>, k: number): unknown {
  const p = v.place[k]!;
  if (!s.board) return [(p % v.width) + 0.5, Math.floor(p / v.width) + 0.5];
  const x = p % v.width, y = Math.floor(p / v.width);
  return s.board.places[p]!.surfaces.length > 1 ? [x, y, v.level[k]!] : [x, y];
}

describe('one batch surface for every ruleset', () => {
  for (const ruleset of Object.keys(FILES)) {
    it(`${ruleset}: viewshed from a figure, as if elsewhere and from a place equals the sight questions`, () => {
      const s = load(ruleset);
      const ids = Object.keys(s.scenario.figures ?? {});
      const v = viewshed(s, ids[0]!);
      expect(v.place.length).toBeGreaterThan(0);
      for (let k = 0; k < v.place.length; k++) {
        // heroclix's fast viewshed counts every square; sight to a square holding a figure is to that square
        if (ruleset === 'heroclix' && s.board!.places[v.place[k]!]!.surfaces.length === 0) continue;
        expect(v.seen[k], `${ids[0]} to ${JSON.stringify(target(s, v, k))}`).toBe(sightOf(s, ids[0], target(s, v, k)));
      }
      // as if the figure stood where another figure's first free neighbour is: the viewshed of the placed session
      // (malifaux: a viewshed is ~1300 table points of the slow gridless sight; one is enough here)
      if (ruleset === 'malifaux') return;
      const spot = s.scenario.figures![ids[0]!]!.at;
      const free = s.board
        ? s.board.places.map((_, i) => [i % s.board!.width, Math.floor(i / s.board!.width)] as [number, number]).find((p) => (p[0] !== spot[0] || p[1] !== spot[1]) && placeable(s, ids[0]!, p).ok)
        : ([spot[0] + 1, spot[1]] as [number, number]);
      expect(free).toBeDefined();
      const moved = place(s, ids[0]!, free!);
      const asIf = viewshed(s, { figure: ids[0]!, at: free! });
      expect(Array.from(asIf.seen)).toEqual(Array.from(viewshed(moved, ids[0]!).seen));
      for (let k = 0; k < asIf.place.length; k += 5) {
        if (ruleset === 'heroclix' && s.board!.places[asIf.place[k]!]!.surfaces.length === 0) continue;
        expect(asIf.seen[k]).toBe(sightOf(loadScenarioObject(moved.scenario), ids[0], target(s, asIf, k)));
      }
      // from a bare place
      const b = viewshed(s, { at: [spot[0], spot[1]] });
      for (let k = 0; k < b.place.length; k += 7) expect(b.seen[k]).toBe(sightOf(s, [spot[0], spot[1]], target(s, b, k)));
    });

    it(`${ruleset}: a viewshed from a bare place off the map is refused, not an empty answer`, () => {
      const s = load(ruleset);
      const far: [number, number] = [9999, 9999];
      let err: unknown;
      try {
        viewshed(s, { at: far });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(HighgroundError);
      expect((err as HighgroundError).code).toBe('off-map');
      expect((err as HighgroundError).message).toMatch(/9999.*off the/);
    });

    it(`${ruleset}: reachMap lists what the reach question lists`, () => {
      const s = load(ruleset);
      const ids = Object.keys(s.scenario.figures ?? {});
      const budget = ruleset === 'malifaux' ? 3 : 4;
      const r = reachMap(s, ids[0]!, { budget });
      const q = ask(s, { ask: 'reach', figure: ids[0]!, budget }) as unknown as { cells: { at: [number, number]; level?: number; cost: number }[] };
      const key = (c: { at: readonly number[]; level?: number | undefined; cost: number }) => `${c.at.join(',')}@${ruleset === 'malifaux' ? '' : c.level}:${c.cost}`;
      expect(r.cells().map(key).sort()).toEqual(q.cells.map(key).sort());
      expect(r.count).toBe(q.cells.length);
    });

    it(`${ruleset}: an unknown batch option is refused with code unknown-key, naming the entry's own options`, () => {
      const s = load(ruleset);
      const id = Object.keys(s.scenario.figures ?? {})[0]!;
      const refusal = (f: () => unknown): HighgroundError => {
        try {
          f();
        } catch (e) {
          if (e instanceof HighgroundError) return e;
          throw e;
        }
        throw new Error('not refused');
      };
      const r = refusal(() => reachMap(s, id, { budjet: 3 } as unknown as { budget: number }));
      expect([r.code, r.reason, r.place.path]).toEqual(['unknown-key', 'reachMap: unknown option "budjet" (reachMap takes: budget, charge)', ['opts', 'budjet']]);
      const m = refusal(() => visibilityMatrix(s, { figurs: [id] } as unknown as { figures: string[] }));
      expect([m.code, m.reason]).toEqual(['unknown-key', 'visibilityMatrix: unknown option "figurs" (visibilityMatrix takes: figures, sight, cover)']);
      // a known option with a wrong value is still a bad-value
      expect(refusal(() => reachMap(s, id, { budget: 'far' } as unknown as { budget: number })).code).toBe('bad-value');
    });

    it(`${ruleset}: visibilityMatrix equals the sight questions, before and after a move, and keeps its session`, () => {
      const s = load(ruleset);
      const m = visibilityMatrix(s);
      const check = (session: Session) => {
        const n = m.ids.length;
        for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
          if (i === j) continue;
          expect(m.sight[i * n + j], `${m.ids[i]} to ${m.ids[j]}`).toBe(sightOf(session, m.ids[i], m.ids[j]) ? 1 : 0);
        }
      };
      check(s);
      // move the first figure to each of a few places it can stand; a refused place changes nothing
      const id = m.ids[0]!;
      const b = s.board;
      const tries: [number, number][] = b ? [[0, 0], [1, 0], [b.width - 1, b.height - 1], [Math.floor(b.width / 2), Math.floor(b.height / 2)]] : [[2, 2], [10, 10]];
      let moved = 0;
      for (const at of tries) {
        const before = m.session;
        try {
          m.move(id, at);
          moved++;
        } catch (e) {
          if (!(e instanceof HighgroundError)) throw e;
          expect(['placement', 'off-map']).toContain(e.code);
          expect(m.session).toBe(before);
          continue;
        }
        expect(m.session.scenario.figures![id]!.at).toEqual(at);
        check(loadScenarioObject(m.session.scenario));
      }
      expect(moved).toBeGreaterThan(0);
      expect(() => m.move(id, [0.5, 1] as unknown as [number, number])).toThrow(s.board ? /int/ : /./);
    });
  }
});
