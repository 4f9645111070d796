/**
 * Draws the picture of a big map off the page's thread (view2d.ts posts the board, gets the SVG text back
 * cut into pieces, chunks.ts): the text of a map of hundreds of places takes longer to write than a tap
 * may wait, and putting it in whole was one long task too.
 */
import { renderMapSvg, type MapSource } from 'highground';
import { chunkPicture } from './chunks.js';

const post = (m: unknown) => (globalThis as unknown as { postMessage(m: unknown): void }).postMessage(m);

globalThis.addEventListener('message', (e: Event) => {
  const { id, source, legend } = (e as MessageEvent<{ id: number; source: MapSource; legend: boolean }>).data;
  try {
    // without the places' tooltips: a third of the text to parse on the page, and the app tells the place
    // under the pointer on its status line
    const markup = renderMapSvg(source, { idPrefix: 'b', legend }).replace(/<title>[^<]*<\/title>/g, '');
    post({ id, ...chunkPicture(markup) });
  } catch (err) {
    post({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
