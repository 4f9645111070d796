/**
 * A big map's picture cut into pieces the page can put in one at a time: the picture's frame (its
 * defs, background, legend and empty groups) and the children of its big groups (places, decor, level
 * numbers) in runs of a few hundred elements. Put in whole, the largest shared map's 2,000 shapes were
 * one task of about 100 ms of parsing, style and layout; a piece is a few milliseconds, and a tap
 * between two pieces is answered at once.
 *
 * The picture is the library's own SVG text (formats/svg/render.ts): no comments, no CDATA, text
 * escaped, so a tag is `<...>` with no `>` inside and an element's extent is found by counting depth.
 */

/** The groups cut into pieces, by class, in the picture's order. */
export const CHUNKED = ['places', 'decor', 'levels'] as const;
export type ChunkedGroup = (typeof CHUNKED)[number];

export interface PictureChunks {
  /** The picture with the chunked groups left empty (`<g class="places"></g>`). */
  head: string;
  /** Each chunked group's children, as markup runs of at most `size` top-level elements. */
  parts: Record<ChunkedGroup, string[]>;
}

const TAG = /<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g;

/** The top-level elements of a markup run (a group's inner text), each as its own text. */
export function topElements(inner: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(inner); m; m = TAG.exec(inner)) {
    const closing = m[1] === '/';
    const selfClosing = m[3] === '/';
    if (!closing && depth === 0) start = m.index;
    if (closing) depth--;
    else if (!selfClosing) depth++;
    if (depth === 0 && start >= 0) {
      out.push(inner.slice(start, TAG.lastIndex));
      start = -1;
    }
    if (depth < 0) throw new Error(`unbalanced markup at character ${m.index}`);
  }
  if (depth !== 0) throw new Error('unbalanced markup: an element is not closed');
  return out;
}

/** The extent of the group `<g class="NAME" ...>...</g>` at the picture's top level: [open start, inner start, inner end, close end]. */
function groupAt(svg: string, name: string): [number, number, number, number] | undefined {
  const open = new RegExp(`<g class="${name}"[^>]*?(/?)>`).exec(svg);
  if (!open) return undefined;
  const innerStart = open.index + open[0].length;
  if (open[1] === '/') return [open.index, innerStart, innerStart, innerStart];
  let depth = 1;
  TAG.lastIndex = innerStart;
  for (let m = TAG.exec(svg); m; m = TAG.exec(svg)) {
    if (m[1] === '/') depth--;
    else if (m[3] !== '/') depth++;
    if (depth === 0) return [open.index, innerStart, m.index, TAG.lastIndex];
  }
  throw new Error(`the picture's "${name}" group is not closed`);
}

/** Cut a picture (the library's SVG text) into its frame and runs of `size` elements of each big group. */
export function chunkPicture(svg: string, size = 250): PictureChunks {
  const parts = { places: [], decor: [], levels: [] } as Record<ChunkedGroup, string[]>;
  let head = svg;
  for (const name of CHUNKED) {
    const at = groupAt(head, name);
    if (!at) continue;
    const kids = topElements(head.slice(at[1], at[2]));
    for (let i = 0; i < kids.length; i += size) parts[name].push(kids.slice(i, i + size).join(''));
    const open = head.slice(at[0], at[1]).replace(/\/>$/, '>');
    head = `${head.slice(0, at[0])}${open}</g>${head.slice(at[3])}`;
  }
  return { head, parts };
}
