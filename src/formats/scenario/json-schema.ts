/** The JSON Schema of scenario files, generated from the zod schema of the registered rulesets (committed as schema/scenario.schema.json, with every ruleset of the build registered). */
import { toJSONSchema } from '../schema-kit-json.js';
import { globalRegistry } from '../schema-kit.js';
import { currentScenarioSchema, MAX_PIECES, MAX_TABLE_INCHES, registeredPieces, rulesetKeys } from './schema.js';

/**
 * Help texts of a ruleset's options by name, for the options whose schema carries none (the games of this
 * package keep theirs apart from the ruleset: `rulesetHelp(...).options`, from `highground`).
 */
export type OptionDocs = (rulesetId: string) => Readonly<Record<string, string>> | undefined;

/** Help texts of the keys a ruleset adds, by where they stand and key name (a map key on its grid or table map). */
export type KeyHelp = Readonly<Partial<Record<'cell' | 'figure' | 'map' | 'piece', Readonly<Record<string, string>>>>>;
/**
 * Help texts of a ruleset's keys, for the keys whose schema carries none (the games of this package keep
 * theirs apart from the ruleset: `rulesetHelp(...).keys`, from `highground`).
 */
export type KeyDocs = (rulesetId: string) => KeyHelp | undefined;

export function scenarioJsonSchema(optionDocs?: OptionDocs, keyDocs?: KeyDocs): Record<string, unknown> {
  const json = toJSONSchema(currentScenarioSchema(), { io: 'input', unrepresentable: 'any' }) as Json;
  const added = addedKeyDocs(keyDocs);
  const docs = Object.fromEntries([...new Set([...Object.keys(CORE_KEY_DOCS), ...Object.keys(added)])].map((k) => [k, { ...CORE_KEY_DOCS[k], ...added[k] }]));
  const schema = withKeyDocs(json, 'scenario', docs);
  return {
    $id: 'https://highground.dev/schema/scenario.schema.json',
    title: 'highground scenario (format highground/1)',
    ...schema,
    allOf: optionsByRuleset(optionDocs),
  };
}

/**
 * Per ruleset, the options it takes (each under its camelCase name and its older kebab-case spellings,
 * with its type, default, allowed values or range, clause and help), so an editor can check and complete them.
 */
function optionsByRuleset(optionDocs: OptionDocs | undefined): Record<string, unknown>[] {
  return registeredPieces().map((p) => {
    const options = Object.entries(p.options ?? {});
    const docs = optionDocs?.(p.id);
    const properties = Object.fromEntries(options.map(([name, s]) => {
      const { $schema: _, ...own } = toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
      // the help kept apart, where the schema's meta holds it (after the default): an older spelling shares
      // its option's schema and is listed after it, so the first name with this schema is the option's own
      const doc = docs?.[options.find(([, x]) => x === s)![0]];
      const json = own.description === undefined && doc ? withDescription(own, doc) : own;
      // an older spelling is still read, but marked so an editor suggests the camelCase name
      const aliases = Array.isArray(json.aliases) ? (json.aliases as string[]) : [];
      return [name, aliases.includes(name) ? { ...json, deprecated: true } : json];
    }));
    return {
      if: { properties: { ruleset: { const: p.id } }, required: ['ruleset'] },
      then: { properties: { options: { type: 'object', properties, additionalProperties: false } } },
    };
  });
}

/** `json` with `description` where an option's meta puts it: after its `default` (first without one). */
function withDescription(json: Record<string, unknown>, description: string): Record<string, unknown> {
  const entries = Object.entries(json);
  const at = entries.findIndex(([k]) => k === 'default') + 1;
  return Object.fromEntries([...entries.slice(0, at), ['description', description], ...entries.slice(at)]);
}

export function scenarioJsonSchemaText(optionDocs?: OptionDocs, keyDocs?: KeyDocs): string {
  return JSON.stringify(scenarioJsonSchema(optionDocs, keyDocs), null, 2) + '\n';
}

