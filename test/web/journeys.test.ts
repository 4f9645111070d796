/**
 * A player's journey start to finish, as a new player would take it (issue 16, "Done when"): here the
 * Heroscape player with a real VirtualScape .hsc on a 390 x 844 touch phone. Everything is done by taps
 * on what is on the screen; what is checked is what the player reads (the rules chosen, the figure form,
 * the answer's sentence in the sheet). Screenshots under /tmp/highground-web/journey-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { HAVE_CHROMIUM, ROOT, startApp, type App } from './harness.js';

const MAP = resolve(ROOT, '../shared/maps/heroscape/virtualscape/dissolutio_ladders.hsc');
const SHOTS = '/tmp/highground-web';

describe.runIf(HAVE_CHROMIUM && existsSync(MAP))('player journeys', { timeout: 120_000 }, () => {
  let app: App | undefined;
  let browser: Browser | undefined;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp('journeys');
    browser = app.browser;
    mkdirSync(SHOTS, { recursive: true });
  }, 90_000);

  afterAll(async () => {
    await app?.close();
  });

  it('Heroscape player, phone: opens a real .hsc, adds two figures with the Move and Height Heroscape declares, taps one then the other and reads whether it sees', async () => {
    const ctx = await browser!.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(app!.url);
    await page.waitForSelector('#view2d [data-cell]');
    // the file is behind the menu
    await page.tap('#menu');
    expect(await page.isVisible('#open')).toBe(true);
    await page.setInputFiles('#file', MAP);
    await page.waitForFunction(() => /dissolutio_ladders/.test(document.querySelector('#mapinfo')?.textContent ?? ''));
    await page.waitForSelector('#view2d:not([data-pending]) [data-cell]');
    // the map opens under Heroscape rules, and says so
    expect(await page.inputValue('#ruleset')).toBe('heroscape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/journey-heroscape-1-opened.png` });
    // the modes are behind the menu too (picking one closes it)
    const menu = async () => {
      if (await page.getAttribute('#menu', 'aria-expanded') !== 'true') await page.tap('#menu');
    };
    // Edit map: add figures; the form asks for the fields Heroscape declares, filled with its defaults
    await menu();
    await page.tap('[data-mode="edit"]');
    await page.tap('input[name="tool"][value="fig-add"]');
    await page.waitForSelector('[data-figure-form="new"]');
    expect(await page.inputValue('#fk-move')).toBe('5');
    expect(await page.inputValue('#fk-height')).toBe('5');
    const spots = await page.evaluate(() => {
      const s = (window as unknown as { __hg: { state: { doc: { session: { board: { places: { x: number; y: number; surfaces: { obstacle?: unknown; level: number }[] }[] } } } } } }).__hg.state.doc.session;
      const ok = s.board.places.filter((p) => p.surfaces.length && p.surfaces[p.surfaces.length - 1]!.obstacle === undefined);
      return [ok[Math.floor(ok.length * 0.3)]!, ok[Math.floor(ok.length * 0.6)]!].map((p) => `${p.x},${p.y}`);
    });
    for (const c of spots) {
      await page.locator(`#view2d svg.hg-map [data-cell="${c}"]`).scrollIntoViewIfNeeded();
      const b = (await page.locator(`#view2d svg.hg-map [data-cell="${c}"]`).boundingBox())!;
      await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    }
    await page.waitForFunction(() => document.querySelectorAll('#view2d [data-figure]').length === 2);
    const ids = await page.$$eval('#view2d g.figures [data-figure]', (g) => g.map((x) => x.getAttribute('data-figure')!));
    expect(ids).toHaveLength(2);
    await page.screenshot({ path: `${SHOTS}/journey-heroscape-2-figures.png` });
    // Ask & move: tap the first figure, then the second; the sheet says in a sentence whether it sees
    await menu();
    await page.tap('[data-mode="ask"]');
    for (const [k, id] of ids.entries()) {
      await page.locator(`#view2d g.figures [data-figure="${id}"]`).scrollIntoViewIfNeeded();
      const b = (await page.locator(`#view2d g.figures [data-figure="${id}"]`).boundingBox())!;
      await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
      if (k === 0) await page.waitForSelector(`#view2d [data-figure="${id}"][aria-pressed="true"]`);
    }
    const sight = page.locator('#answers [data-answer="sight"]').first();
    await sight.waitFor();
    const said = (await sight.innerText()).trim();
    expect(said).toMatch(new RegExp(`${ids[0]} (can|cannot) see ${ids[1]}`));
    // no engine words: raw keys, undefined values, clause ids in the sentence
    expect(said.split('\n')[0]).not.toMatch(/undefined|NaN|\b[a-z]+\.[a-z]+\.[a-z-]+\b|: (yes|no),/);
    await page.screenshot({ path: `${SHOTS}/journey-heroscape-3-answer.png` });
    await ctx.close();
    expect(problems).toEqual([]);
  });
});
