/**
 * What a new player trips on (issue 16, "answers people read" and "illegal placements refused with the
 * reason"): a new Malifaux piece lands where it overlaps nothing (or the app says why it cannot), the
 * piece form speaks in words, and the answer rows are headed by the question's title, not its key.
 * Screenshots go to SHOTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HAVE_CHROMIUM, newAppPage, ROOT, startApp, type App } from './harness.js';
import { loadScenario } from '../../src/index.js';
import { freeSpot } from '../../web/src/pieces.js';
import { questionTitle } from '../../web/src/words.js';

const SHOTS = '/tmp/highground-web-first-steps';
const TABLE = join(ROOT, 'examples/malifaux/balanced-table.yaml');

type Rect = [number, number, number, number];
/** Whether two rectangles share area (touching edges do not). */
const overlap = (a: Rect, b: Rect) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];

describe('where a new terrain piece goes (freeSpot)', () => {
  const sc = loadScenario(readFileSync(TABLE, 'utf8')).scenario;
  const rects = () => (sc.map.grid === 'table' ? sc.map.pieces ?? [] : []).map((p) => (p.shape as { rect: Rect }).rect);

  it('moves a 4" piece asked for at the middle off the rubble there, to the nearest free spot', () => {
    expect(overlap([16, 16, 4, 4], rects()[4]!)).toBe(true);
    const at = freeSpot(sc, 4, 4)!;
    expect(rects().some((r) => overlap([at[0], at[1], 4, 4], r))).toBe(false);
    // no free half-inch spot is nearer the middle than the one chosen
    const d = (x: number, y: number) => Math.hypot(x + 2 - 18, y + 2 - 18);
    for (let x = 0; x <= 32; x += 0.5) for (let y = 0; y <= 32; y += 0.5) {
      if (d(x, y) < d(at[0], at[1]) - 1e-9) expect(rects().some((r) => overlap([x, y, 4, 4], r))).toBe(true);
    }
  });

  it('keeps to the spot asked for when it is free, and clear of models\' bases', () => {
    expect(freeSpot(sc, 4, 4, [16, 23])).toEqual([14, 21]);
    const withModel = { ...sc, figures: { m: { at: [16, 23], base: 50 } } } as unknown as typeof sc;
    const at = freeSpot(withModel, 4, 4, [16, 23])!;
    // a 50 mm base reaches 0.98" from its centre: the square stays clear of it
    const nx = Math.max(at[0], Math.min(16, at[0] + 4)), ny = Math.max(at[1], Math.min(23, at[1] + 4));
    expect(Math.hypot(nx - 16, ny - 23)).toBeGreaterThanOrEqual(50 / 25.4 / 2);
  });

  it('finds no spot on a table its pieces cover', () => {
    const full = { ...sc, map: { ...sc.map, pieces: [{ id: 'slab', kind: 'building', shape: { polygon: [[0, 0], [36, 0], [36, 36], [0, 36]] } }] } } as typeof sc;
    expect(freeSpot(full, 4, 4)).toBeUndefined();
  });
});

describe('question titles', () => {
  it('names each question in words, and a question not listed by its name spelled out', () => {
    expect(questionTitle('engaged')).toBe('Engaged in combat');
    expect(questionTitle('fly')).toBe('Flying move');
    expect(questionTitle('sight')).toBe('Line of sight');
    expect(questionTitle('shadow-jump')).toBe('Shadow jump');
    expect(questionTitle('someNewThing')).toBe('Some new thing');
  });
});

