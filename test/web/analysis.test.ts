/**
 * The app's Map analysis panel in a browser (as test/web/app.test.ts: Vite build, Debian's Chromium):
 * a heat map over the 2-D view with its legend and the fairness table, another layer on a switch, a
 * new analysis after an edit, and the heat map on the 3-D view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, startApp, type App } from './harness.js';

const SHOTS = '/tmp/highground-web';

describe.runIf(HAVE_CHROMIUM)('the app\'s map analysis panel', () => {
  let app: App | undefined;
  let url = '';
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = await startApp('web-analysis');
    ({ url, browser } = app);
    mkdirSync(SHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it('lays a heat map over the map with a legend and a fairness table, switches layers, follows edits, and shows in 3-D', async () => {
    const ctx = await browser!.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await ctx.newPage();
    const problems: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(url);
    await page.waitForSelector('#view2d [data-cell]');
    await page.selectOption('#example', 'tft-3d/multihex.yaml');
    await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === 'examples/tft-3d/multihex.yaml');
    const places = await page.$$eval('#view2d svg.hg-map [data-cell]', (c) => new Set(c.map((e) => e.getAttribute('data-cell'))).size);

    await page.click('#analysis > summary');
    await page.waitForFunction(() => /Analysed in/.test(document.querySelector('#analysis .analysis-status')?.textContent ?? ''), null, { timeout: 60_000 });
    // "Sees" is on: one coloured cell per standing place, under the pointer (clicks reach the places)
    const cells = await page.$$eval('#view2d g.hg-analysis use', (u) => u.length);
    expect(cells).toBeGreaterThan(0);
    expect(cells).toBeLessThanOrEqual(places);
    expect(await page.getAttribute('#view2d g.hg-analysis', 'pointer-events')).toBe('none');
    expect(await page.textContent('#analysis .analysis-legend')).toMatch(/Places seen \(of \d+\)/);
    expect(await page.$$eval('#analysis table.fairness tr', (r) => r.length)).toBe(3); // header, west edge, east edge
    expect(await page.textContent('#analysis .verdict')).toMatch(/^(Even|Favours|Mixed)/);
    await page.screenshot({ path: `${SHOTS}/analysis-2d.png` });

    await page.check('#analysis input[value="seen-from"]');
    await page.waitForSelector('#view2d g.overlay[data-overlay="Seen from (places)"]');
    expect(await page.textContent('#analysis .analysis-legend')).toContain('Seen from');

    // an edit: the analysis runs again for the new map
    const before = await page.$$eval('#view2d g.hg-analysis use', (u) => u.map((e) => e.getAttribute('data-value')).join(','));
    await page.click('[data-mode="edit"]');
    await page.check('input[name="tool"][value="raise"]');
    for (let k = 0; k < 3; k++) await page.click('#view2d svg.hg-map [data-cell="4,5"]', { force: true });
    await page.waitForFunction(() => /Analysing/.test(document.querySelector('#analysis .analysis-status')?.textContent ?? ''));
    await page.waitForFunction(() => /Analysed in/.test(document.querySelector('#analysis .analysis-status')?.textContent ?? ''), null, { timeout: 60_000 });
    await page.waitForSelector('#view2d g.hg-analysis use');
    const after = await page.$$eval('#view2d g.hg-analysis use', (u) => u.map((e) => e.getAttribute('data-value')).join(','));
    expect(after).not.toBe(before);

    await page.click('#views button[data-view="3d"]');
    await page.waitForSelector('#view3d[data-ready="true"]');
    const heat = await page.evaluate(() => ((window as unknown as { __hg: { v3: { heat?: { children: { count: number }[] } } } }).__hg.v3.heat?.children[0]?.count ?? 0));
    expect(heat).toBe(cells);
    await page.screenshot({ path: `${SHOTS}/analysis-3d.png` });
    expect(problems).toEqual([]);
    await ctx.close();
  }, 180_000);
});
