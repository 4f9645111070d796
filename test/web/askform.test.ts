/**
 * The "ask any question" form asks for each argument in its own field (a number box with the schema's
 * bounds, a choice, a checkbox, a figure picker, a place), in words, on a laptop and on a 390x844 touch
 * screen; an argument the ruleset refuses is shown at its field. In edit mode a figure is moved by tapping
 * it and then the place (a phone's drag scrolls), with a visible "placing" state, cancel, refusal with the
 * reason, and undo. Screenshots go to SHOTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { HAVE_CHROMIUM, LAPTOP, PHONE, startApp, type App } from './harness.js';

const SHOTS = '/tmp/highground-web-askform';

type Asked = { question: Record<string, unknown>; verdict?: { legal?: boolean }; error?: string };
type Hg = { __hg: { state: { answers: Asked[]; doc: { index: number; scenario: { figures: Record<string, { at: number[] }> } } } } };

describe.runIf(HAVE_CHROMIUM)('the ask-any-question form and tap to place', { timeout: 120_000 }, () => {
  let app: App | undefined;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp('askform');
    rmSync(SHOTS, { recursive: true, force: true });
    mkdirSync(SHOTS, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    expect(problems).toEqual([]);
  });

  async function open(phone: boolean): Promise<{ ctx: BrowserContext; page: Page }> {
    const ctx = await app!.browser.newContext(phone ? PHONE : { viewport: LAPTOP });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(app!.url);
    await page.waitForSelector('#view2d [data-figure]');
    await page.selectOption('#example', 'city-of-peril/diagram.yaml');
    await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === 'examples/city-of-peril/diagram.yaml');
    return { ctx, page };
  }
  const editMode = async (page: Page) => {
    if (await page.getAttribute('#menu', 'aria-expanded') !== 'true') await page.tap('#menu');
    await page.tap('[data-mode="edit"]');
    await page.tap('input[name="tool"][value="fig-move"]');
  };
  const tap = async (page: Page, sel: string) => {
    const b = (await page.locator(sel).first().boundingBox())!;
    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  };
  const lastQuestion = (page: Page) => page.evaluate(() => (window as unknown as Hg).__hg.state.answers[0]?.question);
  const at = (page: Page, id: string) => page.evaluate((f) => (window as unknown as Hg).__hg.state.doc.scenario.figures[f]!.at.join(','), id);

  async function openForm(page: Page, phone: boolean, question: string): Promise<void> {
    if (phone) {
      // the form is in the sheet: pull it up, then tap the fold open
      if (await page.getAttribute('#grab', 'aria-expanded') !== 'true') await page.tap('#grab');
      await page.tap('#anyq > summary');
    } else await page.click('#anyq > summary');
    await page.selectOption('#anyq-name', question);
    await page.waitForSelector('#anyq-form');
  }

  for (const phone of [false, true]) {
    it(`${phone ? 'phone' : 'laptop'}: a move with a budget asked through one field per argument, labelled in words`, async () => {
      const { ctx, page } = await open(phone);
      await openForm(page, phone, 'move');
      // the labels are words, the raw key kept in the id and the tooltip; optional ones say so
      expect(await page.textContent('label[for="aq-figure"]')).toBe('Figure');
      expect(await page.textContent('label[for="aq-to"]')).toBe('To where');
      expect(await page.textContent('label[for="aq-budget"]')).toBe('Movement budget (optional)');
      expect(await page.getAttribute('label[for="aq-budget"]', 'title')).toBe('budget');
      // the question's help for rule authors (keys, answer shape) is folded under the fields, not in the way
      expect(await page.isVisible('#anyq .qhelp > div')).toBe(false);
      expect(await page.textContent('#anyq .qhelp > summary')).toBe('How the engine reads this question');
      // the budget is a whole number from 0 (its schema's bound), a yes/no is a checkbox, the figure a picker
      expect(await page.getAttribute('#aq-budget', 'type')).toBe('number');
      expect(await page.getAttribute('#aq-budget', 'min')).toBe('0');
      expect(await page.getAttribute('#aq-budget', 'step')).toBe('1');
      expect(await page.getAttribute('#aq-charge', 'type')).toBe('checkbox');
      expect(await page.$$eval('#aq-figure option', (o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(['', 'A', 'B', 'C', 'D', 'E', 'F']);
      // no JSON on show: the advanced box is folded away
      expect(await page.isVisible('#aq-more')).toBe(false);
      await page.selectOption('#aq-figure', 'D');
      await page.fill('#aq-to', '9,6');
      await page.fill('#aq-budget', '2');
      await page.screenshot({ path: `${SHOTS}/${phone ? 'phone' : 'laptop'}-move-form.png` });
      await page.locator('#anyform').screenshot({ path: `${SHOTS}/${phone ? 'phone' : 'laptop'}-move-form-fields.png` });
      // nothing wider than the phone: no sideways scrolling
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone ? 390 : 1400);
      if (phone) await page.tap('#anyq-form button[type="submit"]');
      else await page.click('#anyq-form button[type="submit"]');
      await page.waitForSelector('#answers [data-answer="move"]');
      expect(await lastQuestion(page)).toEqual({ ask: 'move', figure: 'D', to: [9, 6], budget: 2 });
      expect(await page.textContent('#answers h2')).toMatch(/^Move: D/);
      // a budget of 1 is too short for the same move: the answer changes with the field
      await page.fill('#aq-budget', '1');
      await page.click('#anyq-form button[type="submit"]');
      await page.waitForFunction(() => (window as unknown as Hg).__hg.state.answers[0]?.question.budget === 1);
      const v = await page.evaluate(() => (window as unknown as Hg).__hg.state.answers.map((a) => [a.verdict?.legal, a.error]));
      expect(v[0]![1]).toBeUndefined();
      await page.screenshot({ path: `${SHOTS}/${phone ? 'phone' : 'laptop'}-move-answer.png` });
      await ctx.close();
    });
  }

  it('laptop: a push with a direction (a choice) and a pull (a checkbox)', async () => {
    const { ctx, page } = await open(false);
    await openForm(page, false, 'push');
    expect(await page.textContent('label[for="aq-pull"]')).toBe('Pull (optional)');
    const dirs = await page.$$eval('#aq-direction option', (o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(dirs[0]).toBe('');
    expect(dirs.length).toBeGreaterThan(4);
    await page.selectOption('#aq-figure', 'B');
    await page.selectOption('#aq-direction', dirs[1]!);
    await page.check('#aq-pull');
    await page.click('#anyq-form button[type="submit"]');
    await page.waitForSelector('#answers [data-answer="push"]');
    expect(await lastQuestion(page)).toEqual({ ask: 'push', figure: 'B', direction: dirs[1], pull: true });
    // unticked, a yes/no left as the question takes it without one is not sent
    await page.uncheck('#aq-pull');
    await page.click('#anyq-form button[type="submit"]');
    await page.waitForFunction(() => (window as unknown as Hg).__hg.state.answers[0]?.question.pull === undefined);
    expect(await lastQuestion(page)).toEqual({ ask: 'push', figure: 'B', direction: dirs[1] });
    await ctx.close();
  });

  it('laptop: an argument the ruleset refuses is shown in words at its field, and cleared by a good answer', async () => {
    const { ctx, page } = await open(false);
    await openForm(page, false, 'area');
    expect(await page.getAttribute('#aq-size', 'max')).toBe('100');
    await page.selectOption('#aq-figure', 'F');
    await page.selectOption('#aq-shape', 'line');
    await page.fill('#aq-origin', '7,7');
    await page.selectOption('#aq-toward', 'A');
    await page.fill('#aq-size', '500');
    await page.click('#anyq-form button[type="submit"]');
    await page.waitForSelector('#aq-size-err');
    expect(await page.getAttribute('#aq-size', 'aria-invalid')).toBe('true');
    const said = (await page.textContent('#aq-size-err'))!;
    expect(said).toBe('at most 100 (500 is too many)');
    // the reason, not the place of the error in the question ("key size: ...")
    expect(said).not.toMatch(/^key /);
    // what was typed is still there
    expect(await page.inputValue('#aq-size')).toBe('500');
    await page.screenshot({ path: `${SHOTS}/laptop-area-error.png` });
    await page.fill('#aq-size', '6');
    await page.click('#anyq-form button[type="submit"]');
    await page.waitForSelector('#answers [data-answer="area"]');
    expect(await page.$('#aq-size-err')).toBeNull();
    await ctx.close();
  });

  it('laptop: a needed field left empty says so in words at the field, not in the schema\'s words', async () => {
    const { ctx, page } = await open(false);
    await openForm(page, false, 'wall-walker');
    expect(await page.inputValue('#aq-figure')).toBe('');
    await page.click('#anyq-form button[type="submit"]');
    await page.waitForSelector('#aq-figure-err');
    expect(await page.getAttribute('#aq-figure', 'aria-invalid')).toBe('true');
    expect(await page.textContent('#aq-figure-err')).toBe('needed: nothing was given');
    await page.selectOption('#anyq-name', 'threatens');
    await page.waitForSelector('#aq-at');
    await page.click('#anyq-form button[type="submit"]');
    await page.waitForSelector('#aq-at-err');
    expect(await page.textContent('#aq-at-err')).toBe('needed: nothing was given');
    await ctx.close();
  });

  it('laptop: the answers say a refused argument in words too, naming its field, not "key from: distance: not a valid value here"', async () => {
    const { ctx, page } = await open(false);
    await openForm(page, false, 'distance');
    expect(await page.inputValue('#aq-from')).toBe('');
    await page.click('#anyq-form button[type="submit"]');
    await page.waitForSelector('#answers [data-answer="distance"]');
    const error = await page.evaluate(() => (window as unknown as Hg).__hg.state.answers[0]?.error);
    // the library's message is the raw one (it stays in the tooltip)
    expect(error).toMatch(/^key from: /);
    const row = (await page.textContent('#answers [data-answer="distance"] .a'))!;
    expect(row).toBe('From: needed: nothing was given');
    // opened, the answer's detail says the same
    if (await page.getAttribute('#answers [data-answer="distance"]', 'aria-expanded') !== 'true') await page.click('#answers [data-answer="distance"]');
    const detail = (await page.textContent('#answers .detail.error-text'))!;
    expect(detail).toBe('From: needed: nothing was given');
    expect(await page.getAttribute('#answers .detail.error-text', 'title')).toBe(error);
    expect(await page.textContent('#answers')).not.toMatch(/key from|not a valid value here|found nothing/);
    await page.screenshot({ path: `${SHOTS}/laptop-answer-error.png` });
    await ctx.close();
  });

  it('phone: tap a figure, see it in hand, tap a free place: it stands there; undo puts it back', async () => {
    const { ctx, page } = await open(true);
    await editMode(page);
    await tap(page, '#view2d g.figures [data-figure="F"]');
    await page.waitForSelector('#placing[data-placing="F"]');
    expect(await page.textContent('#hint')).toMatch(/^Placing F Cancel tap the place it should stand on, or F again to leave it/);
    await page.screenshot({ path: `${SHOTS}/phone-placing.png` });
    // a second tap on F puts it back down, unmoved
    await tap(page, '#view2d g.figures [data-figure="F"]');
    await page.waitForSelector('#placing', { state: 'detached' });
    expect(await at(page, 'F')).toBe('7,7');
    await tap(page, '#view2d g.figures [data-figure="F"]');
    await page.waitForSelector('#placing[data-placing="F"]');
    const before = await page.evaluate(() => (window as unknown as Hg).__hg.state.doc.index);
    await tap(page, '#view2d [data-cell="9,6"]');
    await page.waitForFunction(() => (window as unknown as Hg).__hg.state.doc.scenario.figures.F!.at.join(',') === '9,6');
    // placed: the figure is out of hand, and the edit is one step in the history
    await page.waitForSelector('#placing', { state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as Hg).__hg.state.doc.index)).toBe(before + 1);
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('#undo')!.click());
    await page.waitForFunction(() => (window as unknown as Hg).__hg.state.doc.scenario.figures.F!.at.join(',') === '7,7');
    await ctx.close();
  });

  it('phone: a refused place says why and keeps the figure in hand; laptop: Escape puts it down', async () => {
    const { ctx, page } = await open(true);
    await editMode(page);
    await tap(page, '#view2d g.figures [data-figure="F"]');
    await page.waitForSelector('#placing[data-placing="F"]');
    await tap(page, '#view2d g.figures [data-figure="A"]');
    await page.waitForSelector('#toast:not([hidden])');
    expect(await page.textContent('#toast')).toMatch(/^Not placed: A already stands on \[2, 2\]/);
    expect(await at(page, 'F')).toBe('7,7');
    expect(await page.isVisible('#placing[data-placing="F"]')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/phone-refused.png` });
    // the Cancel button in the placing line puts it down too (once the notice is read and closed)
    await page.tap('#toast button');
    await page.tap('#placing-cancel');
    await page.waitForSelector('#placing', { state: 'detached' });
    await ctx.close();

    const laptop = await open(false);
    await laptop.page.click('[data-mode="edit"]');
    await laptop.page.check('input[name="tool"][value="fig-move"]');
    await laptop.page.click('#view2d [data-figure="F"]');
    await laptop.page.waitForSelector('#placing[data-placing="F"]');
    await laptop.page.keyboard.press('Escape');
    await laptop.page.waitForSelector('#placing', { state: 'detached' });
    await laptop.page.click('#view2d [data-cell="9,6"]');
    expect(await at(laptop.page, 'F')).toBe('7,7');
    await laptop.ctx.close();
  });
});
