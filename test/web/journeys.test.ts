/**
 * A player's journey start to finish, as a new player would take it (issue 16, "Done when"): here the
 * Heroscape player with a real VirtualScape .hsc on a 390 x 844 touch phone and on a 1400 x 900 laptop,
 * a HeroClix player, a D&D Miniatures (City of Peril) player and a Malifaux organiser on the phone.
 * Everything is done by taps (clicks and drags on the laptop)
 * on what is on the screen; what is checked is what the player reads (the rules chosen, the figure form,
 * the answer's sentence in the sheet). Screenshots under /tmp/highground-web/journey-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

  /** A 390 x 844 touch phone on an example map, page errors collected. */
  async function phone(example?: string): Promise<{ ctx: BrowserContext; page: Page }> {
    const ctx = await browser!.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(app!.url);
    await page.waitForSelector('#view2d [data-cell], #view2d [data-table]');
    if (example) {
      await page.selectOption('#example', example);
      await page.waitForFunction((id) => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === `examples/${id}`, example);
    }
    return { ctx, page };
  }
  const centre = async (page: Page, sel: string) => {
    const l = page.locator(sel).first();
    await l.scrollIntoViewIfNeeded();
    const b = (await l.boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2, w: b.width, h: b.height };
  };
  const tap = async (page: Page, sel: string) => {
    const c = await centre(page, sel);
    await page.touchscreen.tap(c.x, c.y);
  };
  /** A finger put down at `from`, moved in steps to `to`, lifted (Chrome's touch events through CDP). */
  async function fingerDrag(ctx: BrowserContext, page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 8): Promise<void> {
    const cdp = await ctx.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', pts: { x: number; y: number }[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map((p, i) => ({ ...p, id: i })) });
    await touch('touchStart', [from]);
    for (let k = 1; k <= steps; k++) await touch('touchMove', [{ x: from.x + ((to.x - from.x) * k) / steps, y: from.y + ((to.y - from.y) * k) / steps }]);
    await touch('touchEnd', []);
  }
  const menu = async (page: Page) => {
    if (await page.getAttribute('#menu', 'aria-expanded') !== 'true') await page.tap('#menu');
  };
  /** What a player must never read: raw keys, undefined values, clause ids or "key: yes/no" lists in a sentence. */
  const ENGINE_WORDS = /undefined|NaN|\[object|\b[a-z]+\.[a-z]+\.[a-z-]+\b|: (yes|no),/;

  it('Heroscape player, phone: opens a real .hsc, adds two figures with the Move and Height Heroscape declares, taps one then the other and reads whether it sees', async () => {
    const ctx = await browser!.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(app!.url);
    await page.waitForSelector('#view2d [data-cell]');
    // the file is behind the menu
    await page.tap('#menu');
    expect(await page.isVisible('#open')).toBe(true);
    // a tap on Open… asks for the file (and closes the menu: the map is back in view)
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.tap('#open')]);
    await chooser.setFiles(MAP);
    await page.waitForFunction(() => /dissolutio_ladders/.test(document.querySelector('#mapinfo')?.textContent ?? ''));
    expect(await page.getAttribute('#menu', 'aria-expanded')).toBe('false');
    await page.waitForSelector('#view2d:not([data-pending]) [data-cell]');
    // the map opens under Heroscape rules, and says so
    expect(await page.inputValue('#ruleset')).toBe('heroscape');
    expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
    // the levels a Heroscape player plays by are written on the hexes at fit zoom, at least 9 px high
    const levels = await page.$$eval('#view2d svg.hg-map g.levels text', (ts) => ts.filter((t) => getComputedStyle(t).display !== 'none').map((t) => t.getBoundingClientRect().height));
    expect(levels.length).toBeGreaterThan(20);
    expect(Math.min(...levels)).toBeGreaterThanOrEqual(9);
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

  it('HeroClix player, phone: opens the rooftop, taps the sniper on the rim then the hero in the street, reads the line of fire and its levels, drags the thug along the street', async () => {
    const { ctx, page } = await phone('heroclix/rooftop.yaml');
    expect(await page.inputValue('#ruleset')).toBe('heroclix');
    expect(await page.textContent('#hint')).toMatch(/^Tap a figure/);
    await tap(page, '#view2d g.figures [data-figure="Sniper"]');
    await page.waitForSelector('#view2d [data-figure="Sniper"][aria-pressed="true"]');
    // the place tapped, in words on the status line: its level, nothing raw
    expect(await page.textContent('#status')).toBe('[4, 1] level 2; figure Sniper');
    expect(await page.innerText('#answers')).toMatch(/Sniper can reach \d+ places/);
    await page.screenshot({ path: `${SHOTS}/journey-heroclix-1-selected.png` });
    await tap(page, '#view2d g.figures [data-figure="Hero"]');
    const sight = page.locator('#answers [data-answer="sight"]').first();
    await sight.waitFor();
    const said = (await sight.innerText()).trim();
    expect(said).toMatch(/Sniper can see Hero/);
    expect(said.split('\n')[0]).not.toMatch(ENGINE_WORDS);
    // across levels: close combat is refused with the reason, in a sentence
    const melee = (await page.locator('#answers [data-answer="melee"]').first().innerText()).trim();
    expect(melee).toMatch(/Sniper cannot make a close combat attack on Hero: .*different levels/);
    // the clauses that decided it are under the answer, each once; the rim is one of them
    const why = await page.innerText('#answers');
    expect(why).toMatch(/hcx\.rim/);
    for (const id of ['hcx.base.lof', 'hcx.rim']) expect(why.split(`${id} `).length - 1).toBe(1);
    await page.screenshot({ path: `${SHOTS}/journey-heroclix-2-answer.png` });
    // the thug is dragged two squares along the street with a finger: the move is played and logged
    const from = await centre(page, '#view2d g.figures [data-figure="Thug"]');
    const to = await centre(page, '#view2d [data-cell="2,4"]');
    const logged = await page.$$eval('#log li', (l) => l.length);
    await fingerDrag(ctx, page, from, to);
    await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc: { scenario: { figures: Record<string, { at: number[] }> } } } } }).__hg.state.doc.scenario.figures.Thug!.at.join(',') === '2,4');
    expect(await page.$$eval('#log li', (l) => l.length)).toBe(logged + 1);
    expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
    await page.screenshot({ path: `${SHOTS}/journey-heroclix-3-moved.png` });
    await ctx.close();
    expect(problems).toEqual([]);
  });

  it('D&D Miniatures player, phone: on the City of Peril diagram taps B on the rooftop edge then C under the bridge, reads line of effect; casts a line 12 from F toward A and sees it stop at the map\'s edge', async () => {
    const { ctx, page } = await phone('city-of-peril/diagram.yaml');
    expect(await page.inputValue('#ruleset')).toBe('city-of-peril');
    await tap(page, '#view2d g.figures [data-figure="B"]');
    await page.waitForSelector('#view2d [data-figure="B"][aria-pressed="true"]');
    expect(await page.textContent('#status')).toBe('[4, 2] level 0, rooftop; figure B');
    await tap(page, '#view2d g.figures [data-figure="C"]');
    const sight = page.locator('#answers [data-answer="sight"]').first();
    await sight.waitFor();
    const said = (await sight.innerText()).trim();
    // the diagram's stated outcome (cop.example.diagram): B and C see each other
    expect(said).toMatch(/^Line of sight\s+B can see C/);
    expect(said.split('\n').slice(0, 2).join(' ')).not.toMatch(ENGINE_WORDS);
    await page.screenshot({ path: `${SHOTS}/journey-cop-1-sight.png` });
    // tapping a ladder square says it is a ladder, in words
    await tap(page, '#view2d [data-cell="10,4"]');
    await page.waitForFunction(() => /ladder/.test(document.querySelector('#status')?.textContent ?? ''));
    expect(await page.textContent('#status')).toMatch(/^\[10, 4\] level 0; ladder/);
    // a line 12 (cop.effect) from F's corner toward A, asked in the sheet's question form
    await tap(page, '#anyq > summary');
    await page.selectOption('#anyq-name', 'area');
    await page.selectOption('#aq-figure', 'F');
    await page.selectOption('#aq-shape', 'line');
    await page.fill('#aq-origin', '7,7');
    await page.selectOption('#aq-toward', 'A');
    await tap(page, '#anyform button[type="submit"]');
    const area = page.locator('#answers [data-answer="area"]').first();
    await area.waitFor();
    // headed by the question asked, not by the pair B → C asked before it
    expect(await page.textContent('#answers h2')).toMatch(/^Area of effect: F, line/);
    // and so is the hint line (it spoke of B, still selected, as if nothing had been asked)
    expect(await page.textContent('#hint')).toMatch(/^Area of effect: the answer is below/);
    expect((await area.innerText()).trim()).not.toMatch(ENGINE_WORDS);
    // the template's outline is drawn, and cut at the map's edge: nothing of it lies outside the map
    await page.waitForSelector('#view2d .template-outline');
    const inside = await page.evaluate(() => {
      // in the picture's own units: the clip's rectangle is the map's, the squares' outer edges
      const cells = [...document.querySelectorAll('#view2d svg.hg-map rect[data-cell]')].map((c) => ['x', 'y', 'width', 'height'].map((k) => Number(c.getAttribute(k))));
      const map = [Math.min(...cells.map((r) => r[0]!)), Math.min(...cells.map((r) => r[1]!)), Math.max(...cells.map((r) => r[0]! + r[2]!)), Math.max(...cells.map((r) => r[1]! + r[3]!))];
      const id = /url\(#(.+)\)/.exec(document.querySelector('#view2d .template-outline')!.getAttribute('clip-path') ?? '')?.[1];
      const r = document.getElementById(id ?? '')?.querySelector('rect');
      const box = r ? ['x', 'y', 'width', 'height'].map((k) => Number(r.getAttribute(k))) : [];
      return JSON.stringify({ map, box });
    });
    const { map, box } = JSON.parse(inside) as { map: number[]; box: number[] };
    expect(box).toHaveLength(4);
    expect([box[0], box[1], box[0]! + box[2]!, box[1]! + box[3]!].map((v, k) => Math.abs(v! - map[k]!) < 0.5)).toEqual([true, true, true, true]);
    expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
    await page.screenshot({ path: `${SHOTS}/journey-cop-2-line.png` });
    await ctx.close();
    expect(problems).toEqual([]);
  });
  it('Malifaux tournament organiser, phone: adds a building from the ruleset\'s kinds, drags it with a finger, turns and enlarges it, sets its Ht and traits, and watches the balance meter move', async () => {
    const { ctx, page } = await phone('malifaux/balanced-table.yaml');
    expect(await page.innerText('#mapinfo')).toMatch(/Malifaux/);
    await menu(page);
    await page.tap('[data-mode="edit"]');
    await page.waitForSelector('#editor .balance');
    expect(await page.getAttribute('#editor .balance', 'data-balance')).toBe('balanced');
    const coverage = () => page.textContent('#editor [data-meter="coverage"] .meter-value');
    const before = await coverage();
    // the balance in one line on the map, in view above the sheet while the sheet shows the piece tools
    const badge = async () => {
      const box = (await page.locator('#balance-badge').boundingBox())!;
      const sheet = (await page.locator('#side').boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(sheet.y);
      return (await page.textContent('#balance-badge'))!;
    };
    const badge0 = await badge();
    expect(badge0).toMatch(/^Balance: balanced · coverage \d+ % · symmetry \d+ %$/);
    await page.screenshot({ path: `${SHOTS}/journey-malifaux-1-edit.png` });
    // the kinds offered are the ruleset's terrain kinds
    const kinds = await page.$$eval('#piece-kind option', (o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(kinds).toEqual(expect.arrayContaining(['building', 'forest', 'rough']));
    await page.selectOption('#piece-kind', 'building');
    await tap(page, '#piece-add');
    await page.waitForSelector('[data-piece-form="building1"]');
    type P = { id?: string; shape: { rect?: number[]; polygon?: number[][] }; ht?: number; traits?: string[] };
    const piece = () => page.evaluate(() => ((window as unknown as { __hg: { state: { doc: { scenario: { map: { pieces: unknown[] } } } } } }).__hg.state.doc.scenario.map.pieces as P[]).find((x) => x.id === 'building1')!);
    const r0 = (await piece()).shape.rect!;
    // a finger drags it 4" to the right: one undo step, the balance meter follows
    const logged = await page.$$eval('#log li', (l) => l.length);
    const table = (await page.locator('#view2d [data-table]').boundingBox())!;
    const inch = table.width / 36;
    const from = await centre(page, '#view2d [data-piece="building1"]');
    await fingerDrag(ctx, page, from, { x: from.x + 4 * inch, y: from.y }, 10);
    await page.waitForFunction((x0) => Math.abs(((window as unknown as { __hg: { state: { doc: { scenario: { map: { pieces: { id?: string; shape: { rect?: number[] } }[] } } } } } }).__hg.state.doc.scenario.map.pieces.find((p) => p.id === 'building1')!.shape.rect?.[0] ?? x0) - (x0 + 4)) < 0.6, r0[0]!);
    expect((await piece()).shape.rect![1]).toBeCloseTo(r0[1]!, 0);
    expect(await page.$$eval('#log li', (l) => l.length)).toBe(logged + 1);
    expect(await coverage()).not.toBe(before);
    expect(await badge()).not.toBe(badge0);
    expect(await badge()).toContain(`coverage ${await coverage()}`);
    await page.screenshot({ path: `${SHOTS}/journey-malifaux-2-dragged.png` });
    // turned 15 degrees and enlarged, by taps on 44 px buttons
    for (const b of ['#piece-turn', '#piece-bigger']) {
      const box = (await page.locator(b).boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await tap(page, b);
    }
    expect((await piece()).shape.polygon?.length).toBe(4);
    // its Ht and traits typed in the form
    await page.fill('#piece-ht', '4');
    await page.dispatchEvent('#piece-ht', 'change');
    await page.fill('#piece-traits', 'blocking, climbable');
    await page.dispatchEvent('#piece-traits', 'change');
    const p = await piece();
    expect(p.ht).toBe(4);
    expect(p.traits).toEqual(['blocking', 'climbable']);
    expect(await page.textContent('#log li.cur')).toMatch(/building1: traits blocking, climbable/);
    // the meter still reads as words and numbers a person understands
    const meter = await page.innerText('#editor .balance');
    expect(meter).toMatch(/^Balance: (balanced|not balanced)/);
    expect(meter).not.toMatch(ENGINE_WORDS);
    expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
    await page.screenshot({ path: `${SHOTS}/journey-malifaux-3-meter.png` });
    await ctx.close();
    expect(problems).toEqual([]);
  });

  it('Heroscape player, laptop: opens a real .hsc beside the map, adds two figures, clicks one then the other for sight, drags one onto the other and is told why not in one sentence', async () => {
    const ctx = await browser!.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(app!.url);
    await page.waitForSelector('#view2d [data-cell]');
    // a laptop keeps its side panel and shows the tools without a menu
    expect(await page.isVisible('#open')).toBe(true);
    expect(await page.isVisible('#menu')).toBe(false);
    await page.setInputFiles('#file', MAP);
    await page.waitForFunction(() => /dissolutio_ladders/.test(document.querySelector('#mapinfo')?.textContent ?? ''));
    await page.waitForSelector('#view2d:not([data-pending]) [data-cell]');
    expect(await page.inputValue('#ruleset')).toBe('heroscape');
    const side = (await page.locator('#side').boundingBox())!;
    const map = (await page.locator('#view2d').boundingBox())!;
    expect(side.x).toBeGreaterThanOrEqual(map.x + map.width - 1);
    await page.click('[data-mode="edit"]');
    await page.check('input[name="tool"][value="fig-add"]');
    await page.waitForSelector('[data-figure-form="new"]');
    expect(await page.inputValue('#fk-move')).toBe('5');
    const spots = await page.evaluate(() => {
      const s = (window as unknown as { __hg: { state: { doc: { session: { board: { places: { x: number; y: number; surfaces: { obstacle?: unknown; level: number }[] }[] } } } } } }).__hg.state.doc.session;
      const ok = s.board.places.filter((p) => p.surfaces.length && p.surfaces[p.surfaces.length - 1]!.obstacle === undefined);
      return [ok[Math.floor(ok.length * 0.3)]!, ok[Math.floor(ok.length * 0.6)]!].map((p) => `${p.x},${p.y}`);
    });
    for (const c of spots) await page.click(`#view2d svg.hg-map [data-cell="${c}"]`);
    await page.waitForFunction(() => document.querySelectorAll('#view2d [data-figure]').length === 2);
    const ids = await page.$$eval('#view2d g.figures [data-figure]', (g) => g.map((x) => x.getAttribute('data-figure')!));
    await page.screenshot({ path: `${SHOTS}/journey-heroscape-laptop-1-figures.png` });
    // the status line says what a pointed-at place is, in words
    const over = await centre(page, `#view2d svg.hg-map [data-cell="${spots[0]}"]`);
    await page.mouse.move(over.x, over.y, { steps: 2 });
    await page.waitForFunction(() => /level/.test(document.querySelector('#status')?.textContent ?? ''));
    expect(await page.textContent('#status')).not.toMatch(/\d\/\d|undefined|\[object/);
    await page.click('[data-mode="ask"]');
    await page.click(`#view2d g.figures [data-figure="${ids[0]}"]`);
    await page.waitForSelector(`#view2d [data-figure="${ids[0]}"][aria-pressed="true"]`);
    await page.click(`#view2d g.figures [data-figure="${ids[1]}"]`);
    const sight = page.locator('#answers [data-answer="sight"]').first();
    await sight.waitFor();
    const said = (await sight.innerText()).trim();
    expect(said).toMatch(new RegExp(`${ids[0]} (can|cannot) see ${ids[1]}`));
    expect(said.split('\n').slice(0, 2).join(' ')).not.toMatch(ENGINE_WORDS);
    await page.screenshot({ path: `${SHOTS}/journey-heroscape-laptop-2-sight.png` });
    // dragged onto the other figure: refused, and the toast says why in one sentence (hs.base.figures)
    const a = await centre(page, `#view2d g.figures [data-figure="${ids[0]}"]`);
    const b = await centre(page, `#view2d g.figures [data-figure="${ids[1]}"]`);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 8 });
    await page.mouse.up();
    await page.waitForSelector('#toast:not([hidden])');
    const toast = (await page.textContent('#toast'))!;
    expect(toast).toMatch(new RegExp(`^${ids[0]} cannot move to .*: ${ids[1]} already stands on \\[\\d+, \\d+\\] \\(level \\d+\\), and a figure cannot end its move on another figure`));
    await page.screenshot({ path: `${SHOTS}/journey-heroscape-laptop-3-refused.png` });
    await ctx.close();
    expect(problems).toEqual([]);
  });
});
