/**
 * Round-two cases: the strongest peers a user would pick, on the maps where they are strongest, and a
 * "limit" for the inner loops: a minimal typed-array loop touching the same cells as the answer, so the
 * report says how far highground is from what the memory traffic alone costs (limitRatio = highground time
 * / limit time; 1 would be the limit itself).
 */
import { FOV } from 'rot-js';
import PF from 'pathfinding';
import raycast from 'fast-voxel-raycast';
import { loadScenarioObject, ask, viewshed, visibilityMatrix, type Session } from '../src/index.js';
import { rng, randInt } from './rng.js';
import { cpuMs, time, timeEach, type Timing } from './timing.js';
import { viewshedAt } from '../src/rulesets/tft-3d/batch.js';
import type { Ctx as TftCtx } from '../src/rulesets/tft-3d/context.js';
import { cityMap, heroclixMap, heroscapeMap, rows, type SquareMap } from './maps.js';
import { squareKindMap, mazeMap, malifauxTable, type OpenKind } from './maps2.js';
import { symmetricShadowcast } from './peers/symmetric-shadowcasting.js';
import { gridAStar } from './peers/grid-astar.js';
import { classifyClipTriples } from './peers/clip-triples.js';
import * as hg from './highground.js';
import type { Case, CaseResult } from './cases.js';
import { HEROSCAPE_FILE } from './cases.js';

const HEROSCAPE_DIR = new URL('../../../../shared/maps/heroscape/virtualscape', import.meta.url).pathname;

function result(name: string, unit: string, ours: number, peer: number, peerName: string, note: string, limit?: { t: number; name: string }): CaseResult {
  const r: CaseResult = { case: name, unit, highground: ours, peer, peerName, ratio: peer / ours, note };
  if (limit) { r.limit = limit.t; r.limitName = limit.name; r.limitRatio = ours / limit.t; }
  return r;
}

/** The faster of several timed peers. */
function best(...ps: { t: number; name: string }[]): { t: number; name: string } {
  return ps.reduce((a, b) => (b.t < a.t ? b : a));
}

/** Flattened transparency for the grid FOV peers: blocking, or higher than the viewer, is a wall. */
function flatWall(m: SquareMap, vl: number): (x: number, y: number) => boolean {
  const W = m.width, H = m.height;
  return (x, y) => x < 0 || y < 0 || x >= W || y >= H || m.blocking[y * W + x] === 1 || m.level[y * W + x]! > vl;
}

/** Checks the viewshed against single `sight` questions on every seen square and a random sample of the rest. */
function checkViewshed(name: string, session: Session, m: SquareMap, sample: number): number {
  const v = viewshed(session, 'A');
  const W = m.width;
  const seen = new Uint8Array(m.width * m.height);
  for (const k of v.visible) seen[v.place[k]!] = 1;
  const r = rng(77);
  const probe: number[] = [...v.visible].map((k) => v.place[k]!);
  for (let i = 0; i < sample; i++) probe.push(randInt(r, m.width * m.height));
  for (const p of probe) {
    const s = ask(session, { ask: 'sight', from: 'A', to: [p % W, Math.floor(p / W)] }).sight === true ? 1 : 0;
    if (s !== seen[p]) throw new Error(`${name}: the viewshed and the sight question disagree at [${p % W}, ${Math.floor(p / W)}]`);
  }
  return v.count;
}

/** The limit for a field of view: touch every seen square and its eight neighbours once. */
function viewshedLimit(m: SquareMap, places: Int32Array): () => number {
  const W = m.width, N = m.width * m.height;
  const mark = new Uint8Array(N);
  return () => {
    let k = 0;
    for (let n = 0; n < places.length; n++) {
      const p = places[n]!;
      for (let dy = -W; dy <= W; dy += W) for (let dx = -1; dx <= 1; dx++) {
        const q = p + dy + dx;
        if (q >= 0 && q < N) { mark[q] = m.blocking[q]! | 1; k += m.level[q]!; }
      }
    }
    return k;
  };
}

