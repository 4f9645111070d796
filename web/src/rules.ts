/**
 * The games, loaded one at a time (issue 21: the first load holds the app and `highground/core` only).
 * Each game is its own chunk (`highground/<id>` registers it with the core when imported), fetched when a
 * map of that game opens or the player switches to it (the YAML reader, `highground/yaml`, comes only
 * with a file the player opens: mapfiles.ts). What the menus need of a game before it is loaded (its title, its kind of map) is written here,
 * and test/web/rules.test.ts holds it equal to the ruleset the chunk registers.
 */
import { helpOf, type Ruleset, type RulesetHelp } from 'highground/core';

export interface Game {
  title: string;
  grid: 'square' | 'hex' | 'table';
  /** Import the game's entry (Vite needs the names written out). */
  load: () => Promise<unknown>;
}

/** Every game of the build, in the order `highground` registers them (src/rulesets/index.ts). */
export const GAMES: Readonly<Record<string, Game>> = {
  'c3g-buildings': { title: 'Heroscape with the C3G building rules', grid: 'hex', load: () => import('highground/c3g-buildings') },
  'city-of-peril': { title: 'D&D Miniatures: City of Peril rooftops', grid: 'square', load: () => import('highground/city-of-peril') },
  heroclix: { title: 'HeroClix: elevation levels, stairs, the rim and line of fire', grid: 'square', load: () => import('highground/heroclix') },
  heroscape: { title: 'Heroscape (the Master Game)', grid: 'hex', load: () => import('highground/heroscape') },
  malifaux: { title: 'Malifaux terrain guidelines (gridless table)', grid: 'table', load: () => import('highground/malifaux') },
  'tft-3d': { title: 'Three Dimensional TFT (Advanced Melee and Wizard on Heroscape tiles)', grid: 'hex', load: () => import('highground/tft-3d') },
};

export const GAME_IDS: readonly string[] = Object.keys(GAMES);

const games = new Map<string, Promise<void>>();
const done = new Set<string>();
/** Each loaded game's help texts (its entry exports them as `help`, apart from the ruleset). */
const helps = new Map<string, RulesetHelp>();

/** The help text of each question and option of a loaded game (what the option and question panels show). */
export function gameHelp(ruleset: Ruleset<unknown>): RulesetHelp {
  return helpOf(ruleset, helps.get(ruleset.id));
}

/** Whether the game's code is in the page (its ruleset registered). */
export function gameLoaded(id: string): boolean {
  return done.has(id);
}

/**
 * Load the games named (unknown names are skipped: loading the map then says what is wrong); resolves when all of them are registered. Calls for a game already loading share its promise.
 */
export function loadGames(...ids: (string | undefined)[]): Promise<void> {
  const wanted = ids.filter((id): id is string => id !== undefined && id in GAMES);
  for (const id of wanted) {
    if (!games.has(id)) {
      const p = GAMES[id]!.load().then((m) => {
        const help = (m as { help?: RulesetHelp }).help;
        if (help) helps.set(id, help);
        done.add(id);
      });
      // a failed fetch (offline before the game was ever cached) may be tried again
      p.catch(() => games.delete(id));
      games.set(id, p);
    }
  }
  return Promise.all(wanted.map((id) => games.get(id))).then(() => undefined);
}

/** Load every game of the build (a map whose game cannot be told before reading it). */
export function loadAllGames(): Promise<void> {
  return loadGames(...GAME_IDS);
}

/** The game a scenario's text names, read without parsing it (`ruleset: heroclix` or `"ruleset": "heroclix"`), if any. */
export function rulesetOfText(text: string): string | undefined {
  const m = /^ruleset:\s*["']?([a-z0-9-]+)|"ruleset"\s*:\s*"([a-z0-9-]+)"/m.exec(text);
  return m?.[1] ?? m?.[2];
}
