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
const HS_SIGHT = join(ROOT, 'test/scenarios/heroscape/audit-r7-sight.yaml');
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

  async function open(phone: boolean, file = VANTAGE): Promise<Page> {
    const { page: p } = await newAppPage(app!, phone, problems);
    p.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    await p.goto(app!.url);
    await p.waitForSelector('#view2d [data-cell], #view2d [data-table]');
    if (await p.isVisible('#menu')) await p.click('#menu');
    await p.setInputFiles('#file', file);
    const name = file.slice(file.lastIndexOf('/') + 1);
    await p.waitForFunction((n) => (window as unknown as Hg).__hg.state.doc?.file === n, name);
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

  it('hs.sight: the side view shows who blocks: C1 stands between A1 and B1, drawn at its Height 6 with its name, its head above the line, outlined red (phone)', async () => {
    const p = await open(true, HS_SIGHT);
    const tap = async (sel: string) => {
      const l = p.locator(sel).first();
      await l.scrollIntoViewIfNeeded();
      const b = (await l.boundingBox())!;
      await p.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    };
    await tap('#view2d g.figures [data-figure="A1"]');
    await p.waitForFunction(() => (window as unknown as Hg).__hg.state.selected === 'A1');
    await tap('#view2d g.figures [data-figure="B1"]');
    const box = p.locator('#answers [data-side-view]');
    await box.waitFor();
    expect(await box.getAttribute('data-side-view')).toBe('blocked');
    // the three figures on the line, in order, each drawn; C1 the one in the way
    expect(await box.locator('[data-side-figure]').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-side-figure')))).toEqual(['A1', 'C1', 'B1']);
    const c1 = box.locator('[data-side-figure="C1"]');
    expect(await c1.getAttribute('data-blocks')).toBe('yes');
    expect(await c1.locator('text').textContent()).toBe('C1');
    const body = (await c1.locator('rect').boundingBox())!;
    const line = (await box.locator('line.hg-sight').boundingBox())!;
    // the line is level (both heads at 6): C1's head (7) is drawn above it, its foot below it
    expect(body.y).toBeLessThan(line.y);
    expect(body.y + body.height).toBeGreaterThan(line.y + line.height);
    // its name is readable: inside the picture, not covered by the red stop
    const label = (await c1.locator('text').boundingBox())!;
    const stop = (await box.locator('[data-blocked] circle').boundingBox())!;
    expect(label.y).toBeGreaterThan(stop.y + stop.height);
    expect(label.height).toBeGreaterThanOrEqual(9);
    await box.scrollIntoViewIfNeeded();
    await p.screenshot({ path: `${SHOTS}/heroscape-side-figures-phone.png` });
    await p.context().close();
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