function viewshedCase(name: string, kind: OpenKind, W: number): Case {
  return {
    name,
    run() {
      const m = squareKindMap(900 + W, kind, W, W);
      const session = hg.loadLarge(m.scenario);
      const at = [W >> 1, W >> 1] as const;
      const count = checkViewshed(name, session, m, 3000);
      const vl = m.level[at[1] * W + at[0]]!;
      const wall = flatWall(m, vl);
      let lit = 0;
      const rot = new FOV.RecursiveShadowcasting((x, y) => !wall(x, y));
      const rotRun = () => { lit = 0; rot.compute(at[0], at[1], W, () => { lit++; }); return lit; };
      let sym = 0;
      const symRun = () => { sym = 0; symmetricShadowcast(at[0], at[1], wall, () => { sym++; }); return sym; };
      rotRun(); symRun();
      const places = new Int32Array([...viewshed(session, 'A').visible]);
      const [ours, a, b, lim] = timeEach([() => viewshed(session, 'A').count, rotRun, symRun, viewshedLimit(m, places)], { minRuns: 10 }) as [Timing, Timing, Timing, Timing];
      const peer = best({ t: a.median, name: 'rot-js RecursiveShadowcasting' }, { t: b.median, name: 'symmetric shadowcasting (Ford)' });
      return result(name, 'ms', ours.median, peer.t, peer.name,
        `${kind} ${W}x${W}: heroclix line of fire sees ${count} squares; rot.js lights ${lit} (${a.median.toFixed(3)} ms), symmetric shadowcasting ${sym} (${b.median.toFixed(3)} ms), both flattened`,
        { t: lim.median, name: 'touch seen squares and their neighbours' });
    },
  };
}

/** viewshed-200 again with symmetric shadowcasting beside rot.js (the old case keeps its rot.js-only row). */
function viewshed200Sym(): Case {
  return {
    name: 'viewshed-200-sym',
    run() {
      const W = 200, at: [number, number] = [100, 100];
      const m = heroclixMap(200, W, W, 0.2, 3, at);
      const session = loadScenarioObject(m.scenario);
      const count = checkViewshed('viewshed-200-sym', session, m, 2000);
      const wall = flatWall(m, m.level[at[1] * W + at[0]]!);
      let sym = 0;
      const symRun = () => { sym = 0; symmetricShadowcast(at[0], at[1], wall, () => { sym++; }); return sym; };
      symRun();
      const places = new Int32Array([...viewshed(session, 'A').visible]);
      const [ours, b, lim] = timeEach([() => viewshed(session, 'A').count, symRun, viewshedLimit(m, places)], { minRuns: 30 }) as [Timing, Timing, Timing];
      return result('viewshed-200-sym', 'ms', ours.median, b.median, 'symmetric shadowcasting (Ford)',
        `20 % blocking, 200x200: ${count} seen by line of fire, ${sym} by symmetric shadowcasting (flattened)`,
        { t: lim.median, name: 'touch seen squares and their neighbours' });
    },
  };
}

function pathCase(name: string, build: () => { m: SquareMap; from: [number, number]; to: [number, number] }): Case {
  return {
    name,
    run() {
      const { m, from, to } = build();
      const W = m.width, H = m.height;
      const session = hg.loadLarge(m.scenario);
      const cost = hg.pathHeroclix(session, 'A', to);
      const tight = gridAStar(W, H, m.blocking);
      const closed: number[] = [];
      const tc = tight.find(from[0], from[1], to[0], to[1], closed);
      if (tc !== cost) throw new Error(`${name}: highground's cost ${cost}, the tight A* ${tc}`);
      if (W <= 400) {
        const q = ask(session, { ask: 'move', figure: 'A', to, budget: 10_000_000 });
        if (q.cost !== cost) throw new Error(`${name}: the move question says ${String(q.cost)}, the fast entry ${cost}`);
      }
      const matrix: number[][] = [];
      for (let y = 0; y < H; y++) matrix.push(Array.from({ length: W }, (_, x) => m.blocking[y * W + x]!));
      const grid = new PF.Grid(W, H, matrix);
      const jps = new PF.JumpPointFinder({ diagonalMovement: PF.DiagonalMovement.IfAtMostOneObstacle });
      let jpsLen = 0;
      // PathFinding.js marks its grid while it searches, so each query needs a fresh clone (its documented
      // way); only the search is timed, the clone made before the clock starts.
      const jpsTimes: number[] = [];
      const jpsStart = performance.now();
      for (let k = 0; k < 40 && (k < 5 || performance.now() - jpsStart < 3000); k++) {
        const g2 = grid.clone();
        // CPU time, as ours is timed (the wall clock under load counts other processes' turns and flattered us)
        const t0 = cpuMs();
        jpsLen = jps.findPath(from[0], from[1], to[0], to[1], g2).length;
        if (k >= 2) jpsTimes.push(cpuMs() - t0);
      }
      jpsTimes.sort((x, y) => x - y);
      const jpsMedian = jpsTimes[jpsTimes.length >> 1]!;
      if (!jpsLen) throw new Error(`${name}: JumpPointFinder found no path`);
      const expanded = new Int32Array(closed);
      const limitRun = () => {
        let k = 0;
        for (let n = 0; n < expanded.length; n++) {
          const i = expanded[n]!;
          k += m.blocking[i - 1] ?? 0; k += m.blocking[i + 1] ?? 0; k += m.blocking[i - W] ?? 0; k += m.blocking[i + W] ?? 0;
          k += m.blocking[i - W - 1] ?? 0; k += m.blocking[i - W + 1] ?? 0; k += m.blocking[i + W - 1] ?? 0; k += m.blocking[i + W + 1] ?? 0;
        }
        return k;
      };
      const [ours, t, lim] = timeEach([() => hg.pathHeroclix(session, 'A', to), () => tight.find(from[0], from[1], to[0], to[1]), limitRun], { minRuns: 10, maxRuns: 200 }) as [Timing, Timing, Timing];
      const peer = best({ t: jpsMedian, name: 'PathFinding.js JumpPointFinder' }, { t: t.median, name: 'tight A* (typed arrays)' });
      return result(name, 'ms', ours.median, peer.t, peer.name,
        `cost ${cost}; JumpPointFinder ${jpsMedian.toFixed(2)} ms (its grid clone, needed per query, not timed), path of ${jpsLen} points; tight A* ${t.median.toFixed(2)} ms, ${closed.length} squares expanded`,
        { t: lim.median, name: 'read the 8 neighbours of each square the tight A* expands' });
    },
  };
}

