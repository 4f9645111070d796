/**
 * How a figure stands on the stacked hexes under its footprint: its base level (the level height is
 * measured from), whether it is off balance, or why it cannot stand there.
 *
 * - 1 hex: the surface at the given level (default: the top surface).
 * - tft.multihex.two: height from the front hex; the rear hex must stand level or one level up or down;
 *   overhanging a bigger drop means it falls: not a stance, but reported (`falls`) so a move can make it a
 *   fall; a void rear hex or one rising more than a level refuses the placement.
 * - tft.multihex.three / four / seven: 2 of 3, 3 of 4, 4 of 7 hexes on one level (the base level); each
 *   other hex may overhang any drop (a lower surface, or none) or stand exactly one level higher; any
 *   such hex puts the figure off balance (-2 DX).
 * Everywhere: an obstacle on a chosen surface, or any solid between the surface and the figure's head
 * (a bridge deck too low, a wall rising more than one level), refuses the placement.
 */
import { surfacesAt, type HexSurface, type HexTerrain } from '../../board/hex-board.js';
import type { Size } from './footprint.js';

export interface Stance {
  readonly ok: boolean;
  /** Base level of the figure (where its Height is measured from). */
  readonly level: number;
  /** The surface under each footprint hex (undefined where it overhangs). */
  readonly surfaces: readonly (HexSurface | undefined)[];
  readonly offBalance: boolean;
  /** The clause deciding (undefined for a plain 1-hex figure). */
  readonly rule: string | undefined;
  readonly why: string;
  /**
   * tft.multihex.two: the rear hex of a 2-hex figure hangs over a drop of more than one level (with room for
   * the body above it). The position is not a stance (ok is false); a move that makes it is a fall of
   * `levels` levels onto the surface `onto` under the rear hex.
   */
  readonly falls?: { readonly levels: number; readonly onto: HexSurface };
}

const RULE: Record<Size, string | undefined> = {
  1: undefined, 2: 'tft.multihex.two', 3: 'tft.multihex.three', 4: 'tft.multihex.four', 7: 'tft.multihex.seven',
};
const NEED: Record<Size, number> = { 1: 1, 2: 1, 3: 2, 4: 3, 7: 4 };

/** No solid of the place overlaps the open interval (from, to). */
export function clearSpace(t: HexTerrain, place: number, from: number, to: number): boolean {
  if (place < 0) return true;
  return !t.solids[place]!.some((s) => s.lo < to && s.hi > from);
}

/**
 * Can a figure step from `fromLevel` over one place into a neighbouring place at `toLevel`? The levels it passes
 * between must be open: going down, the new place's column between the two levels (it steps over the edge and
 * drops; a bridge deck or slab there stops it, so the water or road under a deck is no place to step or be
 * pushed down to from beside the deck's top); going up, its own column (it climbs beside the new place's side,
 * under nothing). Level steps pass. Where the destination has room for the body is a separate question.
 */
export function passable(t: HexTerrain, fromPlace: number, fromLevel: number, toPlace: number, toLevel: number): boolean {
  if (toLevel < fromLevel) return clearSpace(t, toPlace, toLevel, fromLevel);
  if (toLevel > fromLevel) return clearSpace(t, fromPlace, fromLevel, toLevel);
  return true;
}

/**
 * The level the i-th hex of a figure in stance `st` (of `size` hexes) stands at, for `passable`: its surface's,
 * the base level where a hex of a 3-, 4- or 7-hex figure overhangs a drop (its body is at the base there), and
 * the base level where the stance has no surfaces (not a legal stance). A hex that stands one up keeps its own
 * level: stepping over to a hex at that level passes nothing, whatever the base level does.
 */
export function hexLevel(st: Stance, size: number, i: number): number {
  const s = st.surfaces[i];
  if (!s) return st.level;
  return size >= 3 ? Math.max(s.level, st.level) : s.level;
}

