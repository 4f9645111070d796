/**
 * Text for a terminal, from names the user's files chose: control characters (ESC, BEL, CR, the C1
 * range) and bidirectional overrides are shown as visible escapes, so a shared scenario cannot clear
 * the screen, set the window title, overwrite a line or reorder what is shown. Newlines and tabs pass
 * (the command's own layout); `oneLine` escapes newlines too, for a name inside one line of output.
 *
 * Data written to standard output keeps its meaning: JSON and YAML use their own `\uXXXX` escapes (see
 * `jsonSafe` and the scenario writer), SVG numeric character references.
 */

/**
 * C0 controls but tab and newline, DEL and C1, the bidi marks, embeddings, overrides and isolates
 * (U+061C, U+200E/F, U+202A-E, U+2066-9), and the line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const UNSAFE_OR_NEWLINE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

function visible(c: string): string {
  const n = c.charCodeAt(0);
  if (n === 0x0a) return '\\n';
  if (n === 0x0d) return '\\r';
  if (n === 0x1b) return '\\e';
  return n <= 0xff ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u${n.toString(16).padStart(4, '0')}`;
}

/** True when `s` holds a character a terminal would act on (or reorder by). */
export function hasUnsafe(s: string): boolean {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(s);
}

/** `s` with every unsafe character written as a visible escape (`\e`, `\x07`, `\u202e`); newlines kept. */
export function terminalText(s: string): string {
  return s.replace(UNSAFE, visible);
}

/** As `terminalText`, and newlines escaped too: a name inside one line. */
export function oneLine(s: string): string {
  return s.replace(UNSAFE_OR_NEWLINE, visible);
}

/** JSON text (as JSON.stringify writes it) with the unsafe characters it leaves raw written as `\uXXXX`: the same data. */
export function jsonSafe(json: string): string {
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** XML text with the unsafe characters as numeric character references (the same text once read). */
export function xmlSafe(xml: string): string {
  return xml.replace(UNSAFE, (c) => `&#x${c.charCodeAt(0).toString(16)};`);
}
