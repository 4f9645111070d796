/**
 * tft.height.chart: the figure kinds, their Height H, climbing modifier and usual number of hexes.
 * A figure's `height` key overrides H; `hexes` overrides the size.
 */
export interface KindInfo {
  /** Height H: how many tile sides the figure reaches up to attack, and climbs in one step. */
  readonly height: number;
  /** Added to H for climbing (and, per the catalogue reading, for falling): elf +1, horseman -2. */
  readonly climb: number;
  readonly hexes: 1 | 2 | 3 | 4 | 7;
  readonly doc: string;
}

export const KINDS: Readonly<Record<string, KindInfo>> = {
  hobbit: { height: 1, climb: 0, hexes: 1, doc: 'H 1' },
  dwarf: { height: 2, climb: 0, hexes: 1, doc: 'H 2' },
  goblin: { height: 2, climb: 0, hexes: 1, doc: 'H 2' },
  human: { height: 3, climb: 0, hexes: 1, doc: 'H 3' },
  orc: { height: 3, climb: 0, hexes: 1, doc: 'H 3' },
  elf: { height: 3, climb: 1, hexes: 1, doc: 'H 3, +1 for climbing (effective 4)' },
  horseman: { height: 4, climb: -2, hexes: 2, doc: '2 hexes, H 4, -2 for climbing (effective 2)' },
  giant: { height: 4, climb: 0, hexes: 3, doc: '3 hexes, H 4 (the chart row for 3- or 4-hex figures)' },
  dragon: { height: 4, climb: 0, hexes: 4, doc: '4 hexes, H 4 (the chart row for 3- or 4-hex figures)' },
  colossus: { height: 5, climb: 0, hexes: 7, doc: '7 hexes, H 5 (the chart row for 7-hex figures)' },
};

/** H of a figure given no kind, from its size (the chart's rows): 1 hex human-sized, 2 hexes 4, 3 or 4 hexes 4, 7 hexes 5. */
export function heightForHexes(hexes: number): number {
  return hexes === 1 ? 3 : hexes === 7 ? 5 : 4;
}

/** Weapons held in two hands (no swipe attack with these); any other weapon name counts as one-handed. */
export const TWO_HANDED = new Set([
  'two-handed sword', 'greatsword', 'battleaxe', 'great axe', 'halberd', 'pike', 'pole weapon', 'spear-two-handed',
  'morningstar-two-handed', 'great hammer', 'bow', 'longbow', 'crossbow', 'heavy crossbow', 'quarterstaff', 'two-handed',
]);
