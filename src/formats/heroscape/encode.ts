/**
 * Built columns -> a hex scenario, compact and readable:
 *
 * - `rows` cover the bounding box of every hex, translated so the smallest x is 0 and the smallest y is
 *   0 or 1: y moves by an even number so odd rows stay odd (odd-r). `map.origin` records the file's own
 *   [x, y] of the scenario's [0, 0]. Odd rows are indented half a token, so the text looks like the map.
 * - Each distinct place is one legend token: `.` for no tile (`void: true`), otherwise the stem of its
 *   ground terrain and its level (`g3` grass at level 3, `w1` water at 1, `t0` the bare table), the stem
 *   of an obstacle after it (`g1T`: a tree on grass at level 1), `@n` for start zone n, and `/` between
 *   the surfaces of a stack (`g1/ca21`). Two different places that would get the same token are told
 *   apart by `~2`, `~3`.
 * - Glyphs, ladders and battlements are one-off details: such places are written under `cells:` in full,
 *   while `rows` shows their plain token.
 */
import type { CellSpec, FigureSpec, PlacedCellSpec, RulesetId, Scenario, Surface } from '../scenario/schema.js';
import type { TargetVocabulary } from './adapt.js';
import { HighgroundError } from '../../errors.js';
import { MAX_GRID_PLACES } from '../scenario/grid.js';
import { thicknessKey, type BuiltMap, type BuiltSurface } from './columns.js';
import { TOKEN_STEM } from './terrain.js';

export interface EncodeOptions {
  ruleset: RulesetId;
  /** The map file's name, for the title and description. */
  fileName?: string | undefined;
  /** When given, figure keys it lacks are left out. */
  vocabulary?: TargetVocabulary | undefined;
}

function surfaceSpec(s: BuiltSurface, detail: boolean, slot = 0): Surface {
  const out: Surface = { level: s.level };
  const thickness = thicknessKey(s, slot);
  if (thickness !== undefined) out.thickness = thickness;
  if (s.terrain.length === 1) out.terrain = s.terrain[0]!;
  else if (s.terrain.length > 1) out.terrain = [...s.terrain];
  if (s.obstacle !== undefined) out.obstacle = s.obstacle;
  if (s.start !== undefined) out.start = s.start;
  if (detail) {
    if (s.glyph !== undefined) out.glyph = s.glyph;
    if (s.glyph !== undefined && s.glyphName !== undefined) out.glyphName = s.glyphName;
    if (s.glyph !== undefined && s.glyphType !== undefined) out.glyphType = s.glyphType;
    if (s.railing?.length) out.railing = [...s.railing];
    if (s.ladder?.length) out.ladder = [...s.ladder];
    if (s.ladder?.length && s.ladderHeight !== undefined && s.ladderHeight !== 2) out.ladderHeight = s.ladderHeight;
    if (s.battlement?.length) out.battlement = [...s.battlement];
    if (s.battlement?.length && s.battlementLayer !== undefined) out.battlementLayer = s.battlementLayer;
    if (s.flag?.length) out.flag = [...s.flag];
    if (s.flag?.length && s.flagLayer !== undefined) out.flagLayer = s.flagLayer;
  }
  return out;
}

function cellSpec(surfaces: readonly BuiltSurface[], detail: boolean): CellSpec {
  if (surfaces.length === 1) return surfaceSpec(surfaces[0]!, detail);
  return { stack: surfaces.map((s, slot) => surfaceSpec(s, detail, slot)) };
}

function surfaceToken(s: BuiltSurface, zones: Map<string, number>): string {
  const ground = s.terrain[0];
  const groundIsObstacle = ground !== undefined && /^[A-Z]/.test(TOKEN_STEM[ground] ?? '');
  let t = (groundIsObstacle || ground === undefined ? 't' : TOKEN_STEM[ground] ?? 'x') + s.level;
  for (const name of s.terrain.slice(groundIsObstacle ? 0 : 1)) t += TOKEN_STEM[name] ?? 'X';
  if (s.start !== undefined) {
    if (!zones.has(s.start)) zones.set(s.start, zones.size + 1);
    t += `@${zones.get(s.start)}`;
  }
  return t;
}

function slug(name: string): string {
  const s = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return s || 'figure';
}

