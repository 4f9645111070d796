/**
 * Files and persistence: the file name to save under, download, autosave in localStorage, share by URL
 * (the scenario deflated and base64url-encoded in the hash). Reading and writing map files (YAML, .hsc,
 * editor .json) is in mapfiles.ts, a chunk loaded when a file is opened, saved or exported.
 */
import type { Scenario } from 'highground/core';

export function saveName(s: Scenario, file: string): string {
  const base = file && !/\.(hsc|json)$/i.test(file) ? file.replace(/^.*[\\/]/, '') : `${(s.title ?? 'map').replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'map'}.yaml`;
  return /\.ya?ml$/i.test(base) ? base : `${base.replace(/\.[^.]*$/, '')}.yaml`;
}

export function download(name: string, text: string | Uint8Array, type = 'application/yaml'): void {
  const blob = new Blob([text as BlobPart], { type });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// ---- share by URL ------------------------------------------------------------------------------

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(b.length);
  for (let i = 0; i < b.length; i++) out[i] = b.charCodeAt(i);
  return out;
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

export async function shareHash(s: Scenario): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(s));
  return `#map=${toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw')))}`;
}

/** The scenario in a `#map=` hash, or undefined. Throws if the hash is damaged. */
export async function fromHash(hash: string): Promise<unknown> {
  const m = /^#map=([A-Za-z0-9_-]+)/.exec(hash);
  if (!m) return undefined;
  const bytes = await pipe(fromBase64Url(m[1]!), new DecompressionStream('deflate-raw'));
  return JSON.parse(new TextDecoder().decode(bytes));
}

// ---- autosave ----------------------------------------------------------------------------------

const KEY = 'highground:autosave';

export interface Saved {
  file: string;
  index: number;
  entries: { scenario: Scenario; label: string; kind: 'open' | 'move' | 'edit' | 'roll' }[];
}

/** Each scenario's JSON text, written once: a scenario never changes (an edit makes a new one), and the
 * history of a big map written out whole after every edit was a 100 ms task. */
const jsonOf = new WeakMap<Scenario, string>();
function scenarioJson(s: Scenario): string {
  let t = jsonOf.get(s);
  if (t === undefined) jsonOf.set(s, (t = JSON.stringify(s)));
  return t;
}

export function autosave(s: Saved): void {
  try {
    // the history when it fits, else the current map alone
    const recent = s.entries.slice(Math.max(0, s.index - 30), s.index + 31);
    const first = Math.max(0, s.index - 30);
    const entries = recent.map((e) => `{"scenario":${scenarioJson(e.scenario)},"label":${JSON.stringify(e.label)},"kind":${JSON.stringify(e.kind)}}`);
    const text = `{"file":${JSON.stringify(s.file)},"index":${s.index - first},"entries":[${entries.join(',')}]}`;
    if (text.length < 2_500_000) {
      localStorage.setItem(KEY, text);
      return;
    }
  } catch {
    /* quota: fall through */
  }
  try {
    const cur = s.entries[s.index]!;
    localStorage.setItem(KEY, `{"file":${JSON.stringify(s.file)},"index":0,"entries":[{"scenario":${scenarioJson(cur.scenario)},"label":${JSON.stringify(cur.label)},"kind":"open"}]}`);
  } catch {
    /* storage full or denied: nothing to do */
  }
}

export function restore(): Saved | undefined {
  try {
    const text = localStorage.getItem(KEY);
    if (!text) return undefined;
    const s = JSON.parse(text) as Saved;
    if (!Array.isArray(s.entries) || !s.entries[s.index]) return undefined;
    return s;
  } catch {
    return undefined;
  }
}

export function forgetAutosave(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
