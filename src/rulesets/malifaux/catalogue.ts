/**
 * The terrain catalogue of the Malifaux terrain guidelines (clause mfx.catalogue), as data: one entry per
 * kind of terrain, transcribed from the text's tables. The source is a slide deck flattened to text, so the
 * table cells arrive out of order; the per-section tables (terrain areas, forests, linear obstacles,
 * obstacles, buildings) were read against the prose beside them and the summary table. Each entry says in
 * `reading` what was clear and what was inferred.
 *
 * A piece in a scenario names its kind; its `ht` and `traits` may override the kind's (a trait list given on
 * a piece replaces the kind's list).
 */

/** The trait names a piece may carry (the text's trait columns, written with hyphens). */
export const TRAITS = [
  'blocking',
  'climbable',
  'dense',
  'enclosed',
  'hard-cover',
  'soft-cover',
  'hazardous',
  'impassable',
  'severe',
  /** A raised surface models may stand on (mfx.trait.vantage applies when its Ht is 2 or more). */
  'vantage',
  /** The "stops pushes" column. Impassable pieces stop pushes whether or not they carry it. */
  'stops-pushes',
] as const;
export type Trait = (typeof TRAITS)[number];

/**
 * Who may deploy in a kind of terrain (the "eligible for deployment" column):
 * - `yes` / `no`;
 * - `enclosed-part`: only inside its enclosed part (a building one may enter);
 * - `zone-and-access`: on top of it, when the piece lies inside the side's deployment zone and has climbing
 *   access (a ladder, stairs, or the climbable trait).
 */
export type DeployRule = 'yes' | 'no' | 'enclosed-part' | 'zone-and-access';

export interface KindInfo {
  /** What the text calls it. */
  readonly title: string;
  /** Default Ht, or `required` when the text says "as per the real Ht" (the file must give it). */
  readonly ht: number | 'required';
  readonly traits: readonly Trait[];
  /** A linear obstacle (mfx.linear): 1" thick, +1" to cross, cannot end on it, never stops a push. */
  readonly linear: boolean;
  /** Climbable only through stairs, ladders or other climbing access listed in the piece's `access`. */
  readonly accessOnly: boolean;
  /** Climbing access for another piece (stairs, ladder): not terrain itself. */
  readonly access: 'stairs' | 'ladder' | undefined;
  readonly deploy: DeployRule;
  /** The reading taken for cells the flattened text leaves unclear. */
  readonly reading: string;
}

const kind = (k: Omit<KindInfo, 'linear' | 'accessOnly' | 'access'> & Partial<Pick<KindInfo, 'linear' | 'accessOnly' | 'access'>>): KindInfo => ({
  linear: false,
  accessOnly: false,
  access: undefined,
  ...k,
});

