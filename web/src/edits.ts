/**
 * Edits as pure functions: each takes a scenario and returns a new one (the old one is never changed).
 * The caller validates the result through loadScenarioObject before it becomes the current map.
 */
import type { CellSpec, FigureSpec, Scenario, Session } from 'highground/core';
import { showNum } from './words.js';

export type XY = readonly [number, number];
type Json = Record<string, unknown>;
type SurfaceLike = Record<string, unknown> & { level?: number; terrain?: string | string[] };

/** The cell spec that describes what the board has at [x, y] now (from the loaded board). */
export function cellAt(session: Session, at: XY): CellSpec {
  const b = session.board;
  if (!b) throw new Error('cellAt: not a grid map');
  const p = b.places[at[1] * b.width + at[0]];
  if (!p || p.surfaces.length === 0) return { void: true };
  const specs = p.surfaces.map((s) => {
    const { terrain, ...rest } = s as unknown as Json & { terrain: readonly string[] };
    const out: SurfaceLike = { ...rest };
    if (terrain.length === 1) out.terrain = terrain[0]!;
    else if (terrain.length > 1) out.terrain = [...terrain];
    return out;
  });
  return (specs.length === 1 ? specs[0] : { stack: specs }) as CellSpec;
}

/** A new scenario with the cell at [x, y] replaced (written to map.cells, which override rows). */
export function withCell(s: Scenario, at: XY, cell: CellSpec): Scenario {
  const map = s.map;
  if (map.grid === 'table') throw new Error('withCell: not a grid map');
  const cells = (map.cells ?? []).filter((c) => c.at[0] !== at[0] || c.at[1] !== at[1]);
  cells.push({ at: [at[0], at[1]], ...cell });
  return { ...s, map: { ...map, cells } };
}

/** Change the top standing surface of a cell (or make one on a void place). */
export function editTop(session: Session, at: XY, f: (top: SurfaceLike) => SurfaceLike | 'void'): Scenario {
  const cell = cellAt(session, at) as Json;
  let next: Json;
  if (cell.void) {
    const made = f({ level: session.ruleset.groundLevel });
    next = made === 'void' ? { void: true } : made;
  } else if (Array.isArray(cell.stack)) {
    const stack = [...(cell.stack as SurfaceLike[])];
    const made = f({ ...stack[stack.length - 1]! });
    if (made === 'void') stack.pop();
    else stack[stack.length - 1] = made;
    next = stack.length === 0 ? { void: true } : stack.length === 1 ? stack[0]! : { stack };
  } else {
    const made = f({ ...(cell as SurfaceLike) });
    next = made === 'void' ? { void: true } : made;
  }
  return withCell(session.scenario, at, next as CellSpec);
}

/**
 * The hexes of a Heroscape land tile of `size` (1, 2, 3, 7 or 24 hexes) put down at `at` on an odd-r
 * hex map: 2 a pair eastward, 3 a triangle, 7 a hex and its ring, 24 rows of 4-5-6-5-4 around `at`.
 */
export function tileHexes(size: number, at: XY): [number, number][] {
  const [x, y] = at;
  const odd = (r: number) => (r & 1) === 1;
  // the neighbour of (cx, cy) one step `dir` away (odd-r offsets): e, se, sw, w, nw, ne
  const step = (cx: number, cy: number, dir: number): [number, number] => {
    const o = odd(cy) ? 1 : 0;
    const d: [number, number][] = [[1, 0], [o, 1], [o - 1, 1], [-1, 0], [o - 1, -1], [o, -1]];
    return [cx + d[dir]![0], cy + d[dir]![1]];
  };
  if (size === 2) return [[x, y], step(x, y, 0)];
  if (size === 3) return [[x, y], step(x, y, 0), step(x, y, 1)];
  if (size === 7) return [[x, y], ...[0, 1, 2, 3, 4, 5].map((d) => step(x, y, d))];
  if (size === 24) {
    const out: [number, number][] = [];
    const widths = [4, 5, 6, 5, 4];
    for (let k = 0; k < 5; k++) {
      const row = y + k - 2;
      // each row centred under the middle one (odd-r: a row's half-step shift decides the first hex)
      const shift = odd(row) !== odd(y) ? (odd(y) ? 0.5 : -0.5) : 0;
      const first = Math.round(x - (widths[k]! - 1) / 2 - shift + 0.01);
      for (let i = 0; i < widths[k]!; i++) out.push([first + i, row]);
    }
    return out;
  }
  return [[x, y]];
}

