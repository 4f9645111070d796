/**
 * The benchmark maps, built from a fixed seed so every run and every machine sees the same terrain. Each
 * builder returns the scenario object (what a user would load) and the plain arrays the peer libraries get.
 */
import { readFileSync } from 'node:fs';
import { rng, randInt } from './rng.js';
import { readHsc } from '../src/formats/hsc/read.js';
import { hscToScenario } from '../src/formats/heroscape/index.js';
import { getRuleset } from '../src/rulesets/index.js';

type Obj = Record<string, unknown>;

/** Map rows as scenario text: one line per row, tokens split on spaces. */
export function rows(w: number, h: number, tok: (x: number, y: number) => string): string {
  const out: string[] = [];
  for (let y = 0; y < h; y++) {
    const row: string[] = [];
    for (let x = 0; x < w; x++) row.push(tok(x, y));
    out.push(row.join(' '));
  }
  return out.join('\n');
}

export interface SquareMap {
  scenario: Obj;
  width: number;
  height: number;
  /** 1 where the square is blocking terrain. */
  blocking: Uint8Array;
  /** Heroclix level of each square (1 = ground). */
  level: Int32Array;
}

/**
 * heroclix, W x H: `blockFrac` of the squares blocking terrain (at random), and, for `levels` > 1, raised
 * plateaus (rectangles) of level 2, with level-3 rectangles on some of them. The figure A stands at `at`.
 */
export function heroclixMap(seed: number, W: number, H: number, blockFrac: number, levels: number, at: [number, number], extra: Obj = {}): SquareMap {
  const r = rng(seed);
  const level = new Int32Array(W * H).fill(1);
  const blocking = new Uint8Array(W * H);
  if (levels > 1) {
    const rects = Math.round((W * H) / 1200);
    for (let k = 0; k < rects; k++) {
      const w = 4 + randInt(r, 14), h = 4 + randInt(r, 14);
      const x0 = randInt(r, W - w), y0 = randInt(r, H - h);
      for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) level[y * W + x] = 2;
      if (levels > 2 && r() < 0.4 && w > 6 && h > 6) {
        for (let y = y0 + 2; y < y0 + h - 2; y++) for (let x = x0 + 2; x < x0 + w - 2; x++) level[y * W + x] = 3;
      }
    }
  }
  for (let i = 0; i < W * H; i++) blocking[i] = r() < blockFrac ? 1 : 0;
  const ai = at[1] * W + at[0];
  blocking[ai] = 0;
  level[ai] = 1;
  return heroclixScenario(`bench heroclix ${W}x${H}`, W, H, level, blocking, at, extra);
}

/** A heroclix scenario from level and blocking arrays (the legend up to the highest level), figure A at `at`. */
export function heroclixScenario(title: string, W: number, H: number, level: Int32Array, blocking: Uint8Array, at: [number, number], extra: Obj = {}): SquareMap {
  let levels = 1;
  for (const l of level) if (l > levels) levels = l;
  const legend: Obj = {};
  for (let l = 1; l <= levels; l++) {
    legend[String(l)] = { level: l };
    legend[`${l}b`] = { level: l, terrain: 'blocking' };
  }
  const scenario = {
    format: 'highground/1',
    title,
    ruleset: 'heroclix',
    map: { grid: 'square', rows: rows(W, H, (x, y) => `${level[y * W + x]}${blocking[y * W + x] ? 'b' : ''}`), legend },
    figures: { A: { at, speed: 100000 } },
    ...extra,
  };
  return { scenario, width: W, height: H, blocking, level };
}

export interface HexMap {
  scenario: Obj;
  width: number;
  height: number;
  level: Int32Array;
}

/** tft-3d, W x H odd-r hexes, one surface each at levels 0..maxLevel from a few random hills; figure A at `at`. */
export function hillsHexMap(seed: number, W: number, H: number, maxLevel: number, at: [number, number]): HexMap {
  const r = rng(seed);
  const hills = Array.from({ length: 14 }, () => ({ x: r() * W, y: r() * H, h: 2 + r() * maxLevel, s: 4 + r() * 10 }));
  const level = new Int32Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let v = 0;
      for (const k of hills) {
        const d = Math.hypot(x + (y & 1) / 2 - k.x, (y - k.y) * 0.866);
        v = Math.max(v, k.h * Math.max(0, 1 - d / k.s));
      }
      v += r() * 1.5 - 0.5;
      level[y * W + x] = Math.max(0, Math.min(maxLevel, Math.round(v)));
    }
  }
  const legend: Obj = {};
  for (let l = 0; l <= maxLevel; l++) legend[String(l)] = { level: l };
  const scenario = {
    format: 'highground/1',
    title: `bench tft-3d hills ${W}x${H}`,
    ruleset: 'tft-3d',
    map: { grid: 'hex', rows: rows(W, H, (x, y) => String(level[y * W + x])), legend },
    figures: { A: { at, kind: 'human' } },
  };
  return { scenario, width: W, height: H, level };
}

/** The largest Heroscape map in the shared folder (by hexes on the map), imported for tft-3d. */
export function heroscapeMap(dir: string, file: string): Obj {
  const bytes = new Uint8Array(readFileSync(`${dir}/${file}`));
  const voc = getRuleset('tft-3d')!.vocabulary;
  return hscToScenario(readHsc(bytes), { ruleset: 'tft-3d', fileName: file, vocabulary: voc }) as unknown as Obj;
}

export interface CityMap {
  scenario: Obj;
  ids: string[];
}

/** city-of-peril, W x H: rectangular rooftops, scattered wall squares, and `n` medium figures on free squares. */
export function cityMap(seed: number, W: number, H: number, n: number): CityMap {
  const r = rng(seed);
  const t = new Uint8Array(W * H); // 0 ground, 1 rooftop, 2 wall
  const blocks = Math.round((W * H) / 220);
  for (let k = 0; k < blocks; k++) {
    const w = 3 + randInt(r, 9), h = 3 + randInt(r, 9);
    const x0 = randInt(r, W - w), y0 = randInt(r, H - h);
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) t[y * W + x] = 1;
  }
  for (let i = 0; i < W * H; i++) if (t[i] === 0 && r() < 0.02) t[i] = 2;
  const figures: Obj = {};
  const ids: string[] = [];
  const taken = new Set<number>();
  while (ids.length < n) {
    const i = randInt(r, W * H);
    if (t[i] === 2 || taken.has(i)) continue;
    taken.add(i);
    const id = `F${ids.length}`;
    ids.push(id);
    figures[id] = { at: [i % W, Math.floor(i / W)], side: ids.length % 2 ? 'red' : 'blue' };
  }
  const scenario = {
    format: 'highground/1',
    title: `bench city ${W}x${H}`,
    ruleset: 'city-of-peril',
    map: { grid: 'square', rows: rows(W, H, (x, y) => ['.', 'R', 'W'][t[y * W + x]!]!), legend: { '.': {}, R: { terrain: 'rooftop' }, W: { terrain: 'wall' } } },
    figures,
  };
  return { scenario, ids };
}
