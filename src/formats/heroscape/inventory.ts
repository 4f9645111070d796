/**
 * What terrain a map needs, piece by piece, and the smallest set of products that holds it (products.ts).
 *
 * Pieces are counted as the map file has them (a VirtualScape tile or a map-editor piece is one piece,
 * named by its map-editor id); a scenario is counted as its export (single hexes, so it needs more small
 * tiles than the map it came from). Glyphs, start zones and figures are not terrain.
 *
 * The products: the fewest boxes (a box may be needed more than once) whose pieces cover every count,
 * by an exact iterative-deepening search with a lower bound (for each piece, the copies of the box
 * richest in it still needed); past a step budget the search settles for the greedy answer (each step
 * the box that covers the most missing hexes) and says so. Pieces no product holds are listed apart.
 */
import { EDITOR_PIECES, editorPieceInfo } from '../editor-json/pieces.js';
import { readEditorJson, type EditorMap } from '../editor-json/read.js';
import { readHsc } from '../hsc/read.js';
import { parseScenarioText } from '../scenario/parse.js';
import { mapFileKind } from './files.js';
import type { HscMap, HscTile } from '../hsc/model.js';
import type { Scenario } from '../scenario/schema.js';
import { editorPieceIdOfTile, scenarioToEditorJson } from './export-editor.js';
import { PRODUCTS, type Product } from './products.js';

export interface Inventory {
  /** Piece id -> how many the map uses, largest first. */
  readonly pieces: readonly { id: string; title: string; count: number }[];
  /** The boxes that build it, with how many of each. */
  readonly products: readonly { id: string; name: string; copies: number }[];
  /** Pieces no listed product holds. */
  readonly missing: readonly { id: string; count: number }[];
  /** False when the search ran out of steps and the greedy answer is given. */
  readonly exact: boolean;
}

const NOT_TERRAIN = /^(z\d|y\d)$/;
const SEARCH_BUDGET = 200_000;

