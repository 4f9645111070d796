/**
 * Switching rules keeps the table (issue 16): judging an open map with another ruleset carries over the
 * figure fields the new ruleset declares, drops the others with one short line saying which, fills in the
 * new game's defaults, and is one undoable step (undo brings the old ruleset and the dropped fields back).
 * A map the new ruleset cannot read is refused with the reason, never for a figure's field. The store is
 * tested without a browser; then every bundled example is switched to every other ruleset in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { getRuleset, loadScenario, loadScenarioObject, rulesets, type Scenario } from 'highground';
import { initialState, update, type AppState } from '../../web/src/store.js';
import * as E from '../../web/src/edits.js';
import { HAVE_CHROMIUM, ROOT, startApp, type App } from './harness.js';

const EXAMPLES = readdirSync(join(ROOT, 'examples'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(ROOT, 'examples', d.name)).filter((f) => /\.ya?ml$/.test(f)).map((f) => `${d.name}/${f}`))
  .sort();

function opened(example: string): AppState {
  const text = readFileSync(join(ROOT, 'examples', example), 'utf8');
  return update(initialState, { type: 'open', session: loadScenario(text, example), label: 'opened', file: `examples/${example}` });
}

type Fig = Record<string, unknown>;
const figs = (s: AppState) => (s.doc!.scenario.figures ?? {}) as Record<string, Fig>;

describe('switching rules in the store', () => {
  it('heroscape → tft-3d keeps every figure where it stood, drops flying and move (tft-3d has no such fields), fills MA and the rest', () => {
    const s0 = opened('heroscape/stonebridge-ford.yaml');
    const before = figs(s0);
    expect(Object.values(before).some((f) => 'flying' in f)).toBe(true);
    const s1 = update(s0, { type: 'switch-rules', ruleset: 'tft-3d' });
    expect(s1.doc!.session.ruleset.id).toBe('tft-3d');
    const after = figs(s1);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const [id, f] of Object.entries(after)) {
      expect(f.at, id).toEqual(before[id]!.at);
      expect(f.side, id).toEqual(before[id]!.side);
      expect(f.name, id).toEqual(before[id]!.name);
      expect(f.height, id).toEqual(before[id]!.height); // both games read height
      expect('flying' in f || 'move' in f || 'spaces' in f, id).toBe(false);
      expect(f.ma, id).toBe(10);
    }
    const flyers = Object.entries(before).filter(([, f]) => 'flying' in f).map(([id]) => id);
    expect(s1.notice?.ok).toBe(true);
    expect(s1.notice!.text).toContain(`flying on ${flyers.join(', ')}`);
    expect(s1.notice!.text).toMatch(/tft-3d has no such fields/);
    expect(s1.notice!.text).toMatch(/MA 10/);
    expect(s1.notice!.text).not.toMatch(/figure key/);
    // one step in the history: undo brings back heroscape and the fields it dropped, redo the switch
    expect(s1.doc!.entries.length).toBe(2);
    const s2 = update(s1, { type: 'undo' });
    expect(s2.doc!.session.ruleset.id).toBe('heroscape');
    expect(figs(s2)).toEqual(before);
    expect(update(s2, { type: 'redo' }).doc!.session.ruleset.id).toBe('tft-3d');
  });

  it('tft-3d → heroscape drops kind (heroscape has no such field) and gives Move 5, Height 5', () => {
    const s0 = opened('tft-3d/multihex.yaml');
    const s1 = update(s0, { type: 'switch-rules', ruleset: 'heroscape' });
    expect(s1.doc!.session.ruleset.id).toBe('heroscape');
    for (const f of Object.values(figs(s1))) {
      expect('kind' in f).toBe(false);
      expect(f.move).toBe(5);
      expect(f.height).toBe(5);
    }
    expect(s1.notice!.text).toMatch(/dropped: kind on all \d+ figures; ma on rider, giant; dx on giant \(heroscape has no such fields\)/);
    expect(s1.notice!.text).toMatch(/heroscape defaults where missing: Move 5, Height 5/);
    expect(update(s1, { type: 'undo' }).doc!.scenario).toEqual(s0.doc!.scenario);
  });

  it('keeps the saved map as it was: the switch makes a new entry and leaves the old one untouched', () => {
    const s0 = opened('heroscape/stonebridge-ford.yaml');
    const text = JSON.stringify(s0.doc!.entries[0]!.scenario);
    const s1 = update(s0, { type: 'switch-rules', ruleset: 'tft-3d' });
    expect(JSON.stringify(s1.doc!.entries[0]!.scenario)).toBe(text);
    expect(JSON.stringify(s0.doc!.scenario)).toBe(text);
  });

  it('drops a value the new ruleset reads differently (a City of Peril size HeroClix has not), keeping the field\'s other figures', () => {
    const blank = E.blankScenario(getRuleset('city-of-peril')!, 6, 6);
    const scenario = { ...blank, figures: { A: { at: [1, 1], side: 'red', size: 'large', speed: 6, hp: 12 }, B: { at: [4, 4], side: 'blue', size: 'tiny', speed: 4 } } } as unknown as Scenario;
    const s0 = update(initialState, { type: 'open', session: loadScenarioObject(scenario, 'blank.yaml'), label: 'new', file: 'blank.yaml' });
    const s1 = update(s0, { type: 'switch-rules', ruleset: 'heroclix' });
    expect(s1.doc!.session.ruleset.id).toBe('heroclix');
    expect(figs(s1).A).toMatchObject({ at: [1, 1], side: 'red', speed: 6 });
    expect('size' in figs(s1).A!).toBe(false);
    expect('hp' in figs(s1).A!).toBe(false);
    expect(figs(s1).B).toMatchObject({ size: 'tiny', speed: 4 });
    expect(s1.notice!.text).toContain('dropped: hp on A (heroclix has no such field)');
    expect(s1.notice!.text).toContain('dropped: size on A (a value heroclix does not accept)');
    expect(update(s1, { type: 'undo' }).doc!.scenario).toEqual(s0.doc!.scenario);
  });

  it('refuses a map the new ruleset cannot read with the reason (its kind of map, a cell key), the map unchanged', () => {
    const s0 = opened('malifaux/flight-rooftops.yaml');
    const s1 = update(s0, { type: 'switch-rules', ruleset: 'heroscape' });
    expect(s1.doc).toBe(s0.doc);
    expect(s1.notice!.text).toBe('Not judged by heroscape: heroscape plays on hex maps, and this map is a gridless table');
    const h0 = opened('c3g-buildings/house.yaml');
    const h1 = update(h0, { type: 'switch-rules', ruleset: 'heroscape' });
    expect(h1.doc).toBe(h0.doc);
    expect(h1.notice!.text).toMatch(/^Not judged by heroscape: .*"structure" is not used by heroscape/);
  });

  // every example to every other ruleset: it works, or the reason is about the map, never a figure's field
  for (const ex of EXAMPLES) {
    it(`${ex}: switches to every other ruleset of its kind of map, or says why the map cannot be read`, () => {
      const s0 = opened(ex);
      for (const r of rulesets) {
        if (r.id === s0.doc!.session.ruleset.id) continue;
        const s1 = update(s0, { type: 'switch-rules', ruleset: r.id });
        if (s1.doc === s0.doc) {
          expect(s1.notice?.ok, `${ex} → ${r.id}`).toBe(false);
          expect(s1.notice!.text, `${ex} → ${r.id}`).toMatch(/^Not judged by /);
          expect(s1.notice!.text, `${ex} → ${r.id}`).not.toMatch(/figure|figures\./);
          // only a map the ruleset cannot read is refused
          if (getRuleset(r.id)!.grid === s0.doc!.session.ruleset.grid) expect(s1.notice!.text).toMatch(/key map\.|terrain/);
        } else {
          expect(s1.doc!.session.ruleset.id).toBe(r.id);
          expect(Object.keys(figs(s1))).toEqual(Object.keys(figs(s0)));
        }
      }
    });
  }
});

describe.runIf(HAVE_CHROMIUM)('switching rules in the app', () => {
  let app: App | undefined;
  let browser: Browser | undefined;
  let url = '';

  beforeAll(async () => {
    app = await startApp('switch');
    ({ url, browser } = app);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  type Hg = { __hg: { state: { doc?: { file: string; session: { ruleset: { id: string } }; scenario: { figures?: Record<string, Fig> } }; notice?: { n: number } } } };
  const rulesetNow = (page: Page) => page.evaluate(() => (window as unknown as Hg).__hg.state.doc!.session.ruleset.id);

  async function pick(page: Page, example: string): Promise<void> {
    await page.selectOption('#example', example);
    await page.waitForFunction((id) => (window as unknown as Hg).__hg.state.doc?.file === `examples/${id}`, example);
  }

  it('switches every example to every other ruleset, or says why it is not offered; undo brings the table back', async () => {
    const ctx = await browser!.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await ctx.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(url);
    await page.waitForSelector('#view2d [data-cell], #view2d [data-table]');
    const examples = await page.$$eval('#example option:not([disabled])', (os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(examples.sort()).toEqual(EXAMPLES);
    let switched = 0;
    for (const ex of examples) {
      await pick(page, ex);
      const from = await rulesetNow(page);
      const offered = await page.$$eval('#ruleset option', (os) => os.map((o) => (o as HTMLOptionElement).value));
      const whyNot = await page.getAttribute('[data-rules-not-offered]', 'data-rules-not-offered');
      for (const r of rulesets) {
        if (r.id === from) continue;
        if (!offered.includes(r.id)) {
          // not offered: the page says which kind of map it plays on
          expect(whyNot, `${ex} → ${r.id}`).toContain(`${r.id} (it plays on `);
          continue;
        }
        const before = await page.evaluate(() => (window as unknown as Hg).__hg.state.doc!.scenario.figures ?? {});
        const n0 = await page.evaluate(() => (window as unknown as Hg).__hg.state.notice?.n ?? 0);
        await page.selectOption('#ruleset', r.id);
        await page.waitForFunction(([id, n]) => { const s = (window as unknown as Hg).__hg.state; return s.doc!.session.ruleset.id === id || (s.notice?.n ?? 0) > (n as number); }, [r.id, n0] as const);
        const now = await rulesetNow(page);
        const toast = (await page.isVisible('#toast')) ? (await page.textContent('#toast')) ?? '' : '';
        expect(toast, `${ex} → ${r.id}`).not.toMatch(/figure key|figures\.[\w-]+\./);
        if (now !== r.id) {
          // refused: the reason is the map (a key or terrain the ruleset does not read), shown to the player
          expect(toast, `${ex} → ${r.id}`).toMatch(/Not judged by .*(key map\.|terrain)/);
          continue;
        }
        switched++;
        expect(await page.inputValue('#ruleset')).toBe(r.id);
        // undo: the old ruleset and every figure field back
        await page.click('#undo');
        await page.waitForFunction((id) => (window as unknown as Hg).__hg.state.doc!.session.ruleset.id === id, from);
        expect(await page.evaluate(() => (window as unknown as Hg).__hg.state.doc!.scenario.figures ?? {})).toEqual(before);
        expect(await page.inputValue('#ruleset')).toBe(from);
      }
    }
    expect(switched).toBeGreaterThanOrEqual(4);
    // the line a player reads: what tft-3d dropped from the Heroscape figures
    await pick(page, 'heroscape/stonebridge-ford.yaml');
    await page.selectOption('#ruleset', 'tft-3d');
    await page.waitForSelector('#toast:not([hidden])');
    const line = (await page.textContent('#toast')) ?? '';
    expect(line).toMatch(/^Judged by tft-3d now; dropped: .*flying on [^;]+; move on all \d+ figures.*\(tft-3d has no such fields\)/);
    await page.screenshot({ path: '/tmp/highground-web-switch.png' });
    expect(problems).toEqual([]);
    await ctx.close();
  }, 240_000);
});