/** Raise (or set) the top of several places in one change; places off the map are left out. */
export function setLevels(session: Session, cells: readonly XY[], level: (old: number) => number): Scenario {
  const b = session.board;
  if (!b) throw new Error('setLevels: not a grid map');
  let next = session.scenario;
  for (const at of cells) {
    if (at[0] < 0 || at[1] < 0 || at[0] >= b.width || at[1] >= b.height) continue;
    const cell = cellAt(session, at) as Json;
    const top = (Array.isArray(cell.stack) ? (cell.stack as SurfaceLike[])[(cell.stack as SurfaceLike[]).length - 1] : cell.void ? { level: session.ruleset.groundLevel } : cell) as SurfaceLike;
    const made = { ...top, level: level(top.level ?? session.ruleset.groundLevel) };
    const spec = Array.isArray(cell.stack) ? { stack: [...(cell.stack as SurfaceLike[]).slice(0, -1), made] } : made;
    next = withCell(next, at, spec as CellSpec);
  }
  return next;
}

export function setLevel(session: Session, at: XY, level: (old: number) => number): Scenario {
  return editTop(session, at, (t) => ({ ...t, level: level(t.level ?? session.ruleset.groundLevel) }));
}

export function setTerrain(session: Session, at: XY, name: string | null): Scenario {
  return editTop(session, at, (t) => {
    const { terrain: _t, ...rest } = t;
    return name ? { ...rest, terrain: name } : rest;
  });
}

export function setFeature(session: Session, at: XY, key: string, value: unknown): Scenario {
  return editTop(session, at, (t) => {
    const { [key]: _old, ...rest } = t;
    return value === undefined ? rest : { ...rest, [key]: value };
  });
}

export function toggleVoid(session: Session, at: XY): Scenario {
  const cell = cellAt(session, at) as Json;
  if (cell.void) return withCell(session.scenario, at, { level: session.ruleset.groundLevel });
  return withCell(session.scenario, at, { void: true });
}

/** Figures: add, move, change, remove. */
export function withFigure(s: Scenario, id: string, fig: FigureSpec | undefined): Scenario {
  const figures: Record<string, FigureSpec> = { ...(s.figures ?? {}) };
  if (fig) figures[id] = fig;
  else delete figures[id];
  return { ...s, figures };
}

export function moveFigure(s: Scenario, id: string, at: readonly number[], level?: number): Scenario {
  const fig = s.figures?.[id];
  if (!fig) throw new Error(`no figure ${id}`);
  const { level: _l, ...rest } = fig;
  const next: FigureSpec = { ...rest, at: [at[0]!, at[1]!] as FigureSpec['at'] };
  if (level !== undefined) next.level = level;
  return withFigure(s, id, next);
}

export function freeFigureId(s: Scenario): string {
  const used = new Set(Object.keys(s.figures ?? {}));
  for (let n = 0; ; n++) {
    for (let c = 0; c < 26; c++) {
      const id = String.fromCharCode(65 + c) + (n ? String(n) : '');
      if (!used.has(id)) return id;
    }
  }
}

export function withOption(s: Scenario, session: Session, name: string, value: string | number | boolean): Scenario {
  const options = { ...(s.options ?? {}) };
  const spec = session.ruleset.options[name];
  if (spec && spec.default === value) delete options[name];
  else options[name] = value;
  const next: Scenario = { ...s, options };
  if (Object.keys(options).length === 0) delete (next as Json).options;
  return next;
}

/** A blank map for a ruleset: ground everywhere (grid) or an empty table. */
export function blankScenario(ruleset: { id: Scenario['ruleset']; grid: 'square' | 'hex' | 'table' }, w: number, h: number): Scenario {
  const map: Scenario['map'] = ruleset.grid === 'table' ? { grid: 'table', size: [w, h] } : { grid: ruleset.grid, size: [w, h] };
  return { format: 'highground/1', title: `New ${ruleset.id} map`, ruleset: ruleset.id, map, figures: {} };
}

