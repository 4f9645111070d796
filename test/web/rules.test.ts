/**
 * The app's table of games (web/src/rules.ts): the menus show a game's title and offer it for maps of its
 * grid before its code is loaded, so the table must say what the game's own ruleset says, and each entry
 * must load that game (issue 21: the app loads one game at a time).
 */
import { describe, expect, it } from 'vitest';
import { rulesets } from '../../src/index.js';
import { GAME_IDS, GAMES, rulesetOfText } from '../../web/src/rules.js';

describe('the app\'s table of games', () => {
  it('lists every ruleset of the build, in its order, with its title and grid', () => {
    expect(GAME_IDS).toEqual(rulesets.map((r) => r.id));
    for (const r of rulesets) expect({ id: r.id, title: GAMES[r.id]!.title, grid: GAMES[r.id]!.grid }).toEqual({ id: r.id, title: r.title, grid: r.grid });
  });

  it('loads each game from its own entry, which exports that game\'s ruleset', async () => {
    for (const id of GAME_IDS) {
      const mod = (await GAMES[id]!.load()) as Record<string, unknown>;
      const ids = Object.values(mod).map((v) => (v as { id?: unknown } | null)?.id).filter((x) => typeof x === 'string');
      expect(ids, id).toEqual([id]);
    }
  });

  it('reads the game a scenario\'s YAML or JSON text names, and nothing from a text that names none', () => {
    expect(rulesetOfText('title: A\nruleset: heroclix\nmap:\n  grid: square\n')).toBe('heroclix');
    expect(rulesetOfText("ruleset: 'tft-3d'\n")).toBe('tft-3d');
    expect(rulesetOfText('{\n  "title": "x",\n  "ruleset": "city-of-peril"\n}')).toBe('city-of-peril');
    // an indented key is not the scenario's own
    expect(rulesetOfText('title: A\nchecks:\n  - ruleset: heroclix\n')).toBeUndefined();
    expect(rulesetOfText('title: A\n')).toBeUndefined();
  });
});
