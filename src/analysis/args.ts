/**
 * The arguments of the library's analysis entries (analyzeScenario, analyzeTable), checked as the scenario
 * schema checks a file: a scenario object, and an options object of known keys with whole or positive
 * numbers. A wrong one is a HighgroundError with code `usage` naming the key, never a TypeError or a hang
 * (a step of 1e-9 inches asked for 10^21 points).
 */
import { HighgroundError } from '../errors.js';

function typeName(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v;
}

function show(v: unknown): string {
  return typeof v === 'number' ? String(v) : typeof v === 'string' ? JSON.stringify(v) : typeName(v);
}

/** Refuse a scenario argument that is not an object (the schema then checks what it holds). */
export function checkScenarioArg(entry: string, scenario: unknown): void {
  if (typeof scenario !== 'object' || scenario === null || Array.isArray(scenario))
    throw new HighgroundError(`${entry}: the scenario must be a scenario object (as loadScenario reads one), found ${typeName(scenario)}`, { path: ['scenario'] }, 'usage');
}

/** What each option key takes: a whole number from `min` to `max`, or (`real`) any number above `min` up to `max`. */
export interface OptionRule {
  readonly min: number;
  readonly max: number;
  readonly real?: boolean;
  readonly doc: string;
}

/** Refuse an options argument that is not an object of these keys with numbers in range. */
export function checkOptionsArg(entry: string, opts: unknown, rules: Readonly<Record<string, OptionRule>>): void {
  if (opts === undefined) return;
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts))
    throw new HighgroundError(`${entry}: the options must be an object (${Object.keys(rules).join(', ')}), found ${typeName(opts)}`, { path: ['options'] }, 'usage');
  for (const [k, v] of Object.entries(opts)) {
    const rule = rules[k];
    if (!rule) throw new HighgroundError(`${entry}: unknown option "${k}" (options: ${Object.keys(rules).join(', ')})`, { path: ['options', k] }, 'usage');
    if (v === undefined) continue;
    const ok = typeof v === 'number' && Number.isFinite(v) && v <= rule.max && (rule.real ? v > rule.min : Number.isInteger(v) && v >= rule.min);
    if (!ok) throw new HighgroundError(`${entry}: option ${k} (${rule.doc}) must be ${rule.real ? `a number above ${rule.min}` : `a whole number from ${rule.min}`} up to ${rule.max}, found ${show(v)}`, { path: ['options', k] }, 'usage');
  }
}
