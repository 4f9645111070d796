/**
 * A tiny SVG/XML string builder. Every piece of text that may come from a file (names, ids, terrain
 * names, reasons) goes through `text` or an attribute value, both escaped here, so a name full of
 * markup is shown as text and never parsed as markup.
 */

/** Characters XML 1.0 does not allow at all (C0 controls except tab/newline/return, lone surrogates, U+FFFE/F). */
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escape text for element content or a quoted attribute value; characters XML forbids become U+FFFD. */
export function esc(s: string): string {
  return s
    .replace(INVALID_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A number for an attribute: at most 2 decimals, no "-0". */
export function num(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

export type AttrValue = string | number | boolean | undefined | null;
export type Attrs = Readonly<Record<string, AttrValue>>;

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    if (!/^[A-Za-z_][\w:.-]*$/.test(k)) throw new Error(`svg: bad attribute name ${JSON.stringify(k)}`);
    out += ` ${k}="${v === true ? k : typeof v === 'number' ? num(v) : esc(v)}"`;
  }
  return out;
}

/** An element; `inner` is already-built markup (use `text()` for user text). */
export function el(name: string, a: Attrs = {}, inner?: string | readonly string[]): string {
  const body = inner === undefined ? undefined : typeof inner === 'string' ? inner : inner.join('');
  return body === undefined || body === '' ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${body}</${name}>`;
}

/** A <text> element with escaped content. */
export function text(s: string, a: Attrs = {}): string {
  return `<text${attrs(a)}>${esc(s)}</text>`;
}

/** A <title> (tooltip) with escaped content. */
export function title(s: string): string {
  return `<title>${esc(s)}</title>`;
}

/** Points attribute for polygon/polyline. */
export function points(ps: readonly (readonly [number, number])[]): string {
  return ps.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

/** Shorten a label for drawing (the full text goes into a <title>). */
export function clip(s: string, max: number): string {
  const chars = [...s];
  return chars.length <= max ? s : chars.slice(0, Math.max(1, max - 1)).join('') + '\u2026';
}
