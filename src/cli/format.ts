/** Human-readable rendering of verdicts and check results for the terminal. */
import type { Verdict } from '../engine/verdict.js';
import type * as z from '../formats/schema-kit.js';
import type { CheckResult } from '../api.js';
import type { QuestionDef } from '../engine/ruleset.js';
import { formatPath, formatPlace } from '../errors.js';
import { oneLine } from './safe-text.js';

const HIDDEN = new Set(['ask', 'reasons', 'evidence']);

function short(v: unknown): string {
  if (typeof v === 'string') return oneLine(v);
  const s = oneLine(JSON.stringify(v) ?? String(v));
  return s.length > 160 ? s.slice(0, 157) + '...' : s;
}

export function describeQuestion(q: { ask: string; [k: string]: unknown }): string {
  const args = Object.entries(q)
    .filter(([k]) => k !== 'ask' && k !== 'expect' && k !== 'name')
    .map(([k, v]) => `${k}=${short(v)}`);
  return [oneLine(String(q.ask)), ...args].join(' ');
}

/** A question's positional arguments for `rules`: `<from> <to> [budget]`, the optional ones in brackets. */
export function positionalUsage(q: Pick<QuestionDef<unknown>, 'args' | 'positional'>): string {
  const shape = 'shape' in q.args ? (q.args.shape as Record<string, z.Schema | undefined>) : {};
  return q.positional.map((p) => (shape[p]?.safeParse(undefined).success ? `[${p}]` : `<${p}>`)).join(' ');
}

export function formatVerdict(v: Verdict): string {
  const lines: string[] = [];
  const keys = Object.entries(v).filter(([k]) => !HIDDEN.has(k));
  lines.push(keys.map(([k, val]) => `${k}: ${short(val)}`).join('\n'));
  if (v.reasons.length) {
    lines.push('why:');
    for (const r of v.reasons) lines.push(`  - ${oneLine(r.rule)}: ${oneLine(r.text)}`);
  }
  return lines.join('\n');
}

export function formatCheck(file: string, r: CheckResult): string {
  const where = `${oneLine(file)}${r.line !== undefined ? `:${r.line}` : ''}`;
  const label = r.question.name ? `${oneLine(String(r.question.name))} (${describeQuestion(r.question)})` : describeQuestion(r.question);
  if (r.error) {
    // Name the argument's own line and key when the error knows them (e.g. a bad `exit:` two lines below `ask:`).
    const p = r.error.place;
    const at = p.line !== undefined ? `${oneLine(file)}:${p.line}` : where;
    const key = p.path && p.path.length ? `key ${formatPath(p.path)}: ` : '';
    return `ERROR ${at} ${label}: ${key}${oneLine(r.error.reason)}`;
  }
  if (r.pass) return `pass  ${where} ${label}`;
  const lines = [`FAIL  ${where} ${label}`];
  for (const m of r.mismatches) lines.push(`        ${m.path || '(verdict)'}: expected ${short(m.expected)}, got ${short(m.actual)}`);
  if (r.verdict) lines.push(`        verdict: ${short(Object.fromEntries(Object.entries(r.verdict).filter(([k]) => k !== 'evidence')))}`);
  return lines.join('\n');
}

export { formatPlace };
