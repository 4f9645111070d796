// @ts-check
/**
 * Generate valid-looking scenarios for any registered ruleset from a small grammar: the map kind and the
 * vocabulary (terrain names, cell keys, figure keys, options) come from the ruleset itself, so a ruleset
 * that lands later is fuzzed without changes here. Values are mostly plausible; mutate.js breaks them.
 */

/** @typedef {import('./rng.js').Rng} Rng */
/** @typedef {{ id: string, grid: 'square'|'hex'|'table', groundLevel: number, options: Record<string, { default: unknown, choices?: readonly unknown[] }>, vocabulary: { terrain: Record<string,string>, cellKeys: readonly string[], figureKeys: readonly string[] }, questions: Record<string, { positional: readonly string[], args: unknown }> }} RulesetLike */

export const FIGURE_IDS = ['A', 'B', 'C', 'hero', 'orc-2', 'x_1', '7'];
/**
 * Strings a shared file could carry to attack a terminal or a reader: control characters (ESC sequences
 * that clear the screen or set the title, BEL, CR over a line, C1), bidi overrides and isolates, and
 * names equal to the keys of the formats (a figure called hexMap once made a scenario read as a map).
 */
export const HOSTILE_STRINGS = [
  'A\u001b[2J', 'B\u001b]0;pwned\u0007', 'C\rALL CHECKS PASSED', '\u202eD', 'E\u2066x\u2069', 'F\u0085\u009b2J', 'G\u0000H',
  'hexMap', 'boardPieces', 'format', 'ruleset', 'map', 'figures', 'checks', 'highground/1', 'I\nJ', 'K\u200f\u061c', 'L\u2028M',
];
/** Now and then a hostile string instead of an ordinary one. @param {Rng} r @param {readonly string[]} plain */
export function someString(r, plain) {
  return r.chance(0.15) ? r.pick(HOSTILE_STRINGS) : r.pick(plain);
}
/** The hostile strings that are one token (no spaces or line breaks): legend tokens, words on a command line. */
export const HOSTILE_TOKENS = HOSTILE_STRINGS.filter((t) => !/[\s\u0085\u2028]/.test(t));
const SIDES = ['red', 'blue', 'green'];
const HEX_DIRS = [0, 1, 2, 3, 4, 5, 'e', 'se', 'sw', 'w', 'nw', 'ne'];
const SQUARE_SIDES = ['north', 'east', 'south', 'west'];

/** @param {Rng} r @param {RulesetLike} rs @param {string} key */
function cellValue(r, rs, key) {
  const hex = rs.grid === 'hex';
  switch (key) {
    case 'ladder':
      return hex ? (r.chance(0.5) ? r.pick(HEX_DIRS) : [r.pick(HEX_DIRS), r.pick(HEX_DIRS)]) : true;
    case 'bridge': case 'stairs': case 'shaft': case 'structure':
      return r.pick(['a', 'b', 1, 2]);
    case 'walls':
      return [r.pick(SQUARE_SIDES), ...(r.chance(0.4) ? [r.pick(SQUARE_SIDES)] : [])].filter((v, i, a) => a.indexOf(v) === i);
    case 'obstacle': return r.int(0, 4);
    case 'depth': return r.pick(['ankle', 'knee', 'neck']);
    case 'battlement': case 'railing': return r.chance(0.5) ? r.pick(HEX_DIRS) : [r.pick(HEX_DIRS)];
    case 'glyphName': return someString(r, ['Glyphe inconnu', 'Glyph of Astrid', '']);
    case 'glyphType': return r.pick([14001, 14061, 14063, 14065, 14255, 14031, 15001]);
    case 'glyph': return someString(r, ['A', 'K', 'Astrid', '?']);
    case 'start': return someString(r, ['red', 'blue', '1']);
    case 'fit': return r.pick(['full', 'half', 'partial']);
    case 'transit': return r.int(0, 3);
    case 'door': return r.chance(0.8);
    case 'window': return r.pick([true, false, 'broken']);
    case 'floor': return r.int(0, 3);
    case 'stairway': return r.pick(['up', 'down']);
    default: return r.pick([true, 1, 'a']);
  }
}

/** @param {Rng} r @param {RulesetLike} rs */
function levelOf(r, rs) {
  if (rs.grid === 'hex') return r.int(0, 6);
  return rs.groundLevel + r.weighted([[5, 0], [3, 1], [2, 2], [1, 3]]);
}

