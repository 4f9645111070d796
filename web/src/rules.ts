/**
 * The games and the YAML reader, loaded after the app has drawn (issue 21: the first load holds the app
 * and `highground/core` only). Each game is its own chunk (`highground/<id>` registers it with the core
 * when imported); the YAML reader (`highground/yaml`) is another. `loadRules` fetches them all and
 * resolves when every game is registered, so the code that opens and edits maps runs as before.
 */

/**
 * Every game of the build, as a dynamic import of its public entry (Vite needs the names written out), in
 * the order `highground` registers them (src/rulesets/index.ts), so the registry lists them the same way.
 */
const GAMES: (() => Promise<unknown>)[] = [
  () => import('highground/c3g-buildings'),
  () => import('highground/city-of-peril'),
  () => import('highground/heroclix'),
  () => import('highground/heroscape'),
  () => import('highground/malifaux'),
  () => import('highground/tft-3d'),
];

let all: Promise<void> | undefined;

/** Load every game and the YAML reader (once; later calls get the same promise). */
export function loadRules(): Promise<void> {
  // one after another: a game registers itself when its chunk runs, and the registry keeps that order
  all ??= GAMES.reduce<Promise<unknown>>((p, load) => p.then(load), import('highground/yaml')).then(() => undefined);
  return all;
}