const sight3dCube: Case = {
  name: 'sight-3d-cube',
  run() {
    const scenario = heroscapeMap(HEROSCAPE_DIR, HEROSCAPE_FILE);
    const session = loadScenarioObject(scenario);
    const b = session.board!;
    // The cube world: one voxel per hex cell and level, solid from the ground to under the top surface.
    const W = b.width, H = b.height;
    let top = 0;
    for (const p of b.places) for (const s of p.surfaces) top = Math.max(top, s.level);
    const D = top + 8;
    const vox = new Uint8Array(W * H * D);
    const land: { x: number; y: number; level: number }[] = [];
    for (const p of b.places) {
      if (!p.surfaces.length) continue;
      const lv = p.surfaces[p.surfaces.length - 1]!.level;
      land.push({ x: p.x, y: p.y, level: lv });
      for (let z = 0; z < lv; z++) vox[(z * H + p.y) * W + p.x] = 1;
    }
    const get = (x: number, y: number, z: number) => (x < 0 || y < 0 || z < 0 || x >= W || y >= H || z >= D ? 0 : vox[(z * H + y) * W + x]!);
    const r = rng(3);
    const N = 20000;
    const pairs: [typeof land[number], typeof land[number]][] = [];
    while (pairs.length < N) {
      const a = land[randInt(r, land.length)]!, c = land[randInt(r, land.length)]!;
      if (a !== c) pairs.push([a, c]);
    }
    const rays = pairs.map(([a, c]) => {
      const p = [a.x + 0.5, a.y + 0.5, a.level + 3.0001];
      const d = [c.x - a.x, c.y - a.y, c.level + 2 - a.level - 3];
      const len = Math.hypot(d[0]!, d[1]!, d[2]!);
      return { p, d: [d[0]! / len, d[1]! / len, d[2]! / len], len };
    });
    let clearVox = 0;
    const peerRun = () => { clearVox = 0; for (const ray of rays) if (!raycast(get, ray.p, ray.d, ray.len)) clearVox++; return clearVox; };
    peerRun();
    const clear = hg.sightRays(session, pairs);
    let single = 0;
    // a place stands for a figure on its surface: the line runs from its head (3 up) to a chest (2 up)
    for (const [a, c] of pairs.slice(0, 1000)) if (ask(session, { ask: 'sight', from: [a.x, a.y, a.level], to: [c.x, c.y, c.level] }).sight) single++;
    if (single !== hg.sightRays(session, pairs.slice(0, 1000))) throw new Error('sight-3d-cube: the fast rays disagree with the sight question');
    // Blocked and clear rays timed apart: a blocked ray stops early.
    const clearPairs: typeof pairs = [], blockedPairs: typeof pairs = [];
    for (const p of pairs) (hg.sightRays(session, [p]) ? clearPairs : blockedPairs).push(p);
    const tc = time(() => hg.sightRays(session, clearPairs), { minRuns: 10 });
    const tb = time(() => hg.sightRays(session, blockedPairs), { minRuns: 10 });
    const ta = time(() => hg.sightRays(session, pairs), { minRuns: 10 });
    if (hg.sightRaysWalked(session, pairs) !== clear) throw new Error('sight-3d-cube: the walk alone disagrees with the rays');
    const tw = time(() => hg.sightRaysWalked(session, pairs), { minRuns: 10 });
    const tp = time(peerRun, { minRuns: 10 });
    // The limit: for each ray, read one typed-array cell per hex on its way (hex distance + 1 of them).
    const steps = new Int32Array(pairs.length), starts = new Int32Array(pairs.length), strides = new Int32Array(pairs.length);
    pairs.forEach(([a, c], i) => {
      const aq = a.x - ((a.y - (a.y & 1)) >> 1), cq = c.x - ((c.y - (c.y & 1)) >> 1);
      const dq = cq - aq, dr = c.y - a.y;
      steps[i] = Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) + 1;
      starts[i] = a.y * W + a.x;
      strides[i] = Math.round(((c.y - a.y) * W + (c.x - a.x)) / steps[i]!);
    });
    const colTop = new Int32Array(W * H);
    for (const l of land) colTop[l.y * W + l.x] = l.level;
    const lim = time(() => {
      let k = 0;
      for (let i = 0; i < steps.length; i++) {
        let p = starts[i]!;
        const s = strides[i]!;
        for (let n = steps[i]!; n > 0; n--) { k += colTop[p] ?? 0; p += s; }
      }
      return k;
    }, { minRuns: 10 });
    const ours = N / (ta.median / 1000), peer = N / (tp.median / 1000);
    const res = result('sight-3d-cube', 'rays/s', ours, peer, 'fast-voxel-raycast (Amanatides-Woo)',
      `${HEROSCAPE_FILE}: ${N} rays, ${clear} clear in highground's columns (clear rays ${(clearPairs.length / (tc.median / 1000) / 1e6).toFixed(2)} M/s, blocked ${(blockedPairs.length / (tb.median / 1000) / 1e6).toFixed(2)} M/s; every ray walked hex by hex, without the whole-line test over the top table: ${(N / (tw.median / 1000) / 1e6).toFixed(2)} M/s), ${clearVox} clear in the cube world of ${W}x${H}x${D} voxels`,
      { t: N / (lim.median / 1000), name: 'one typed-array read per hex on the way' });
    // For rates the ratio is ours / peer and the limit ratio limit / ours.
    res.ratio = ours / peer;
    res.limitRatio = res.limit! / ours;
    return res;
  },
};