/** A surface (one standing level of a cell). @param {Rng} r @param {RulesetLike} rs */
function surface(r, rs) {
  /** @type {Record<string, unknown>} */
  const s = {};
  const terrain = Object.keys(rs.vocabulary.terrain);
  if (r.chance(0.6)) s.level = levelOf(r, rs);
  if (terrain.length && r.chance(0.6)) s.terrain = r.chance(0.8) ? r.pick(terrain) : [r.pick(terrain), r.pick(terrain)].filter((v, i, a) => a.indexOf(v) === i);
  for (const key of rs.vocabulary.cellKeys) if (r.chance(0.12)) s[key] = cellValue(r, rs, key);
  return s;
}

/** @param {Rng} r @param {RulesetLike} rs */
function cell(r, rs) {
  if (rs.grid === 'hex' && r.chance(0.08)) return { void: true };
  if (r.chance(0.08)) {
    const a = surface(r, rs);
    const b = surface(r, rs);
    a.level = levelOf(r, rs);
    b.level = /** @type {number} */ (a.level) + r.int(1, 3);
    return { stack: [a, b] };
  }
  return surface(r, rs);
}

/** @param {Rng} r @param {RulesetLike} rs */
function gridMap(r, rs) {
  // now and then a huge or degenerate declared size (a 150-byte file declaring 1000 x 1000 once made
  // reach run for minutes): a sliver, a long strip, a big square, the largest accepted
  const [w, h] = r.weighted([
    [2000, () => [r.int(1, 8), r.int(1, 8)]],
    [15, () => [1, r.pick([200, 1000, 5000])]],
    [15, () => [r.pick([200, 1000, 5000]), 1]],
    [10, () => [r.pick([100, 300]), r.pick([100, 300])]],
    [1, () => [1000, 1000]],
  ])();
  if (w * h > 64) {
    const map = { grid: rs.grid, size: [w, h], ...(r.chance(0.5) ? { cells: [{ at: [r.int(0, w - 1), r.int(0, h - 1)], ...cell(r, rs) }] } : {}) };
    return { map, w, h };
  }
  /** @type {Record<string, unknown>} */
  const map = { grid: rs.grid };
  if (r.chance(0.15)) map.name = someString(r, ['Town', 'Rooftops', 'Île', '']);
  const tokens = ['.', ...['R', '2', 'W', 'x', 'g3', '#'].slice(0, r.int(1, 5))];
  // a legend token with a control character or equal to a format key (rows and errors print it)
  if (r.chance(0.05)) tokens.push(r.pick(HOSTILE_TOKENS));
  /** @type {Record<string, unknown>} */
  const legend = { '.': rs.grid === 'hex' && r.chance(0.2) ? { level: 1 } : {} };
  for (const t of tokens.slice(1)) legend[t] = cell(r, rs);
  if (r.chance(0.85)) {
    const lines = [];
    for (let y = 0; y < h; y++) {
      const row = [];
      for (let x = 0; x < w; x++) row.push(r.chance(0.5) ? '.' : r.pick(tokens));
      lines.push((rs.grid === 'hex' && y % 2 ? ' ' : '') + row.join(' '));
    }
    map.rows = lines.join('\n') + '\n';
    map.legend = legend;
    if (r.chance(0.1)) map.size = [w, h];
  } else {
    map.size = [w, h];
  }
  if (r.chance(0.35)) {
    const cells = [];
    const used = new Set();
    for (let n = r.int(1, 3); n > 0; n--) {
      const x = r.int(0, w - 1);
      const y = r.int(0, h - 1);
      if (used.has(`${x},${y}`)) continue;
      used.add(`${x},${y}`);
      cells.push({ at: [x, y], ...cell(r, rs) });
    }
    map.cells = cells;
  }
  if (rs.id === 'c3g-buildings' && r.chance(0.1)) {
    // buildings of every size, slivers and zero-area outlines included (millimetres)
    const rect = r.pick([[0, 0, 100, 80], [-1e6, -1e6, 2e6, 2e6], [0, 0, 1e6, 1e6], [0, 0, 1e-9, 50], [10, 10, 50, 1e-12], [-22, -20, 44.6, 38.6]]);
    map.structures = { b: { kind: r.pick(['enclosed', 'interior']), footprint: r.chance(0.8) ? { rect } : { polygon: [[0, 0], [50, 0], [100, 0]] } } };
  }
  return { map, w, h };
}

