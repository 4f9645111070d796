/**
 * What every browser test of the app shares: build the app with Vite into a temporary folder, serve it
 * on loopback, and launch Debian's Chromium with the flags this machine needs (no background networking:
 * the network is closed). `close` stops all three and removes the build.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';

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

/** Build the app, serve it and launch Chromium (`name` tells the temporary folders apart). */
export async function startApp(name: string): Promise<App> {
  const { build } = await import('vite');
  const out = mkdtempSync(join(tmpdir(), `highground-${name}-`));
  await build({ configFile: join(ROOT, 'web/vite.config.ts'), logLevel: 'error', build: { outDir: out, emptyOutDir: true } });
  const { server, url } = await serve(out);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
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
