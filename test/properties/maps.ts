/**
 * Small random maps per ruleset, as fast-check arbitraries of scenario objects (for the public API's
 * loadScenarioObject): square maps with rooftops, levels and blocking squares; hex maps of levels 0..6
 * with obstacles; tables with a few pieces. Two or three figures stand on distinct places.
 */
import fc from 'fast-check';
import { HighgroundError, loadScenarioObject, type Session } from '../../src/index.js';

export interface Generated {
  scenario: Record<string, unknown>;
  width: number;
  height: number;
  /** [x, y] of each figure, by id. */
  at: Record<string, [number, number]>;
}

const figureIds = ['A', 'B', 'C'] as const;

/** Distinct places on a w x h grid for the figures, chosen by index. */
function distinctPlaces(w: number, h: number, picks: number[]): [number, number][] {
  const free = Array.from({ length: w * h }, (_, i) => i);
  return picks.map((p) => {
    const i = free.splice(p % free.length, 1)[0]!;
    return [i % w, Math.floor(i / w)];
  });
}

/** A grid map from a token per place; `figure` may veto a place for figures (walls). */
function grid(
  ruleset: string,
  kind: 'square' | 'hex',
  legend: Record<string, Record<string, unknown>>,
  tokens: fc.Arbitrary<string>,
  opts: { figures?: number; figureKeys?: Record<string, unknown>; onlyOn?: readonly string[]; options?: Record<string, unknown> } = {},
): fc.Arbitrary<Generated> {
  const n = opts.figures ?? 2;
  return fc
    .record({ w: fc.integer({ min: 3, max: 7 }), h: fc.integer({ min: 3, max: 7 }) })
    .chain(({ w, h }) =>
      fc.record({
        w: fc.constant(w),
        h: fc.constant(h),
        toks: fc.array(tokens, { minLength: w * h, maxLength: w * h }),
        picks: fc.array(fc.nat(), { minLength: n, maxLength: n }),
      }),
    )
    .map(({ w, h, toks, picks }) => {
      const places = distinctPlaces(w, h, picks);
      // figures stand where the caller allows (e.g. on the ground): force their places' token
      const ground = opts.onlyOn?.[0];
      if (ground !== undefined) for (const [x, y] of places) if (!opts.onlyOn!.includes(toks[y * w + x]!)) toks[y * w + x] = ground;
      const rows = Array.from({ length: h }, (_, y) => toks.slice(y * w, y * w + w).join(' ')).join('\n') + '\n';
      const at: Record<string, [number, number]> = {};
      const figures: Record<string, unknown> = {};
      places.forEach((p, i) => {
        at[figureIds[i]!] = p;
        figures[figureIds[i]!] = { at: p, side: i === 0 ? 'red' : 'blue', ...(opts.figureKeys ?? {}) };
      });
      return {
        scenario: { format: 'highground/1', ruleset, ...(opts.options ? { options: opts.options } : {}), map: { grid: kind, rows, legend }, figures },
        width: w,
        height: h,
        at,
      };
    });
}

/** city-of-peril: ground, rooftops, wall squares; figures on the ground. */
export const cityOfPerilMap = (o: { onGround?: boolean; figureKeys?: Record<string, unknown> } = {}) =>
  grid('city-of-peril', 'square', { '.': {}, R: { terrain: 'rooftop' }, W: { terrain: 'wall' }, D: { terrain: 'difficult' } },
    fc.constantFrom('.', '.', '.', 'R', 'R', 'W', 'D'), { onlyOn: o.onGround ? ['.'] : ['.', 'R', 'D'], figureKeys: o.figureKeys });

/** heroclix: levels 1-3, blocking and hindering squares; figures on clear ground (level 1). */
export const heroclixMap = (o: { onGround?: boolean; figureKeys?: Record<string, unknown> } = {}) =>
  grid('heroclix', 'square', { '.': {}, '2': { level: 2 }, '3': { level: 3 }, B: { terrain: 'blocking' }, H: { terrain: 'hindering' }, W: { terrain: 'water' } },
    fc.constantFrom('.', '.', '.', '2', '3', 'B', 'H', 'W'), { onlyOn: o.onGround ? ['.'] : ['.', '2', '3', 'W'], figureKeys: o.figureKeys });

/** A hex ruleset: levels 0..6, some hexes with an obstacle (tree) standing 1-3 levels. */
export const hexMap = (ruleset: 'tft-3d' | 'c3g-buildings', o: { figureKeys?: Record<string, unknown> } = {}) =>
  grid(ruleset, 'hex', {
    '0': { level: 0, terrain: 'grass' }, '1': { level: 1, terrain: 'grass' }, '2': { level: 2, terrain: 'rock' }, '3': { level: 3, terrain: 'rock' },
    '4': { level: 4, terrain: 'sand' }, '6': { level: 6, terrain: 'rock' }, T: { level: 1, terrain: ['grass', 'tree'], obstacle: 2 }, U: { level: 0, terrain: ['grass', 'tree'], obstacle: 3 },
  }, fc.constantFrom('0', '0', '1', '1', '2', '3', '4', '6', 'T', 'U'), { onlyOn: ['0', '1', '2', '3', '4', '6'], figureKeys: o.figureKeys });

/** malifaux: a 24" table with a few pieces of Ht below 2 (no vantage points) and two models on the floor outside them. */
export const tableMap = (o: { maxHt?: number } = {}) =>
  fc
    .record({
      pieces: fc.array(
        fc.record({
          kind: fc.constantFrom('building', 'forest', 'wall', 'rough', 'obstacle', 'fence'),
          x: fc.integer({ min: 2, max: 18 }), y: fc.integer({ min: 2, max: 18 }),
          w: fc.integer({ min: 1, max: 5 }), h: fc.integer({ min: 1, max: 5 }),
          ht: fc.integer({ min: 0, max: o.maxHt ?? 1 }),
        }),
        { maxLength: 4 },
      ),
      a: fc.tuple(fc.integer({ min: 2, max: 44 }), fc.integer({ min: 2, max: 44 })),
      b: fc.tuple(fc.integer({ min: 2, max: 44 }), fc.integer({ min: 2, max: 44 })),
      hta: fc.integer({ min: 1, max: 3 }),
      htb: fc.integer({ min: 1, max: 3 }),
    })
    .map(({ pieces, a, b, hta, htb }): Generated => {
      const A: [number, number] = [a[0] / 2, a[1] / 2];
      const B: [number, number] = [b[0] / 2, b[1] / 2];
      return {
        scenario: {
          format: 'highground/1', ruleset: 'malifaux',
          map: { grid: 'table', size: [24, 24], pieces: pieces.map((p) => ({ kind: p.kind, shape: { rect: [p.x, p.y, p.w, p.h] }, ht: p.ht })) },
          figures: { A: { at: A, base: 30, ht: hta, side: 'red' }, B: { at: B, base: 30, ht: htb, side: 'blue' } },
        },
        width: 24, height: 24, at: { A, B },
      };
    });

/** Every generator, for properties that hold in every ruleset. */
export const anyMap = (): fc.Arbitrary<Generated> =>
  fc.oneof(cityOfPerilMap(), heroclixMap(), hexMap('tft-3d'), hexMap('c3g-buildings'), tableMap({ maxHt: 3 }));

/** Load a generated map, or undefined when the ruleset refuses it (a figure where it may not stand). */
export function load(g: Generated): Session | undefined {
  try {
    return loadScenarioObject(g.scenario, 'generated.yaml');
  } catch (e) {
    if (e instanceof HighgroundError) return undefined;
    throw e;
  }
}