export const KINDS = {
  forest: kind({
    title: 'Forest area',
    ht: 5,
    traits: ['dense', 'severe', 'soft-cover'],
    deploy: 'yes',
    reading:
      'Ht 5, severe, soft cover and eligible for deployment are clear from the forest table and its prose ("hinder ' +
      'movement", "provide cover"). The forest table shows eight marks for its two rows; trees take four (blocking, ' +
      'hard cover, impassable, stops pushes, as for miscellaneous obstacles), which leaves one more for the forest ' +
      'area than the three named: read as dense (one can see into a wood but not through it).',
  }),
  trees: kind({
    title: 'Trees',
    ht: 5,
    traits: ['blocking', 'hard-cover', 'impassable', 'stops-pushes'],
    deploy: 'no',
    reading:
      'Impassable and hard cover are in the prose; blocking and stops pushes follow the miscellaneous obstacles row, ' +
      'which lists trees among its examples with the same four marks.',
  }),
  rough: kind({
    title: 'Rough terrain area (rubble, crop field, torrent, shallow water, swamp)',
    ht: 0,
    traits: ['severe'],
    deploy: 'yes',
    reading: 'Ht 0 and severe ("shallow water ... is a severe terrain"); eligible for deployment read from its row.',
  }),
  'deep-water': kind({
    title: 'Deep water',
    ht: 0,
    traits: ['impassable', 'stops-pushes'],
    deploy: 'no',
    reading: 'Ht 0 and impassable are in the prose; stops pushes because it is impassable (mfx.push); not eligible for deployment.',
  }),
  caustic: kind({
    title: 'Caustic pools, burning ashes and other fog-generating damaging areas',
    ht: 0,
    traits: ['dense', 'hazardous', 'severe', 'soft-cover'],
    deploy: 'no',
    reading:
      'Dense and soft cover from the prose ("a dense fog that blocks LOS and can provide cover"), hazardous from ' +
      '"damaging", severe because terrain areas "hinder the movement". The terrain-area table shows eleven marks ' +
      'for four rows; this reading places ten of them, and leaves deployment in damaging areas out.',
  }),
  trapped: kind({
    title: 'Trapped areas, piranha pools and other damaging areas',
    ht: 0,
    traits: ['hazardous', 'severe'],
    deploy: 'no',
    reading: 'Hazardous from "damaging", severe because terrain areas hinder movement; not eligible for deployment.',
  }),
  building: kind({
    title: 'Buildings, ruins, vehicles',
    ht: 5,
    traits: ['blocking', 'climbable', 'hard-cover', 'impassable', 'stops-pushes'],
    accessOnly: true,
    deploy: 'enclosed-part',
    reading:
      'Ht 5, blocking, hard cover, impassable and stops pushes are single marks in the building table; climbable ' +
      '"only via stairs, ladders or other climbing access" (the piece lists them in `access`); enclosed only "if ' +
      'entering is allowed" (add the enclosed trait and drop impassable to let models in); deployment only in the ' +
      'enclosed part. Its roof is a vantage point when Ht 2 or more (mfx.trait.vantage).',
  }),
  vantage: kind({
    title: 'Vantage point (roof top, stairs, bridge, walkway)',
    ht: 'required',
    traits: ['blocking', 'vantage'],
    deploy: 'zone-and-access',
    reading:
      'Ht "as per real Ht (rounded down to the closest integer)": the file must give ht, which is rounded down. ' +
      'Blocking: the flattened row does not show it clearly, but the vantage sight rule has a model ignore the ' +
      'ledge it stands on only when near it, so the piece otherwise blocks lines over it within its Ht, as a ' +
      'building roof (the text\'s example) does; top-down it blocks models no taller than it (give `traits` ' +
      'without blocking for a walkway one sees under). ' +
      'Enclosed "if below roof or canopy" (add the enclosed trait for the space beneath a walkway: models may then ' +
      'walk under it); otherwise its footprint is solid at ground level. Deployment "if inside the player\'s ' +
      'deployment zone and if accessible through climbable terrain". Climbing onto it needs access pieces or the ' +
      'climbable trait.',
  }),
  wall: kind({
    title: 'Walls and other metal, stone or brick linear obstacles',
    ht: 1,
    traits: ['blocking', 'hard-cover'],
    linear: true,
    deploy: 'no',
    reading: 'Ht 1, blocking and hard cover ("metal/stone/brick obstacles are blocking and provide hard cover"); you cannot stand on it, so not eligible for deployment.',
  }),
  fence: kind({
    title: 'Fences and other non-damaging linear obstacles',
    ht: 1,
    traits: ['soft-cover'],
    linear: true,
    deploy: 'no',
    reading: 'Ht 1 and soft cover ("less solid obstacles such as fences ... only provide soft cover").',
  }),
  'barbed-wire': kind({
    title: 'Barbed wire and other damaging linear obstacles',
    ht: 1,
    traits: ['hazardous'],
    linear: true,
    deploy: 'no',
    reading:
      'Ht 1 and hazardous ("not severe but hazardous"). The linear table shows more marks than walls, fences and ' +
      'this row account for; no cover is read for barbed wire (the prose gives cover only to walls and fences).',
  }),
  obstacle: kind({
    title: 'Miscellaneous obstacles (crates, giant mushrooms, trees)',
    ht: 5,
    traits: ['blocking', 'hard-cover', 'impassable', 'stops-pushes'],
    deploy: 'no',
    reading: 'Ht 5 and four marks: blocking, hard cover, impassable, stops pushes ("block movement and provide cover").',
  }),
  stairs: kind({
    title: 'Stairs (climbing access to the pieces that list it)',
    ht: 0,
    traits: [],
    access: 'stairs',
    deploy: 'no',
    reading: 'Not terrain in the tables: the access that mfx.building asks for. Stairs are not climbable terrain, so going up them costs the height once.',
  }),
  ladder: kind({
    title: 'Ladder (climbing access to the pieces that list it)',
    ht: 0,
    traits: [],
    access: 'ladder',
    deploy: 'no',
    reading: 'Not terrain in the tables: the access that mfx.building asks for. A ladder is climbable, so going up it costs double the height.',
  }),
} as const satisfies Record<string, KindInfo>;

export type KindName = keyof typeof KINDS;

export function isKind(name: string): name is KindName {
  return Object.prototype.hasOwnProperty.call(KINDS, name);
}

export function isTrait(name: string): name is Trait {
  return (TRAITS as readonly string[]).includes(name);
}

/**
 * A piece's Ht as the table is prepared (context.ts): its own `ht` (rounded down for a kind built to its
 * real Ht), else its kind's default; undefined for an unknown kind or a missing required Ht. The ruleset's
 * `pieceHeight`, for pictures and editors.
 */
export function pieceHeight(p: { readonly kind: string; readonly ht?: number | undefined }): number | undefined {
  if (!isKind(p.kind)) return p.ht;
  const info: KindInfo = KINDS[p.kind];
  if (p.ht !== undefined) return info.ht === 'required' ? Math.floor(p.ht) : p.ht;
  return info.ht === 'required' ? undefined : info.ht;
}

/** Vocabulary entries: kind name -> one line. */
export function kindVocabulary(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, k] of Object.entries(KINDS) as [KindName, KindInfo][]) {
    const ht = k.ht === 'required' ? 'Ht as built (required)' : `Ht ${k.ht}`;
    out[name] = `${k.title}: ${ht}${k.traits.length ? `, ${k.traits.join(', ')}` : ''}${k.linear ? ', linear' : ''}${k.accessOnly ? ', climbable only via access' : ''}; deployment: ${k.deploy}`;
  }
  return out;
}