export function encodeScenario(map: BuiltMap, opts: EncodeOptions): Scenario {
  const places = [...map.columns.values()];
  // Bounds by a loop: spreading a few hundred thousand hexes into Math.min overflows the stack.
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const [x, y] of [...places.map((c) => [c.x, c.y] as const), ...map.figures.map((f) => f.at)]) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const any = minX !== Infinity;
  const dx = any ? minX : 0;
  const dy = any ? minY - (minY & 1) : 0;
  const width = any ? maxX - dx + 1 : 1;
  const height = any ? maxY - dy + 1 : 1;
  // A damaged or hostile file can put one piece billions of hexes from the rest: refuse the map before
  // allocating its rows.
  if (width * height > MAX_GRID_PLACES) {
    throw new HighgroundError(
      `the pieces span ${width} x ${height} hexes, from [${minX}, ${minY}] to [${maxX}, ${maxY}]; a map may have at most ${MAX_GRID_PLACES} places`,
      { file: opts.fileName },
    );
  }

  const legend: Record<string, CellSpec> = { '.': { void: true } };
  const legendText = new Map<string, string>([['.', JSON.stringify(legend['.'])]]);
  const byCell = new Map<string, string>([[legendText.get('.')!, '.']]);
  const zones = new Map<string, number>();
  const grid: string[][] = Array.from({ length: height }, () => new Array<string>(width).fill('.'));
  const cells: PlacedCellSpec[] = [];

  const sorted = places.sort((a, b) => a.y - b.y || a.x - b.x);
  for (const c of sorted) {
    const plain = cellSpec(c.surfaces, false);
    const text = JSON.stringify(plain);
    let token = byCell.get(text);
    if (token === undefined) {
      const stem = c.surfaces.map((s) => surfaceToken(s, zones)).join('/');
      token = stem;
      for (let n = 2; legendText.has(token); n++) token = `${stem}~${n}`;
      legend[token] = plain;
      legendText.set(token, text);
      byCell.set(text, token);
    }
    grid[c.y - dy]![c.x - dx] = token;
    const full = cellSpec(c.surfaces, true);
    if (JSON.stringify(full) !== text) cells.push({ at: [c.x - dx, c.y - dy], ...full });
  }

  const w = Object.keys(legend).reduce((m, t) => Math.max(m, t.length), 1);
  const indent = ' '.repeat(Math.ceil((w + 1) / 2));
  const rows = grid
    .map((row, y) => (y % 2 ? indent : '') + row.map((t) => t.padEnd(w)).join(' ').trimEnd())
    .join('\n') + '\n';

  const figures: Record<string, FigureSpec> = {};
  const seen = new Map<string, number>();
  for (const f of map.figures) {
    const base = slug(f.name);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const id = n === 1 ? base : `${base}-${n}`;
    const fig: FigureSpec = { at: [f.at[0] - dx, f.at[1] - dy], name: f.name };
    if (f.file !== undefined && f.file !== f.name) fig.file = f.file;
    const col = map.columns.get(`${f.at[0]},${f.at[1]}`);
    if (col && (col.surfaces.length > 1 || col.surfaces[0]?.level !== f.level)) fig.level = f.level;
    if (opts.ruleset !== 'tft-3d') {
      if (f.hexes === 2) fig.spaces = 2;
    } else {
      if (f.hexes === 2) fig.hexes = 2;
      fig.facing = f.facing;
    }
    const keys = opts.vocabulary?.figureKeys;
    if (keys) for (const k of ['spaces', 'hexes', 'facing', 'file'] as const) if (fig[k] !== undefined && !keys.includes(k)) delete fig[k];
    figures[id] = fig;
  }

  const from = opts.fileName ? `${opts.fileName} (${map.format})` : `a ${map.format} map`;
  const description = [`Imported from ${from} by highground import.`, ...map.notes].join('\n');
  return {
    format: 'highground/1',
    title: map.name || opts.fileName?.replace(/\.[^.]*$/, '') || 'Imported map',
    description,
    ruleset: opts.ruleset,
    map: {
      grid: 'hex',
      ...(map.name ? { name: map.name } : {}),
      ...(map.author ? { author: map.author } : {}),
      ...(map.players ? { players: map.players } : {}),
      text: map.text ?? '',
      ...(map.zones?.size ? { zones: Object.fromEntries([...map.zones].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, color]) => [name, { color }])) } : {}),
      origin: [dx, dy],
      rows,
      legend,
      ...(cells.length ? { cells } : {}),
    },
    ...(map.figures.length ? { figures } : {}),
  };
}
