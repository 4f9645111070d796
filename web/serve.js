#!/usr/bin/env node
/**
 * `npm start`: build the browser app with Vite and serve it on http://localhost:$PORT (default 5173).
 * Everything runs in the browser; this only serves files.
 */
import { build, preview } from 'vite';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const configFile = resolve(here, 'vite.config.ts');
const port = Number(process.env.PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, found ${JSON.stringify(process.env.PORT)}`);
  process.exit(2);
}

console.log('highground: building the app ...');
await build({ configFile });
const server = await preview({ configFile, preview: { port, strictPort: true, host: 'localhost', open: false } });
const addr = server.httpServer.address();
const actual = addr && typeof addr === 'object' ? addr.port : port;
console.log(`highground app: http://localhost:${actual}/  (Ctrl+C to stop)`);
