/**
 * The one-sentence answer of each heroclix question, in the game's words ("G must roll 4-6 to break away
 * (50 %)", "U is knocked back to [4, 3] and takes 2 damage"). Clause ids stay in the reasons.
 */
import type { Verdict } from '../../verdict.js';
import { sayArg } from '../../engine/summary.js';

type Args = Record<string, unknown>;

function sayList(items: readonly unknown[]): string {
  const s = items.map(sayArg);
  return s.length <= 1 ? (s[0] ?? '') : `${s.slice(0, -1).join(', ')} and ${s[s.length - 1]}`;
}
const squares = (n: unknown): string => `${n} square${n === 1 ? '' : 's'}`;
/** ": why", from the deciding (last) reason's sentence, for a refusal. */
function why(v: Verdict): string {
  const last = (v.reasons ?? []).at(-1)?.text;
  return typeof last === 'string' && last ? `: ${last.replace(/\.$/, '')}` : '';
}
/** "4-6", "2-6", "6". */
function faces(v: unknown): string {
  const f = Array.isArray(v) ? (v as number[]) : [];
  return f.length === 0 ? 'nothing' : f.length === 1 ? String(f[0]) : `${f[0]}-${f[f.length - 1]}`;
}
const pct = (p: unknown): string => `${Math.round(Number(p) * 100)} %`;

/** What blocked a line of fire, by kind, from the verdict's blockedBy: "blocking terrain at [4, 5] and [5, 6]". */
function blockers(v: Verdict): string {
  const by = Array.isArray(v.blockedBy) ? (v.blockedBy as { at?: unknown; how?: unknown }[]) : [];
  const kinds = new Map<string, unknown[]>();
  for (const b of by) {
    const how = typeof b.how === 'string' ? b.how : 'terrain';
    kinds.set(how, [...(kinds.get(how) ?? []), b.at]);
  }
  const names: Record<string, [string, string]> = {
    blocking: ['blocking terrain', 'blocking terrain'], elevated: ['higher elevated terrain', 'higher elevated terrain'],
    character: ['a character', 'characters'], wall: ['a wall', 'walls'],
  };
  const said = [...kinds].map(([how, at]) => {
    const corner = how.endsWith(' at a corner');
    const kind = corner ? how.slice(0, -' at a corner'.length) : how;
    const shown = at.slice(0, 3).map(sayArg);
    const where = shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
    const name = names[kind]?.[at.length === 1 ? 0 : 1] ?? kind;
    const more = at.length > 3 ? ` (${at.length} squares)` : '';
    return corner ? `${name} beside the grid corner it passes (${where}${more})` : `${name} at ${where}${more}`;
  });
  return said.length ? `: blocked by ${said.join('; ')}` : '';
}

export const say = {
  sight(a: Args, v: Verdict): string {
    const A = sayArg(a.from), B = sayArg(a.to);
    return v.sight ? `${A} can see ${B}${v.hindered ? ' (hindered)' : ''}` : `${A} cannot see ${B}${blockers(v)}`;
  },
  melee(a: Args, v: Verdict): string {
    const A = sayArg(a.attacker), B = sayArg(a.target);
    return v.allowed ? `${A} can make a close combat attack on ${B}` : `${A} cannot make a close combat attack on ${B}${why(v)}`;
  },
  move(a: Args, v: Verdict): string {
    const A = sayArg(a.figure), B = sayArg(a.to);
    if (!v.legal) return `${A} cannot move to ${B}${why(v)}`;
    const ev = Array.isArray(v.events) ? (v.events as { event?: string; succeedsOn?: unknown; by?: unknown }[]) : [];
    const notes: string[] = [];
    const ba = ev.find((e) => e.event === 'break-away');
    if (ba) notes.push(`after breaking away on ${faces(ba.succeedsOn)}`);
    if (ev.some((e) => e.event === 'halved')) notes.push('at half speed');
    const stop = ev.find((e) => e.event === 'stop');
    if (stop && Array.isArray(stop.by) && stop.by.length) notes.push(`and must stop there, next to ${sayList(stop.by)}`);
    else if (stop) notes.push('and must stop there');
    return `${A} can move to ${B} for ${squares(v.cost)}${notes.length ? ` ${notes.join(' ')}` : ''}`;
  },
  reach(a: Args, v: Verdict): string {
    const n = Array.isArray(v.cells) ? v.cells.length : 0;
    return `${sayArg(a.figure)} can end its move on ${squares(n)}`;
  },
  push(a: Args, v: Verdict): string {
    const A = sayArg(a.figure);
    const dmg = typeof v.damage === 'number' && v.damage > 0 ? ` and takes ${v.damage} knock-back damage` : '';
    const stop: Record<string, string> = {
      'multi-base': 'a multi-base character is not knocked back', fell: 'it falls to the lower level', distance: '',
      'higher level': 'higher terrain stops it', blocking: 'blocking terrain stops it', wall: 'a wall stops it', edge: 'the map edge stops it',
      'map edge': 'the map edge stops it', 'great size': 'a character with Great Size is not knocked back', character: 'a character stops it',
    };
    const s = typeof v.stoppedBy === 'string' ? (stop[v.stoppedBy] ?? `stopped by ${v.stoppedBy}`) : '';
    const tail = s ? `: ${s}` : '';
    return v.moved ? `${A} is knocked back ${squares(v.moved)} to ${sayArg(v.to)}${dmg}${tail}` : `${A} is not knocked back${dmg}${tail}`;
  },
  level(a: Args, v: Verdict): string {
    const A = sayArg(a.at);
    const bits = [v.elevated ? 'elevated' : 'on the ground', v.rim ? 'on the rim' : '', v.stairs !== null && v.stairs !== undefined ? 'a stairs square' : ''].filter(Boolean);
    const t = Array.isArray(v.terrain) ? (v.terrain as string[]).filter((x) => x !== 'clear') : [];
    return `${A} is at level ${v.level} (${bits.join(', ')})${t.length ? `, ${t.join(' and ')} terrain` : ''}`;
  },
  range(a: Args, v: Verdict): string {
    const A = sayArg(a.from ?? a.attacker), B = sayArg(a.to ?? a.target);
    const lof = v.sight ? (v.hindered ? 'a hindered line of fire' : 'a clear line of fire') : 'no line of fire';
    const base = `${B} is ${squares(v.squares)} from ${A}, with ${lof}`;
    if (typeof v.allowed !== 'boolean') return base;
    return v.allowed ? `${A} can make a ranged attack on ${B} (${squares(v.squares)}, range ${v.range})` : `${A} cannot make a ranged attack on ${B}${why(v)}`;
  },
  breakAway(a: Args, v: Verdict): string {
    const A = sayArg(a.figure);
    if (!v.needed) return `${A} need not break away: no opposing character is adjacent`;
    return `${A} must roll ${faces(v.succeedsOn)} to break away from ${sayList(Array.isArray(v.from) ? v.from : [])} (${pct(v.chance)})`;
  },
};