/** The descriptions of the core scenario keys (schema.ts gives them none, so a game's bundle holds no text of them). */
const CORE_DOCS: Record<string, string> = {
  level: 'Height of the standing surface in the ruleset unit (default: ground).',
  terrain: 'A terrain name or list of names from the ruleset vocabulary.',
  void: 'Not part of the map: nothing stands here (hex maps with holes).',
  ladder: 'A ladder square (true). Hex maps: the hex edge(s) a ladder stands on.',
  obstacle: 'Something standing on the surface (tree, wall) rising this many levels.',
  thickness: 'Hex maps: levels of solid right under this surface (solid from level - thickness to level, open below). Default: 1 for the upper surfaces of a stack, down to the table for the lowest.',
  battlement: 'Hex maps: battlements on these hex edges.',
  battlementLayer: 'Hex maps: the file layer of the battlement pieces, when not the surface level (VirtualScape castles put them one layer lower, beside the walk tile).',
  ladderHeight: 'Hex maps: levels the ladder(s) of this surface rise (VirtualScape ladder pieces are 2 levels each; default 2).',
  flag: 'Hex maps: castle flags on these hex edges (decoration, kept for export).',
  flagLayer: 'Hex maps: the file layer of the flag pieces, when not the surface level.',
  glyph: 'Hex maps: a glyph lying on this hex (its letter or name).',
  glyphName: 'Hex maps: the glyph\'s name as the map file stores it (VirtualScape keeps a name beside the letter).',
  glyphType: 'Hex maps: the VirtualScape glyph tile type, when it is not 14000 + the glyph\'s letter (kept for export).',
  railing: 'Hex maps: bridge railings (road walls along a bridge) on these hex edges.',
  start: 'Hex maps: this hex belongs to the named start zone.',
  stack: 'Several standing surfaces at one place, lowest first (a bridge over a road, floors).',
  cellAt: '[x, y] of the cell.',
  players: 'Maps imported from a map file: the number of players the file names (VirtualScape keeps it as text).',
  text: 'Maps imported from a map file: the file\'s own scenario text, as stored (VirtualScape: RTF from version 0.0004), written back on export.',
  zoneColor: 'R, G, B.',
  zones: 'Hex maps: the start zones named by cells\' `start`, with the colour the map file gives each.',
  origin: 'Maps imported from a map file: the file\'s own [x, y] of this map\'s [0, 0] (add it to get the file coordinates back; y moves by an even number so odd-r rows keep their parity).',
  rows: 'One line per row, top row first; tokens separated by spaces.',
  legend: 'Token -> cell.',
  cells: 'Cells one by one, overriding rows.',
  gridSize: '[width, height] when the map is given by cells only.',
  pieceKind: 'A kind from the ruleset terrain catalogue.',
  tableSize: `Width and height in inches (at most ${MAX_TABLE_INCHES}).`,
  pieces: `The terrain pieces; at most ${MAX_PIECES} (table sight and movement test every piece: 2000 pieces took minutes).`,
  figureFile: 'Figures imported from a map file: the figure\'s file name there (VirtualScape), when not its name.',
  figureAt: 'The figure cell (top-left square, front hex) or its base centre on a table.',
  figureLevel: 'Only when not standing on the surface, e.g. a flyer aloft.',
  expect: 'Matched as a subset of the verdict; an object may list in `$absent` the keys the verdict must not have there.',
};

/** The descriptions of keys, by the kind of object they are keys of, then by key. */
type Docs = Record<string, Record<string, string>>;

/**
 * Where each core key's description goes: by the object it is a key of (a grid map, a cell or stacked surface,
 * a zone, a table map, a piece, a figure, a check), the name of its text in CORE_DOCS.
 */