function count(ids: Iterable<string>): Map<string, number> {
  const m = new Map<string, number>();
  for (const id of ids) if (!NOT_TERRAIN.test(id)) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

/** The pieces of a VirtualScape map (one per tile), by map-editor id; tiles with no editor piece by their class. */
export function hscPieceCounts(map: HscMap): Map<string, number> {
  return count(map.tiles.filter((t: HscTile) => ![14, 15, 18].includes(Math.floor(t.type / 1000))).map((t) => editorPieceIdOfTile(t)));
}

export function editorPieceCounts(map: EditorMap): Map<string, number> {
  return count(map.pieces.map((p) => p.pieceId));
}

export function scenarioPieceCounts(s: Scenario): Map<string, number> {
  return count(Object.values(scenarioToEditorJson(s).json.boardPieces));
}

/** The inventory of any map file `info` reads: a VirtualScape map, a map-editor map or a hex scenario (none for other grids). */
export function mapFileInventory(name: string, bytes: Uint8Array): Inventory | undefined {
  const kind = mapFileKind(name, bytes);
  if (kind === 'hsc') return inventoryOf(hscPieceCounts(readHsc(bytes, name)));
  if (kind === 'editor-json') return inventoryOf(editorPieceCounts(readEditorJson(new TextDecoder().decode(bytes), name)));
  const { scenario } = parseScenarioText(new TextDecoder().decode(bytes), name);
  return scenario.map.grid === 'hex' ? inventoryOf(scenarioPieceCounts(scenario)) : undefined;
}

/** The fewest boxes covering `need`. */
export function inventoryOf(need: ReadonlyMap<string, number>): Inventory {
  const pieces = [...need].map(([id, c]) => ({ id, title: editorPieceInfo(id)?.title ?? id, count: c }))
    .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1));
  const wanted = [...need].filter(([id]) => PRODUCTS.some((p) => (p.pieces[id] ?? 0) > 0));
  const missing = [...need].filter(([id]) => !PRODUCTS.some((p) => (p.pieces[id] ?? 0) > 0)).map(([id, c]) => ({ id, count: c }));
  const ids = wanted.map(([id]) => id);
  const useful = PRODUCTS.filter((p) => ids.some((id) => (p.pieces[id] ?? 0) > 0));
  const best = ids.map((id) => Math.max(...useful.map((p) => p.pieces[id] ?? 0)));
  const deficit = wanted.map(([, c]) => c);
  const bound = (d: number[]) => d.reduce((m, v, i) => Math.max(m, v > 0 ? Math.ceil(v / best[i]!) : 0), 0);

  let steps = 0;
  let found: number[] | undefined;
  const chosen: number[] = [];
  const dfs = (d: number[], left: number): boolean => {
    if (d.every((v) => v <= 0)) { found = [...chosen]; return true; }
    if (left === 0 || bound(d) > left || ++steps > SEARCH_BUDGET) return false;
    // branch on the piece with the largest shortfall: some box holding it must be taken
    let k = -1;
    for (let i = 0; i < d.length; i++) if (d[i]! > 0 && (k < 0 || Math.ceil(d[i]! / best[i]!) > Math.ceil(d[k]! / best[k]!))) k = i;
    for (let j = 0; j < useful.length; j++) {
      const p = useful[j]!;
      if ((p.pieces[ids[k]!] ?? 0) === 0) continue;
      chosen.push(j);
      if (dfs(d.map((v, i) => v - (p.pieces[ids[i]!] ?? 0)), left - 1)) return true;
      chosen.pop();
    }
    return false;
  };
  let exact = true;
  if (ids.length) {
    for (let n = bound(deficit); n <= 64 && !found && steps <= SEARCH_BUDGET; n++) dfs(deficit, n);
    if (!found) {
      exact = false;
      found = greedy(useful, ids, deficit);
    }
  }
  const copies = new Map<Product, number>();
  for (const j of found ?? []) copies.set(useful[j]!, (copies.get(useful[j]!) ?? 0) + 1);
  return {
    pieces,
    products: [...copies].map(([p, c]) => ({ id: p.id, name: p.name, copies: c })),
    missing,
    exact,
  };
}

function greedy(useful: readonly Product[], ids: readonly string[], deficit: readonly number[]): number[] {
  const d = [...deficit];
  const out: number[] = [];
  const hexes = (id: string) => editorPieceInfo(id)?.hexCount ?? 1;
  while (d.some((v) => v > 0) && out.length < 1000) {
    let bestJ = 0, bestGain = -1;
    useful.forEach((p, j) => {
      const gain = d.reduce((s, v, i) => s + Math.min(Math.max(v, 0), p.pieces[ids[i]!] ?? 0) * hexes(ids[i]!), 0);
      if (gain > bestGain) { bestGain = gain; bestJ = j; }
    });
    out.push(bestJ);
    d.forEach((v, i) => { d[i] = v - (useful[bestJ]!.pieces[ids[i]!] ?? 0); });
  }
  return out;
}

/** Every piece id products.ts names is a map-editor piece (checked by a test). */
export function unknownProductPieces(): string[] {
  const known = new Set(EDITOR_PIECES.map((p) => p.id));
  return PRODUCTS.flatMap((p) => Object.keys(p.pieces).filter((id) => !known.has(id)).map((id) => `${p.id}: ${id}`));
}

/** The inventory as lines for `highground info`. */
export function formatInventory(inv: Inventory): string[] {
  const lines = [`terrain:    ${inv.pieces.map((p) => `${p.count} x ${p.id}`).join(', ') || '-'}`];
  lines.push(`products:   ${inv.products.map((p) => `${p.copies} x ${p.name}`).join(', ') || '-'}${inv.exact ? '' : ' (greedy: the search ran out of steps)'}`);
  if (inv.missing.length) lines.push(`in no set:  ${inv.missing.map((p) => `${p.count} x ${p.id}`).join(', ')}`);
  return lines;
}
