/** Plain-language pieces for the heroscape questions' one-line summaries. */
import { sayArg } from '../../../engine/summary.js';

export const say = sayArg;

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "+1 for height" style words for a side's height-advantage dice. */
export function heightWords(n: unknown): string {
  return typeof n === 'number' && n > 0 ? ` +${n} for height` : '';
}
