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
});