const sightMatrix50: Case = {
  name: 'sight-matrix-50',
  run() {
    const m = cityMap(50, 100, 100, 50);
    const session = loadScenarioObject(m.scenario);
    const mat = () => visibilityMatrix(session, { sight: true, cover: false });
    const first = mat();
    let seen = 0;
    for (const v of first.sight) seen += v;
    // Check a sample of pairs against the sight question.
    const ids = m.ids;
    for (let i = 0; i < ids.length; i += 7) for (let j = 0; j < ids.length; j += 3) {
      if (i === j) continue;
      const s = ask(session, { ask: 'sight', from: ids[i]!, to: ids[j]! }).sight === true ? 1 : 0;
      if (s !== first.sight[i * ids.length + j]) throw new Error(`sight-matrix-50: matrix and sight question disagree for ${ids[i]} -> ${ids[j]}`);
    }
    // rot.js: one field of view per figure on the same map flattened (walls and rooftops opaque to the ground).
    const sc = m.scenario as { map: { rows: string }; figures: Record<string, { at: [number, number] }> };
    const grid = sc.map.rows.split('\n').map((row) => row.split(' '));
    const fov = new FOV.PreciseShadowcasting((x, y) => grid[y]?.[x] === '.');
    const rotRun = () => {
      let k = 0;
      for (const id of ids) { const [x, y] = sc.figures[id]!.at; fov.compute(x, y, 100, () => { k++; }); }
      return k;
    };
    rotRun();
    const a = time(mat, { minRuns: 5, maxRuns: 30 });
    const b = time(rotRun, { minRuns: 5, maxRuns: 30 });
    return result('sight-matrix-50', 'ms', a.median, b.median, 'rot-js PreciseShadowcasting, one FOV per figure',
      `city-of-peril sight between 50 figures (2,450 ordered pairs, ${seen} seen) against rot.js's field of view from each figure (flattened)`);
  },
};

const cover50Sight: Case = {
  name: 'cover-50-sight',
  run() {
    const m = cityMap(50, 100, 100, 50);
    const session = loadScenarioObject(m.scenario);
    const batch = () => visibilityMatrix(session, {});
    const loop = () => {
      let k = 0;
      for (const a of m.ids) for (const t of m.ids) if (a !== t) { const v = ask(session, { ask: 'cover', attacker: a, target: t }); if (v.cover !== 'none') k++; }
      return k;
    };
    const first = batch();
    let c = 0;
    for (const v of first.cover!) c += v;
    if (c !== loop()) throw new Error('cover-50-sight: batch and single cover questions disagree');
    const a = time(batch, { minRuns: 3, maxRuns: 20 });
    const b = time(loop, { minRuns: 3, maxRuns: 5, minMs: 0, warmup: 1 });
    return result('cover-50-sight', 'ms', a.median, b.median, 'highground single questions',
      `sight and cover between 50 figures (visibilityMatrix with its defaults): ${c} pairs with cover`);
  },
};

