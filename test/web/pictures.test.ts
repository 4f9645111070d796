/**
 * The pictures a player reads on the largest shared maps: Heroscape map files open under the Heroscape
 * rules, and on the Castle map the tokens and their labels are big enough to read and to tap at the zoom
 * that fits the map to the screen, on a laptop and on a 390 x 844 phone. Screenshots go to SHOTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { HAVE_CHROMIUM, ROOT, startApp, type App } from './harness.js';

const SHOTS = '/tmp/highground-web-pictures';
const MAPS = resolve(ROOT, '../shared/maps/heroscape');
const CASTLE = join(MAPS, 'virtualscape/vs_Castle_vs_elements.hsc');
const EDITOR = join(MAPS, 'editor-json/The_Sunken_Crypt.json');
type Hg = { __hg: { state: { doc?: { file: string; session: { ruleset: { id: string } } } } } };

describe.runIf(HAVE_CHROMIUM && existsSync(CASTLE) && existsSync(EDITOR))('pictures on the shared Heroscape maps', () => {
  let app: App | undefined;
  let browser: Browser | undefined;
  let url = '';
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp('pictures');
    ({ url, browser } = app);
    rmSync(SHOTS, { recursive: true, force: true });
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    expect(problems).toEqual([]);
  });

  async function page(phone: boolean): Promise<Page> {
    const ctx = await browser!.newContext(phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1400, height: 900 } });
    const p = await ctx.newPage();
    p.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await p.goto(url);
    await p.waitForSelector('#view2d [data-cell], #view2d [data-table]');
    return p;
  }

  async function openMap(p: Page, file: string): Promise<void> {
    const name = file.split('/').pop()!;
    if (await p.isVisible('#menu')) await p.click('#menu');
    await p.setInputFiles('#file', file);
    await p.waitForFunction((n) => (window as unknown as Hg).__hg.state.doc?.file === n, name);
    await p.waitForSelector('#view2d:not([data-pending]) [data-cell]');
  }

  it('opens a .hsc and a map-editor .json under the heroscape ruleset (the library\'s default for map files)', async () => {
    const p = await page(false);
    for (const file of [CASTLE, EDITOR]) {
      await openMap(p, file);
      expect(await p.evaluate(() => (window as unknown as Hg).__hg.state.doc!.session.ruleset.id)).toBe('heroscape');
      expect(await p.$eval('#ruleset', (s) => (s as HTMLSelectElement).value)).toBe('heroscape');
    }
    await p.screenshot({ path: `${SHOTS}/editor-json-heroscape.png` });
    await p.context().close();
  }, 60_000);

  it('draws tokens at least 24 px and their labels at least 12 px at fit zoom on the Castle map, on a laptop and a phone, and a tap 18 px off a token picks it', async () => {
    for (const phone of [false, true]) {
      const p = await page(phone);
      await openMap(p, CASTLE);
      if (phone && (await p.getAttribute('#menu', 'aria-expanded')) === 'true') await p.click('#menu');
      // two figures on open ground, put on the map as an edit would
      await p.evaluate(() => {
        const hg = (window as unknown as { __hg: { state: { doc: { session: { scenario: Record<string, unknown>; board: { places: { x: number; y: number; surfaces: { obstacle?: number }[] }[] } } } }; dispatch(a: unknown): void } }).__hg;
        const s = hg.state.doc.session;
        const ok = s.board.places.filter((q) => q.surfaces.length && !q.surfaces[q.surfaces.length - 1]!.obstacle);
        const at = (f: number) => { const q = ok[Math.floor(ok.length * f)]!; return [q.x, q.y]; };
        hg.dispatch({ type: 'change', scenario: { ...s.scenario, figures: { A: { at: at(0.4), side: 'red' }, B: { at: at(0.45), side: 'blue' } } }, label: 'two figures' });
      });
      await p.waitForSelector('#view2d [data-figure="B"]');
      const sizes = await p.evaluate(() => ({
        cell: document.querySelector('#view2d [data-cell]')!.getBoundingClientRect().width,
        tokens: [...document.querySelectorAll('#view2d g.figures [data-figure]')].map((g) => g.getBoundingClientRect().width),
        labels: [...document.querySelectorAll('#view2d g.figure-labels text')].map((t) => t.getBoundingClientRect().height),
      }));
      // the map's own hexes are small here (the test means something only then)
      expect(sizes.cell).toBeLessThan(30);
      expect(sizes.tokens.length).toBe(2);
      for (const w of sizes.tokens) expect(w).toBeGreaterThanOrEqual(23.5);
      for (const h of sizes.labels) expect(h).toBeGreaterThanOrEqual(12);
      // the zoom buttons sit above the map, not on it; the legend, unreadable at the map's scale here,
      // is in its own box that folds, clear of the buttons; the level numbers (a few px here) are left out
      const boxes = await p.evaluate(() => {
        const r = (sel: string) => { const b = document.querySelector(sel)!.getBoundingClientRect(); return { l: b.left, t: b.top, r: b.right, b: b.bottom }; };
        return { zoom: r('.zoom'), view: r('#view2d'), legend: r('.hg-legend2d'), inPicture: document.querySelectorAll('#view2d g.legend').length, levels: document.querySelectorAll('#view2d g.levels text').length };
      });
      expect(boxes.zoom.b).toBeLessThanOrEqual(boxes.view.t + 0.5);
      expect(boxes.legend.b).toBeLessThanOrEqual(boxes.view.t + 0.5);
      expect(boxes.legend.r).toBeLessThanOrEqual(boxes.zoom.l);
      expect(boxes.inPicture).toBe(0);
      expect(boxes.levels).toBe(0);
      await p.screenshot({ path: `${SHOTS}/castle-${phone ? 'phone' : 'laptop'}.png` });
      if (!phone) {
        // the legend opens at its own size: its text is readable
        await p.click('.hg-legend2d summary');
        expect(await p.$eval('.hg-legend2d svg text', (t) => t.getBoundingClientRect().height)).toBeGreaterThanOrEqual(10);
        await p.screenshot({ path: `${SHOTS}/castle-legend-laptop.png` });
        await p.click('.hg-legend2d summary');
        // zoomed in, the level numbers come back, big enough to read
        for (let k = 0; k < 3; k++) await p.click('#zin');
        const sizes = await p.$$eval('#view2d g.levels text', (ts) => ts.slice(0, 20).map((t) => t.getBoundingClientRect().height));
        expect(sizes.length).toBeGreaterThan(0);
        for (const h of sizes) expect(h).toBeGreaterThanOrEqual(9);
        await p.click('#zfit');
        expect(await p.$$eval('#view2d g.levels text', (ts) => ts.length)).toBe(0);
      }
      if (phone) {
        // a tap on a place tells its level (its number is not drawn at this size)
        const cell = p.locator('#view2d [data-cell]').nth(5);
        const c = (await cell.getAttribute('data-cell'))!;
        const cb = (await cell.boundingBox())!;
        await p.touchscreen.tap(cb.x + cb.width / 2, cb.y + cb.height / 2);
        expect(await p.textContent('#status')).toMatch(new RegExp(`^\\[${c.replace(',', ', ')}\\] level \\d`));
      }
      if (phone) {
        const b = (await p.locator('#view2d g.figures [data-figure="A"]').boundingBox())!;
        await p.touchscreen.tap(b.x + b.width / 2 + 18, b.y + b.height / 2);
        await p.waitForFunction(() => (window as unknown as { __hg: { state: { selected?: string } } }).__hg.state.selected === 'A');
      }
      await p.context().close();
    }
  }, 90_000);

  it('the 3-D view has a legend: open beside the scene on a laptop, folded on a phone until tapped', async () => {
    for (const phone of [false, true]) {
      const p = await page(phone);
      await p.selectOption('#example', 'tft-3d/side-view.yaml');
      await p.waitForFunction(() => (window as unknown as Hg).__hg.state.doc?.file === 'examples/tft-3d/side-view.yaml');
      await p.evaluate(() => (window as unknown as { __hg: { setView(v: string): void } }).__hg.setView('3d'));
      await p.waitForSelector('#view3d .hg-legend3d');
      expect(await p.$eval('#view3d .hg-legend3d', (d) => (d as HTMLDetailsElement).open)).toBe(!phone);
      if (phone) await p.tap('#view3d .hg-legend3d summary');
      await p.waitForSelector('#view3d .hg-legend3d li:has-text("what blocks the line")', { state: 'visible' });
      await p.screenshot({ path: `${SHOTS}/legend3d-${phone ? 'phone' : 'laptop'}.png` });
      await p.context().close();
    }
  }, 90_000);

  it('a 3-D sight answer (tft-3d) shows a side view: the columns along the line, the line between its heights and the blocking column marked; the top-down line is marked where it is stopped', async () => {
    for (const phone of [false, true]) {
      const p = await page(phone);
      await p.selectOption('#example', 'tft-3d/side-view.yaml');
      await p.waitForFunction(() => (window as unknown as Hg).__hg.state.doc?.file === 'examples/tft-3d/side-view.yaml');
      const tap = (sel: string) => (phone ? p.tap(sel) : p.click(sel));
      await tap('#view2d [data-figure="hobbit"]');
      await tap('#view2d [data-figure="pip"]');
      const box = p.locator('[data-side-view]');
      await box.waitFor();
      expect(await box.getAttribute('data-side-view')).toBe('blocked');
      // the blocking mark is column C at [2, 0] (1 level high) and sits on the drawn line
      const mark = await box.locator('[data-blocked="2,0"] circle').boundingBox();
      const line = await box.locator('line.hg-sight').boundingBox();
      expect(mark).not.toBeNull();
      const cy = mark!.y + mark!.height / 2;
      expect(cy).toBeGreaterThanOrEqual(line!.y - 1);
      expect(cy).toBeLessThanOrEqual(line!.y + line!.height + 1);
      // the top-down view marks the same stop on its line, inside the blocking place
      const dot = (await p.locator('#view2d .hg-block-points [data-blocked="2,0"]').boundingBox())!;
      const hex = (await p.locator('#view2d [data-cell="2,0"]').boundingBox())!;
      expect(dot.x + dot.width / 2).toBeGreaterThan(hex.x);
      expect(dot.x + dot.width / 2).toBeLessThan(hex.x + hex.width);
      expect(dot.y + dot.height / 2).toBeGreaterThan(hex.y);
      expect(dot.y + dot.height / 2).toBeLessThan(hex.y + hex.height);
      expect(await box.textContent()).toMatch(/hobbit[\s\S]*pip/);
      await box.scrollIntoViewIfNeeded();
      await p.screenshot({ path: `${SHOTS}/side-view-${phone ? 'phone' : 'laptop'}.png` });
      await p.context().close();
    }
  }, 90_000);
});
