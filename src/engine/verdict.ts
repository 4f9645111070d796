/**
 * Building verdicts (the types are in src/verdict.ts, re-exported here for the engine and the rulesets).
 */
export type { Reason, TracedLine, Evidence, Verdict } from '../verdict.js';
import type { Reason } from '../verdict.js';

export function reason(rule: string, text: string, details: Record<string, unknown> = {}): Reason {
  return { rule, text, ...details };
}

/** Keep the first reason for each (rule, text) pair, in order. */
export function uniqueReasons(list: readonly Reason[]): Reason[] {
  const seen = new Set<string>();
  const out: Reason[] = [];
  for (const r of list) {
    const k = `${r.rule}\u0000${r.text}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(r);
    }
  }
  return out;
}