/** @param {Rng} r @param {RulesetLike} rs */
function shape(r, w, h) {
  const x = r.int(0, Math.max(0, w - 2)) + r.pick([0, 0.5]);
  const y = r.int(0, Math.max(0, h - 2)) + r.pick([0, 0.25]);
  // huge and degenerate shapes: slivers, zero area, shapes far larger than any table
  if (r.chance(0.08)) {
    return r.pick([
      { rect: [x, y, 1e-9, r.int(1, 6)] }, { rect: [x, y, r.int(1, 6), 1e-12] }, { rect: [x, y, 0, 3] },
      { rect: [-1e6, -1e6, 2e6, 2e6] }, { rect: [x, y, 1e6, 1e6] }, { rect: [-1000, -1000, 2000, 2000] },
      { polygon: [[x, y], [x + 3, y], [x + 6, y]] }, { polygon: [[x, y], [x + 1e-9, y + 5], [x, y + 10]] },
      { polygon: [[x, y], [x, y], [x, y]] }, { polygon: [[-1e6, -1e6], [1e6, -1e6], [0, 1e6]] },
      { circle: [x, y, 1e-9] }, { circle: [x, y, 0] }, { circle: [x, y, 1e6] },
    ]);
  }
  return r.weighted([
    [3, { rect: [x, y, r.int(1, 6), r.int(1, 6)] }],
    [2, { polygon: [[x, y], [x + r.int(1, 6), y + r.int(0, 2)], [x + r.int(0, 3), y + r.int(1, 6)]] }],
    [2, { circle: [x, y, r.pick([0.5, 1, 2, 3])] }],
  ]);
}

/** @param {Rng} r @param {RulesetLike} rs */
function tableMap(r, rs) {
  const w = r.pick([6, 12, 24, 36]);
  const h = r.pick([6, 12, 24, 36]);
  const kinds = Object.keys(rs.vocabulary.terrain);
  const pieces = [];
  for (let n = r.int(0, 4); n > 0; n--) {
    /** @type {Record<string, unknown>} */
    const p = { kind: kinds.length ? r.pick(kinds) : 'building', shape: shape(r, w, h) };
    if (r.chance(0.5)) p.id = someString(r, ['mill', 'p1', 'tower', 'stairs', 'ladder']);
    if (r.chance(0.6)) p.ht = r.int(0, 6);
    if (r.chance(0.15)) p.traits = [r.pick(['blocking', 'climbable', 'dense', 'enclosed', 'hard-cover', 'soft-cover', 'hazardous', 'impassable', 'severe', 'vantage', 'stops-pushes'])];
    if (r.chance(0.1)) p.access = [r.pick(['stairs', 'ladder', 'mill'])];
    if (r.chance(0.05)) p.damage = [1, 2, 4];
    pieces.push(p);
  }
  // ids must be unique where given
  const seen = new Set();
  for (const p of pieces) {
    if (p.id !== undefined && seen.has(p.id)) delete p.id;
    else if (p.id !== undefined) seen.add(p.id);
  }
  /** @type {Record<string, unknown>} */
  const map = { grid: 'table', size: [w, h] };
  if (pieces.length) map.pieces = pieces;
  if (r.chance(0.3)) map.deployment = { red: { rect: [0, 0, w, Math.min(4, h)] }, blue: { rect: [0, h - Math.min(4, h), w, Math.min(4, h)] } };
  return { map, w, h };
}

/** @param {Rng} r @param {RulesetLike} rs @param {string} key */
function figureValue(r, rs, key) {
  switch (key) {
    case 'size':
      return rs.id === 'heroclix' ? r.pick(['tiny', 'standard', 'giant', 'colossal']) : r.pick(['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan']);
    case 'speed': case 'ma': case 'move': return r.int(0, 10);
    case 'hp': return r.int(1, 30);
    case 'reach': return r.int(0, 3);
    case 'kind': return r.pick(['hobbit', 'dwarf', 'goblin', 'human', 'orc', 'elf', 'horseman', 'giant', 'dragon']);
    case 'height': return r.int(0, 8);
    case 'hexes': return r.weighted([[6, 1], [1, 2], [1, 3], [1, 4], [1, 7]]);
    case 'facing': return r.int(0, 5);
    case 'st': case 'dx': return r.int(6, 16);
    case 'armor': return r.int(0, 3);
    case 'talents': return [r.pick(['climb', 'acrobatics', 'running'])];
    case 'weapon': return r.pick(['sword', 'pole', 'spear', 'bow']);
    case 'spaces': return r.pick([1, 2]);
    case 'improved-targeting': return [r.pick(['elevated', 'hindering', 'blocking', 'characters'])];
    case 'base': return r.pick([30, 40, 50]);
    case 'ht': return r.int(1, 4);
    case 'wk': return r.int(3, 7);
    default: return r.chance(0.5);
  }
}

