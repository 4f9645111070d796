/**
 * The app on a 390 x 844 touch screen, driven as a player at the table would: taps (a tap beside a small
 * token still picks the figure), the answers in a bottom sheet pulled up by its handle, the tools behind
 * the menu, no sideways scrolling, touch wording, pinch zoom, and the app again with the network off after
 * the first visit (the service worker). Skipped like the other browser tests where Chromium is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HAVE_CHROMIUM, startApp, type App } from './harness.js';

const SHOTS = '/tmp/highground-web-phone';
describe.runIf(HAVE_CHROMIUM)('the app on a phone', () => {
  let app: App | undefined;
  let url = '';
  let browser: Browser | undefined;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp('phone');
    ({ url, browser } = app);
    rmSync(SHOTS, { recursive: true, force: true });
  }, 90_000);

  afterAll(async () => {
    await app?.close();
  });

  async function phone(): Promise<{ ctx: BrowserContext; page: Page }> {
    const ctx = await browser!.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    await page.goto(url);
    await page.waitForSelector('#view2d [data-figure]');
    return { ctx, page };
  }

  const centre = async (page: Page, sel: string) => {
    const b = (await page.locator(sel).boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2, w: b.width, h: b.height };
  };

  it('gives the map the screen: a one-line header, no sideways scrolling, the map wider than 85 % of the screen', async () => {
    const { ctx, page } = await phone();
    const header = (await page.locator('header.top').boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
    const map = (await page.locator('#view2d svg').first().boundingBox())!;
    expect(map.width).toBeGreaterThan(390 * 0.85);
    // the tools are behind the menu, and every button there is a 44 px target
    expect(await page.isVisible('#open')).toBe(false);
    await page.tap('#menu');
    expect(await page.getAttribute('#menu', 'aria-expanded')).toBe('true');
    expect(await page.isVisible('#open')).toBe(true);
    // the open menu wraps to the screen: the page stays 390 px wide (a wider one is zoomed out and cut)
    expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
    const sizes = await page.$$eval('header button', (bs) => bs.filter((b) => (b as HTMLElement).offsetParent).map((b) => b.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `${SHOTS}/01-menu.png` });
    await ctx.close();
  });

  it('speaks of taps, picks a figure from a tap beside its token, and shows the answers in the sheet', async () => {
    const { ctx, page } = await phone();
    expect(await page.textContent('#hint')).toMatch(/^Tap a figure/);
    const a = await centre(page, '#view2d [data-figure="A"]');
    // a finger lands beside the small token (outside its drawing, within 22 px)
    await page.touchscreen.tap(a.x + a.w / 2 + 8, a.y + 4);
    await page.waitForSelector('#view2d [data-figure="A"][aria-pressed="true"]');
    expect(await page.getAttribute('#mapinfo [data-chip="A"]', 'aria-pressed')).toBe('true');
    const e = await centre(page, '#view2d [data-figure="E"]');
    await page.touchscreen.tap(e.x, e.y);
    await page.waitForSelector('#answers [data-answer="sight"]');
    // the answers come first in the sheet, in view without scrolling
    const first = (await page.locator('#answers [data-answer]').first().boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: `${SHOTS}/02-answers.png` });
    // the handle pulls the sheet up and pushes it down
    const before = (await page.locator('#side').boundingBox())!.height;
    await page.tap('#grab');
    await page.waitForFunction((h) => document.querySelector('#side')!.getBoundingClientRect().height > h + 100, before);
    expect(await page.getAttribute('#grab', 'aria-expanded')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/03-sheet-up.png` });
    await page.tap('#grab');
    await page.waitForFunction((h) => document.querySelector('#side')!.getBoundingClientRect().height < h + 20, before);
    await ctx.close();
  });

  it('a tap in the middle of a free square beside a figure asks about that square, not the figure next door', async () => {
    const { ctx, page } = await phone();
    await page.waitForSelector('#view2d [data-cell="3,2"]');
    expect(await page.evaluate(() => Object.values((window as unknown as { __hg: { state: { doc: { scenario: { figures: Record<string, { at: number[] }> } } } } }).__hg.state.doc.scenario.figures).some((f) => f.at.join(',') === '3,2'))).toBe(false);
    const a = await centre(page, '#view2d [data-figure="A"]');
    await page.touchscreen.tap(a.x, a.y);
    await page.waitForSelector('#view2d [data-figure="A"][aria-pressed="true"]');
    // the square east of A: its centre is within 22 px of A's token on a phone, yet it is the place tapped
    const c = await centre(page, '#view2d [data-cell="3,2"]');
    expect(c.x - a.x - a.w / 2).toBeLessThan(22);
    await page.touchscreen.tap(c.x, c.y);
    await page.waitForFunction(() => /^A → \[3, 2\]/.test(document.querySelector('#hint')?.textContent ?? ''));
    const status = (await page.textContent('#status'))!;
    expect(status).toMatch(/^\[3, 2\] level 0, rooftop\b/);
    expect(status).not.toMatch(/figure/);
    expect(await page.getAttribute('#view2d [data-figure="A"]', 'aria-pressed')).toBe('true');
    await ctx.close();
  });

  it('zooms with two fingers about their midpoint', async () => {
    const { ctx, page } = await phone();
    const box = (await page.locator('#view2d').boundingBox())!;
    const cx = box.x + box.width / 2, cy = box.y + box.height / 3;
    const session = await ctx.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', pts: { x: number; y: number }[]) => session.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map((p, i) => ({ ...p, id: i })) });
    const widthBefore = await page.evaluate(() => document.querySelector('#view2d .hg-wrap')!.getBoundingClientRect().width);
    await touch('touchStart', [{ x: cx - 30, y: cy }, { x: cx + 30, y: cy }]);
    for (let k = 1; k <= 6; k++) await touch('touchMove', [{ x: cx - 30 - 15 * k, y: cy }, { x: cx + 30 + 15 * k, y: cy }]);
    await touch('touchEnd', []);
    const widthAfter = await page.evaluate(() => document.querySelector('#view2d .hg-wrap')!.getBoundingClientRect().width);
    expect(widthAfter).toBeGreaterThan(widthBefore * 2);
    // a pinch is not a tap: nothing was selected
    expect(await page.$('#view2d [aria-pressed="true"]')).toBeNull();
    await ctx.close();
  });

  it('shows no fragment of a wrapped title over the map, and no level number under a grown figure label (the C3G house)', async () => {
    const { ctx, page } = await phone();
    await page.selectOption('#example', 'c3g-buildings/house.yaml');
    await page.waitForFunction(() => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === 'examples/c3g-buildings/house.yaml');
    await page.waitForSelector('#view2d svg.hg-top [data-figure="climber"]');
    // the words a person sees in the map's picture: figure labels and numbers, no piece of the title ("map)")
    const words = await page.$$eval('#view2d svg text', (ts) => ts.filter((t) => t.getBoundingClientRect().width > 0).map((t) => t.textContent ?? ''));
    expect(words.filter((w) => /map\)|Heroscape|house/.test(w))).toEqual([]);
    expect(words).toContain('climber');
    // every figure label clear of every level number still shown (the labels are grown to be readable here)
    const overlaps = await page.evaluate(() => {
      const shown = (t: Element) => { const r = t.getBoundingClientRect(); return r.width > 0 ? r : undefined; };
      const labels = [...document.querySelectorAll('#view2d svg.hg-top g.figure-labels text')].map((t) => [t.textContent, shown(t)] as const).filter(([, r]) => r);
      const levels = [...document.querySelectorAll('#view2d svg.hg-map g.levels text')].map((t) => [t.textContent, shown(t)] as const).filter(([, r]) => r);
      const out: string[] = [];
      for (const [a, r] of labels) for (const [b, q] of levels) if (r!.left < q!.right - 1 && q!.left < r!.right - 1 && r!.top < q!.bottom - 1 && q!.top < r!.bottom - 1) out.push(`${a} over ${b}`);
      return { out, levels: levels.length, grown: [...document.querySelectorAll<SVGTextElement>('#view2d svg.hg-top g.figure-labels text')].some((t) => Number(t.getAttribute('font-size')) > Number(t.dataset.fs)) };
    });
    expect(overlaps.grown).toBe(true);
    expect(overlaps.levels).toBeGreaterThan(20);
    expect(overlaps.out).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/04-house.png` });
    await ctx.close();
  });

  it('keeps every level number shown clear of every token, enlarged or not (the small tft-3d side view on a phone and a laptop; multi-hex figures on a laptop)', async () => {
    const { ctx, page } = await phone();
    const laptop = await (await browser!.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await laptop.goto(url);
    await laptop.waitForSelector('#view2d [data-figure]');
    // the boxes a person sees: each level number's box against each token's disc (its outline included)
    const touching = (p: Page) => p.evaluate(() => {
      const levels = [...document.querySelectorAll('#view2d svg.hg-map g.levels text')]
        .filter((t) => getComputedStyle(t).display !== 'none').map((t) => [t.textContent, t.getBoundingClientRect()] as const).filter(([, r]) => r.width > 0);
      const out: string[] = [];
      let grown = 0;
      for (const c of document.querySelectorAll<SVGCircleElement>('#view2d svg.hg-top g.figures [data-figure] circle:not([fill="none"])')) {
        const b = c.getBoundingClientRect();
        const [x, y, r] = [b.x + b.width / 2, b.y + b.height / 2, b.width / 2];
        if (Number(c.getAttribute('r')) > Number(c.dataset.r)) grown++;
        for (const [n, q] of levels) {
          const d = Math.hypot(Math.max(q.left, Math.min(x, q.right)) - x, Math.max(q.top, Math.min(y, q.bottom)) - y);
          if (d < r) out.push(`${c.closest('[data-figure]')!.getAttribute('data-figure')}'s token over level ${n} (${(r - d).toFixed(1)} px)`);
        }
      }
      return { out, levels: levels.length, grown };
    });
    for (const [p, ex] of [[page, 'tft-3d/side-view.yaml'], [laptop, 'tft-3d/side-view.yaml'], [laptop, 'tft-3d/multihex.yaml']] as const) {
      await p.selectOption('#example', ex);
      await p.waitForFunction((f) => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === f, `examples/${ex}`);
      await p.waitForSelector('#view2d svg.hg-top [data-figure]');
      const seen = await touching(p);
      // the numbers are shown (big enough to read here), the tokens at their drawn size (none grown), none touching
      expect(seen.levels, ex).toBeGreaterThanOrEqual(12);
      expect(seen.grown, ex).toBe(0);
      expect(seen.out, ex).toEqual([]);
    }
    await page.screenshot({ path: `${SHOTS}/05-side-view.png` });
    await laptop.context().close();
    await ctx.close();
    // three pages and three maps: 32 s on a loaded machine, past the 30 s default
  }, 90_000);

  it('shows an error toast over the map only, covering no control (the menu, the map\'s choice, the zoom, the legend, the sheet) nor the status line, with the sheet down or pulled up', async () => {
    const { ctx, page } = await phone();
    // a file that is no map at all, opened from the menu as a player would
    const bad = join(app!.out, 'bad.hsc');
    writeFileSync(bad, Buffer.from('this is not a map at all \0\x01\x02', 'latin1'));
    // every control a finger can see on the page (and the status line a player reads), outside the toast,
    // clipped to the sheet when it is in it
    const covered = () => page.evaluate(() => {
      const t = document.querySelector('#toast')!.getBoundingClientRect();
      const sheet = document.querySelector('#side')!.getBoundingClientRect();
      const out: string[] = [];
      for (const e of document.querySelectorAll<HTMLElement>('button, select, input, summary, a[href], [role="button"], .chip, #status, #balance-badge')) {
        if (e.closest('#toast')) continue;
        const r = e.getBoundingClientRect();
        let [top, bottom] = [r.top, r.bottom];
        if (e.closest('#side')) [top, bottom] = [Math.max(top, sheet.top), Math.min(bottom, sheet.bottom)];
        if (r.width <= 0 || bottom - top <= 0 || getComputedStyle(e).visibility === 'hidden') continue;
        if (r.left < t.right && t.left < r.right && top < t.bottom && t.top < bottom) out.push(`${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''} "${(e.textContent ?? '').trim().slice(0, 20)}"`);
      }
      return out;
    });
    for (const pulled of [false, true]) {
      if (pulled) {
        await page.tap('#toast button');
        await page.tap('#grab');
        await page.waitForFunction(() => document.querySelector('#grab')!.getAttribute('aria-expanded') === 'true');
      }
      await page.tap('#menu');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.tap('#open')]);
      await chooser.setFiles(bad);
      await page.waitForSelector('#toast:not([hidden])');
      expect(await page.textContent('#toast')).toMatch(/^bad\.hsc: byte 0: not a VirtualScape map/);
      // the sheet's height settles (it is lowered when the toast has no room above it)
      await page.waitForTimeout(400);
      expect(await covered(), pulled ? 'sheet pulled up' : 'sheet down').toEqual([]);
      // the toast is on the screen, whole (no scrolling inside it), and above the sheet
      const t = (await page.locator('#toast').boundingBox())!;
      const sheet = (await page.locator('#side').boundingBox())!;
      expect(t.y).toBeGreaterThan(0);
      expect(t.y + t.height).toBeLessThanOrEqual(sheet.y);
      expect(await page.$eval('#toast', (e) => e.scrollHeight <= e.clientHeight + 1)).toBe(true);
      await page.screenshot({ path: `${SHOTS}/06-toast${pulled ? '-sheet-up' : ''}.png` });
    }
    // two figures tapped, the status line under the map says what was asked; a notice (the share link) stays above it
    await page.tap('#toast button');
    for (const f of ['A', 'E']) {
      const p = await centre(page, `#view2d [data-figure="${f}"]`);
      await page.touchscreen.tap(p.x, p.y);
    }
    await page.waitForSelector('#answers [data-answer="sight"]');
    await page.tap('#menu');
    await page.tap('#share');
    await page.waitForSelector('#toast:not([hidden])');
    await page.waitForTimeout(400);
    expect(await page.textContent('#status')).not.toBe('');
    expect(await covered(), 'share link').toEqual([]);
    await page.screenshot({ path: `${SHOTS}/06-toast-share.png` });
    await ctx.close();
  });

  it('works offline after the first visit', async () => {
    const { ctx, page } = await phone();
    // the worker is registered once the page has loaded (the dev server has none: registering fails quietly),
    // and has cached the app when it is ready
    const ready = await page.evaluate(() => Promise.race([
      navigator.serviceWorker.ready.then((r) => r.active?.state ?? 'none'),
      new Promise<string>((ok) => setTimeout(() => ok('timed out'), 15_000)),
    ]));
    const regs = await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.map((x) => `${x.scope} ${x.active?.state} ${x.installing?.state} ${x.waiting?.state}`)));
    expect(['activated', 'activating'], `${ready}: ${regs.join('; ')}; ${problems.join('; ')}`).toContain(ready);
    await ctx.setOffline(true);
    await page.reload();
    await page.waitForSelector('#view2d [data-figure]', { timeout: 15_000 });
    expect(await page.$$eval('#view2d [data-figure]', (f) => f.length)).toBeGreaterThan(1);
    const manifest = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(manifest).toBe('manifest.webmanifest');
    await ctx.close();
  });

  it('logged no console errors', () => {
    expect(problems).toEqual([]);
  });
});
