/**
 * The round-two benchmark maps: open, building and rooftop-city square maps up to 800 x 800, a maze, a
 * dense Malifaux table, and a cube world built from a hex map's columns. Seeded, like maps.ts.
 */
import { rng, randInt } from './rng.js';
import { heroclixScenario, type SquareMap } from './maps.js';

type Obj = Record<string, unknown>;

/** Square map kinds for the viewshed cases. */
export type OpenKind = 'open' | 'buildings' | 'city';

/**
 * `open`: 2 % random blocking squares on one level. `buildings`: large blocking buildings (rectangles 6-30
 * squares a side, about a quarter of the map) on open ground. `city`: a rooftop city, blocks of level 2 and
 * 3 between streets, nothing blocking. The viewer stands on the ground at the centre.
 */
export function squareKindMap(seed: number, kind: OpenKind, W: number, H: number): SquareMap {
  const r = rng(seed);
  const level = new Int32Array(W * H).fill(1);
  const blocking = new Uint8Array(W * H);
  const at: [number, number] = [W >> 1, H >> 1];
  if (kind === 'open') {
    for (let i = 0; i < W * H; i++) blocking[i] = r() < 0.02 ? 1 : 0;
  } else if (kind === 'buildings') {
    const n = Math.round((W * H) / 1400);
    for (let k = 0; k < n; k++) {
      const w = 6 + randInt(r, 25), h = 6 + randInt(r, 25);
      const x0 = randInt(r, W - w), y0 = randInt(r, H - h);
      for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) blocking[y * W + x] = 1;
    }
  } else {
    // Blocks of 8-16 squares between streets 2-3 wide; each block a roof of level 2 or 3.
    let y = 0;
    while (y < H) {
      const bh = 8 + randInt(r, 9);
      let x = 0;
      while (x < W) {
        const bw = 8 + randInt(r, 9);
        const l = r() < 0.5 ? 2 : 3;
        for (let yy = y; yy < Math.min(H, y + bh); yy++) for (let xx = x; xx < Math.min(W, x + bw); xx++) level[yy * W + xx] = l;
        x += bw + 2 + randInt(r, 2);
      }
      y += bh + 2 + randInt(r, 2);
    }
  }
  const ai = at[1] * W + at[0];
  blocking[ai] = 0;
  level[ai] = 1;
  // Keep the viewer's own street open around it so the city case does not start inside a block.
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) { blocking[ai + dy * W + dx] = 0; level[ai + dy * W + dx] = 1; }
  return heroclixScenario(`bench heroclix ${kind} ${W}x${H}`, W, H, level, blocking, at);
}

/**
 * A perfect maze (depth-first backtracker) on a W x H grid of squares (odd sizes): walls are blocking
 * squares, corridors one square wide. Start [1, 1], goal [W - 2, H - 2].
 */
export function mazeMap(seed: number, W: number, H: number): SquareMap {
  const r = rng(seed);
  const blocking = new Uint8Array(W * H).fill(1);
  const cw = (W - 1) >> 1, ch = (H - 1) >> 1;
  const seen = new Uint8Array(cw * ch);
  const stack = [0];
  seen[0] = 1;
  blocking[1 * W + 1] = 0;
  const D = [[1, 0], [-1, 0], [0, 1], [0, -1]] as const;
  while (stack.length) {
    const c = stack[stack.length - 1]!;
    const cx = c % cw, cy = (c - cx) / cw;
    const opts: number[] = [];
    for (let d = 0; d < 4; d++) {
      const nx = cx + D[d]![0], ny = cy + D[d]![1];
      if (nx >= 0 && ny >= 0 && nx < cw && ny < ch && !seen[ny * cw + nx]) opts.push(d);
    }
    if (!opts.length) { stack.pop(); continue; }
    const d = opts[randInt(r, opts.length)]!;
    const nx = cx + D[d]![0], ny = cy + D[d]![1];
    seen[ny * cw + nx] = 1;
    blocking[(2 * cy + 1 + D[d]![1]) * W + (2 * cx + 1 + D[d]![0])] = 0;
    blocking[(2 * ny + 1) * W + (2 * nx + 1)] = 0;
    stack.push(ny * cw + nx);
  }
  return heroclixScenario(`bench heroclix maze ${W}x${H}`, W, H, new Int32Array(W * H).fill(1), blocking, [1, 1]);
}

export interface TablePiece { x: number; y: number; w: number; h: number }

/** A Malifaux table of `n` impassable rectangular pieces (Ht 2), scattered without overlap, models A and B in opposite corners. */
export function malifauxTable(seed: number, n: number, size: number): { scenario: Obj; pieces: TablePiece[] } {
  const r = rng(seed);
  const pieces: TablePiece[] = [];
  let tries = 0;
  while (pieces.length < n && tries++ < n * 200) {
    const w = 0.6 + r() * 2.4, h = 0.6 + r() * 2.4;
    const x = 2 + r() * (size - 4 - w), y = 2 + r() * (size - 4 - h);
    if (pieces.some((p) => x < p.x + p.w + 1.2 && p.x < x + w + 1.2 && y < p.y + p.h + 1.2 && p.y < y + h + 1.2)) continue;
    pieces.push({ x: +x.toFixed(2), y: +y.toFixed(2), w: +w.toFixed(2), h: +h.toFixed(2) });
  }
  const scenario = {
    format: 'highground/1',
    title: `bench malifaux ${n} pieces`,
    ruleset: 'malifaux',
    map: {
      grid: 'table',
      size: [size, size],
      pieces: pieces.map((p, i) => ({ id: `p${i}`, kind: 'obstacle', ht: 2, shape: { rect: [p.x, p.y, p.w, p.h] } })),
    },
    figures: { A: { at: [1, 1], wk: 5 }, B: { at: [size - 1, size - 1], wk: 5 } },
  };
  return { scenario, pieces };
}