/**
 * recast-navigation on a malifaux bench table: a navmesh of the ground with each piece a 2" box, built once,
 * and one path across (its build and path times, CPU medians).
 */
async function recastPeer(pieces: readonly { x: number; y: number; w: number; h: number }[], to: readonly [number, number]): Promise<{ buildMs: number; pathMs: number }> {
  // recast-navigation's declaration files import without extensions, which NodeNext cannot follow; the
  // little of its API used here, typed by hand.
  type V3 = { x: number; y: number; z: number };
  const core = (await import('@recast-navigation/core')) as unknown as {
    init(): Promise<void>;
    NavMeshQuery: new (nm: unknown) => { computePath(a: V3, b: V3): { success: boolean; path: V3[] } };
  };
  const gen = (await import('@recast-navigation/generators')) as unknown as {
    generateSoloNavMesh(pos: number[], idx: number[], cfg: Record<string, number>): { success: boolean; navMesh?: unknown };
  };
  const { init, NavMeshQuery } = core;
  const { generateSoloNavMesh } = gen;
  await init();
  const pos: number[] = [], idx: number[] = [];
  const quad = (a: number[], b: number[], c: number[], d: number[]) => { const i = pos.length / 3; pos.push(...a, ...b, ...c, ...d); idx.push(i, i + 2, i + 1, i, i + 3, i + 2); };
  const S = 48;
  quad([0, 0, 0], [S, 0, 0], [S, 0, S], [0, 0, S]);
  for (const p of pieces) {
    const x0 = p.x, x1 = p.x + p.w, z0 = p.y, z1 = p.y + p.h, h = 2;
    quad([x0, h, z0], [x1, h, z0], [x1, h, z1], [x0, h, z1]);
    quad([x0, 0, z0], [x1, 0, z0], [x1, h, z0], [x0, h, z0]);
    quad([x1, 0, z0], [x1, 0, z1], [x1, h, z1], [x1, h, z0]);
    quad([x1, 0, z1], [x0, 0, z1], [x0, h, z1], [x1, h, z1]);
    quad([x0, 0, z1], [x0, 0, z0], [x0, h, z0], [x0, h, z1]);
  }
  const radius = 30 / 25.4 / 2;
  const build = () => generateSoloNavMesh(pos, idx, { cs: 0.1, ch: 0.1, walkableRadius: Math.ceil(radius / 0.1), walkableClimb: 1, walkableHeight: 10 });
  // The build's CPU time, median of three, as ours is timed (a wall-clock build under load read 2.2 s for 0.23 s)
  const builds: number[] = [];
  let nm: ReturnType<typeof build> | undefined;
  for (let k = 0; k < 3; k++) {
    const tb0 = cpuMs();
    nm = build();
    builds.push(cpuMs() - tb0);
  }
  builds.sort((x, y) => x - y);
  const buildMs = builds[1]!;
  if (!nm || !nm.success || !nm.navMesh) throw new Error('malifaux-path-200: recast could not build a navmesh');
  const q = new NavMeshQuery(nm.navMesh);
  const pathRun = () => q.computePath({ x: 1, y: 0, z: 1 }, { x: to[0] - 1, y: 0, z: to[1] - 1 }).path.length;
  pathRun();
  const pw = time(pathRun, { minRuns: 10, minMs: 500 });
  return { buildMs, pathMs: pw.median };
}

/** The warm move's goal: a free place across the table (the one used before, [45, 45.5], overlaps piece p64: it timed a refusal). */
const WARM_GOAL: [number, number] = [46, 44];

const malifauxPath200: Case = {
  name: 'malifaux-path-200',
  async run() {
    const { scenario, pieces } = malifauxTable(41, 200, 48);
    const to = [47, 47] as const;
    const fresh = () => loadScenarioObject(structuredClone(scenario));
    const firstMove = () => ask(fresh(), { ask: 'move', figure: 'A', to: [to[0] - 1, to[1] - 1], budget: 1000 });
    // The first move on a table (the terrain graph, the mover graph and the search all built for it), not
    // the engine's first run in the process: V8 warms up on other tables first, then each timed run is the
    // first question of a fresh session (CPU median of several).
    for (const seed of [1, 2]) ask(loadScenarioObject(malifauxTable(seed, 200, 48).scenario), { ask: 'move', figure: 'A', to: [to[0] - 1, to[1] - 1], budget: 1000 });
    const v = firstMove();
    const firstMs = time(firstMove, { warmup: 0, minRuns: 5, maxRuns: 9, minMs: 0 }).median;
    const { scenario: big } = malifauxTable(41, 500, 76);
    const t500 = time(() => ask(loadScenarioObject(structuredClone(big)), { ask: 'move', figure: 'A', to: [74, 74], budget: 1000 }), { warmup: 0, minRuns: 3, maxRuns: 3, minMs: 0 }).median;
    const warmSession = fresh();
    ask(warmSession, { ask: 'move', figure: 'A', to: [to[0] - 1, to[1] - 1], budget: 1000 });
    const warm = time(() => ask(warmSession, { ask: 'move', figure: 'A', to: WARM_GOAL, budget: 1000 }), { minRuns: 3, maxRuns: 20, minMs: 500 });
    const { buildMs, pathMs } = await recastPeer(pieces, to);
    const firstPeer = buildMs + pathMs;
    return result('malifaux-path-200', 'ms', firstMs, firstPeer, 'recast-navigation (navmesh build + path)',
      `200 pieces on a 48" table: first move ${firstMs.toFixed(1)} ms (cost ${String(v.cost ?? v.distance ?? '?')}), warm ${warm.median.toFixed(2)} ms; 500 pieces on a 76" table: first move ${t500.toFixed(1)} ms; recast builds in ${buildMs.toFixed(1)} ms and paths in ${pathMs.toFixed(3)} ms (no severe terrain, no climbing)`);
  },
};

