/**
 * The largest shared map in the browser: its picture, written by a worker, goes in piece by piece (the
 * page stays answerable meanwhile and the map is pending until the last piece), every place ends up in
 * it, the level numbers come with the zoom; and another map of the same size never shows the old map's
 * places under its figures while its own picture is on the way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { HAVE_CHROMIUM, ROOT, startApp, type App } from './harness.js';

const MAP = resolve(ROOT, '../shared/maps/heroscape/virtualscape/vs_Castle_vs_elements.hsc');

interface Hg {
  state: { doc?: { file: string; scenario: { title?: string }; session: { board: { places: { surfaces: unknown[] }[] } } } };
  dispatch(a: object): void;
  library: { loadScenarioObject(o: object, name: string): object };
  top: { zoomBy(f: number): void; setZoom(z: number): void };
}

describe.runIf(HAVE_CHROMIUM && existsSync(MAP))('the largest map in the browser', () => {
  let app: App | undefined;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp('bigmap');
    page = await (await app.browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(app.url);
    await page.waitForSelector('#view2d [data-cell]');
  }, 90_000);

  afterAll(async () => {
    await app?.close();
  });

  it('puts the worker\'s picture in piece by piece, every place in the end, pending until then', async () => {
    await page.setInputFiles('#file', MAP);
    await page.waitForFunction(() => (window as unknown as { __hg: Hg }).__hg.state.doc?.file === 'vs_Castle_vs_elements.hsc');
    // while the pieces go in, the page answers: the count of places only grows, and pending is set
    const seen = await page.evaluate(() => new Promise<{ counts: number[]; pending: boolean[] }>((ok) => {
      const counts: number[] = [];
      const pending: boolean[] = [];
      const look = () => {
        const v = document.querySelector<HTMLElement>('#view2d')!;
        counts.push(v.querySelectorAll('svg.hg-map [data-cell]').length);
        pending.push(v.dataset.pending === 'true');
        if (v.dataset.pending === 'true') setTimeout(look, 0);
        else ok({ counts, pending });
      };
      look();
    }), undefined, { timeout: 60_000 });
    const places = await page.evaluate(() => (window as unknown as { __hg: Hg }).__hg.state.doc!.session.board.places.filter((p) => p.surfaces.length).length);
    expect(seen.counts.at(-1)).toBe(places);
    expect(seen.pending.at(-1)).toBe(false);
    // seen part-way: some places in, not all, while still pending
    expect(seen.counts.some((n, i) => seen.pending[i] && n > 0 && n < places)).toBe(true);
    for (let i = 1; i < seen.counts.length; i++) expect(seen.counts[i]!).toBeGreaterThanOrEqual(seen.counts[i - 1]!);
    // the level numbers, parsed apart, come in with the zoom
    await page.evaluate(() => (window as unknown as { __hg: Hg }).__hg.top.setZoom(6));
    expect(await page.$$eval('#view2d svg.hg-map g.levels text', (t) => t.length)).toBeGreaterThan(places / 2);
    await page.evaluate(() => (window as unknown as { __hg: Hg }).__hg.top.setZoom(1));
  }, 90_000);

  it('shows none of the old map\'s places when another map of the same size opens', async () => {
    await page.waitForSelector('#view2d:not([data-pending]) [data-cell]');
    const now = await page.evaluate(() => {
      const hg = (window as unknown as { __hg: Hg }).__hg;
      const data = JSON.parse(JSON.stringify((hg.state.doc as unknown as { scenario: object }).scenario)) as { title?: string };
      data.title = 'Another castle';
      hg.dispatch({ type: 'open', session: hg.library.loadScenarioObject(data, 'other.yaml'), label: 'opened other', file: 'other.yaml' });
      const v = document.querySelector<HTMLElement>('#view2d')!;
      return { cells: v.querySelectorAll('[data-cell]').length, pending: v.dataset.pending === 'true', text: v.textContent };
    });
    expect(now).toEqual({ cells: 0, pending: true, text: 'Drawing the map…' });
    await page.waitForSelector('#view2d:not([data-pending]) [data-cell]', { timeout: 60_000 });
    expect(await page.$$eval('#view2d svg.hg-map [data-cell]', (c) => c.length)).toBeGreaterThan(400);
  }, 90_000);

  it('keeps the picture of the same map while an edit is redrawn', async () => {
    // an edit of the same map (a hole punched: the picture is redrawn whole by the worker) keeps the old one in view
    await page.click('[data-mode="edit"]');
    await page.check('input[name="tool"][value="void"]');
    const cell = await page.$eval('#view2d svg.hg-map [data-cell]', (c) => c.getAttribute('data-cell')!);
    const kept = await page.evaluate((cell) => {
      const el = document.querySelector(`#view2d svg.hg-map [data-cell="${cell}"]`)!;
      el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
      el.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
      const v = document.querySelector<HTMLElement>('#view2d')!;
      return { pending: v.dataset.pending === 'true', cells: v.querySelectorAll('svg.hg-map [data-cell]').length };
    }, cell);
    expect(kept.pending).toBe(true);
    expect(kept.cells).toBeGreaterThan(400);
    await page.waitForSelector('#view2d:not([data-pending]) [data-cell]', { timeout: 60_000 });
    await page.click('[data-mode="ask"]');
  }, 90_000);

  it('logged no page errors', () => {
    expect(problems).toEqual([]);
  });
});
