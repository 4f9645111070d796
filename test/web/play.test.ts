/**
 * Playing and editing by hand, on a laptop and on a 390x844 touch screen: a figure pointed at or dragged
 * shows its path, cost and the region it would see as it moves, and plays the move when dropped (or
 * says why not); a quick paint stroke paints every square it crossed. Screenshots go to SHOTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HAVE_CHROMIUM, startApp, type App } from './harness.js';
import { createRng } from '../../src/index.js';

const SHOTS = '/tmp/highground-web-play';

type Hg = { __hg: { state: { doc: { scenario: { figures: Record<string, { at: number[]; prone?: boolean; hp?: number }> }; session: { board: { places: { surfaces: { level: number }[] }[]; width: number } } }; preview?: unknown } } };

// each journey drives a real browser: on 2 cores shared with other jobs one takes 25-55 s
describe.runIf(HAVE_CHROMIUM)('playing and editing by hand', { timeout: 90_000 }, () => {
  let app: App | undefined;
  let browser: Browser | undefined;
  let url = '';
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp('play');
    ({ url, browser } = app);
    rmSync(SHOTS, { recursive: true, force: true });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  async function open(phone: boolean, example = 'city-of-peril/diagram.yaml'): Promise<{ ctx: BrowserContext; page: Page }> {
    const ctx = await browser!.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    await page.goto(url);
    await page.waitForSelector('#view2d [data-figure]');
    await page.selectOption('#example', example);
    await page.waitForFunction((id) => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === `examples/${id}`, example);
    return { ctx, page };
  }

  const centre = async (page: Page, sel: string) => {
    const b = (await page.locator(sel).first().boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const at = (page: Page, id: string) => page.evaluate((f) => (window as unknown as Hg).__hg.state.doc.scenario.figures[f]!.at.join(','), id);

  it('laptop: pointing at a place previews the path, its cost and the region seen from there; a drop plays the move', async () => {
    const { ctx, page } = await open(false);
    await page.click('#view2d [data-figure="D"]');
    const target = await centre(page, `#view2d [data-cell="9,6"]`);
    await page.mouse.move(target.x, target.y, { steps: 4 });
    await page.waitForSelector('#view2d svg.hg-top.hg-preview');
    expect(await page.$$eval('#view2d svg.hg-top .evidence-cell', (c) => c.length)).toBeGreaterThan(10);
    expect(await page.$$eval('#view2d .path-step', (c) => c.length)).toBeGreaterThan(0);
    expect(await page.textContent('#hint')).toMatch(/^D → \[9, 6\]: cost \d/);
    await page.screenshot({ path: `${SHOTS}/laptop-preview.png` });
    // drag D there and let go: the move is played and logged
    const d = await centre(page, '#view2d [data-figure="D"]');
    await page.mouse.move(d.x, d.y);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 6 });
    await page.mouse.up();
    await page.waitForFunction(() => (window as unknown as Hg).__hg.state.doc.scenario.figures.D!.at.join(',') === '9,6');
    expect(await page.textContent('#log li.cur')).toMatch(/D moves to \[9, 6\]/);
    // the status line says what is where the drag ended, as the map is now (it named where it began)
    expect(await page.textContent('#status')).toMatch(/^\[9, 6\] .*; figure D$/);
    // dropped on another figure's square: refused, with the reason
    const c = await centre(page, '#view2d [data-figure="C"]');
    const d2 = await centre(page, '#view2d [data-figure="D"]');
    await page.mouse.move(d2.x, d2.y);
    await page.mouse.down();
    await page.mouse.move(c.x + 2, c.y + 2, { steps: 6 });
    await page.mouse.up();
    await page.waitForSelector('#toast:not([hidden])');
    expect(await page.textContent('#toast')).toMatch(/^D cannot move to \[6, 3\]: the space at \[6, 3\] is occupied by C/);
    expect(await at(page, 'D')).toBe('9,6');
    // one short sentence in the toast; the refused move with its reasons under its own heading in the answers
    const said = await page.evaluate(() => document.querySelector('#toast')!.firstChild!.textContent!);
    expect(said).toMatch(/^[^;]*\.$/);
    expect(said.length).toBeLessThanOrEqual(100);
    expect(await page.textContent('#answers h2')).toBe('D → [6, 3]');
    expect(await page.textContent('#answers [data-answer="move"]')).toMatch(/cannot/);
    expect(await page.$$eval('#answers .detail ol.reasons li', (l) => l.length)).toBeGreaterThan(0);
    expect(await page.textContent('#status')).toMatch(/^\[6, 3\] .*; figure C$/);
    await page.screenshot({ path: `${SHOTS}/laptop-refused.png` });
    await ctx.close();
  });

  it('laptop: a figure dragged off the map stays, says so, and leaves no preview of a move that was not played', async () => {
    const { ctx, page } = await open(false);
    const d = await centre(page, '#view2d [data-figure="D"]');
    const map = (await page.locator('#view2d svg.hg-top').boundingBox())!;
    for (const [name, to] of [['under the map', { x: d.x, y: map.y + map.height + 60 }], ['onto the side panel', { x: 1100, y: d.y }]] as const) {
      await page.mouse.move(d.x, d.y);
      await page.mouse.down();
      await page.mouse.move(d.x, map.y + map.height - 10, { steps: 6 });
      // over the map's last row it previews a move there
      await page.waitForFunction(() => (window as unknown as Hg).__hg.state.preview !== undefined);
      await page.mouse.move(to.x, to.y, { steps: 6 });
      await page.mouse.up();
      await page.waitForSelector('#toast:not([hidden])');
      expect(await page.textContent('#toast'), name).toMatch(/^D was dragged off the map, so it stays at \[7, 5\]: drop it on a place to move it there\./);
      expect(await page.evaluate(() => (window as unknown as Hg).__hg.state.preview), name).toBeUndefined();
      expect(await page.$$eval('#view2d svg.hg-top.hg-preview', (c) => c.length), name).toBe(0);
      expect(await page.textContent('#hint'), name).not.toMatch(/Drop it to play the move/);
      expect(await at(page, 'D'), name).toBe('7,5');
      await page.screenshot({ path: `${SHOTS}/laptop-off-map-${name.replace(/ /g, '-')}.png` });
      await page.click('#toast button');
    }
    await ctx.close();
  });

  it('phone: dragging a figure with a finger previews as it moves, and lifting the finger plays the move', async () => {
    const { ctx, page } = await open(true);
    const cdp = await ctx.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', pts: { x: number; y: number }[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map((p, i) => ({ ...p, id: i })) });
    const d = await centre(page, '#view2d [data-figure="D"]');
    const target = await centre(page, `#view2d [data-cell="9,6"]`);
    await touch('touchStart', [d]);
    for (let k = 1; k <= 8; k++) await touch('touchMove', [{ x: d.x + ((target.x - d.x) * k) / 8, y: d.y + ((target.y - d.y) * k) / 8 }]);
    await page.waitForSelector('#view2d svg.hg-top.hg-preview');
    expect(await page.$$eval('#view2d svg.hg-top .evidence-cell', (c) => c.length)).toBeGreaterThan(10);
    expect(await page.textContent('#hint')).toMatch(/Lift your finger/);
    await page.screenshot({ path: `${SHOTS}/phone-dragging.png` });
    await touch('touchEnd', []);
    await page.waitForFunction(() => (window as unknown as Hg).__hg.state.doc.scenario.figures.D!.at.join(',') === '9,6');
    expect(await page.$('#view2d svg.hg-top.hg-preview')).toBeNull();
    // the map did not pan while the figure was dragged, and a drag on empty ground still pans
    await page.screenshot({ path: `${SHOTS}/phone-dropped.png` });
    await ctx.close();
  });

  it('laptop: a quick paint stroke paints every square it crossed, and a slow second stroke paints again', async () => {
    const { ctx, page } = await open(false);
    await page.click('[data-mode="edit"]');
    await page.check('input[name="tool"][value="raise"]');
    const level = (x: number, y: number) => page.evaluate(([x, y]) => { const b = (window as unknown as Hg).__hg.state.doc.session.board; const p = b.places[y! * b.width + x!]!; return p.surfaces[p.surfaces.length - 1]!.level; }, [x, y]);
    const row = 6;
    const before = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7, 8].map((x) => level(x, row)));
    const a = await centre(page, `#view2d [data-cell="0,${row}"]`);
    const b = await centre(page, `#view2d [data-cell="8,${row}"]`);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 2 });
    await page.mouse.up();
    const after = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7, 8].map((x) => level(x, row)));
    expect(after).toEqual(before.map((l) => l + 1));
    const entries = await page.$$eval('#log li', (l) => l.length);
    // a second, slow stroke over the same squares: each once more, in one undo step
    const a2 = await centre(page, `#view2d [data-cell="0,${row}"]`);
    const b2 = await centre(page, `#view2d [data-cell="8,${row}"]`);
    await page.mouse.move(a2.x, a2.y);
    await page.mouse.down();
    await page.mouse.move(b2.x, b2.y, { steps: 40 });
    await page.mouse.up();
    expect(await Promise.all([0, 1, 2, 3, 4, 5, 6, 7, 8].map((x) => level(x, row)))).toEqual(before.map((l) => l + 2));
    expect(await page.$$eval('#log li', (l) => l.length)).toBe(entries + 1);
    // a click beside a just-painted square paints it
    await page.click(`#view2d [data-cell="0,${row + 1}"]`);
    expect(await level(0, row + 1)).toBe((await level(1, row + 1)) + 1);
    await page.screenshot({ path: `${SHOTS}/laptop-painted.png` });
    await ctx.close();
  });

  /** Ask a question through the any-question form, with its arguments in its advanced JSON box. */
  async function askAny(page: Page, name: string, args: object): Promise<void> {
    if (!(await page.getAttribute('#anyq', 'open') !== null)) await page.click('#anyq summary');
    await page.selectOption('#anyq-name', name);
    if (await page.getAttribute('#anyq-form details.advanced', 'open') === null) await page.click('#anyq-form details.advanced summary');
    await page.fill('#aq-more', JSON.stringify(args));
    await page.click('#anyform button[type="submit"]');
    await page.waitForSelector(`#answers [data-answer="${name}"]`);
  }

  it('laptop: a fall is applied to the table (placed where it lands, damage noted), and undone', async () => {
    const { ctx, page } = await open(false);
    await askAny(page, 'fall', { figure: 'B', to: [5, 2] });
    await page.waitForSelector('.outcomes [data-outcome="apply"]');
    expect(await page.textContent('.outcomes')).toMatch(/B falls to \[5, 2\], 10 damage/);
    await page.click('.outcomes [data-outcome="apply"]');
    const b = () => page.evaluate(() => { const f = (window as unknown as Hg).__hg.state.doc.scenario.figures.B!; return `${f.at.join(',')} hp ${f.hp}`; });
    expect(await b()).toBe('5,2 hp 30');
    expect(await page.textContent('#log li.cur')).toMatch(/^roll.*B falls to \[5, 2\]: 10 damage/);
    await page.screenshot({ path: `${SHOTS}/laptop-fall-applied.png` });
    await page.keyboard.press('Control+z');
    expect(await b()).toBe('4,2 hp 40');
    await ctx.close();
  });

  it('laptop: a jump offers Roll / Passed / Failed with the exact odds; Failed leaves the figure prone, a seeded Roll replays', async () => {
    const { ctx, page } = await open(false, 'tft-3d/side-view.yaml');
    await askAny(page, 'jump', { figure: 'hobbit', gap: 2 });
    await page.waitForSelector('.outcomes [data-outcome="roll"]');
    expect(await page.getAttribute('.outcomes [data-odds]', 'data-odds')).toBe('1169/1296');
    expect(await page.textContent('.outcomes [data-odds]')).toBe('passes 1169/1296 = 90.2 %');
    await page.screenshot({ path: `${SHOTS}/laptop-jump-offer.png` });
    await page.click('.outcomes [data-outcome="failed"]');
    const prone = () => page.evaluate(() => (window as unknown as Hg).__hg.state.doc.scenario.figures.hobbit!.prone === true);
    expect(await prone()).toBe(true);
    await page.keyboard.press('Control+z');
    expect(await prone()).toBe(false);
    // the roll with seed 5: the same draw as the roller gives here
    await page.fill('#roll-seed', '5');
    await page.dispatchEvent('#roll-seed', 'change');
    await page.click('.outcomes [data-outcome="roll"]');
    const passes = createRng(5).next() < 1169 / 1296;
    expect(await page.textContent('#log li.cur')).toMatch(passes ? /seed 5: .* passed/ : /seed 5: .* failed/);
    expect(await prone()).toBe(!passes);
    await ctx.close();
  });

  it('keyboard: the map is one tab stop; arrows walk the places, Enter picks, and the focus stays on the map', async () => {
    const { ctx, page } = await open(false);
    await page.focus('#view2d [tabindex="0"]');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? document.activeElement?.tagName);
    const start = await focused();
    expect(start).toBe('2,2'); // A's place holds the tab stop
    expect(await page.getAttribute('#view2d [tabindex="0"]', 'aria-label')).toMatch(/^place 2, 2, level \d+, rooftop, figure A$/);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#view2d [data-figure="A"][aria-pressed="true"]');
    expect(await focused()).toBe('2,2');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('3,4');
    expect(await page.$$eval('#view2d [tabindex="0"]', (e) => e.length)).toBe(1);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#answers [data-answer="move"]');
    expect(await page.textContent('#answers h2')).toBe('A → [3, 4]');
    expect(await focused()).toBe('3,4');
    await page.screenshot({ path: `${SHOTS}/laptop-keyboard.png` });
    // the history is reachable by Tab: each entry a button
    expect(await page.$$eval('#log button.logentry', (b) => b.length)).toBeGreaterThan(0);
    await ctx.close();
  });

  it('laptop: a Malifaux organiser adds a piece from the ruleset\'s kinds, drags, turns and resizes it, sets its Ht, and watches the balance meter', async () => {
    const { ctx, page } = await open(false, 'malifaux/balanced-table.yaml');
    await page.click('[data-mode="edit"]');
    await page.waitForSelector('#editor .balance');
    expect(await page.getAttribute('#editor .balance', 'data-balance')).toBe('balanced');
    const coverage = () => page.textContent('#editor [data-meter="coverage"] .meter-value');
    const before = await coverage();
    const kinds = await page.$$eval('#piece-kind option', (o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(kinds).toContain('building');
    await page.selectOption('#piece-kind', 'building');
    await page.click('#piece-add');
    await page.waitForSelector('[data-piece-form="building1"]');
    type P = { id?: string; shape: { rect?: number[]; polygon?: number[][] }; ht?: number };
    const piece = () => page.evaluate(() => ((window as unknown as { __hg: { state: { doc: { scenario: { map: { pieces: unknown[] } } } } } }).__hg.state.doc.scenario.map.pieces as P[]).find((x) => x.id === 'building1')!);
    // added on no other piece (the middle of the table is under the rubble): the nearest free 4" square
    const r0 = (await piece()).shape.rect!;
    expect(r0.slice(2)).toEqual([4, 4]);
    // on free ground, the new piece covers more of the table at once
    expect(await coverage()).not.toBe(before);
    // drag it 4" right on the map: one undo step
    const entries = await page.$$eval('#log li', (l) => l.length);
    const box = (await page.locator('#view2d [data-piece="building1"]').boundingBox())!;
    const table = (await page.locator('#view2d [data-table]').boundingBox())!;
    const inch = table.width / 36;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 4 * inch, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    const r = (await piece()).shape.rect!;
    expect(r[0]).toBeCloseTo(r0[0]! + 4, 0);
    expect(r[1]).toBeCloseTo(r0[1]!, 0);
    expect(await page.$$eval('#log li', (l) => l.length)).toBe(entries + 1);
    await page.click('#piece-turn');
    expect((await piece()).shape.polygon?.length).toBe(4);
    await page.click('#piece-bigger');
    await page.fill('#piece-ht', '4');
    await page.press('#piece-ht', 'Tab');
    expect((await piece()).ht).toBe(4);
    expect(await page.textContent('#log li.cur')).toMatch(/building1: Ht 4/);
    await page.screenshot({ path: `${SHOTS}/laptop-pieces.png` });
    // (Ctrl+Z in the Ht box undoes the typing; the history's own Undo button undoes the edit)
    await page.click('#log-undo');
    expect((await piece()).ht).toBeUndefined();
    await ctx.close();
  });

  it('laptop: adding a figure asks for the ruleset\'s fields, on the side chosen; a place taken is refused with the reason', async () => {
    const { ctx, page } = await open(false);
    await page.click('[data-mode="edit"]');
    await page.check('input[name="tool"][value="fig-add"]');
    await page.waitForSelector('[data-figure-form="new"]');
    // the fields come typed from the ruleset: a number for speed, a choice for size, a box for flying
    expect(await page.getAttribute('#fk-speed', 'type')).toBe('number');
    expect(await page.$$eval('#fk-size option', (o) => o.map((x) => (x as HTMLOptionElement).value))).toContain('large');
    expect(await page.getAttribute('#fk-flying', 'type')).toBe('checkbox');
    await page.fill('#fk-speed', '5');
    await page.selectOption('#fk-size', 'small');
    await page.fill('#new-side', 'green');
    await page.dispatchEvent('#fk-speed', 'change');
    await page.click('#view2d [data-cell="11,9"]');
    const g = () => page.evaluate(() => (window as unknown as { __hg: { state: { doc: { scenario: { figures: Record<string, unknown> } } } } }).__hg.state.doc.scenario.figures.G);
    // the changed fields, and the game's defaults for the rest (city-of-peril: reach 1)
    expect(await g()).toEqual({ at: [11, 9], side: 'green', speed: 5, size: 'small', reach: 1 });
    await page.screenshot({ path: `${SHOTS}/laptop-add-figure.png` });
    // moving G onto A's place is refused, with the reason
    await page.check('input[name="tool"][value="fig-move"]');
    await page.click('#view2d [data-figure="G"]');
    await page.click('#view2d [data-figure="A"]');
    await page.waitForSelector('#toast:not([hidden])');
    expect(await page.textContent('#toast')).toMatch(/^Not placed: A already stands on \[2, 2\]/);
    expect(((await g()) as { at: number[] }).at).toEqual([11, 9]);
    await ctx.close();
  });

  it('laptop: a Heroscape figure is added with the Move and Height its ruleset declares and the sides alternate; a Malifaux model with its base, Ht and Walk', async () => {
    const { ctx, page } = await open(false, 'heroscape/stonebridge-ford.yaml');
    await page.click('[data-mode="edit"]');
    await page.check('input[name="tool"][value="fig-add"]');
    await page.waitForSelector('[data-figure-form="new"]');
    expect(await page.textContent('label[for="fk-move"]')).toBe('Move');
    expect(await page.inputValue('#fk-move')).toBe('5');
    expect(await page.inputValue('#fk-height')).toBe('5');
    expect(await page.inputValue('#fk-spaces')).toBe('1');
    type Figs = Record<string, { at: number[]; side?: string; move?: number; height?: number; base?: number; ht?: number; wk?: number }>;
    const figs = () => page.evaluate(() => (window as unknown as { __hg: { state: { doc: { scenario: { figures?: Record<string, unknown> } } } } }).__hg.state.doc.scenario.figures ?? {}) as Promise<Figs>;
    const before = await figs();
    // two open places, two hexes or more from every figure (so the click lands on the place, not a token)
    const spots = await page.evaluate(() => {
      const s = (window as unknown as { __hg: { state: { doc: { session: { scenario: { figures?: Record<string, { at: number[] }> }; board: { places: { x: number; y: number; surfaces: { obstacle?: unknown }[] }[] } } } } } }).__hg.state.doc.session;
      const taken = Object.values(s.scenario.figures ?? {}).map((f) => f.at);
      const ok = s.board.places.filter((p) => p.surfaces.length && p.surfaces[p.surfaces.length - 1]!.obstacle === undefined && taken.every((t) => Math.abs(t[0]! - p.x) + Math.abs(t[1]! - p.y) > 2));
      return [ok[Math.floor(ok.length / 3)]!, ok[Math.floor((ok.length * 2) / 3)]!].map((p) => `${p.x},${p.y}`);
    });
    for (const c of spots) await page.click(`#view2d [data-cell="${c}"]`);
    const added = Object.entries(await figs()).filter(([id]) => !(id in before)).map(([, f]) => f);
    expect(added.length).toBe(2);
    for (const f of added) expect(f).toMatchObject({ move: 5, height: 5, spaces: 1 });
    expect(added[0]!.side).not.toBe(added[1]!.side);
    await page.screenshot({ path: `${SHOTS}/laptop-add-heroscape.png` });
    // a Malifaux model: its base size, Ht and Walk from the ruleset
    await page.selectOption('#example', 'malifaux/balanced-table.yaml');
    await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === 'examples/malifaux/balanced-table.yaml');
    await page.click('[data-mode="edit"]');
    await page.check('input[name="tool"][value="fig-add"]');
    await page.waitForSelector('[data-figure-form="new"] #fk-base');
    expect(await page.inputValue('#fk-base')).toBe('30');
    expect(await page.inputValue('#fk-ht')).toBe('2');
    expect(await page.inputValue('#fk-wk')).toBe('5');
    await page.selectOption('#fk-base', '40');
    const table = (await page.locator('#view2d [data-table]').boundingBox())!;
    await page.mouse.click(table.x + table.width * 0.1, table.y + table.height * 0.1);
    await page.waitForFunction(() => Object.keys((window as unknown as { __hg: { state: { doc: { scenario: { figures?: object } } } } }).__hg.state.doc.scenario.figures ?? {}).length === 1);
    expect(Object.values(await figs())[0]).toMatchObject({ base: 40, ht: 2, wk: 5, side: 'red' });
    await ctx.close();
  }, 90_000);

  it('tft-3d: a multi-hex figure is drawn on all the hexes its ruleset lays out, a tap on any of them picks it', async () => {
    const { ctx, page } = await open(false, 'tft-3d/multihex.yaml');
    // the 7-hex colossus: seven hexes in its picture, the ones figureFootprint gives
    const expected = await page.evaluate(() => {
      const hg = (window as unknown as { __hg: { state: { doc: { session: unknown } }; library: { figureFootprint(s: unknown, id: string): { kind: string; cells: number[][] } } } }).__hg;
      return hg.library.figureFootprint(hg.state.doc.session, 'colossus').cells.map((c) => c.join(','));
    });
    expect(expected.length).toBe(7);
    const g = page.locator('#view2d g.figures [data-figure="colossus"]');
    expect((await g.getAttribute('data-cells'))!.split(' ').sort()).toEqual([...expected].sort());
    // (one filled hex per place; its facing wedge is a polygon too)
    expect(await g.locator('polygon[fill-opacity]').count()).toBe(7);
    // a hex of its footprint other than `at`, tapped at its centre, picks the colossus
    const other = expected.find((c) => c !== '4,8')!;
    const hex = (await page.locator(`#view2d svg.hg-map [data-cell="${other}"]`).boundingBox())!;
    await page.mouse.click(hex.x + hex.width / 2, hex.y + hex.height / 2);
    await page.waitForFunction(() => (window as unknown as { __hg: { state: { selected?: string } } }).__hg.state.selected === 'colossus');
    await page.screenshot({ path: `${SHOTS}/laptop-multihex.png` });
    await ctx.close();
  }, 90_000);

  it('city-of-peril: a path that provokes an attack of opportunity marks where it is taken, with a line from the attacker', async () => {
    const { ctx, page } = await open(false);
    // A to [6, 2]: it drops off the rooftop and then leaves C's reach (cop.base.provoke)
    await page.click('#view2d [data-figure="A"]');
    await page.click('#view2d [data-cell="6,2"]');
    const mark = page.locator('#view2d .hg-path-events [data-event="attack-of-opportunity"]');
    await mark.waitFor();
    expect(await mark.getAttribute('data-by')).toBe('C');
    expect(await mark.getAttribute('data-at')).toBe('5,2');
    expect(await page.locator('#view2d .hg-path-events [data-event="drop"]').count()).toBe(1);
    // the mark sits on the place the attack is taken from
    const m = (await mark.locator('circle').boundingBox())!;
    const sq = (await page.locator('#view2d svg.hg-map [data-cell="5,2"]').boundingBox())!;
    expect(m.x + m.width / 2).toBeGreaterThan(sq.x);
    expect(m.x + m.width / 2).toBeLessThan(sq.x + sq.width);
    expect(m.y + m.height / 2).toBeGreaterThan(sq.y);
    expect(m.y + m.height / 2).toBeLessThan(sq.y + sq.height);
    expect(await page.locator('#view2d .hg-path-events line').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/laptop-path-events.png` });
    await ctx.close();
  }, 90_000);

  it('logged no console errors', () => {
    expect(problems).toEqual([]);
  });
});
