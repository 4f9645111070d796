/**
 * What every browser test of the app shares: build the app with Vite (once per test run, see `appBuild`),
 * copy it into a temporary folder of the test file's own, serve that on loopback, and launch Debian's
 * Chromium with the flags this machine needs (no background networking: the network is closed). `close`
 * stops all three and removes the copy.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CHROMIUM = '/usr/bin/chromium';
export const HAVE_CHROMIUM = existsSync(CHROMIUM);
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
};

/** Serve the files of `dir` on a free loopback port (nothing outside `dir`). */
export function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep) || !existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` })));
}

export interface App {
  url: string;
  /** The build folder (removed by `close`): a place for files a test writes, too. */
  out: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Build the app with Vite into `outDir`. */
async function buildApp(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'web/vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
}

const BUILD_WAIT_MS = 10 * 60_000;

/**
 * The folder of this test run's app build. The build took ~10 s of a core and every browser test file made its
 * own from the same sources; now the first file of the run to ask builds it into the run's folder
 * (test/setup-web-build.ts makes one per run) while holding a lock (a directory: `mkdir` is atomic across the
 * worker processes), and the others wait for its `ready` mark, or its `failed` note, which they throw too.
 * Outside a run with that setup (no folder provided) the file builds its own, as before.
 */
async function appBuild(): Promise<string | undefined> {
  let run: string | undefined;
  try {
    run = inject('webBuildRun');
  } catch {
    return undefined;
  }
  if (!run) return undefined;
  const dir = join(run, 'app');
  const ready = join(run, 'ready');
  const failed = join(run, 'failed');
  let mine = true;
  try {
    mkdirSync(join(run, 'lock'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    mine = false;
  }
  if (mine) {
    try {
      await buildApp(dir);
    } catch (e) {
      writeFileSync(failed, String((e as Error)?.stack ?? e));
      throw e;
    }
    writeFileSync(ready, '');
    return dir;
  }
  const until = Date.now() + BUILD_WAIT_MS;
  while (!existsSync(ready)) {
    if (existsSync(failed)) throw new Error(`the app build of this run (${dir}) failed in another test file:\n${readFileSync(failed, 'utf8')}`);
    if (Date.now() > until) throw new Error(`the app build of this run (${dir}) was not ready after ${BUILD_WAIT_MS / 1000} s`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return dir;
}

/**
 * Serve a copy of the run's app build (its own folder, so files a test writes there stay its own) and
 * launch Chromium (`name` tells the temporary folders apart).
 */
export async function startApp(name: string): Promise<App> {
  const out = mkdtempSync(join(tmpdir(), `highground-${name}-`));
  // Chromium starts while the build is made or waited for (each took seconds).
  const { chromium } = await import('playwright-core');
  const launching = chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  launching.catch(() => undefined); // a failed launch is thrown below, once the build is in
  try {
    const shared = await appBuild();
    if (shared) cpSync(shared, out, { recursive: true });
    else await buildApp(out);
  } catch (e) {
    await launching.then((b) => b.close(), () => undefined);
    rmSync(out, { recursive: true, force: true });
    throw e;
  }
  let browser: Browser;
  try {
    browser = await launching;
  } catch (e) {
    rmSync(out, { recursive: true, force: true });
    throw e;
  }
  const { server, url } = await serve(out);
  return {
    url,
    out,
    browser,
    async close() {
      await browser.close();
      server.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

/** The phone every touch test uses (390x844, touch, 2x), and the default laptop. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
export const LAPTOP = { width: 1400, height: 900 } as const;

/**
 * A new page of the app in its own context, on the phone or on a laptop of `laptop` size, not yet navigated;
 * its page errors are pushed onto `problems` (the caller asserts it is empty).
 */
export async function newAppPage(app: App, phone: boolean, problems: string[], laptop: { width: number; height: number } = LAPTOP): Promise<{ page: Page; context: BrowserContext }> {
  const context = await app.browser.newContext(phone ? PHONE : { viewport: laptop });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return { page, context };
}
