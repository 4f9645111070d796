/**
 * The cone and line aim tool lets the player pick the origin (issue 16): with Cone or Line pressed, dots
 * mark the corners of the figure's space; a tap near one (or Next corner, by keyboard too) starts the area
 * there, and the answer, the template's origin on the map and the hint all follow it. The hint after an
 * aimed answer speaks of the area, not of a pair of figures. Screenshots under SHOTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { HAVE_CHROMIUM, startApp, type App, newAppPage } from './harness.js';

const SHOTS = '/tmp/highground-web-aim-origin';
type Hg = { __hg: { state: { doc?: { file: string }; answers: { question: { ask: string; origin?: number[] } }[] } } };

describe.runIf(HAVE_CHROMIUM)('picking the origin corner of an aimed area', { timeout: 120_000 }, () => {
  let app: App | undefined;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp('aim-origin');
    mkdirSync(SHOTS, { recursive: true });
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    expect(problems).toEqual([]);
  });

  async function open(phone: boolean): Promise<Page> {
    const { page: p } = await newAppPage(app!, phone, problems);
    await p.goto(app!.url);
    await p.waitForSelector('#view2d [data-cell]');
    await p.selectOption('#example', 'city-of-peril/diagram.yaml');
    await p.waitForFunction(() => (window as unknown as Hg).__hg.state.doc?.file === 'examples/city-of-peril/diagram.yaml');
    return p;
  }
  const origin = (p: Page) => p.evaluate(() => (window as unknown as Hg).__hg.state.answers[0]?.question.origin?.join(','));
  const centreOf = async (p: Page, sel: string) => {
    const b = (await p.locator(sel).first().boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };

  it('cop.effect: on a phone, B aims a cone from the corner a finger picks (a tap beside the dot), at C; Next corner moves it on and asks again; Nearest corner goes back', async () => {
    const p = await open(true);
    const tap = async (sel: string) => {
      await p.locator(sel).first().scrollIntoViewIfNeeded();
      const c = await centreOf(p, sel);
      await p.touchscreen.tap(c.x, c.y);
    };
    await tap('#view2d g.figures [data-figure="B"]');
    await p.waitForSelector('#view2d [data-figure="B"][aria-pressed="true"]');
    await tap('#answers [data-aim="cone"]');
    // the four corners of B's square are offered on the map, none chosen before an aim
    await p.waitForSelector('#view2d .hg-aim-corners [data-aim-corner]');
    expect(await p.$$eval('#view2d [data-aim-corner]', (d) => d.map((x) => x.getAttribute('data-aim-corner')))).toEqual(['4,2', '5,2', '4,3', '5,3']);
    expect(await p.textContent('#hint')).toMatch(/^B aims a cone: tap the square or figure to aim it at, or a dot at a corner of B's space/);
    // a finger lands 8 px beside the top-right corner's dot (outside the dot): it picks that corner
    await p.locator('#view2d [data-aim-corner="5,2"]').scrollIntoViewIfNeeded();
    const c52 = await centreOf(p, '#view2d [data-aim-corner="5,2"]');
    await p.touchscreen.tap(c52.x + 8, c52.y - 5);
    await p.waitForSelector('#view2d [data-aim-corner="5,2"][data-chosen="true"]');
    expect(await p.textContent('#hint')).toContain('It starts at corner [5, 2].');
    expect(await p.textContent('#answers [data-aim-from]')).toBe('The cone starts from corner [5, 2] (picked).');
    // aimed at C: the answer, the template's origin and the hint all start at [5, 2]
    await tap('#view2d g.figures [data-figure="C"]');
    await p.waitForSelector('#answers [data-answer="area"]');
    expect(await origin(p)).toBe('5,2');
    await p.waitForSelector('#view2d .template-origin[data-origin="5,2"]');
    const hint = (await p.textContent('#hint'))!;
    expect(hint).toMatch(/^B's cone → C from \[5, 2\]: the squares it covers are shaded/);
    expect(hint).not.toMatch(/each answer is listed|about the pair/);
    expect(await p.textContent('#answers h2')).toBe("B's cone → C");
    await p.screenshot({ path: `${SHOTS}/phone-picked.png` });
    // Next corner (a 44 px button): the next corner in reading order, asked again at once
    const next = (await p.locator('#answers [data-aim-corner-next]').boundingBox())!;
    expect(Math.min(next.width, next.height)).toBeGreaterThanOrEqual(44);
    await tap('#answers [data-aim-corner-next]');
    await p.waitForFunction(() => (window as unknown as Hg).__hg.state.answers[0]?.question.origin?.join(',') === '4,3');
    await p.waitForSelector('#view2d .template-origin[data-origin="4,3"]');
    expect(await p.textContent('#hint')).toMatch(/^B's cone → C from \[4, 3\]/);
    // back to the nearest corner: [5, 3], the one the tool takes unless told
    await tap('#answers [data-aim-corner-nearest]');
    await p.waitForFunction(() => (window as unknown as Hg).__hg.state.answers[0]?.question.origin?.join(',') === '5,3');
    expect(await p.textContent('#answers [data-aim-from]')).toBe('The cone starts from corner [5, 3], the nearest.');
    expect(await p.$$eval('#view2d [data-aim-corner][data-chosen="true"]', (d) => d.map((x) => x.getAttribute('data-aim-corner')))).toEqual(['5,3']);
    expect(await p.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
    await p.screenshot({ path: `${SHOTS}/phone-nearest.png` });
    await p.context().close();
  });

  it('cop.effect: on a laptop the corner is picked by keyboard (Next corner with Enter) before aiming, and a click on another square still aims there, not at a corner', async () => {
    const p = await open(false);
    await p.click('#view2d g.figures [data-figure="B"]');
    await p.click('#answers [data-aim="line"]');
    await p.focus('#answers [data-aim-corner-next]');
    await p.keyboard.press('Enter');
    // with nothing aimed yet, Next corner starts from the first corner in reading order
    await p.waitForSelector('#view2d [data-aim-corner="4,2"][data-chosen="true"]');
    await p.click('#view2d [data-cell="9,8"]', { force: true });
    await p.waitForFunction(() => document.querySelector('#answers h2')?.textContent === "B's line → [9, 8]");
    expect(await origin(p)).toBe('4,2');
    expect(await p.textContent('#hint')).toMatch(/^B's line → \[9, 8\] from \[4, 2\]:/);
    // a click on the next square east of B, away from its corners, aims at that square
    await p.click('#view2d [data-cell="6,2"]', { force: true });
    await p.waitForFunction(() => document.querySelector('#answers h2')?.textContent === "B's line → [6, 2]");
    expect(await origin(p)).toBe('4,2');
    await p.screenshot({ path: `${SHOTS}/laptop-line.png` });
    await p.context().close();
  });
});
