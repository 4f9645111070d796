/**
 * Every ruleset's batch hooks (Ruleset.batch, src/rulesets/<id>/batch.ts) answer what the generic fallback
 * answers: the same session with its hooks taken away runs src/batch.ts's loop of single questions. A property
 * test (fast-check) places the figures at random on scenario files and real Heroscape maps, compares each
 * viewshed and reach map, then moves figures at random and compares the matrix kept up to date by its `move`
 * with the loop's matrix on the moved session.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRng, HighgroundError, importMapFile, loadScenario, loadScenarioObject, placeable, reachMap, viewshed, visibilityMatrix, withFigures,
  type Session,
} from '../src/index.js';

const root = join(import.meta.dirname, '..');
const MAPS = join(root, '..', 'shared', 'maps', 'heroscape', 'virtualscape');

/** The same session answered by the loop of single questions (no batch hooks). */
function loop(s: Session): Session {
  return { ...s, ruleset: { ...s.ruleset, batch: undefined } };
}

function file(path: string): Session {
  return loadScenario(readFileSync(join(root, path), 'utf8'), path);
}

function outcome<T>(f: () => T): T | { code: string } {
  try {
    return f();
  } catch (e) {
    if (e instanceof HighgroundError) return { code: e.code };
    throw e;
  }
}

function sameViewshed(s: Session, id: string): void {
  const a = viewshed(s, id), b = viewshed(loop(s), id);
  expect([...a.place], `${id} places`).toEqual([...b.place]);
  expect([...a.level], `${id} levels`).toEqual([...b.level]);
  expect([...a.seen], `${s.ruleset.id}: viewshed of ${id}`).toEqual([...b.seen]);
  expect(a.count).toBe(b.count);
}

function sameReach(s: Session, id: string, budget?: number): void {
  if (!s.ruleset.questions['reach']) return;
  const opts = budget === undefined ? {} : { budget };
  const a = outcome(() => reachMap(s, id, opts).cells()), b = outcome(() => reachMap(loop(s), id, opts).cells());
  expect(a, `${s.ruleset.id}: reach map of ${id}`).toEqual(b);
}

function matrixArrays(m: ReturnType<typeof visibilityMatrix>): unknown {
  return { sight: [...m.sight], hindered: m.hindered ? [...m.hindered] : undefined, cover: m.cover ? [...m.cover] : undefined };
}

/** A random place on the map: a cell of a grid map, a point of a table (half inches). */
function randomAt(s: Session, r: () => number): [number, number] {
  const m = s.scenario.map;
  if (m.grid === 'table') return [Math.floor(r() * m.size[0] * 2) / 2, Math.floor(r() * m.size[1] * 2) / 2];
  return [Math.floor(r() * s.board!.width), Math.floor(r() * s.board!.height)];
}

/** Move figures at random (places the ruleset accepts) and compare the kept matrix with a fresh loop. */
function matrixWalk(s: Session, seed: number, moves: number): number {
  const rng = createRng(seed);
  const r = () => rng.next();
  const m = visibilityMatrix(s);
  expect(matrixArrays(m), `${s.ruleset.id}: matrix`).toEqual(matrixArrays(visibilityMatrix(loop(s))));
  const ids = m.ids;
  let moved = 0;
  for (let k = 0; k < moves * 20 && moved < moves; k++) {
    const id = ids[Math.floor(r() * ids.length)]!;
    const at = randomAt(m.session, r);
    if (!placeable(m.session, id, at).ok) continue;
    m.move(id, at);
    moved++;
    expect(matrixArrays(m), `${s.ruleset.id}: matrix after ${id} moved to ${JSON.stringify(at)}`).toEqual(matrixArrays(visibilityMatrix(loop(m.session))));
  }
  return moved;
}