const CORE_KEYS: Docs = {
  gridMap: { rows: 'rows', legend: 'legend', cells: 'cells', size: 'gridSize', players: 'players', text: 'text', zones: 'zones', origin: 'origin' },
  cell: Object.fromEntries(['level', 'terrain', 'void', 'ladder', 'obstacle', 'thickness', 'battlement', 'battlementLayer', 'ladderHeight', 'flag', 'flagLayer', 'glyph', 'glyphName', 'glyphType', 'railing', 'start', 'stack', ['at', 'cellAt']].map((k) => (typeof k === 'string' ? [k, k] : k))),
  zone: { color: 'zoneColor' },
  tableMap: { size: 'tableSize', pieces: 'pieces' },
  piece: { kind: 'pieceKind' },
  figure: { at: 'figureAt', level: 'figureLevel', file: 'figureFile' },
  check: { expect: 'expect' },
};

const CORE_KEY_DOCS: Docs = Object.fromEntries(Object.entries(CORE_KEYS).map(([kind, names]) => [kind, Object.fromEntries(Object.entries(names).map(([key, name]) => [key, CORE_DOCS[name]!]))]));

/**
 * The description of each key the registered rulesets add: every ruleset that declares it, by name, with the
 * text its schema carries (`describe`) or, failing that, the one `keyDocs` gives.
 */
function addedKeyDocs(keyDocs: KeyDocs | undefined): Docs {
  const of = (kind: 'cell' | 'figure' | 'map' | 'piece', by: Map<string, { id: string; schema: object }[]>) => Object.fromEntries([...by].map(([key, all]) => [key, all
    .map((x) => `${x.id}: ${(globalRegistry.get(x.schema)?.description as string | undefined) ?? keyDocs?.(x.id)?.[kind]?.[key] ?? '(no description)'}`)
    .join(' ')]));
  const keys = rulesetKeys(registeredPieces());
  return { cell: of('cell', keys.cell), figure: of('figure', keys.figure), gridMap: of('map', keys.gridMap), tableMap: of('map', keys.tableMap), piece: of('piece', keys.piece) };
}

/** Below a key of an object of a kind: where the objects of the next kind stand (`items`, `additionalProperties`). */
const INNER: Record<string, Record<string, [string, string]>> = {
  scenario: { figures: ['additionalProperties', 'figure'], checks: ['items', 'check'] },
  gridMap: { legend: ['additionalProperties', 'cell'], cells: ['items', 'cell'], zones: ['additionalProperties', 'zone'] },
  cell: { stack: ['items', 'cell'] },
  tableMap: { pieces: ['items', 'piece'] },
};

type Json = Record<string, unknown>;

/**
 * The JSON schema of an object of kind `kind` with its keys described (`docs`) as zod would write a
 * description given to the key (`.check(describe(...))`): first on an optional key (the wrapper's metadata
 * comes before what it takes from the schema it wraps), last on a required one (after its own keywords).
 * The scenario's `map` is either map kind, told by its `grid`.
 */
function withKeyDocs(json: Json, kind: string, docs: Docs): Json {
  const props = json.properties as Record<string, Json> | undefined;
  if (!props) return json;
  const required = (json.required as string[] | undefined) ?? [];
  const properties = Object.fromEntries(Object.entries(props).map(([key, prop]) => {
    let out = prop;
    const inner = INNER[kind]?.[key];
    if (inner && out[inner[0]]) out = { ...out, [inner[0]]: withKeyDocs(out[inner[0]] as Json, inner[1], docs) };
    if (kind === 'scenario' && key === 'map') {
      const branches = (out.oneOf ?? out.anyOf) as Json[];
      const mapKind = (b: Json) => ((b.properties as Record<string, Json>).grid!.const === 'table' ? 'tableMap' : 'gridMap');
      out = { ...out, [out.oneOf ? 'oneOf' : 'anyOf']: branches.map((b) => withKeyDocs(b, mapKind(b), docs)) };
    }
    const description = docs[kind]?.[key];
    if (description === undefined) return [key, out];
    return [key, required.includes(key) ? { ...out, description } : { description, ...out }];
  }));
  return { ...json, properties };
}