function bad(size: Size, why: string, level = 0): Stance {
  return { ok: false, level, surfaces: [], offBalance: false, rule: RULE[size], why };
}

/**
 * Stance of a footprint (place indices, front first; -1 = off the map) of physical size `size` for a
 * figure with column height `h`. `level` picks the base level where a place has several surfaces.
 */
export function stanceOf(t: HexTerrain, places: readonly number[], size: Size, h: number, level?: number): Stance {
  if (places.some((p) => p < 0)) return bad(size, 'part of the figure is off the map');
  const pick = (p: number, want: number | undefined): HexSurface | undefined => {
    const list = surfacesAt(t, p);
    return want === undefined ? list[list.length - 1] : list.find((s) => s.level === want);
  };
  if (size === 1 || size === 2) {
    const front = pick(places[0]!, level);
    if (!front) return bad(size, level === undefined ? 'the front hex is void' : `no surface at level ${level} there`);
    const L = front.level;
    if (!clearSpace(t, places[0]!, L, L + h))
      return bad(size, front.obstacle > 0 ? `an obstacle ${front.obstacle} high stands there` : 'no room for the figure there', L);
    if (size === 1) return { ok: true, level: L, surfaces: [front], offBalance: false, rule: undefined, why: `stands at level ${L}` };
    const rearList = surfacesAt(t, places[1]!).filter((s) => Math.abs(s.level - L) <= 1);
    rearList.sort((a, b) => Math.abs(a.level - L) - Math.abs(b.level - L));
    const rear = rearList[0];
    if (!rear) {
      const all = surfacesAt(t, places[1]!);
      if (all.length === 0) return bad(size, 'the rear hex is void (not part of the map)', L);
      const below = all.filter((s) => s.level < L);
      const onto = below[below.length - 1];
      if (!onto) return bad(size, 'the rear hex rises more than one level', L);
      if (!clearSpace(t, places[1]!, L, L + h)) return bad(size, 'no room for the rear hex', L);
      return { ...bad(size, `the rear hex overhangs a drop of ${L - onto.level} levels: the figure would fall`, L), falls: { levels: L - onto.level, onto } };
    }
    if (!clearSpace(t, places[1]!, rear.level, L + h)) return bad(size, 'no room for the rear hex', L);
    return { ok: true, level: L, surfaces: [front, rear], offBalance: false, rule: RULE[2], why: `front at level ${L}, rear at ${rear.level}` };
  }
  const candidates = new Set<number>();
  if (level !== undefined) candidates.add(level);
  else for (const p of places) for (const s of surfacesAt(t, p)) candidates.add(s.level);
  const need = NEED[size];
  let best: Stance | undefined;
  for (const L of [...candidates].sort((a, b) => b - a)) {
    const on = places.filter((p) => surfacesAt(t, p).some((s) => s.level === L));
    if (on.length < need) continue;
    const surfaces: (HexSurface | undefined)[] = [];
    let offBalance = false;
    let why = '';
    for (const p of places) {
      const list = surfacesAt(t, p).filter((s) => s.level <= L + 1);
      const s = list.find((x) => x.level === L) ?? list[list.length - 1];
      if (!s && surfacesAt(t, p).length > 0) { why = 'a hex rises more than one level above the base'; break; }
      const floor = s ? s.level : L;
      if (!clearSpace(t, p, Math.max(floor, L), L + h)) { why = s && s.obstacle > 0 ? 'an obstacle stands under the figure' : 'a hex rises more than one level above the base, or there is no room'; break; }
      if (!s || s.level !== L) offBalance = true;
      surfaces.push(s);
    }
    if (why) { best ??= bad(size, why, L); continue; }
    return {
      ok: true, level: L, surfaces, offBalance, rule: RULE[size],
      why: `${on.length} of ${places.length} hexes at level ${L}${offBalance ? '; the others overhang or stand one higher: off balance' : ''}`,
    };
  }
  return best ?? bad(size, `fewer than ${need} of its ${places.length} hexes stand on one level`);
}
