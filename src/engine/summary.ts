/**
 * One sentence a player reads before the clauses: "A can see B", "D has cover from B", "A can move to
 * [4, 2] for 5". A ruleset may give its own for a question (`QuestionDef.summary`); this one serves every
 * question from the verdict's common keys, so no answer is left without a sentence. Clause ids stay in
 * `reasons`; internal keys and raw values are never the sentence.
 */
import type { Verdict } from '../verdict.js';

/** A question argument as a person says it: a figure's id, a place [x, y], a point in inches. */
export function sayArg(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(+v.toFixed(2));
  if (Array.isArray(v)) return `[${v.map((x) => (typeof x === 'number' ? +x.toFixed(2) : String(x))).join(', ')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('figure' in o) return sayArg(o.figure);
    if ('at' in o) return sayArg(o.at);
  }
  return '';
}

const FIRST = ['from', 'attacker', 'a', 'figure', 'mover', 'viewer', 'at', 'piece', 'origin'];
const SECOND = ['to', 'target', 'b', 'enemy', 'defender', 'toward', 'towards', 'direction'];

function pick(args: Record<string, unknown>, names: readonly string[]): string {
  for (const n of names) if (args[n] !== undefined) return sayArg(args[n]);
  return '';
}

function num(v: unknown): string | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? String(+v.toFixed(2)) : undefined;
}

/** Words of a question name: `break-away` -> "break away". */
function words(ask: string): string {
  return ask.replace(/[-_]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** Extras a player wants beside a yes or no: the cost, the roll, the damage. */
function extras(v: Verdict): string {
  const bits: string[] = [];
  const cost = num(v.cost);
  if (cost !== undefined) bits.push(`cost ${cost}`);
  const dist = num(v.distance) ?? num(v.range) ?? num(v.spaces) ?? num(v.squares);
  if (dist !== undefined) bits.push(`distance ${dist}`);
  const need = num(v.need) ?? num(v.needs) ?? num(v.roll) ?? num(v.target);
  if (need !== undefined) bits.push(`needs ${need}`);
  const dmg = num(v.damage) ?? num(v.wounds);
  if (dmg !== undefined) bits.push(`damage ${dmg}`);
  const p = num(v.probability) ?? num(v.odds) ?? num(v.chance);
  if (p !== undefined && Number(p) >= 0 && Number(p) <= 1) bits.push(`${Math.round(Number(p) * 100)} % chance`);
  return bits.length ? ` (${bits.join(', ')})` : '';
}

/** The sentence for any verdict. */
export function defaultSummary(ask: string, args: Record<string, unknown>, v: Verdict): string {
  const A = pick(args, FIRST);
  const B = pick(args, SECOND);
  const yes = (k: string): boolean | undefined => (typeof v[k] === 'boolean' ? (v[k] as boolean) : undefined);
  switch (ask) {
    case 'sight': {
      const s = yes('sight');
      if (s === undefined) break;
      const notes = [v.hindered === true ? 'hindered' : '', v.effect === false ? (s ? 'but no line of effect' : '') : ''].filter(Boolean);
      return `${A} ${s ? 'can see' : 'cannot see'} ${B}${notes.length ? ` (${notes.join(', ')})` : ''}`;
    }
    case 'cover':
      if (typeof v.cover === 'string') {
        const bonus = num(v.bonus) ?? num(v.ac);
        if (v.cover === 'none') return `${B} has no cover from ${A}`;
        return `${B} has ${v.cover === 'cover' ? '' : `${v.cover} `}cover from ${A}${bonus !== undefined ? ` (+${bonus})` : ''}`;
      }
      break;
    case 'adjacent':
      if (yes('adjacent') !== undefined) return `${A} and ${B} are ${v.adjacent ? '' : 'not '}adjacent`;
      break;
    case 'engaged':
      if (yes('engaged') !== undefined) return `${A} ${v.engaged ? 'is' : 'is not'} engaged with ${B}`;
      break;
    case 'move': {
      const legal = yes('legal');
      if (legal === undefined) break;
      return legal ? `${A} can move to ${B}${num(v.cost) !== undefined ? ` for ${num(v.cost)}` : ''}` : `${A} cannot move to ${B}`;
    }
    case 'reach':
      if (Array.isArray(v.cells)) return `${A} can reach ${v.cells.length} place${v.cells.length === 1 ? '' : 's'}`;
      break;
  }
  // Any other question: its own yes or no, said with the question's name as the verb.
  for (const k of ['allowed', 'legal', 'possible', 'can', 'ok', 'valid', 'fits', 'clear', 'threatened', 'bordered', 'stops', 'falls']) {
    const b = yes(k);
    if (b === undefined) continue;
    const who = [A, B].filter(Boolean);
    const verb = k === 'allowed' || k === 'legal' || k === 'possible' || k === 'can' || k === 'ok' || k === 'valid' ? words(ask) : words(k);
    if (who.length === 2) return `${A} ${b ? 'can' : 'cannot'} ${verb} ${B}${extras(v)}`;
    if (who.length === 1) return `${A}: ${verb} ${b ? 'yes' : 'no'}${extras(v)}`;
    return `${words(ask)}: ${b ? 'yes' : 'no'}${extras(v)}`;
  }
  const about = [A, B].filter(Boolean).join(' and ');
  const ex = extras(v);
  return `${words(ask)}${about ? ` for ${about}` : ''}${ex ? `:${ex.slice(1, -1) ? ` ${ex.slice(2, -1)}` : ''}` : ''}`;
}
