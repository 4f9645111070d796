/** Colours shared by the views: terrain names, sides and evidence. */

const TERRAIN: Readonly<Record<string, string>> = {
  grass: '#6fa34a', rock: '#8d8a83', sand: '#d8c48a', water: '#4a86c5', shallow: '#6aa6d8', 'deep-water': '#2f5f9e',
  lava: '#d2462a', 'molten-lava': '#d2462a', road: '#b3a58a', dungeon: '#6b6570', snow: '#eef2f5', ice: '#b9e0f0',
  swamp: '#5f7d4e', 'swamp-water': '#4f7566', asphalt: '#55575c', concrete: '#a7a7a2', tree: '#2f6b2f', trees: '#2f6b2f',
  forest: '#2f6b2f', wall: '#5a4f45', rooftop: '#a0634b', roof: '#a0634b', building: '#a0634b', hindering: '#8ab36a',
  blocking: '#5a4f45', rubble: '#9b8f7a', stairs: '#c7a77a', bridge: '#8b6a43', castle: '#9c9a94', hazardous: '#c85b3c',
  severe: '#7c6a55', difficult: '#9bb05c', pit: '#3b342c', mud: '#7b5f3a', glacier: '#cfe9f3', wood: '#8b6a43',
};

export function terrainColour(name: string | undefined): string {
  if (!name) return '#c9bd9b';
  const k = name.toLowerCase();
  if (TERRAIN[k]) return TERRAIN[k]!;
  for (const [t, c] of Object.entries(TERRAIN)) if (k.includes(t)) return c;
  let h = 0;
  for (let i = 0; i < k.length; i++) h = (h * 31 + k.charCodeAt(i)) >>> 0;
  return `hsl(${h % 360}, 35%, 55%)`;
}

const SIDES = ['#c9473b', '#3568c9', '#3f9b4b', '#b68a1f', '#8a4fb5', '#2b9a9a'];
const sideIndex = new Map<string, number>([['red', 0], ['blue', 1], ['green', 2], ['yellow', 3], ['purple', 4]]);

export function sideColour(side: unknown): string {
  if (side === undefined) return '#666';
  const k = String(side).toLowerCase();
  if (!sideIndex.has(k)) sideIndex.set(k, sideIndex.size);
  return SIDES[sideIndex.get(k)! % SIDES.length]!;
}

export const EVIDENCE = { clear: '#1c8a3c', blocked: '#c62828', path: '#e07a10', cells: '#2a6fdb', polygon: '#7b3fb5', select: '#ffcc00' };
