/**
 * The typical figure of each ruleset, as the analysis stands it on every place: its figure keys, its move
 * (the unit turns are counted in), and how the ruleset's sight is asked for many places at once.
 *
 * The ruleset is a parameter: a ruleset not listed here gets the default profile (a figure with no keys,
 * sight asked place to place), so a new hex ruleset is analysed without a change here.
 */

/** How visibility is computed. */
export type SightMethod =
  /**
   * The batch `viewshed` of one observer figure per place, all in one session: only for rulesets whose
   * sight ignores other figures (tft-3d: figures on the line are reported, they never block it).
   */
  | 'viewshed'
  /**
   * The batch `viewshed` from each bare place on the map without figures (the place-to-place question's
   * answer, one viewshed per place): for rulesets with a `viewshedAt` hook (heroscape, c3g-buildings). The
   * hook takes the question's `height`, so a height the caller chooses keeps this method.
   */
  | 'viewshedAt'
  /** One `sight` question per ordered pair of places, from place to place, on the map without figures. */
  | 'questions';

/** How movement is computed: the batch `reachMap`, or the `reach` question (both from a lone figure). */
export type MoveMethod = 'reachMap' | 'questions';

export interface AnalysisProfile {
  /** Figure keys of the typical figure (besides `at` and `level`). */
  readonly figure: Readonly<Record<string, string | number | boolean>>;
  /** Its move allowance, in the ruleset's cost unit: one turn of movement. */
  readonly move: number;
  /** Extra arguments of a place-to-place `sight` question (c3g-buildings: the Height a place stands for). */
  readonly sightArgs: Readonly<Record<string, number>>;
  readonly sight: SightMethod;
  readonly movement: MoveMethod;
  /** What the profile stands for, in words (shown with the numbers). */
  readonly doc: string;
}

const PROFILES: Readonly<Record<string, AnalysisProfile>> = {
  'tft-3d': {
    figure: { kind: 'human', ma: 10 }, move: 10, sightArgs: {}, sight: 'viewshed', movement: 'reachMap',
    doc: 'a human (H 3, MA 10); sight from its head to each standing surface',
  },
  heroscape: {
    figure: { height: 5, move: 5 }, move: 5, sightArgs: { height: 5 }, sight: 'viewshedAt', movement: 'questions',
    doc: 'a Height 5 figure with Move 5; sight from the top of its column to any part of the other\'s',
  },
  'c3g-buildings': {
    figure: { height: 5, move: 5 }, move: 5, sightArgs: { height: 5 }, sight: 'viewshedAt', movement: 'questions',
    doc: 'a Height 5 figure with Move 5; sight from the top of its column to any part of the other\'s',
  },
  heroclix: {
    figure: { size: 'standard', speed: 6 }, move: 6, sightArgs: {}, sight: 'questions', movement: 'reachMap',
    doc: 'a standard-size figure with speed 6; line of fire centre to centre',
  },
  'city-of-peril': {
    figure: { speed: 6 }, move: 6, sightArgs: {}, sight: 'questions', movement: 'questions',
    doc: 'a medium figure with speed 6',
  },
};

const DEFAULT_PROFILE: AnalysisProfile = {
  figure: {}, move: 5, sightArgs: {}, sight: 'questions', movement: 'questions',
  doc: 'the ruleset\'s default figure, with a move of 5',
};

/** What the caller may change about the typical figure. */
export interface ProfileOverrides {
  /** The figure's height (the sight question's Height where a place stands for a figure). */
  height?: number | undefined;
  /** Its move allowance. */
  move?: number | undefined;
}

/** The profile of a ruleset, with the caller's overrides applied. */
export function profileFor(rulesetId: string, o: ProfileOverrides = {}): AnalysisProfile {
  const base = PROFILES[rulesetId] ?? DEFAULT_PROFILE;
  let p: AnalysisProfile = base;
  if (o.height !== undefined) {
    const figure = { ...p.figure, height: o.height };
    const sightArgs = 'height' in p.sightArgs ? { ...p.sightArgs, height: o.height } : p.sightArgs;
    p = { ...p, figure, sightArgs, doc: `${p.doc}; height ${o.height}` };
  }
  if (o.move !== undefined) {
    const key = rulesetId === 'tft-3d' ? 'ma' : rulesetId === 'c3g-buildings' || rulesetId === 'heroscape' ? 'move' : 'speed';
    p = { ...p, figure: { ...p.figure, [key]: o.move }, move: o.move, doc: `${p.doc}; move ${o.move}` };
  }
  return p;
}
