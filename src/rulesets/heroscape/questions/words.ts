/** Plain-language pieces for the heroscape questions' one-line summaries. */
import { sayArg } from '../../../engine/summary.js';

export const say = sayArg;

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** " (3 +1 for height)": a side's own dice and its height-advantage dice, when it has any. */
export function heightWords(own: number, extra: number): string {
  return extra > 0 ? ` (${own} +${extra} for height)` : '';
}