/** The same table warm: a second move on a session that has answered one (graphs built), against a recast path query. */
const malifauxPath200Warm: Case = {
  name: 'malifaux-path-200-warm',
  async run() {
    const { scenario, pieces } = malifauxTable(41, 200, 48);
    const to = [47, 47] as const;
    const session = loadScenarioObject(structuredClone(scenario));
    const first = ask(session, { ask: 'move', figure: 'A', to: [to[0] - 1, to[1] - 1], budget: 1000 });
    const again = () => ask(session, { ask: 'move', figure: 'A', to: WARM_GOAL, budget: 1000 });
    const v = again();
    // The warm answer is the single question's on a fresh session.
    const single = ask(loadScenarioObject(structuredClone(scenario)), { ask: 'move', figure: 'A', to: WARM_GOAL, budget: 1000 });
    if (v.cost !== single.cost || v.legal !== single.legal) throw new Error('malifaux-path-200-warm: the warm session and a fresh one disagree');
    const warm = time(again, { minRuns: 3, maxRuns: 20, minMs: 500 });
    const { pathMs } = await recastPeer(pieces, to);
    return result('malifaux-path-200-warm', 'ms', warm.median, pathMs, 'recast-navigation (path on a built navmesh)',
      `200 pieces, a move on a session that has answered one (first cost ${String(first.cost)}, this one ${String(v.cost)}): ${warm.median.toFixed(2)} ms; recast paths in ${pathMs.toFixed(3)} ms on its navmesh (no severe terrain, no climbing)`);
  },
};

/** A footprint of `n` corners: a rounded star over about 45 hexes. */
function starFootprint(n: number, cx: number, cy: number, r: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const rr = r * (i % 2 ? 0.82 : 1);
    pts.push([+(cx + rr * Math.cos(a)).toFixed(3), +(cy + rr * Math.sin(a)).toFixed(3)]);
  }
  return pts;
}

export function c3gScenario(corners: number): Record<string, unknown> {
  const W = 12, H = 12;
  const rows: string[] = [];
  for (let y = 0; y < H; y++) rows.push(Array.from({ length: W }, () => 'g').join(' '));
  return {
    format: 'highground/1',
    ruleset: 'c3g-buildings',
    map: {
      grid: 'hex',
      structures: { tower: { kind: 'enclosed', footprint: { polygon: starFootprint(corners, 5.5 * 44.6, 5.5 * 38.6, 150) } } },
      rows: rows.join('\n'),
      legend: { g: { level: 1, terrain: 'grass' } },
    },
    figures: {},
  };
}

/** The star's corners, as the scenario holds them. */
function c3gCorners(scenario: Record<string, unknown>): [number, number][] {
  return (scenario as { map: { structures: { tower: { footprint: { polygon: [number, number][] } } } } }).map.structures.tower.footprint.polygon;
}

/**
 * Checks every hex of the map: the peer's class and largest disc (to the micrometre) equal the `classify`
 * question's. Returns how many hexes the footprint narrows (a largest disc under the hex's width, to the micrometre).
 */
function checkC3gPeer(corners: number): number {
  const sc = c3gScenario(corners);
  const s = loadScenarioObject(sc);
  const peer = classifyClipTriples(c3gCorners(sc), 12, 12, 44.6, 32, 18);
  let narrowed = 0;
  for (let y = 0; y < 12; y++) for (let x = 0; x < 12; x++) {
    const v = ask(s, { ask: 'classify', at: [x, y] }) as { class?: string; largestMm?: number };
    const p = peer[y * 12 + x]!;
    if (v.class !== p.class || v.largestMm !== p.largestMm)
      throw new Error(`c3g-footprint-64 (${corners} corners): the peer and the classify question disagree at [${x}, ${y}]: ${p.class} ${p.largestMm} mm against ${String(v.class)} ${String(v.largestMm)} mm`);
    if (p.largestMm < 44.6) narrowed++;
  }
  return narrowed;
}

