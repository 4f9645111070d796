/**
 * The add-figure form asks what each game declares (issue 16, game-aware): every ruleset lists its figure
 * fields in its vocabulary, each a figure key of that ruleset, and a figure given every default the fields
 * carry loads under that ruleset (the defaults are values the game accepts). New figures alternate sides
 * unless the player picks one.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadScenario, loadScenarioObject, rulesetHelp, rulesets, type Scenario } from 'highground';
import { figureFields, nextSide } from '../../web/src/game.js';
import { loadGames } from '../../web/src/rules.js';
import { ROOT } from './harness.js';

const EXAMPLE: Record<string, string> = {
  'city-of-peril': 'city-of-peril/diagram.yaml', heroclix: 'heroclix/rooftop.yaml', heroscape: 'heroscape/stonebridge-ford.yaml',
  'c3g-buildings': 'c3g-buildings/house.yaml', 'tft-3d': 'tft-3d/multihex.yaml', malifaux: 'malifaux/flight-rooftops.yaml',
};

describe('figure fields declared by each ruleset', () => {
  for (const r of rulesets) {
    it(`${r.id}: declares its figure fields, each one of its figure keys, and a figure with every default loads`, () => {
      const fields = r.vocabulary.figureFields ?? [];
      expect(fields.length).toBeGreaterThan(2);
      for (const f of fields) {
        expect(r.vocabulary.figureKeys).toContain(f.key);
        expect(f.label.length).toBeGreaterThan(1);
        // its text on the field, or in the game's help.ts (malifaux: issue 21)
        expect((f.doc ?? rulesetHelp(r).fields?.[f.key])!.length).toBeGreaterThan(5);
        if (f.kind === 'choice') expect(f.choices?.length).toBeGreaterThan(1);
        if (f.default !== undefined && f.kind === 'choice') expect(f.choices).toContain(f.default);
      }
      const file = EXAMPLE[r.id];
      expect(file, `an example map for ${r.id}`).toBeDefined();
      const session = loadScenario(readFileSync(join(ROOT, 'examples', file!), 'utf8'), file);
      // (with their texts added where the game keeps them in its help and the app has loaded it: below)
      const noDoc = ({ doc: _d, ...f }: { doc?: string | undefined }) => f;
      expect(figureFields(session).map(noDoc)).toEqual(fields.map(noDoc));
      // the first figure of the example, given the game's defaults on top of its own keys
      const [id, fig] = Object.entries(session.scenario.figures ?? {})[0]!;
      const defaults = Object.fromEntries(fields.filter((f) => f.default !== undefined).map((f) => [f.key, f.default]));
      const bare = { at: fig.at, ...(fig.level !== undefined ? { level: fig.level } : {}), side: fig.side, ...defaults };
      const scenario = { ...session.scenario, figures: { ...session.scenario.figures, [id]: bare } } as Scenario;
      const again = loadScenarioObject(scenario, file);
      for (const [k, v] of Object.entries(defaults)) expect((again.scenario.figures![id] as Record<string, unknown>)[k]).toEqual(v);
    });
  }

  it('malifaux keeps what its fields mean in its help.ts: the form shows those texts once the app has loaded the game', async () => {
    await loadGames('malifaux');
    const { help } = await import('highground/malifaux');
    const session = loadScenario(readFileSync(join(ROOT, 'examples', EXAMPLE.malifaux!), 'utf8'), EXAMPLE.malifaux);
    const fields = figureFields(session);
    expect(fields.map((f) => f.key)).toEqual(['base', 'ht', 'wk', 'flight', 'incorporeal', 'unimpeded']);
    for (const f of fields) expect(f.doc, f.key).toBe(help.fields![f.key]);
    expect(fields.find((f) => f.key === 'wk')!.doc).toBe('the model\'s Walk: the inches of a move.');
  });

  it('heroscape asks Move and Height with the card values most figures have; malifaux a 30 mm base, Ht 2, Walk 5', () => {
    const by = (id: string) => Object.fromEntries((rulesets.find((r) => r.id === id)!.vocabulary.figureFields ?? []).map((f) => [f.key, f]));
    expect(by('heroscape').move).toMatchObject({ label: 'Move', kind: 'number', default: 5 });
    expect(by('heroscape').height).toMatchObject({ label: 'Height', kind: 'number', default: 5 });
    expect(by('c3g-buildings').move).toMatchObject({ label: 'Move', default: 5 });
    expect(by('malifaux').base).toMatchObject({ kind: 'choice', choices: [30, 40, 50], default: 30 });
    expect(by('malifaux').ht).toMatchObject({ default: 2 });
    expect(by('malifaux').wk).toMatchObject({ default: 5 });
  });

  it('new figures alternate sides (the side with the fewest figures, red and blue first) unless one is chosen', () => {
    const sc = (sides: string[]) => ({ figures: Object.fromEntries(sides.map((s, i) => [`F${i}`, { at: [i, 0], side: s }])) }) as unknown as Scenario;
    expect(nextSide(sc([]), '')).toBe('red');
    expect(nextSide(sc(['red']), '')).toBe('blue');
    expect(nextSide(sc(['red', 'blue']), '')).toBe('red');
    expect(nextSide(sc(['red', 'red', 'blue']), '')).toBe('blue');
    expect(nextSide(sc(['red', 'blue', 'green', 'blue', 'red']), '')).toBe('green');
    expect(nextSide(sc(['red']), ' green ')).toBe('green');
  });
});
