/**
 * What a person sees when the app tells them something (issue 16): a notice never lies over the answer
 * they are reading or the move log (on a laptop it sits over the map, left of the side panel; on a phone
 * over the map's top, clear of the bottom sheet however far it is pulled up), and on a phone the map fills
 * the height between the tools and the sheet (the sheet takes what a wide map leaves under it, so no empty
 * band lies between them). Read from bounding boxes; screenshots in /tmp/highground-web-notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { HAVE_CHROMIUM, ROOT, startApp, type App, newAppPage } from './harness.js';

const SHOTS = '/tmp/highground-web-notices';
const MAP = resolve(ROOT, '../shared/maps/heroscape/virtualscape/dissolutio_ladders.hsc');
type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

describe.runIf(HAVE_CHROMIUM)('notices and the phone map', () => {
  let app: App | undefined;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp('notices');
    rmSync(SHOTS, { recursive: true, force: true });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  async function open(phone: boolean, laptop = { width: 1366, height: 768 }): Promise<{ page: Page; close: () => Promise<void> }> {
    const { page, context: ctx } = await newAppPage(app!, phone, problems, laptop);
    await page.goto(app!.url);
    await page.waitForSelector('#view2d [data-figure="A"]');
    return { page, close: () => ctx.close() };
  }

  /** The toast's box is clear of the answers, the log and (on a phone) the whole sheet. */
  async function clear(page: Page, what: string): Promise<void> {
    await page.waitForSelector('#toast:not([hidden])');
    const toast = (await page.locator('#toast').boundingBox())!;
    for (const sel of ['#answers', '#log', '#side']) {
      const b = (await page.locator(sel).boundingBox())!;
      expect(overlap(toast, b), `${what}: the toast over ${sel}`).toBe(0);
    }
  }

  it('a notice on a laptop covers neither the answer detail nor the move log', async () => {
    const { page, close } = await open(false);
    await page.click('#view2d [data-figure="A"]');
    await page.click('#view2d [data-figure="E"]');
    await page.click('#answers [data-answer="sight"]');
    await page.waitForSelector('#answers .detail');
    await page.click('#share');
    await clear(page, 'share link');
    await page.screenshot({ path: `${SHOTS}/laptop-share.png` });
    // the toast is over the map, left of the side panel, and the answer detail is whole in view
    const side = (await page.locator('#side').boundingBox())!;
    expect((await page.locator('#toast').boundingBox())!.x + (await page.locator('#toast').boundingBox())!.width).toBeLessThanOrEqual(side.x);
    // a real map imported: its notice (if it has one) and the long list of pieces are clear of the panel too
    await page.setInputFiles('#file', MAP);
    await page.waitForFunction(() => /dissolutio_ladders/.test(document.querySelector('#mapinfo')?.textContent ?? ''));
    await page.click('#pieces');
    await page.waitForFunction(() => /\n/.test(document.querySelector('#toast')?.textContent ?? ''));
    await clear(page, 'pieces');
    const toast = (await page.locator('#toast').boundingBox())!;
    expect(toast.y).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/laptop-pieces.png` });
    await close();
    expect(problems).toEqual([]);
  });

  it('a notice on a laptop stands above the map\'s status line and the balance meter: it covers nothing a player reads there', async () => {
    // a small laptop: the notice's column reaches over the status line's
    const { page, close } = await open(false, { width: 1024, height: 700 });
    // a long notice (the pieces of a real map) while the status line names the place under the pointer
    await page.setInputFiles('#file', MAP);
    await page.waitForFunction(() => /dissolutio_ladders/.test(document.querySelector('#mapinfo')?.textContent ?? ''));
    const first = (await page.locator('#view2d svg.hg-map [data-cell]').first().boundingBox())!;
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
    await page.waitForFunction(() => (document.querySelector('#status')?.textContent ?? '').length > 0);
    await page.click('#pieces');
    await page.waitForFunction(() => /\n/.test(document.querySelector('#toast')?.textContent ?? ''));
    let toast = (await page.locator('#toast').boundingBox())!;
    expect(overlap(toast, (await page.locator('#status').boundingBox())!), 'the toast over the status line').toBe(0);
    // the status line keeps to one line, inside the map
    const status = (await page.locator('#status').boundingBox())!;
    expect(status.height).toBeLessThan(30);
    await page.screenshot({ path: `${SHOTS}/laptop-status.png` });
    await page.click('#toast button:last-child');
    // a Malifaux table being edited: its balance meter under the map, the status line above it
    await page.selectOption('#example', 'malifaux/balanced-table.yaml');
    await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === 'examples/malifaux/balanced-table.yaml');
    await page.click('[data-mode="edit"]');
    await page.waitForSelector('#balance-badge:not([hidden])');
    const table = (await page.locator('#view2d [data-table]').first().boundingBox())!;
    await page.mouse.move(table.x + 20, table.y + table.height - 20);
    await page.waitForFunction(() => (document.querySelector('#status')?.textContent ?? '').length > 0);
    await page.click('#share');
    await page.waitForSelector('#toast:not([hidden])');
    toast = (await page.locator('#toast').boundingBox())!;
    for (const sel of ['#status', '#balance-badge', '#answers', '#log']) {
      const b = await page.locator(sel).boundingBox();
      if (b) expect(overlap(toast, b), `the toast over ${sel}`).toBe(0);
    }
    await page.screenshot({ path: `${SHOTS}/laptop-badge.png` });
    await close();
    expect(problems).toEqual([]);
  });

  it('on a phone the map\'s picture starts at its top row: the band of its title is given to the map (grid and table)', async () => {
    const { page, close } = await open(true);
    const gap = () => page.evaluate(() => {
      const svg = document.querySelector('#view2d svg.hg-map')!.getBoundingClientRect();
      const drawn = [...document.querySelectorAll('#view2d svg.hg-map [data-cell], #view2d svg.hg-map [data-table]')].map((c) => c.getBoundingClientRect().top);
      return Math.min(...drawn) - svg.top;
    });
    await page.waitForTimeout(300);
    const g = await gap();
    expect(g).toBeGreaterThanOrEqual(0);
    expect(g).toBeLessThanOrEqual(6);
    await page.screenshot({ path: `${SHOTS}/phone-top.png` });
    // a table: its ruler along the top stays, no blank band above it
    await page.selectOption('#example', 'malifaux/balanced-table.yaml');
    await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === 'examples/malifaux/balanced-table.yaml');
    await page.waitForSelector('#view2d svg.hg-map [data-table]');
    await page.waitForTimeout(300);
    const t = await gap();
    expect(t).toBeGreaterThan(0);
    expect(t).toBeLessThanOrEqual(14);
    await page.screenshot({ path: `${SHOTS}/phone-top-table.png` });
    await close();
    expect(problems).toEqual([]);
  });

  it('a notice on a phone stays clear of the sheet, peeking or pulled up', async () => {
    const { page, close } = await open(true);
    const a = (await page.locator('#view2d [data-figure="A"]').boundingBox())!;
    await page.touchscreen.tap(a.x + a.width / 2, a.y + a.height / 2);
    const e = (await page.locator('#view2d [data-figure="E"]').boundingBox())!;
    await page.touchscreen.tap(e.x + e.width / 2, e.y + e.height / 2);
    await page.waitForSelector('#answers [data-answer="sight"]');
    await page.tap('#menu');
    await page.tap('#share');
    await clear(page, 'share link, sheet peeking');
    await page.screenshot({ path: `${SHOTS}/phone-share.png` });
    await page.tap('#toast button:last-child');
    await page.tap('#grab');
    await page.waitForFunction(() => document.querySelector('#grab')!.getAttribute('aria-expanded') === 'true');
    await page.waitForTimeout(300); // the sheet's slide
    await page.tap('#menu');
    await page.tap('#share');
    await clear(page, 'share link, sheet pulled up');
    await page.screenshot({ path: `${SHOTS}/phone-share-up.png` });
    await close();
    expect(problems).toEqual([]);
  });

  it('on a phone the map fills the free height between the tools and the sheet, with no sideways scrolling', async () => {
    const { page, close } = await open(true);
    await page.waitForTimeout(600); // the map's fit and the sheet's slide
    const m = await page.evaluate(() => {
      const svg = document.querySelector('#view2d svg')!;
      const vb = svg.getAttribute('viewBox')!.split(/[\s,]+/).map(Number);
      const v = document.querySelector('#view2d')!.getBoundingClientRect();
      const scale = Math.min(v.width / vb[2]!, v.height / vb[3]!);
      const cells = [...document.querySelectorAll('#view2d svg.hg-map [data-cell]')].map((c) => c.getBoundingClientRect());
      return { top: v.top, width: v.width, picture: scale * vb[3]!, pictureWidth: scale * vb[2]!, sheet: document.querySelector('#side')!.getBoundingClientRect().top, cellsBottom: Math.max(...cells.map((c) => c.bottom)), scroll: document.documentElement.scrollWidth };
    });
    await page.screenshot({ path: `${SHOTS}/phone-map.png` });
    // the picture (drawn as wide as the view) reaches the sheet: the free height is the map's
    expect(Math.abs(m.top + m.picture - m.sheet)).toBeLessThanOrEqual(4);
    expect(m.sheet - m.cellsBottom).toBeLessThanOrEqual(40);
    expect(m.pictureWidth).toBeGreaterThan(390 * 0.95);
    expect(m.scroll).toBe(390);
    // the sheet still peeks with the answers, and the handle still pulls it up and brings it back to the map
    const before = (await page.locator('#side').boundingBox())!;
    expect(before.height).toBeGreaterThanOrEqual(844 * 0.3 - 2);
    await page.tap('#grab');
    await page.waitForFunction((h) => document.querySelector('#side')!.getBoundingClientRect().height > h + 100, before.height);
    await page.tap('#grab');
    await page.waitForFunction((h) => Math.abs(document.querySelector('#side')!.getBoundingClientRect().height - h) < 3, before.height);
    await close();
    expect(problems).toEqual([]);
  });
});
