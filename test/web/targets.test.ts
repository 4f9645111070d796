/**
 * Touch targets on a 390 x 844 phone (issue 16: "touch targets of at least 44 px"): the Malifaux
 * organiser's piece form (its Ht and traits boxes) and the editor's tool rows were 24-30 px high, under a
 * finger's 44. Every control a person taps in the sheet while editing is measured as it is drawn.
 * Screenshots in /tmp/highground-web-targets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { HAVE_CHROMIUM, startApp, type App, newAppPage } from './harness.js';

const SHOTS = '/tmp/highground-web-targets';
type Hg = { __hg: { state: { doc?: { file: string } } } };

/** Each visible control in the sheet lower than 44 px: "what: height". */
function small(page: Page): Promise<string[]> {
  return page.$$eval('#side input:not([type="checkbox"], [type="radio"], [type="hidden"]), #side select, #side button, #side textarea, #editor label.tool', (els) =>
    els.filter((e) => (e as HTMLElement).offsetParent && !e.closest('details:not([open])'))
      .map((e) => [e, e.getBoundingClientRect().height] as const)
      .filter(([, h]) => h > 0 && h < 44)
      .map(([e, h]) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} "${(e.textContent ?? '').trim().slice(0, 20)}": ${h.toFixed(0)}`));
}

describe.runIf(HAVE_CHROMIUM)('touch targets on a phone', { timeout: 120_000 }, () => {
  let app: App | undefined;
  const problems: string[] = [];
  beforeAll(async () => {
    app = await startApp('targets');
    mkdirSync(SHOTS, { recursive: true });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    expect(problems).toEqual([]);
  });

  it('the editor\'s tool rows and a Malifaux piece\'s Ht and traits boxes are at least 44 px high', async () => {
    const { page, context } = await newAppPage(app!, true, problems);
    await page.goto(app!.url);
    await page.waitForSelector('#view2d [data-cell], #view2d [data-table]');
    await page.selectOption('#example', 'malifaux/balanced-table.yaml');
    await page.waitForFunction(() => (window as unknown as Hg).__hg.state.doc?.file === 'examples/malifaux/balanced-table.yaml');
    await page.tap('#menu');
    await page.tap('[data-mode="edit"]');
    if (await page.isVisible('#menu[aria-expanded="true"]')) await page.tap('#menu');
    await page.waitForSelector('#editor label.tool');
    expect(await small(page)).toEqual([]);
    await page.selectOption('#piece-kind', 'building');
    await page.locator('#piece-add').scrollIntoViewIfNeeded();
    await page.tap('#piece-add');
    await page.waitForSelector('[data-piece-form="building1"]');
    await page.locator('#piece-traits').scrollIntoViewIfNeeded();
    expect((await page.locator('#piece-ht').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect((await page.locator('#piece-traits').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await small(page)).toEqual([]);
    // a finger types the Ht: the box takes it and the piece stands at it
    await page.tap('#piece-ht');
    await page.fill('#piece-ht', '4');
    await page.dispatchEvent('#piece-ht', 'change');
    await page.waitForFunction(() => /building1: Ht 4|Ht 4/.test(document.querySelector('#log li.cur')?.textContent ?? ''));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: `${SHOTS}/malifaux-piece-form.png` });
    await context.close();
  });
});