/**
 * A footprint of 64 corners. The peer is the method issue 17 named for it (bench/peers/clip-triples.ts: clip
 * the footprint to each hex, then solve every triple of the clipped part's sites); the limit is highground
 * itself on the same building with 8 corners (limit ratio = 64-corner time / 8-corner time: 1 is flat in
 * corners, the goal "the 64-corner footprint cap gone"; the 8-corner star crosses fewer hexes without
 * covering them, so some of that ratio is the hexes, not the corners). Each answer is checked equal to the
 * single `classify` question's, the peer's included.
 */
const c3gFootprint64: Case = {
  name: 'c3g-footprint-64',
  run() {
    // Each map is built once, outside the timing (its corners written out by toFixed cost 0.02-0.06 ms a
    // map, more for more corners, and are not the engine's work); loading does not change the object.
    const maps = new Map([64, 8].map((c) => [c, c3gScenario(c)]));
    const classifyAll = (corners: number) => () => {
      const s = loadScenarioObject(maps.get(corners)!);
      let k = 0;
      for (let y = 0; y < 12; y++) for (let x = 0; x < 12; x++) {
        const v = ask(s, { ask: 'classify', at: [x, y] });
        if (v.class && v.class !== 'none') k++;
      }
      return k;
    };
    const star = c3gCorners(maps.get(64)!);
    const peerRun = () => classifyClipTriples(star, 12, 12, 44.6, 32, 18).length;
    const n64 = checkC3gPeer(64), n8 = checkC3gPeer(8);
    // Interleaved (timeEach), so that load changing during the run falls on all three alike.
    const [a, b, p] = timeEach([classifyAll(64), classifyAll(8), peerRun], { minRuns: 10, maxRuns: 100 }) as [Timing, Timing, Timing];
    return result('c3g-footprint-64', 'ms', a.median, p.median, 'clip to each hex, then every triple of its sites (issue 17\'s method)',
      `load and classify every hex of a 12x12 map under a 64-corner footprint (${n64} hexes narrowed) against the issue's method on the same map; the limit is highground on the 8-corner building (${n8} hexes narrowed), so the limit ratio is 64-corner time over 8-corner time (1: flat in corners)`,
      { t: b.median, name: 'highground, the same building with 8 corners' });
  },
};

const heatmap100: Case = {
  name: 'heatmap-100',
  run() {
    const scenario = heroscapeMap(HEROSCAPE_DIR, HEROSCAPE_FILE) as { figures?: Record<string, unknown> } & Record<string, unknown>;
    const base = loadScenarioObject({ ...scenario, figures: {} });
    const b = base.board!;
    const land = b.places.filter((p) => p.surfaces.length);
    const r = rng(11);
    const viewers = Array.from({ length: 100 }, () => land[randInt(r, land.length)]!);
    // The public API from bare places of one session (no figure, no new session per viewer).
    const ours = () => {
      let k = 0;
      for (const p of viewers) k += viewshed(base, { at: [p.x, p.y] }).count;
      return k;
    };
    // Each viewer's answer is the one of a session with a figure standing there.
    for (const p of viewers.slice(0, 5)) {
      const s = loadScenarioObject({ ...scenario, figures: { V: { at: [p.x, p.y], kind: 'human' } } });
      if (viewshed(base, { at: [p.x, p.y] }).count !== viewshed(s, 'V').count) throw new Error(`heatmap-100: the viewshed from [${p.x}, ${p.y}] and the figure's disagree`);
    }
    const W = b.width, H = b.height;
    const top = new Int32Array(W * H).fill(-1);
    for (const p of land) top[p.y * W + p.x] = p.surfaces[p.surfaces.length - 1]!.level;
    const peerRun = () => {
      let k = 0;
      for (const p of viewers) {
        const vl = top[p.y * W + p.x]! + 2;
        const fov = new FOV.RecursiveShadowcasting((x, y) => x >= 0 && y >= 0 && x < W && y < H && top[y * W + x]! <= vl);
        fov.compute(p.x, p.y, Math.max(W, H), () => { k++; });
      }
      return k;
    };
    // Interleaved, as heatmap-100-place (the check's sessions are collected while the first side is timed).
    const [a, c] = timeEach([ours, peerRun], { minRuns: 15, maxRuns: 200 }) as [Timing, Timing];
    return result('heatmap-100', 'ms', a.median, c.median, 'rot-js RecursiveShadowcasting x 100 (2-D, flattened)',
      `tft-3d viewsheds from 100 places of ${HEROSCAPE_FILE} through the public viewshed(session, { at }) of one session against 100 rot.js fields of view`);
  },
};

