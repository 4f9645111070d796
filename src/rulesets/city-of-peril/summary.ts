/**
 * The one-sentence answer of each city-of-peril question, in the game's words ("D has cover from F
 * (+4 AC)", "R routs to [2, 2] for 3 squares and must drop off the rooftop"). Clause ids stay in the
 * verdict's reasons; no internal key or raw value is said here.
 */
import type { Verdict } from '../../verdict.js';
import { sayArg } from '../../engine/summary.js';

type Args = Record<string, unknown>;

/** "A", "A and B", "A, B and C". */
export function sayList(items: readonly unknown[]): string {
  const s = items.map(sayArg);
  return s.length <= 1 ? (s[0] ?? '') : `${s.slice(0, -1).join(', ')} and ${s[s.length - 1]}`;
}
const squares = (n: unknown): string => `${n} square${n === 1 ? '' : 's'}`;
const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
/** ": why", from the deciding (last) reason's sentence, for a refusal. */
export function why(v: Verdict): string {
  const last = (v.reasons ?? []).at(-1)?.text;
  return typeof last === 'string' && last ? `: ${last.replace(/\.$/, '')}` : '';
}

/** ", provoking attacks of opportunity from X and Y" when any. */
function provokes(by: unknown): string {
  const who = [...new Set(ids(by))];
  return who.length ? `, provoking ${who.length === 1 ? 'an attack' : 'attacks'} of opportunity from ${sayList(who)}` : '';
}