/** Parse what a user typed in a value box: JSON when it parses (true, 2, [0,1], "x"), else the text. */
export function parseValue(text: string): unknown {
  const t = text.trim();
  if (t === '') return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return t;
  }
}

/** Apply a move verdict's end place and events (damage, prone, placement) to the scenario. */
export function applyMove(s: Scenario, id: string, to: readonly number[], verdict: Json): { scenario: Scenario; notes: string[] } {
  const path = Array.isArray(verdict.path) ? (verdict.path as unknown[]) : [];
  const last = path[path.length - 1];
  const lastAt = Array.isArray(last) ? (last as number[]) : last && typeof last === 'object' && Array.isArray((last as Json).at) ? ((last as Json).at as number[]) : to;
  const evPath = (verdict.evidence as Json | undefined)?.path;
  const lastStep = Array.isArray(evPath) ? (evPath[evPath.length - 1] as Json | undefined) : undefined;
  const orig = s.figures?.[id];
  // keep an explicit level only for a figure that was aloft, or a move that ends on a stated level
  const level = typeof lastStep?.level === 'number' && (orig?.level !== undefined || to.length > 2) ? lastStep.level : undefined;
  let next = moveFigure(s, id, lastAt, level);
  const notes: string[] = [];
  for (const e of Array.isArray(verdict.events) ? (verdict.events as Json[]) : []) {
    const kind = String(e.event ?? e.kind ?? e.type ?? 'event');
    const who = typeof e.figure === 'string' ? e.figure : id;
    const fig = next.figures?.[who];
    notes.push(describeEvent(e));
    if (!fig) continue;
    const change: Json = {};
    if (e.prone === true || kind === 'prone' || kind === 'knocked-down') change.prone = true;
    const dmg = typeof e.damage === 'number' ? e.damage : typeof e.hits === 'number' ? e.hits : undefined;
    if (dmg !== undefined && typeof fig.hp === 'number') {
      change.hp = fig.hp - dmg;
      notes.push(`${who}: hp ${fig.hp} → ${fig.hp - dmg}`);
    }
    if (change.prone === true && !fig.prone) notes.push(`${who} is prone`);
    // a placement during the move (a drop at step 3 of 5) is where the path went on from, not where it ends
    const midway = typeof e.step === 'number' && e.step < path.length - 1;
    const place = (e.placed ?? e.place ?? (kind === 'placement' || kind === 'place' ? e.to ?? e.at : undefined)) as unknown;
    if (!midway && Array.isArray(place) && place.length >= 2) change.at = [place[0], place[1]];
    if (Object.keys(change).length) next = withFigure(next, who, { ...fig, ...change } as FigureSpec);
  }
  return { scenario: next, notes };
}

const xy = (v: unknown) => (Array.isArray(v) ? `[${v.map(showNum).join(', ')}]` : String(v));

/** An event of a move in words: "drop at step 3: placed at [5, 5], 10 damage (cop.move.drop)". */
export function describeEvent(e: Json): string {
  const kind = String(e.event ?? e.kind ?? e.type ?? 'event');
  const head = `${kind}${typeof e.step === 'number' ? ` at step ${e.step}` : Array.isArray(e.at) ? ` at ${xy(e.at)}` : ''}`;
  const bits: string[] = [];
  if (Array.isArray(e.placed)) bits.push(`placed at ${xy(e.placed)}`);
  // a number of points, or a hazard's damage as its piece states it ("1/2/4")
  if (typeof e.damage === 'number' || typeof e.damage === 'string') bits.push(`${showNum(e.damage)} damage`);
  if (e.prone === true) bits.push('falls prone');
  // an event's reason in words is said as it is ("stop at [3, 5]: entered hindering terrain"), not as "why ..."
  if (typeof e.why === 'string') bits.push(e.why);
  const skip = new Set(['event', 'kind', 'type', 'rule', 'step', 'at', 'placed', 'damage', 'prone', 'figure', 'why']);
  for (const [k, v] of Object.entries(e)) {
    if (skip.has(k) || (v !== null && typeof v === 'object' && !Array.isArray(v))) continue;
    bits.push(`${k} ${Array.isArray(v) ? xy(v) : showNum(v)}`);
  }
  return `${head}${bits.length ? `: ${bits.join(', ')}` : ''}${typeof e.rule === 'string' ? ` (${e.rule})` : ''}`;
}
