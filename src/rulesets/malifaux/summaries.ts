/**
 * One plain sentence per malifaux verdict, for people (QuestionDef.summary): who sees whom and why not, the
 * cover and the flips it gives, where a move or push ends and what stopped it. Clause ids stay in `reasons`.
 */
import type { Verdict } from '../../engine/verdict.js';

const n = (v: unknown): string => (typeof v === 'number' ? String(+v.toFixed(2)) : String(v));
const inches = (v: unknown): string => `${n(v)}"`;
const pt = (v: unknown): string => (Array.isArray(v) ? `(${v.slice(0, 2).map((x) => (typeof x === 'number' ? x.toFixed(1) : String(x))).join(', ')})` : String(v));
const who = (v: unknown): string => (typeof v === 'string' ? v : Array.isArray(v) ? pt(v) : 'it');
const list = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(', ') : String(v));
/** The first reason's text, for a refusal. */
const firstWhy = (v: Verdict): string => {
  const r = v.reasons?.find((x) => x.rule !== 'mfx.base.sight' || !x.text.startsWith('top-down'));
  return r ? r.text : '';
};

export function sightSummary(a: { from: unknown; to: unknown }, v: Verdict): string {
  const A = who(a.from), B = who(a.to);
  const how = v.mode === 'diagonal' ? ' (drawn diagonally from the vantage point)' : '';
  if (v.sight) return `${A} can see ${B}${how}`;
  const by = Array.isArray(v.blockedBy) && v.blockedBy.length ? `: blocked by ${list(v.blockedBy)}` : '';
  return `${A} cannot see ${B}${how}${by}`;
}

export function coverSummary(a: { attacker: unknown; target: unknown }, v: Verdict): string {
  const A = who(a.attacker), B = who(a.target);
  if (!v.sight) return `${A} cannot see ${B}, so there is no attack to take cover from`;
  const from = Array.isArray(v.coverFrom) && v.coverFrom.length ? ` from ${list(v.coverFrom)}` : '';
  if (v.cover === 'hard') return `${A} can see ${B}; ${B} has hard cover${from} (a negative flip to the attack and damage flips)`;
  if (v.cover === 'soft') return `${A} can see ${B}; ${B} has soft cover${from} (a negative flip to the attack flip)`;
  return `${A} can see ${B}; ${B} has no cover`;
}

export function rangeSummary(a: { from: unknown; to: unknown; within?: number | undefined }, v: Verdict): string {
  const base = `${who(a.from)} and ${who(a.to)} are ${inches(v.distance)} apart, base to base, measured top-down`;
  if (a.within === undefined) return base;
  return `${base}: ${v.inRange ? 'within' : 'not within'} ${inches(a.within)}`;
}

export function moveSummary(a: { figure: string; to: unknown }, v: Verdict): string {
  const to = pt(Array.isArray(a.to) ? a.to : v.path && Array.isArray(v.path) ? (v.path[v.path.length - 1] as { at?: unknown })?.at : a.to);
  const target = typeof a.to === 'string' ? a.to : to;
  if (v.legal && Array.isArray(v.path) && v.path.length === 1) return `${a.figure} is already at ${target}: 0" (${inches(v.left)} left)`;
  if (v.legal) {
    const left = typeof v.left === 'number' && v.left > 0 ? ` (${inches(v.left)} left)` : '';
    const dmg = typeof v.damage === 'number' && v.damage > 0 ? `, taking ${n(v.damage)} falling damage` : '';
    return `${a.figure} can move to ${target} for ${inches(v.cost)}${left}${dmg}`;
  }
  if (typeof v.cost === 'number') {
    const stop = Array.isArray(v.stopsAt) ? `; it gets as far as ${pt(v.stopsAt)}` : '';
    return `${a.figure} cannot reach ${target} with ${inches(v.budget)}: the cheapest way costs ${inches(v.cost)}${stop}`;
  }
  const why = firstWhy(v);
  return `${a.figure} cannot move to ${target}${why ? `: ${why}` : ''}`;
}

export function reachSummary(a: { figure: string; budget?: number | undefined }, v: Verdict): string {
  const cells = Array.isArray(v.cells) ? v.cells.length : 0;
  const budget = a.budget !== undefined ? ` with ${inches(a.budget)}` : '';
  return `${a.figure} can reach about ${n(v.area)} square inches${budget} (${cells} sample points)`;
}

export function fallSummary(_a: unknown, v: Verdict): string {
  const d = typeof v.damage === 'number' ? v.damage : 0;
  return `a fall of ${inches(v.distance)} deals ${d === 0 ? 'no damage (2" or less)' : `${n(d)} damage`}`;
}

export function pushSummary(a: { figure: string; distance: number; upTo?: boolean | undefined; chosen?: number | undefined }, v: Verdict): string {
  const wanted = a.upTo && a.chosen !== undefined ? Math.min(a.chosen, a.distance) : a.distance;
  const moved = typeof v.moved === 'number' ? v.moved : 0;
  const short = wanted - moved > 1e-4 ? `, ${inches(wanted - moved)} short` : '';
  const by = v.stoppedBy ? `, stopped by ${String(v.stoppedBy)}` : '';
  const dmg = typeof v.damage === 'number' && v.damage > 0 ? `; it takes ${n(v.damage)} damage` : '';
  const lvl = typeof v.level === 'number' && v.level > 0 ? ` at Ht ${n(v.level)}` : '';
  return `${a.figure} is pushed ${inches(moved)} and ends at ${pt(v.at)}${lvl}${short}${by}${dmg}`;
}

function hazardWords(v: Verdict): string {
  const hs = Array.isArray(v.hazards) ? (v.hazards as { piece: string; damage: unknown; immune?: boolean }[]) : [];
  if (!hs.length) return 'no hazardous terrain damages it';
  return hs.map((h) => (h.immune ? `${h.piece} already damaged it this turn (immune)` : `${h.piece} deals ${String(h.damage)} damage`)).join('; ');
}

export function placeSummary(a: { figure: string; at: unknown }, v: Verdict): string {
  if (!v.legal) return `${a.figure} cannot be placed at ${pt(a.at)}${v.blockedBy ? `: blocked by ${list(v.blockedBy)}` : ''}`;
  return `${a.figure} may be placed at ${pt(a.at)}; ${hazardWords(v)}`;
}

export function activateSummary(a: { figure: string }, v: Verdict): string {
  return `${a.figure} activates: ${hazardWords(v)}`;
}

export function deploySummary(a: { at: unknown; figure?: string | undefined; side?: unknown }, v: Verdict): string {
  const who = a.figure ?? 'a model';
  const side = v.side !== undefined ? ` for side ${String(v.side)}` : '';
  if (v.allowed) return `${who} may deploy at ${pt(a.at)}${side}`;
  const why = firstWhy(v);
  return `${who} may not deploy at ${pt(a.at)}${side}${why ? `: ${why}` : ''}`;
}

export function terrainSummary(a: { piece: unknown }, v: Verdict): string {
  const traits = Array.isArray(v.traits) && v.traits.length ? `: ${list(v.traits)}` : '';
  return `${String(a.piece)} is ${String(v.kind)} terrain, Ht ${n(v.ht)}${traits}${v.vantage ? ' (a vantage point)' : ''}`;
}

export function balanceSummary(_a: unknown, v: Verdict): string {
  const pct = typeof v.coverage === 'number' ? `${Math.round(v.coverage * 100)} %` : '?';
  return `the table is ${v.balanced ? '' : 'not '}balanced: terrain covers ${pct} of it${v.symmetric ? ', and it is symmetric' : ''}`;
}