/** @param {Rng} r @param {RulesetLike} rs @param {number} w @param {number} h */
function figures(r, rs, w, h) {
  /** @type {Record<string, Record<string, unknown>>} */
  const out = {};
  const n = r.weighted([[1, 0], [3, 1], [5, 2], [3, 3], [1, 4]]);
  const ids = r.chance(0.1) ? [...FIGURE_IDS, ...HOSTILE_STRINGS] : FIGURE_IDS.slice();
  for (let i = 0; i < n; i++) {
    const id = ids.splice(r.int(0, ids.length - 1), 1)[0];
    if (id === undefined) break;
    const at = rs.grid === 'table'
      ? [r.int(0, w * 4) / 4, r.int(0, h * 4) / 4]
      : [r.int(0, w - 1), r.int(0, h - 1)];
    /** @type {Record<string, unknown>} */
    const f = { at };
    if (r.chance(0.7)) f.side = r.chance(0.03) ? r.pick(HOSTILE_STRINGS) : SIDES[i % 2];
    if (r.chance(0.05)) f.name = r.pick(HOSTILE_STRINGS);
    if (r.chance(0.05)) f.prone = true;
    if (r.chance(0.05)) f.level = rs.grid === 'table' ? r.int(0, 5) : levelOf(r, rs) + r.int(0, 3);
    for (const key of rs.vocabulary.figureKeys) if (r.chance(0.15)) f[key] = figureValue(r, rs, key);
    out[id] = f;
  }
  return out;
}

/** @param {Rng} r @param {RulesetLike} rs */
function options(r, rs) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [name, spec] of Object.entries(rs.options)) {
    if (!r.chance(0.2)) continue;
    if (spec.choices) out[name] = r.pick(spec.choices);
    else if (typeof spec.default === 'boolean') out[name] = r.chance(0.5);
    else if (typeof spec.default === 'number') out[name] = r.pick([spec.default, 0, 1, 2, 0.25, 4]);
    else out[name] = spec.default;
  }
  // an option no ruleset has, named to hurt the terminal that prints the refusal
  if (r.chance(0.02)) out[r.pick(HOSTILE_STRINGS)] = true;
  return out;
}

/**
 * A scenario object for `rs` and a description of its map (for question arguments).
 * @param {Rng} r @param {RulesetLike} rs @param {(r: Rng, rs: RulesetLike, ctx: MapInfo) => Record<string, unknown>} question
 */
export function generateScenario(r, rs, question) {
  const { map, w, h } = rs.grid === 'table' ? tableMap(r, rs) : gridMap(r, rs);
  /** @type {Record<string, unknown>} */
  const s = { format: 'highground/1' };
  if (r.chance(0.5)) s.title = someString(r, ['A test', 'Rooftops at dusk', 'Ça va', '']);
  if (r.chance(0.05)) s.description = someString(r, ['Two rooftops', '']);
  s.ruleset = rs.id;
  const opts = options(r, rs);
  if (Object.keys(opts).length) s.options = opts;
  s.map = map;
  const figs = figures(r, rs, w, h);
  if (Object.keys(figs).length || r.chance(0.5)) s.figures = figs;
  /** @type {MapInfo} */
  const info = { w, h, figures: Object.keys(figs), grid: rs.grid };
  if (r.chance(0.3)) {
    const checks = [];
    for (let n = r.int(1, 3); n > 0; n--) {
      const q = question(r, rs, info);
      checks.push({ ...q, expect: r.chance(0.5) ? {} : { [r.pick(['sight', 'legal', 'cost', 'adjacent', 'allowed'])]: r.pick([true, false, 1, 'none']) }, ...(r.chance(0.1) ? { name: someString(r, ['the ladder', '']) } : {}) });
    }
    s.checks = checks;
  }
  return { scenario: s, info };
}

/** @typedef {{ w: number, h: number, figures: string[], grid: string }} MapInfo */
