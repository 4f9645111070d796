/**
 * The app gives a hex map back to the tools Heroscape players use (issue 14): the `.hsc` and `.json`
 * buttons download files that VirtualScape's layout and the map editor's JSON readers (ours, checked
 * against an independent reader in test/heroscape) read back to the same battlefield.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { HAVE_CHROMIUM, ROOT, startApp, type App } from './harness.js';
import { hexTerrain } from '../../src/board/hex-board.js';
import { editorJsonToScenario, hscToScenario, loadScenario, readEditorJson, readHsc } from '../../src/index.js';
import { buildGridBoard } from '../../src/formats/scenario/grid.js';
import type { Scenario } from '../../src/formats/scenario/schema.js';

const EXAMPLE = 'heroscape/stonebridge-ford.yaml';

/**
 * The solid layers of every place of a hex scenario (levels, and the gaps between them), keyed by place
 * relative to the first place in reading order (a file may put the map anywhere; odd-r rows keep parity).
 */
function solids(s: Scenario): Map<string, string> {
  if (s.map.grid !== 'hex') throw new Error('hex map expected');
  const t = hexTerrain(buildGridBoard(s.map, { groundLevel: 0 }));
  const at: [number, number, string][] = [];
  for (let i = 0; i < t.width * t.height; i++) {
    const layers: number[] = [];
    for (const c of t.solids[i]!) if (c.what === 'column') for (let l = c.lo; l < c.hi; l++) layers.push(l);
    if (layers.length) at.push([i % t.width, Math.floor(i / t.width), layers.sort((a, b) => a - b).join(',')]);
  }
  at.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const [x0, y0] = at[0]!;
  return new Map(at.map(([x, y, v]) => [`${x - x0},${y - y0}`, v]));
}

describe.runIf(HAVE_CHROMIUM)('the app exports a hex map to .hsc and map-editor .json (issue 14)', () => {
  let app: App | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    app = await startApp('export');
    const ctx = await app.browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    page = await ctx.newPage();
    await page.goto(app.url);
    await page.waitForSelector('#view2d [data-cell], #view2d [data-table]');
    await page.selectOption('#example', EXAMPLE);
    await page.waitForFunction((id) => (window as unknown as { __hg: { state: { doc?: { file: string } } } }).__hg.state.doc?.file === `examples/${id}`, EXAMPLE);
  }, 90_000);

  afterAll(async () => {
    await app?.close();
  });

  async function download(button: string): Promise<{ name: string; bytes: Buffer }> {
    const [dl] = await Promise.all([page!.waitForEvent('download'), page!.click(button)]);
    const path = await dl.path();
    return { name: dl.suggestedFilename(), bytes: readFileSync(path!) };
  }

  const original = () => solids(loadScenario(readFileSync(join(ROOT, 'examples', EXAMPLE), 'utf8')).scenario);

  it('.hsc: a VirtualScape file that reads back to the same places with the same solid levels and gaps', async () => {
    const { name, bytes } = await download('#export-hsc');
    expect(name).toMatch(/\.hsc$/);
    const back = hscToScenario(readHsc(new Uint8Array(bytes)), { ruleset: 'heroscape' });
    expect(back.ruleset).toBe('heroscape');
    const got = solids(back);
    const want = original();
    expect(got.size).toBe(want.size);
    for (const [k, v] of want) expect(got.get(k), k).toBe(v);
  }, 60_000);

  it('.json: a heroscape-map-editor file that reads back to the same places with the same solid levels and gaps', async () => {
    const { name, bytes } = await download('#export-json');
    expect(name).toMatch(/\.json$/);
    const back = editorJsonToScenario(readEditorJson(bytes.toString('utf8')), { ruleset: 'heroscape' });
    // the map's one-hex ruin fits no real piece: the export says so (in the toast), and the editor's
    // stand-in for it may stand at another height; every other place must come back as it was
    expect(await page!.textContent('#toast')).toMatch(/ruin/);
    const got = solids(back);
    const want = original();
    const ruin = '8,5';
    expect(want.has(ruin)).toBe(true);
    expect(got.size).toBe(want.size);
    for (const [k, v] of want) if (k !== ruin) expect(got.get(k), k).toBe(v);
  }, 60_000);
});
