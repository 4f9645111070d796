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

/** ": why", the most telling reason of a refusal (a named cause before a bare "no way"), or nothing. */
export function because(v: { reasons?: unknown }): string {
  const rs = (Array.isArray(v.reasons) ? v.reasons : []) as { text?: string }[];
  const texts = rs.map((r) => r.text).filter((t): t is string => typeof t === 'string' && t.length > 0);
  const t = texts.find((x) => !/^no way\b/.test(x)) ?? texts[0];
  return t ? `: ${t}` : '';
}

/**
 * ": why" for a refused contact (melee, engaged): an attacker engaged elsewhere first, else the first reason
 * that says why not, without its closing ": not adjacent".
 */
export function contactWhy(v: { reasons?: unknown }): string {
  const rs = ((Array.isArray(v.reasons) ? v.reasons : []) as { rule?: string; text?: string }[])
    .filter((x) => typeof x.text === 'string' && x.text.length > 0 && x.rule !== 'hs.height-advantage');
  const r = rs.find((x) => /may attack only/.test(x.text!)) ?? rs[0];
  return r ? `: ${r.text!.replace(/: not adjacent$/, '')}` : '';
}

/** A fall as the move and reach summaries say it (hs.fall): the kind and its dice, or why it does no damage. */
export interface FallWords { fall: string; dice: number; safe?: string }
export function fallWords(f: FallWords): string {
  return f.safe
    ? `with a fall that does no damage (${f.safe === 'flying' ? 'it flies' : f.safe === 'lava' ? 'into molten lava: the lava roll instead' : 'into water'})`
    : f.fall === 'extreme' ? 'with an extreme fall (the d20: destroyed on 1-18)'
      : `with a ${f.fall} fall (${plural(f.dice, 'combat die', 'combat dice')})`;
}
