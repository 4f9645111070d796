/**
 * The library parts loaded after the first draw (drawing.ts), reached through one live binding: `drawing`
 * is set before any map opens (main.ts awaits `loadDrawing` with the map's game), so the views and panels
 * that draw a map use it synchronously.
 */
import type * as Drawing from './drawing.js';

/** The renderer and the clause words; set once `loadDrawing` has resolved. */
export let drawing: typeof Drawing;

let loading: Promise<void> | undefined;

/** Load drawing.ts (once; later calls share the promise). */
export function loadDrawing(): Promise<void> {
  loading ??= import('./drawing.js').then((m) => {
    drawing = m;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}
