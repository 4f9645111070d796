/**
 * Malifaux's diagonal view in the app (issue 16, "pictures that explain"): a model on a vantage point asks
 * about one below, and the answer shows the side view the library draws (the same as `render`): the
 * pieces along the line at their Ht (a tree at its kind's default Ht 5, read through the ruleset's
 * `pieceHeight`), both heights, and the red stop on the tree where the line passes below its top. The piece
 * editor shows the default Ht a piece takes when it gives none. Screenshots under SHOTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { HAVE_CHROMIUM, ROOT, startApp, type App, newAppPage } from './harness.js';

const SHOTS = '/tmp/highground-web-sideview';
const VANTAGE = join(ROOT, 'test/scenarios/malifaux/audit-r6-vantage.yaml');
type Hg = { __hg: { state: { doc?: { file: string }; selected?: string } } };

describe.runIf(HAVE_CHROMIUM)('the malifaux side view in the app', { timeout: 120_000 }, () => {
  let app: App | undefined;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp('sideview');
    mkdirSync(SHOTS, { recursive: true });
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    expect(problems).toEqual([]);
  });

  async function open(phone: boolean): Promise<Page> {
    const { page: p } = await newAppPage(app!, phone, problems);
    p.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    await p.goto(app!.url);
    await p.waitForSelector('#view2d [data-cell], #view2d [data-table]');
    if (await p.isVisible('#menu')) await p.click('#menu');
    await p.setInputFiles('#file', VANTAGE);
    await p.waitForFunction(() => (window as unknown as Hg).__hg.state.doc?.file === 'audit-r6-vantage.yaml');
    if (phone && (await p.isVisible('#menu[aria-expanded="true"]'))) await p.click('#menu');
    return p;
  }

  it('mfx.vantage.sight: V2 on a Ht 3 roof asks about Y below; the side view draws the roof, the tree at its default Ht 5 and the stop on the tree (laptop and phone)', async () => {
    for (const phone of [false, true]) {
      const p = await open(phone);
      const press = async (sel: string) => {
        const l = p.locator(sel).first();
        if (!phone) return l.click();
        await l.scrollIntoViewIfNeeded();
        const b = (await l.boundingBox())!;
        await p.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
      };
      await press('#view2d g.figures [data-figure="V2"]');
      await p.waitForFunction(() => (window as unknown as Hg).__hg.state.selected === 'V2');
      await press('#view2d g.figures [data-figure="Y"]');
      const box = p.locator('#answers [data-side-view]');
      await box.waitFor();
      expect(await box.getAttribute('data-side-view')).toBe('blocked');
      expect(await box.locator('figcaption').textContent()).toBe('Side view along the line (height 5 \u2192 2): red dot where it is stopped');
      // the tree stands to Ht 5 in the picture: its top is above the line's start (Ht 5 is the top of the scale's line)
      const tree = (await box.locator('[data-column="trees oak"]').boundingBox())!;
      const roof = (await box.locator('[data-column="vantage roof2"]').boundingBox())!;
      expect(tree.height).toBeGreaterThan(roof.height * 1.5);
      // the stop sits on the tree's stretch, on the drawn line
      const mark = (await box.locator('[data-blocked] circle').boundingBox())!;
      const cx = mark.x + mark.width / 2;
      const cy = mark.y + mark.height / 2;
      expect(cx).toBeGreaterThanOrEqual(tree.x - 1);
      expect(cx).toBeLessThanOrEqual(tree.x + tree.width + 1);
      const line = (await box.locator('line.hg-sight').boundingBox())!;
      expect(cy).toBeGreaterThanOrEqual(line.y - 1);
      expect(cy).toBeLessThanOrEqual(line.y + line.height + 1);
      expect(cy).toBeGreaterThan(tree.y);
      const words = await box.textContent();
      expect(words).toMatch(/V2[\s\S]*Y/);
      expect(words).toContain('blocked by trees oak');
      // readable: the picture fills most of the panel's width, and the page does not scroll sideways
      expect((await box.locator('svg').boundingBox())!.width).toBeGreaterThan(phone ? 300 : 280);
      expect(await p.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await box.scrollIntoViewIfNeeded();
      await p.screenshot({ path: `${SHOTS}/malifaux-side-${phone ? 'phone' : 'laptop'}.png` });
      await p.context().close();
    }
  });

  it('mfx.trait.vantage: the piece editor shows the Ht a piece takes from its kind when it gives none (the oak: 5, as trees)', async () => {
    const p = await open(false);
    await p.click('[data-mode="edit"]');
    await p.click('[data-piece-chip="3"]');
    await p.waitForSelector('[data-piece-form="oak"]');
    expect(await p.inputValue('#piece-ht')).toBe('');
    expect(await p.getAttribute('#piece-ht', 'placeholder')).toBe('5 (the trees default)');
    await p.context().close();
  });
});