/** The same heat map from places of one session (the internal `viewshedAt(ctx, place)`). */
const heatmap100Place: Case = {
  name: 'heatmap-100-place',
  run() {
    const scenario = heroscapeMap(HEROSCAPE_DIR, HEROSCAPE_FILE) as { figures?: Record<string, unknown> } & Record<string, unknown>;
    const base = loadScenarioObject({ ...scenario, figures: {} });
    const ctx = base.ctx as TftCtx;
    const b = base.board!;
    const land = b.places.filter((p) => p.surfaces.length);
    const r = rng(11);
    const viewers = Array.from({ length: 100 }, () => land[randInt(r, land.length)]!);
    const W = b.width, H = b.height;
    // One answer buffer for the hundred viewers (viewshedAt's `into`: a heat map adds each answer up and
    // reuses it), as the peer's callback counts into one number.
    const buf = new Uint8Array(ctx.terrain.surfaces.length);
    const ours = () => {
      let k = 0;
      for (const p of viewers) { const v = viewshedAt(ctx, p.y * W + p.x, undefined, buf); for (let i = 0; i < v.length; i++) k += v[i]!; }
      return k;
    };
    // Each viewer's answer is the one of a session with a figure standing there.
    for (const p of viewers.slice(0, 5)) {
      const s = loadScenarioObject({ ...scenario, figures: { V: { at: [p.x, p.y], kind: 'human' } } });
      let k = 0;
      const v = viewshedAt(ctx, p.y * W + p.x);
      for (let i = 0; i < v.length; i++) k += v[i]!;
      if (k !== viewshed(s, 'V').count) throw new Error(`heatmap-100-place: viewshedAt and the figure's viewshed disagree at [${p.x}, ${p.y}]`);
    }
    const top = new Int32Array(W * H).fill(-1);
    for (const p of land) top[p.y * W + p.x] = p.surfaces[p.surfaces.length - 1]!.level;
    const peerRun = () => {
      let k = 0;
      for (const p of viewers) {
        const vl = top[p.y * W + p.x]! + 2;
        const fov = new FOV.RecursiveShadowcasting((x, y) => x >= 0 && y >= 0 && x < W && y < H && top[y * W + x]! <= vl);
        fov.compute(p.x, p.y, Math.max(W, H), () => { k++; });
      }
      return k;
    };
    // Interleaved (timeEach): the five sessions of the check above are garbage, and collecting them (the
    // collector's threads count in this process's CPU time) fell on whichever side was timed first: alone,
    // ours measured 1.9-2.3 ms in a first window and 1.0 ms in the next ones, or after a forced collection.
    const [a, c] = timeEach([ours, peerRun], { minRuns: 15, maxRuns: 200 }) as [Timing, Timing];
    return result('heatmap-100-place', 'ms', a.median, c.median, 'rot-js RecursiveShadowcasting x 100 (2-D, flattened)',
      `tft-3d viewsheds from 100 places of ${HEROSCAPE_FILE} in one session (viewshedAt into one buffer: blocks of places seen whole over range-maximum tables of column tops, the rest one exact 3-D line each) against 100 rot.js fields of view`);
  },
};

export const cases2: Case[] = [
  viewshed200Sym(),
  viewshedCase('viewshed-open-800', 'open', 800),
  viewshedCase('viewshed-buildings-800', 'buildings', 800),
  viewshedCase('viewshed-city-800', 'city', 800),
  pathCase('path-maze-801', () => ({ m: mazeMap(5, 801, 801), from: [1, 1], to: [799, 799] })),
  pathCase('path-open-800', () => { const m = squareKindMap(6, 'open', 800, 800); m.blocking[0] = 0; m.blocking[800 * 800 - 1] = 0; return { m: { ...m, scenario: reFigure(m, [0, 0]) }, from: [0, 0], to: [799, 799] }; }),
  sight3dCube,
  sightMatrix50,
  cover50Sight,
  malifauxPath200,
  malifauxPath200Warm,
  c3gFootprint64,
  heatmap100,
  heatmap100Place,
];

/** The same map with figure A moved (and the map rows redrawn from the arrays). */
function reFigure(m: SquareMap, at: [number, number]): Record<string, unknown> {
  const W = m.width;
  const sc = m.scenario as { map: Record<string, unknown> };
  const text = rows(W, m.height, (x, y) => `${m.level[y * W + x]}${m.blocking[y * W + x] ? 'b' : ''}`);
  return { ...m.scenario, map: { ...sc.map, rows: text }, figures: { A: { at, speed: 100000 } } };
}
