/**
 * Browser tests of the app: build it with Vite, serve web/dist-like output from a temporary folder,
 * drive it in Debian's Chromium with playwright-core. Skipped (with a message) where /usr/bin/chromium
 * is missing, except in CI (CI=true), where that is a failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, HAVE_CHROMIUM, ROOT, startApp, type App } from './harness.js';
import { deflateRawSync } from 'node:zlib';

const IN_CI = process.env.CI === 'true';
const MAPS = resolve(ROOT, '../shared/maps/heroscape/virtualscape');
const LARGEST = ['vs_A_la_vie__A_la_mort.hsc', 'vs_Volcan_de_la_mort.hsc'].map((f) => join(MAPS, f));
const SHOTS = '/tmp/highground-web';

if (HAVE_CHROMIUM && !LARGEST.some(existsSync)) console.warn(`test/web: the Heroscape maps are missing under ${MAPS}: the import and timing test is skipped`);
if (!HAVE_CHROMIUM && !IN_CI) console.warn(`test/web: skipping the browser tests: ${CHROMIUM} is missing (apt-get install -y chromium)`);

describe.runIf(!HAVE_CHROMIUM && IN_CI)('browser tests in CI', () => {
  it('need Chromium', () => {
    throw new Error(`CI=true but ${CHROMIUM} is missing: the browser tests need Debian's chromium (apt-get install -y chromium; .ci/run installs it)`);
  });
});

describe.runIf(HAVE_CHROMIUM)('the highground app in a browser', () => {
  let app: App | undefined;
  let url = '';
  let browser: Browser | undefined;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp('web');
    ({ url, browser } = app);
    rmSync(SHOTS, { recursive: true, force: true });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  /** A fresh browser context (its own localStorage) with the console watched for errors. */
  async function open(path = ''): Promise<{ ctx: BrowserContext; page: Page }> {
    const ctx = await browser!.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const page = await ctx.newPage();
    watch(page);
    await page.goto(url + path);
    await page.waitForSelector('#view2d [data-cell], #view2d [data-table]');
    return { ctx, page };
  }

  function watch(page: Page): void {
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  }

  const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

  async function pick(page: Page, example: string): Promise<void> {
    await page.selectOption('#example', example);
    await page.waitForFunction((id) => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === `examples/${id}`, example);
  }

  const figures = (page: Page) => page.evaluate(() => Object.keys((window as unknown as { __hg: { state: { doc: { scenario: { figures?: object } } } } }).__hg.state.doc.scenario.figures ?? {}));

  it('opens on an example with the highground name, a picker for every ruleset and a map', async () => {
    const { ctx, page } = await open();
    expect(await page.title()).toMatch(/highground/);
    expect(await page.textContent('h1')).toBe('highground');
    const groups = await page.$$eval('#example optgroup', (gs) => gs.map((g) => g.getAttribute('label')));
    expect(groups.length).toBeGreaterThanOrEqual(4);
    expect(await page.$$eval('#view2d [data-cell]', (c) => c.length)).toBeGreaterThan(20);
    expect(await page.textContent('#hint')).toMatch(/Click a figure/);
    await shot(page, '01-open');
    await ctx.close();
  });

  it('loads only the open map\'s game, and the next one when the player switches rules, saying "loading rules…" meanwhile (issue 21)', async () => {
    const { ctx, page } = await open();
    const games = () => page.evaluate(() => (window as unknown as { __hg: { games(): string[] } }).__hg.games());
    expect(await games()).toEqual(['city-of-peril']);
    // the next game's code held back a moment: the page says it is loading, then opens the map
    let held = 0;
    await page.route(/\/assets\/register-[^/]+\.js$/, async (r) => {
      held++;
      await new Promise((ok) => setTimeout(ok, 400));
      await r.continue();
    });
    await page.selectOption('#example', 'heroscape/stonebridge-ford.yaml');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent === 'loading rules…');
    await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === 'examples/heroscape/stonebridge-ford.yaml');
    expect(held).toBeGreaterThan(0);
    expect(await page.textContent('#status')).not.toContain('loading rules');
    expect(await games()).toEqual(['city-of-peril', 'heroscape']);
    // the rules picker offers the hex games not loaded yet; picking one loads it and judges the map with it
    expect(await page.$$eval('#ruleset option', (o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(['c3g-buildings', 'heroscape', 'tft-3d']);
    await page.selectOption('#ruleset', 'c3g-buildings');
    await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc?: { session: { ruleset: { id: string } } } } } }).__hg.state.doc?.session.ruleset.id === 'c3g-buildings');
    expect(await games()).toEqual(['c3g-buildings', 'city-of-peril', 'heroscape']);
    await ctx.close();
  });

  it('answers by pointing on every example: select a figure, then another, and read the reasons', async () => {
    const { ctx, page } = await open();
    const examples = await page.$$eval('#example option:not([disabled])', (os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const ex of examples) {
      await pick(page, ex);
      const figs = await page.$$eval('#view2d [data-figure]', (fs) => fs.map((f) => f.getAttribute('data-figure')!));
      if (figs.length < 2) continue;
      await page.click(`#view2d [data-figure="${figs[0]}"]`);
      await page.waitForSelector('#answers h2');
      expect(await page.textContent('#answers h2')).toContain(`${figs[0]} selected`);
      await page.click(`#view2d [data-figure="${figs[1]}"]`);
      await page.waitForSelector('#answers .answer-list button.answer');
      const rows = await page.$$eval('#answers button.answer', (bs) => bs.map((b) => ({ ask: b.getAttribute('data-ask'), text: b.textContent, error: b.classList.contains('error') })));
      expect(rows.length, ex).toBeGreaterThan(0);
      expect(rows.some((r) => !r.error), `${ex}: ${JSON.stringify(rows)}`).toBe(true);
      // the open answer lists clause ids with the catalogue's words
      const reasons = await page.$$eval('#answers .detail ol.reasons li', (ls) => ls.map((l) => ({ rule: l.getAttribute('data-rule'), words: l.querySelector('.words')?.textContent ?? '' })));
      expect(reasons.length, ex).toBeGreaterThan(0);
      expect(reasons[0]!.rule).toMatch(/^[a-z0-9]+(\.[a-z0-9-]+)+$/);
      expect(reasons.some((r) => r.words.trim().length > 10 && !r.words.includes('not in the catalogue')), ex).toBe(true);
      await shot(page, `02-${ex.replace(/[/.]/g, '_')}`);
    }
    await ctx.close();
  }, 90_000);

  it('draws the evidence of the verdict it shows: lines for sight, reach cells for a selected figure', async () => {
    const { ctx, page } = await open();
    await pick(page, 'city-of-peril/diagram.yaml');
    const figs = await figures(page);
    await page.click(`#view2d [data-figure="${figs[0]}"]`);
    expect(await page.$$eval('#view2d .evidence-cell', (c) => c.length)).toBeGreaterThan(5);
    expect(await page.$$eval('#view2d svg.hg-top [data-figure].hg-seen, #view2d svg.hg-top [data-figure].hg-unseen', (c) => c.length)).toBe(figs.length - 1);
    await page.click(`#view2d [data-figure="${figs[figs.length - 1]}"]`);
    await page.click('#answers button.answer[data-ask="sight"]');
    expect(await page.$$eval('#view2d g.line', (c) => c.length)).toBeGreaterThan(0);
    expect(await page.textContent('#answers .detail')).toMatch(/cop\.sight/);
    await ctx.close();
  });

  it('moves a figure along its legal path, with undo and redo (buttons and keys)', async () => {
    const { ctx, page } = await open();
    await pick(page, 'city-of-peril/diagram.yaml');
    const [A] = await figures(page);
    const at = () => page.evaluate((id) => (window as unknown as { __hg: { state: { doc: { scenario: { figures: Record<string, { at: number[] }> } } } } }).__hg.state.doc.scenario.figures[id]!.at.join(','), A!);
    const before = await at();
    await page.click(`#view2d [data-figure="${A}"]`);
    const target = await page.evaluate(() => {
      const cells = (window as unknown as { __hg: { state: { reach: { cells: { at: number[]; cost?: number }[] } } } }).__hg.state.reach.cells;
      return cells.filter((c) => (c.cost ?? 0) >= 2)[0]!.at.join(',');
    });
    await page.click(`#view2d [data-cell="${target}"]`);
    await page.waitForSelector('#domove');
    expect(await page.textContent('#answers button.answer[data-ask="move"]')).toMatch(/can move/);
    expect(await page.$$eval('#view2d .path-step', (c) => c.length)).toBeGreaterThan(1);
    await page.click('#domove');
    expect(await at()).not.toBe(before);
    expect(await page.textContent('#log li.cur')).toContain(`${A} moves to`);
    await shot(page, '03-moved');
    await page.keyboard.press('Control+z');
    expect(await at()).toBe(before);
    await page.keyboard.press('Control+Shift+z');
    expect(await at()).not.toBe(before);
    await page.click('#undo');
    expect(await at()).toBe(before);
    await page.click('#redo');
    expect(await at()).not.toBe(before);
    await ctx.close();
  });

  it('edits a cell, refuses an invalid edit with the reason, and finds the map again after a reload', async () => {
    const { ctx, page } = await open();
    await pick(page, 'city-of-peril/diagram.yaml');
    await page.click('[data-mode="edit"]');
    await page.check('input[name="tool"][value="raise"]');
    const [w, h] = await page.evaluate(() => { const b = (window as unknown as { __hg: { state: { doc: { session: { board: { width: number; height: number } } } } } }).__hg.state.doc.session.board; return [b.width, b.height]; });
    const corner = `0,${h! - 1}`;
    const level = () => page.getAttribute(`#view2d [data-cell="${corner}"]`, 'data-level');
    const before = Number(await level());
    await page.click(`#view2d [data-cell="${corner}"]`);
    expect(Number(await level())).toBe(before + 1);
    expect(await page.textContent('#log li.cur')).toMatch(/raise level/);
    // the options are not drawn again for a painted place: an option changed next keeps the paint
    await page.click('#options summary');
    const option = await page.$eval('#optform input[type="checkbox"]', (el) => el.id);
    await page.click(`#${option}`);
    // the log and the form name the option in words (the key stays in the id and the label's tooltip)
    const label = (await page.textContent(`#optform label[for="${option}"]`))!;
    expect(label).not.toMatch(/[a-z][A-Z]/);
    expect(await page.getAttribute(`#optform label[for="${option}"]`, 'title')).toBe(option.replace(/^opt-/, ''));
    expect(await page.textContent('#log li.cur')).toContain(`option ${label}: `);
    expect(Number(await level())).toBe(before + 1);
    const entries = await page.$$eval('#log li', (l) => l.length);
    // a bridge id must be a name or a number: a list does not load
    await page.check('input[name="tool"][value="feature"]');
    await page.selectOption('#feature-key', 'bridge');
    await page.fill('#feature-value', '[1, 2]');
    await page.click(`#view2d [data-cell="${w! - 1},${h! - 1}"]`);
    await page.waitForSelector('#toast:not([hidden])');
    expect(await page.textContent('#toast')).toMatch(/Not applied/);
    expect(await page.$$eval('#log li', (l) => l.length)).toBe(entries);
    await shot(page, '04-edit-refused');
    // autosave: a reload brings back the edited map and its history
    await page.waitForTimeout(300);
    await page.reload();
    await page.waitForSelector('#view2d [data-cell]');
    expect(Number(await level())).toBe(before + 1);
    expect(await page.textContent('#log')).toMatch(/raise level/);
    await ctx.close();
  });

  it('changes a rule option and asks the same question again under it', async () => {
    const { ctx, page } = await open();
    await pick(page, 'city-of-peril/diagram.yaml');
    const figs = await figures(page);
    await page.click(`#view2d [data-figure="${figs[0]}"]`);
    await page.click(`#view2d [data-figure="${figs[1]}"]`);
    await page.click('#options summary');
    const name = await page.$eval('#optform input[type="checkbox"], #optform select', (el) => el.id.replace(/^opt-/, ''));
    const input = await page.$(`#opt-${name}`);
    if ((await input!.getAttribute('type')) === 'checkbox') await input!.click();
    else await page.selectOption(`#opt-${name}`, { index: 1 });
    expect(await page.textContent('#log li.cur')).toContain(`option ${(await page.textContent(`#optform label[for="opt-${name}"]`))!}: `);
    expect(await page.textContent('#answers h2')).toBe(`${figs[0]} → ${figs[1]}`);
    expect(await page.$$eval('#answers button.answer', (b) => b.length)).toBeGreaterThan(0);
    await page.keyboard.press('Control+z');
    expect(await page.textContent('#log li.cur')).toMatch(/opened/);
    await ctx.close();
  });

  it('saves the scenario as a file and shares it by link', async () => {
    const { ctx, page } = await open();
    await pick(page, 'heroclix/rooftop.yaml');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
    const file = join(app!.out, 'saved.yaml');
    await download.saveAs(file);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^format: highground\/1/m);
    expect(text).toMatch(/ruleset: heroclix/);
    await page.click('#share');
    const link = await page.inputValue('#sharelink');
    expect(link).toMatch(/#map=[A-Za-z0-9_-]+$/);
    const title = await page.textContent('#mapinfo .mapinfo-title');
    const other = await ctx.newPage();
    watch(other);
    await other.goto(link);
    await other.waitForSelector('#view2d [data-cell]');
    expect(await other.textContent('#mapinfo .mapinfo-title')).toBe(title);
    await ctx.close();
  });

  it('shows names full of markup as text, never as markup (a shared link from a stranger)', async () => {
    const evil = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>&"\'';
    const scenario = {
      format: 'highground/1', title: evil, ruleset: 'city-of-peril',
      map: { grid: 'square', name: evil, rows: '. R\n. .', legend: { '.': {}, R: { terrain: 'rooftop' } } },
      figures: { [evil]: { at: [0, 0], side: evil }, B: { at: [0, 1], side: 'blue' } },
    };
    const hash = '#map=' + deflateRawSync(Buffer.from(JSON.stringify(scenario))).toString('base64url');
    const { ctx, page } = await open(hash);
    await page.waitForFunction((t) => document.body.textContent?.includes(t) ?? false, '<img src=x');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.$$eval('img', (i) => i.length)).toBe(0);
    expect(await page.$$eval('body script', (x) => x.length)).toBe(0);
    await page.click(`[data-figure="${evil.replace(/["\\]/g, '\\$&')}"]`);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await ctx.close();
  });

  it.runIf(LARGEST.some(existsSync))('imports the largest VirtualScape maps, times each interaction, and shows them in 3-D', async () => {
    const { ctx, page } = await open();
    const times: Record<string, Record<string, number>> = {};
    for (const map of LARGEST.filter(existsSync)) {
      const name = map.split('/').pop()!;
      await page.setInputFiles('#file', map);
      await page.waitForFunction((n) => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === n, name);
      expect(await page.textContent('#mapinfo')).toMatch(/hex map/);
      // a big map's picture is written by a worker and put in when it comes back
      await page.waitForSelector('#view2d:not([data-pending]) [data-cell]');
      const cells = await page.$$eval('#view2d [data-cell]', (c) => c.length);
      expect(cells).toBeGreaterThan(400);
      // timed under tft-3d, whose figures move without stated fields (a Heroscape figure added without
      // a Move has no reach: the map opens under heroscape)
      await page.selectOption('#ruleset', 'tft-3d');
      await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc?: { scenario: { ruleset: string } } } } }).__hg.state.doc?.scenario.ruleset === 'tft-3d');
      // two figures, added in the editor
      const spots = await page.evaluate(() => {
        const s = (window as unknown as { __hg: { state: { doc: { session: { board: { places: { x: number; y: number; surfaces: { obstacle?: number }[] }[] } } } } } }).__hg.state.doc.session;
        const ok = s.board.places.filter((p) => p.surfaces.length && !p.surfaces[p.surfaces.length - 1]!.obstacle);
        return [ok[Math.floor(ok.length * 0.4)]!, ok[Math.floor(ok.length * 0.45)]!].map((p) => `${p.x},${p.y}`);
      });
      await page.click('[data-mode="edit"]');
      await page.check('input[name="tool"][value="fig-add"]');
      for (const s of spots) await page.click(`#view2d [data-cell="${s}"]`);
      await page.click('[data-mode="ask"]');
      // each interaction: dispatch, then force style and layout, timed in the page
      const time = (sel: string, kind: 'click' | 'paint' | 'key' = 'click') => page.evaluate(([sel, kind]) => {
        const el = document.querySelector(sel!)!;
        const t0 = performance.now();
        if (kind === 'click') el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        else if (kind === 'paint') {
          el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
          el.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
        } else document.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));
        document.body.getBoundingClientRect();
        return performance.now() - t0;
      }, [sel, kind] as const);
      const t: Record<string, number> = {};
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const sel: number[] = [];
      const desel: number[] = [];
      for (let k = 0; k < 3; k++) {
        sel.push(await time('#view2d [data-figure="A"]'));
        desel.push(await time('#view2d [data-figure="A"]'));
      }
      t.select = median(sel);
      t.deselect = median(desel);
      await time('#view2d [data-figure="A"]');
      const far = await page.evaluate(() => {
        const cells = (window as unknown as { __hg: { state: { reach: { cells: { at: number[]; cost?: number }[] } } } }).__hg.state.reach.cells;
        return [...cells].sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0))[0]!.at.join(',');
      });
      t.pair = await time('#view2d [data-figure="B"]');
      t.answer = await time('#answers button.answer:nth-child(2)');
      const place: number[] = [];
      const move: number[] = [];
      const undoMove: number[] = [];
      for (let k = 0; k < 3; k++) {
        place.push(await time(`#view2d [data-cell="${far}"]`));
        move.push(await time('#domove'));
        undoMove.push(await time('body', 'key'));
      }
      t.place = median(place);
      t.move = median(move);
      t.undoMove = median(undoMove);
      await page.click('[data-mode="edit"]');
      await page.check('input[name="tool"][value="raise"]');
      const edits: number[] = [];
      for (const c of spots) edits.push(await time(`#view2d [data-cell="${far}"]`, 'paint'), await time(`#view2d [data-cell="${c}"]`, 'paint'));
      t.edit = median(edits);
      t.undoEdit = await time('body', 'key');
      await page.click('[data-mode="ask"]');
      // into 3-D (the first time for this map) and back, timed in the page up to a finished frame
      const into3d = () => page.evaluate(async () => {
        const hg = (window as unknown as { __hg: { setView: (v: string) => Promise<void>; v3: { renderAndWait: () => void } } }).__hg;
        await hg.setView('2d');
        const t1 = performance.now();
        await hg.setView('3d');
        hg.v3.renderAndWait();
        return performance.now() - t1;
      });
      // the app readies the 3-D scene while the page is idle, as it is between a player's clicks
      await page.waitForTimeout(1500);
      t.open3d = await into3d();
      t.reopen3d = await into3d();
      await page.waitForSelector('#view3d[data-ready] canvas');
      // pick a figure in 3-D with the mouse; the app times its own handling (raycast, questions, drawing)
      const spot = await page.evaluate(() => (window as unknown as { __hg: { v3: { screenOf: (x: object) => { x: number; y: number } } } }).__hg.v3.screenOf({ figure: 'A' }));
      await page.mouse.click(spot.x, spot.y);
      await page.waitForSelector('#answers h2');
      t.pick3d = await page.evaluate(() => {
        const list = (window as unknown as { __hg: { timings: { what: string; ms: number }[] } }).__hg.timings;
        return list[list.length - 1]!.ms;
      });
      expect(await page.textContent('#answers h2')).toMatch(/A selected/);
      t.frame3d = await page.evaluate(() => {
        const hg = (window as unknown as { __hg: { v3: { renderAndWait: () => void } } }).__hg;
        const t1 = performance.now();
        hg.v3.renderAndWait();
        return performance.now() - t1;
      });
      times[name] = Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.round(v * 10) / 10]));
      await shot(page, `05-${name}-3d`);
      await page.click('[data-view="2d"]');
    }
    console.log('interaction times (ms) on the largest maps:', JSON.stringify(times));
    writeFileSync(join(tmpdir(), 'highground-web-timings.json'), JSON.stringify(times, null, 2));
    await ctx.close();
  }, 150_000);

  it('shows hex stacks in 3-D and picks a figure by pointing at it', async () => {
    const { ctx, page } = await open();
    await pick(page, 'tft-3d/side-view.yaml');
    await page.click('[data-view="3d"]');
    const canvas = await page.waitForSelector('#view3d[data-ready] canvas');
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.height).toBeGreaterThan(200);
    const fig = await page.evaluate(() => Object.keys((window as unknown as { __hg: { state: { doc: { scenario: { figures: object } } } } }).__hg.state.doc.scenario.figures)[0]!);
    const pt = await page.evaluate((id) => (window as unknown as { __hg: { v3: { screenOf: (t: object) => { x: number; y: number } } } }).__hg.v3.screenOf({ figure: id }), fig);
    await page.mouse.click(pt.x, pt.y);
    await page.waitForSelector('#answers h2');
    expect(await page.textContent('#answers h2')).toContain(`${fig} selected`);
    // the canvas is not blank: the middle row of pixels has more than one colour
    const colours = await page.evaluate(() => {
      const c = document.querySelector('#view3d canvas') as HTMLCanvasElement;
      const g = document.createElement('canvas');
      g.width = c.width;
      g.height = 1;
      const ctx2 = g.getContext('2d')!;
      ctx2.drawImage(c, 0, c.height / 2, c.width, 1, 0, 0, c.width, 1);
      const d = ctx2.getImageData(0, 0, c.width, 1).data;
      const set = new Set<number>();
      for (let i = 0; i < d.length; i += 16) set.add((d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!);
      return set.size;
    });
    expect(colours).toBeGreaterThan(3);
    await shot(page, '06-3d-tft');
    await ctx.close();
  });

  it('logged no console errors', () => {
    expect(problems).toEqual([]);
  });
});