/** A real Heroscape map with `n` figures put at random places the ruleset accepts. */
function realMap(name: string, ruleset: 'heroscape' | 'c3g-buildings' | 'tft-3d', n: number, seed: number): Session {
  const sc = importMapFile(name, readFileSync(join(MAPS, name)), { ruleset }).scenario;
  let s = loadScenarioObject({ ...sc, figures: {} });
  const rng = createRng(seed);
  const r = () => rng.next();
  for (let k = 0; k < 500 && Object.keys(s.scenario.figures ?? {}).length < n; k++) {
    const id = `F${Object.keys(s.scenario.figures ?? {}).length}`;
    try {
      s = withFigures(s, { [id]: { at: randomAt(s, r), side: k % 2 ? 'red' : 'blue', ...(k % 5 === 0 && ruleset !== 'tft-3d' ? { height: 3 + (k % 4) } : {}) } });
    } catch (e) {
      if (!(e instanceof HighgroundError)) throw e;
    }
  }
  return s;
}

describe('batch hooks answer what the loop of single questions answers', () => {
  it('every ruleset gives hooks, and a session without them still answers every batch entry', () => {
    for (const path of ['test/scenarios/heroclix/elevation.yaml', 'test/scenarios/malifaux/sight.yaml']) {
      const s = file(path);
      expect(s.ruleset.batch).toBeDefined();
      expect(visibilityMatrix(loop(s)).sight.length).toBeGreaterThan(0);
    }
  });

  const GRID_FILES = [
    'test/scenarios/c3g-buildings/interior-sight.yaml',
    'test/scenarios/c3g-buildings/enclosed.yaml',
    'test/scenarios/c3g-buildings/review-double-space.yaml',
    'test/scenarios/c3g-buildings/review-interior.yaml',
    'test/scenarios/heroscape/audit-double-space.yaml',
    'test/scenarios/heroscape/audit-terrain.yaml',
    'test/scenarios/heroclix/elevation.yaml',
    'test/scenarios/city-of-peril/cover.yaml',
    'test/scenarios/tft-3d/bridge-sight.yaml',
    'test/scenarios/tft-3d/hexfix-front-overhang.yaml',
  ];
  for (const path of GRID_FILES) {
    it(`${path}: the hooks give the loop's viewshed, reach map and matrix under random moves`, () => {
      const s = file(path);
      const ids = Object.keys(s.scenario.figures ?? {});
      for (const id of ids.slice(0, 3)) {
        sameViewshed(s, id);
        sameReach(s, id);
      }
      fc.assert(fc.property(fc.integer({ min: 1, max: 1 << 30 }), (seed) => {
        matrixWalk(s, seed, 3);
      }), { numRuns: 4 });
    });
  }

  for (const ruleset of ['c3g-buildings', 'heroscape', 'tft-3d'] as const) {
    it(`${ruleset === 'tft-3d' ? 'tft.missile.line' : 'hs.sight'}: ${ruleset} on a real map: viewshed from random figures and the matrix under random moves`, () => {
      fc.assert(fc.property(fc.integer({ min: 1, max: 1 << 30 }), (seed) => {
        const s = realMap('vs_Castle_vs_elements.hsc', ruleset, 6, seed);
        const ids = Object.keys(s.scenario.figures ?? {});
        expect(ids.length).toBeGreaterThan(1);
        sameViewshed(s, ids[0]!);
        expect(matrixWalk(s, seed, 3)).toBeGreaterThan(0);
      }), { numRuns: 2 });
    });
  }

  it('mfx.base.sight / mfx.trait.cover / mfx.vantage.sight: malifaux viewshed, reach map and the sight and cover matrix under random moves', () => {
    for (const path of ['test/scenarios/malifaux/sight.yaml', 'test/scenarios/malifaux/cover-crossing.yaml', 'test/scenarios/malifaux/audit-round3-sight.yaml']) {
      const s = file(path);
      const ids = Object.keys(s.scenario.figures ?? {});
      sameReach(s, ids[0]!, 3);
      fc.assert(fc.property(fc.integer({ min: 1, max: 1 << 30 }), (seed) => {
        matrixWalk(s, seed, 2);
      }), { numRuns: 2 });
    }
    // one viewshed (a table's viewshed is a sight line to every inch square: slow as a loop)
    const s = file('test/scenarios/malifaux/cover-crossing.yaml');
    sameViewshed(s, Object.keys(s.scenario.figures ?? {})[0]!);
  });
});