export const say = {
  cover(a: Args, v: Verdict): string {
    const A = sayArg(a.attacker), B = sayArg(a.target);
    if (v.cover === 'total') return `${B} is inside a wall: total cover from ${A}, it cannot be attacked there`;
    if (v.sight === false) return `${A} cannot see ${B}, so there is no ranged attack to cover`;
    return v.cover === 'none' ? `${B} has no cover from ${A}` : `${B} has cover from ${A} (+4 AC)`;
  },
  bordered(a: Args, v: Verdict): string {
    const A = sayArg(a.at);
    return v.bordered ? `${A} is bordered by a wall` : `${A} is not bordered by a wall`;
  },
  melee(a: Args, v: Verdict): string {
    const A = sayArg(a.attacker), B = sayArg(a.target);
    const reach = typeof v.reach === 'number' && v.reach > 1 ? ` with its reach of ${v.reach}` : '';
    return v.allowed ? `${A} can make a melee attack on ${B}${reach}` : `${A} cannot make a melee attack on ${B}${why(v)}`;
  },
  charge(a: Args, v: Verdict): string {
    const A = sayArg(a.attacker), B = sayArg(a.target);
    if (!v.allowed) return `${A} cannot charge ${B}${why(v)}`;
    const to = v.to !== undefined ? ` to ${sayArg(v.to)}` : '';
    return `${A} can charge ${B}, running ${squares(v.cost)} straight${to}${provokes(v.provokedBy ?? (Array.isArray(v.events) ? v.events.map((e) => (e as { by?: unknown }).by) : []))}`;
  },
  move(a: Args, v: Verdict): string {
    const A = sayArg(a.figure), B = sayArg(a.to);
    if (!v.legal) return `${A} cannot ${a.charge === true ? 'charge' : 'move'} to ${B}${why(v)}`;
    const aoo = provokes(v.provokedBy);
    const dmg = typeof v.damage === 'number' && v.damage > 0 ? `${aoo ? ',' : ''} and takes ${v.damage} damage dropping off the rooftop${v.destroyed ? ', which destroys it' : ''}` : '';
    return `${A} can ${a.charge === true ? 'charge' : 'move'} to ${B} for ${squares(v.cost)}${aoo}${dmg}`;
  },
  reach(a: Args, v: Verdict): string {
    const n = Array.isArray(v.cells) ? v.cells.length : 0;
    return `${sayArg(a.figure)} can end its move in ${n} position${n === 1 ? '' : 's'}`;
  },
  climb(a: Args, v: Verdict): string {
    const A = sayArg(a.figure);
    const what = v.via === 'bridge' ? 'cross the bridge' : 'climb the ladder';
    if (v.stays) return `${A} spends ${squares(v.cost)} to ${what} but stays at ${sayArg(v.placed)}: there is no free position to set it down${provokes(v.provokedBy)}`;
    return `${A} can ${what} for ${squares(v.cost)}, set down at ${sayArg(v.placed)}${provokes(v.provokedBy)}`;
  },
  rout(a: Args, v: Verdict): string {
    const A = sayArg(a.figure);
    const ends = Array.isArray(v.ends) ? v.ends : [];
    const path = Array.isArray(v.path) ? (v.path as { at?: unknown }[]) : [];
    const shown = path.at(-1)?.at ?? ends[0];
    const others = ends.length - 1;
    const where = ends.length ? `to ${sayArg(shown)} for ${squares(v.cost)}${others > 0 ? ` (or ${others} other position${others === 1 ? '' : 's'} as near its exit)` : ''}` : 'nowhere';
    const drop = v.mustDrop ? ` and must drop off the rooftop, taking ${v.damage} damage${v.destroyed ? ', which destroys it' : ''}` : '';
    return `${A} routs ${where}${drop}`;
  },
  fall(a: Args, v: Verdict): string {
    const A = sayArg(a.figure);
    if (!v.damage) return `${A} lands at ${sayArg(v.lands)} without damage`;
    return `${A} is placed at ${sayArg(v.lands)} off the rooftop and takes ${v.damage} damage${v.destroyed ? ', which destroys it' : ''}`;
  },
  push(a: Args, v: Verdict): string {
    const A = sayArg(a.figure);
    const verb = a.pull === true ? 'pulled' : 'pushed';
    if (Array.isArray(v.choices)) {
      const most = typeof v.most === 'number' ? v.most : 0;
      return most ? `${A} can be ${verb} up to ${squares(most)} (${v.choices.length} places to choose from)` : `${A} cannot be ${verb} at all`;
    }
    const stop: Record<string, string> = {
      rooftop: 'a rooftop square stops it', wall: 'a wall stops it', figure: 'a creature stops it', edge: 'the map edge stops it', drop: 'it drops off the rooftop',
      corner: 'it may not be moved diagonally past a rooftop corner',
      closer: `the next square would not take it farther from ${sayArg(a.from)}`,
      farther: `the next square would not bring it nearer ${sayArg(a.from)}`,
    };
    const why = typeof v.stoppedBy === 'string' && stop[v.stoppedBy] ? `: ${stop[v.stoppedBy]}` : '';
    const dmg = typeof v.damage === 'number' && v.damage > 0 ? ` and takes ${v.damage} damage${v.destroyed ? ', which destroys it' : ''}` : '';
    return v.moved ? `${A} is ${verb} ${squares(v.moved)} to ${sayArg(v.ends)}${dmg}${why}` : `${A} is not moved${why}`;
  },
  area(a: Args, v: Verdict): string {
    const who = ids(v.figures);
    const n = Array.isArray(v.cells) ? v.cells.length : 0;
    return `${sayArg(a.figure)}'s ${a.shape} ${who.length ? `hits ${sayList(who)}` : 'hits no creature'} (${squares(n)})`;
  },
  threatens(a: Args, v: Verdict): string {
    const A = sayArg(a.at);
    const by = ids(v.by);
    return by.length ? `${A} is threatened by ${sayList(by)}: leaving it provokes an attack of opportunity` : `${A} is not threatened`;
  },
  distance(a: Args, v: Verdict): string {
    return `${sayArg(a.from)} is ${squares(v.squares)} from ${sayArg(a.to)}`;
  },
  shadowJump(a: Args, v: Verdict): string {
    const A = sayArg(a.figure), B = sayArg(a.to);
    return v.allowed ? `${A} can Shadow Jump to ${B} (${squares(v.squares)})` : `${A} cannot Shadow Jump to ${B}${why(v)}`;
  },
  wallWalker(a: Args, v: Verdict): string {
    const A = sayArg(a.figure);
    return v.flight ? `${A} gains Flight from Wall Walker: its space is bordered by a wall` : `${A} does not gain Flight: its space is not bordered by a wall`;
  },
};