describe.runIf(HAVE_CHROMIUM)('a new player\'s first steps, in the browser', { timeout: 90_000 }, () => {
  let app: App | undefined;
  let browser: Browser | undefined;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp('first-steps');
    browser = app.browser;
    mkdirSync(SHOTS, { recursive: true });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  async function open(phone: boolean, example: string): Promise<{ context: BrowserContext; page: Page }> {
    const { page, context } = await newAppPage(app!, phone, problems);
    await page.goto(app!.url);
    await page.waitForSelector('#view2d [data-cell], #view2d [data-table]');
    await page.selectOption('#example', example);
    await page.waitForFunction((id) => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === `examples/${id}`, example);
    return { context, page };
  }
  const press = async (page: Page, phone: boolean, sel: string) => {
    await page.locator(sel).scrollIntoViewIfNeeded();
    if (phone) await page.tap(sel);
    else await page.click(sel);
  };
  const toEdit = async (page: Page, phone: boolean) => {
    if (phone && await page.getAttribute('#menu', 'aria-expanded') !== 'true') await page.tap('#menu');
    await press(page, phone, '[data-mode="edit"]');
    await page.waitForSelector('#piece-add');
  };
  type P = { id?: string; shape: { rect?: Rect } };
  const pieces = (page: Page) => page.evaluate(() => (window as unknown as { __hg: { state: { doc: { scenario: { map: { pieces: unknown[] } } } } } }).__hg.state.doc.scenario.map.pieces as P[]);

  for (const phone of [false, true]) {
    const on = phone ? 'phone' : 'laptop';
    it(`${on}: a new building lands on no other piece, and its form says Kind, Height (Ht) and Traits in the text's font`, async () => {
      const { context, page } = await open(phone, 'malifaux/balanced-table.yaml');
      await toEdit(page, phone);
      await page.selectOption('#piece-kind', 'building');
      await press(page, phone, '#piece-add');
      await page.waitForSelector('[data-piece-form="building1"]');
      const all = await pieces(page);
      const mine = all.find((p) => p.id === 'building1')!.shape.rect!;
      for (const other of all.filter((p) => p.id !== 'building1')) expect(overlap(mine, other.shape.rect!), `building1 ${mine} on ${other.id}`).toBe(false);
      // near what the player looks at: within a few inches of the table's middle (the view is not panned)
      expect(Math.hypot(mine[0] + 2 - 18, mine[1] + 2 - 18)).toBeLessThan(8);
      // the building is drawn on the table where no other piece is drawn
      const box = (await page.locator('#view2d [data-piece="building1"]').boundingBox())!;
      expect(box.width).toBeGreaterThan(10);
      const labels = await page.$$eval('[data-piece-form="building1"] form label', (l) => l.map((x) => (x as HTMLElement).innerText.trim()));
      expect(labels).toEqual(['Kind', 'Height (Ht)', 'Traits']);
      const fonts = await page.$$eval('[data-piece-form="building1"] form label', (l) => l.map((x) => getComputedStyle(x).fontFamily));
      const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      for (const f of fonts) {
        expect(f).not.toMatch(/mono/i);
        expect(f).toBe(body);
      }
      expect(await page.getAttribute('#piece-traits', 'placeholder')).toBe('(the building default)');
      await page.locator('[data-piece-form="building1"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${on}-piece-added.png` });
      await context.close();
    });
  }

  it('laptop: on a table with no room left the piece is refused with the reason, nothing changes, and the meter says what is wrong in words', async () => {
    const file = join(app!.out, 'full-table.yaml');
    writeFileSync(file, [
      'format: highground/1', 'title: A table under one slab', 'ruleset: malifaux',
      'map:', '  grid: table', '  size: [12, 12]', '  pieces:', '    - { id: slab, kind: building, shape: { rect: [0, 0, 12, 12] } }', '',
    ].join('\n'));
    const { page, context } = await newAppPage(app!, false, problems);
    await page.goto(app!.url);
    await page.waitForSelector('#view2d [data-cell], #view2d [data-table]');
    await page.setInputFiles('#file', file);
    await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === 'full-table.yaml');
    await toEdit(page, false);
    const entries = await page.$$eval('#log li', (l) => l.length);
    await page.selectOption('#piece-kind', 'building');
    await page.click('#piece-add');
    await page.waitForSelector('#toast:not([hidden])');
    expect(await page.innerText('#toast')).toMatch(/^No room for a new building: every 4" × 4" spot of the table overlaps a piece or a model\. Remove or shrink a piece first\./);
    expect((await pieces(page)).map((p) => p.id)).toEqual(['slab']);
    expect(await page.$$eval('#log li', (l) => l.length)).toBe(entries);
    // the balance meter says what is wrong with the table in sentences, not by the ruleset's keys
    const wrong = await page.$$eval('#editor .balance .problems li', (l) => l.map((x) => (x as HTMLElement).innerText));
    expect(wrong).toEqual([
      'Terrain covers 100 % of the table: aim for 33 % to 50 %.',
      'Blocking terrain is 100 % of the terrain: aim for about a third.',
      'Severe terrain is 0 % of the terrain: aim for about a third.',
      'Cover terrain is 0 % of the terrain: aim for about a third.',
      'The terrain is symmetric, so deploying first gains nothing: move a piece to break it.',
    ]);
    await page.screenshot({ path: `${SHOTS}/laptop-no-room.png` });
    await context.close();
  });

  for (const phone of [false, true]) {
    const on = phone ? 'phone' : 'laptop';
    it(`${on}: the answers about two Heroscape figures are headed by the questions' titles, not their keys`, async () => {
      const { context, page } = await open(phone, 'heroscape/stonebridge-ford.yaml');
      await press(page, phone, '#view2d [data-figure="tarn"]');
      await press(page, phone, '#view2d [data-figure="drake"]');
      await page.waitForSelector('#answers [data-answer="engaged"]');
      const heads = await page.$$eval('#answers button.answer .q', (q) => q.map((x) => (x as HTMLElement).innerText.trim()));
      expect(heads).toEqual(expect.arrayContaining(['Line of sight', 'Adjacent', 'Engaged in combat']));
      // no heading is a key: each starts with a capital and has no dash
      for (const t of heads) expect(t).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
      expect(await page.$eval('#answers [data-answer="engaged"] .q', (x) => getComputedStyle(x).fontFamily)).not.toMatch(/mono/i);
      await page.locator('#answers').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${on}-answer-titles.png` });
      await context.close();
    });
  }

  for (const phone of [false, true]) {
    const on = phone ? 'phone' : 'laptop';
    it(`${on}: a map with no figures says so and how to add one (not "${phone ? 'Tap' : 'Click'} a figure"), and its button starts adding figures`, async () => {
      const { context, page } = await open(phone, 'malifaux/balanced-table.yaml');
      expect(await page.$$('#view2d [data-figure]')).toHaveLength(0);
      const hint = (await page.textContent('#hint'))!;
      expect(hint).toMatch(/^No figures on this map yet: Add figures then (tap|click) an empty place for each/);
      expect(hint).not.toMatch(/(Tap|Click) a figure/);
      expect(await page.textContent('#answers .summary')).toMatch(/^This map has no figures yet: add some in Edit map/);
      await page.screenshot({ path: `${SHOTS}/${on}-no-figures.png` });
      await press(page, phone, '#add-figures');
      await page.waitForFunction(() => { const s = (window as unknown as { __hg: { state: { mode: string; tools: { tool: string } } } }).__hg.state; return s.mode === 'edit' && s.tools.tool === 'fig-add'; });
      expect(await page.isChecked('input[name="tool"][value="fig-add"]')).toBe(true);
      expect(await page.textContent('#hint')).toMatch(/(Tap|Click) an empty place to add a figure/);
      // the button is no tap on the hint itself: the phone's one-line hint is not unfolded by it
      expect(await page.getAttribute('#hint', 'class')).not.toMatch(/\bfull\b/);
      // a map with figures keeps the first-open words
      await page.selectOption('#example', 'malifaux/flight-rooftops.yaml');
      await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === 'examples/malifaux/flight-rooftops.yaml');
      if (phone && await page.getAttribute('#menu', 'aria-expanded') !== 'true') await page.tap('#menu');
      await press(page, phone, '[data-mode="ask"]');
      await page.waitForFunction((w) => document.querySelector('#hint')?.textContent?.startsWith(`${w} a figure`), phone ? 'Tap' : 'Click');
      await context.close();
    });
  }

  it('laptop: a move in inches reads its cost rounded (the button, the path, the events, the move log), not to four places', async () => {
    const { context, page } = await open(false, 'malifaux/flight-rooftops.yaml');
    await page.click('#anyq > summary');
    await page.selectOption('#anyq-name', 'move');
    await page.selectOption('#aq-figure', 'walker');
    await page.selectOption('#aq-to', '@place');
    await page.fill('#aq-to-at', '5,5');
    await page.click('#anyq-form button[type="submit"]');
    await page.waitForSelector('#domove');
    // [2, 4] to [5, 5] on the open table: sqrt(10) = 3.1623 inches
    expect(await page.evaluate(() => (window as unknown as { __hg: { state: { answers: { verdict?: { cost?: number } }[] } } }).__hg.state.answers[0]?.verdict?.cost)).toBeCloseTo(Math.sqrt(10), 3);
    expect(await page.textContent('#domove')).toBe('Move walker here (cost 3.16)');
    const ev = (await page.textContent('#answers .evidence'))!;
    expect(ev).toContain('Path (orange, running cost): [2, 4] level 0, cost 0 (start) → [5, 5] level 0, cost 3.16');
    expect(ev).not.toMatch(/\d\.\d{3}/);
    await page.click('#domove');
    await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc: { scenario: { figures: Record<string, { at: number[] }> } } } } }).__hg.state.doc.scenario.figures.walker!.at.join(',') === '5,5');
    expect(await page.textContent('#log')).toContain('walker moves to [5, 5] (cost 3.16)');
    await context.close();
  });

  it('logged no page errors', () => {
    expect(problems).toEqual([]);
  });
});
