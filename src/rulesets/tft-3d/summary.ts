/**
 * The one-sentence answer of each tft-3d question, in the game's words ("the dwarf can strike the
 * human at +2 DX", "jumping 8 levels risks 2D6: a 3D6 roll of 12 or less (74 %) saves one die"). Clause
 * ids stay in the reasons; internal keys and raw values are not said.
 */
import type { Verdict } from '../../verdict.js';
import { sayArg } from '../../engine/summary.js';

type Args = Record<string, unknown>;
type Roll = { roll?: string; target?: number; probability?: number };

function sayList(items: readonly unknown[]): string {
  const s = items.map(sayArg);
  return s.length <= 1 ? (s[0] ?? '') : `${s.slice(0, -1).join(', ')} and ${s[s.length - 1]}`;
}
const plural = (n: unknown, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const pct = (p: unknown): string => `${Math.round(Number(p) * 100)} %`;
const signed = (n: unknown): string => (Number(n) >= 0 ? `+${Number(n)}` : String(Number(n)));
/** "a 3D6 roll of 12 or less (74 %)". */
const rollText = (r: Roll | undefined): string => (r && r.roll ? `a ${r.roll} roll of ${r.target} or less (${pct(r.probability)})` : '');
/**
 * ": why", from the deciding reason's sentence, for a refusal. The one rule for picking it: `rules` names the
 * clauses that can refuse the question, in the order it tests them; the first of them the verdict cites
 * decides, and of its reasons the last (a clause's conclusion follows what it starts from, as an engaged
 * figure's "may only shift one hex" comes before "the place is not one legal hex away"). Reasons of other
 * clauses (a height modifier, a multi-hex figure's level rule kept on the way) only qualify the answer.
 * Without rules, or when the verdict cites none of them, the last reason.
 */
function why(v: Verdict, ...rules: (string | undefined)[]): string {
  const rs = v.reasons ?? [];
  const rule = rules.find((r) => r !== undefined && rs.some((x) => x.rule === r));
  const text = (rule ? [...rs].reverse().find((r) => r.rule === rule) : rs.at(-1))?.text;
  return typeof text === 'string' && text ? `: ${text.replace(/\.$/, '')}` : '';
}
/** Who a fall's damage goes to, after its dice: " to horse and rider" for a horseman (damageTo, tft.height.chart), else nothing. */
const toWhom = (damageTo: unknown): string => (Array.isArray(damageTo) && damageTo.length ? ` to ${sayList(damageTo)}` : '');
/** "risks 2D6 (a 3D6 roll of 10 or less, 50 %, takes one die away)" or "is safe"; a horseman's "risks 1D6 to horse and rider (...)". */
function fallText(f: { dice?: string; safe?: boolean; save?: Roll & { removes?: string }; damageTo?: unknown } | undefined): string {
  if (!f || f.safe || !f.dice || f.dice === 'none') return 'is safe';
  const r = f.save;
  return `risks ${f.dice}${toWhom(f.damageTo)}${r && r.roll ? ` (a ${r.roll} save of ${r.target} or less, ${pct(r.probability)}, takes a die away)` : ''}`;
}

export const say = {
  sight(a: Args, v: Verdict): string {
    const A = sayArg(a.from), B = sayArg(a.to);
    const range = typeof v.range === 'number' ? ` (${plural(Math.round(v.range), 'hex', 'hexes')} along the range string)` : '';
    return v.sight ? `${A} can see ${B}${range}` : `${A} cannot see ${B}: terrain blocks the range string`;
  },
  melee(a: Args, v: Verdict): string {
    const A = sayArg(a.attacker), B = sayArg(a.target);
    // The deciding reason, in the order the rules test them: adjacency (tft.base.engage), the front hexes
    // (tft.base.facing), then reach (tft.reach); the last reason is only the height modifier.
    const deciding = v.adjacent === false ? 'tft.base.engage' : v.inFront === false ? 'tft.base.facing' : v.reach === false ? 'tft.reach' : undefined;
    if (!v.allowed) return `${A} cannot strike ${B} in melee${why(v, deciding)}`;
    return `${A} can strike ${B} in melee${v.dx ? ` at ${signed(v.dx)} DX` : ''}`;
  },
  engaged(a: Args, v: Verdict): string {
    const A = sayArg(a.figure), B = sayArg(a.enemy);
    if (v.engaged) return `${A} engages ${B}`;
    if (v.inFront === false) return `${A} does not engage ${B}: ${B} is not in its front hexes`;
    if (v.withinLevels === false) return `${A} does not engage ${B}: ${plural(Math.abs(Number(v.levels)), 'level')} apart is too far for its size`;
    return `${A} does not engage ${B}${why(v)}`;
  },
  move(a: Args, v: Verdict): string {
    const A = sayArg(a.figure), B = sayArg(a.to);
    // Refused: engaged and disengaging (tft.disengage), engaged and shifting (tft.base.engage), else no way
    // within the budget (tft.climb.step); a multi-hex figure's level rule only qualifies the search.
    if (!v.legal) return `${A} cannot move to ${B}${why(v, 'tft.disengage', 'tft.base.engage', 'tft.climb.step')}`;
    const ev = Array.isArray(v.events) ? (v.events as { event?: string; levels?: number; dice?: string; safe?: boolean; save?: Roll }[]) : [];
    const fall = ev.find((e) => e.event === 'fall');
    const jumps = ev.filter((e) => e.event === 'jump' && e.safe === false);
    const tail = fall ? `, but it falls ${plural(fall.levels, 'level')} there and ${fallText(fall)}`
      : jumps.length ? `; the jump down ${jumps.map((j) => fallText(j)).join(' and ')}` : '';
    return `${A} can move to ${B} for ${v.cost} MA${tail}`;
  },
  reach(a: Args, v: Verdict): string {
    const cells = Array.isArray(v.cells) ? (v.cells as { risky?: boolean }[]) : [];
    const risky = cells.filter((c) => c.risky).length;
    return `${sayArg(a.figure)} can end its move in ${plural(cells.length, 'place')}${risky ? ` (${risky} of them only by a risky drop)` : ''}`;
  },
  fall(a: Args, v: Verdict): string {
    const A = sayArg(a.figure);
    const drop = `dropping ${plural(v.levels, 'level')}`;
    if (v.safe) return `${A} ${drop} is safe (effective height ${v.height})`;
    return `${A} ${drop} ${fallText(v as never)}`;
  },
  climb(a: Args, v: Verdict): string {
    const A = sayArg(a.figure);
    const o = v.outcome as { result?: string; turn?: number; fallLevels?: number; damage?: string; clinging?: number; damageTo?: unknown } | undefined;
    if (o?.result === 'fell') return `${A} falls ${plural(o.fallLevels, 'level')} on turn ${o.turn} and takes ${!o.damage || o.damage === 'none' ? 'no damage' : `${o.damage}${toWhom(o.damageTo)}`}, landing prone`;
    if (o?.result === 'climbed') return `${A} climbs the ${plural(v.levels, 'level')} in ${plural(o.turn ?? v.turnsNeeded, 'turn')}`;
    if (o?.result === 'incomplete') return `${A} is still clinging to the wall at level ${o.clinging} after turn ${o.turn}`;
    if (v.sets === false) return `${A} needs no climbing sets: ${plural(v.levels, 'level')} is within its height`;
    const turns = Array.isArray(v.turns) ? (v.turns as { roll?: Roll }[]) : [];
    const rolls = turns.filter((t) => t.roll).length;
    const stow = Array.isArray(v.mustStow) && v.mustStow.length ? `; it must first put away ${sayList(v.mustStow)}` : '';
    const r = turns.find((t) => t.roll)?.roll;
    return `${A} climbs ${plural(v.levels, 'level')} ${v.direction} in sets of ${v.set}: ${plural(v.turnsNeeded, 'turn')}, ${plural(rolls, 'roll')} of ${v.dice}${r ? ` against ${r.target} (${pct(r.probability)} each)` : ''}${stow}`;
  },
  jump(a: Args, v: Verdict): string {
    const j = v.jump as Roll | undefined;
    const g = v.grab as Roll | undefined;
    return `${sayArg(a.figure)} jumps a ${v.gap}-hex gap on ${rollText(j)}; a miss grabs the far side on ${rollText(g)}`;
  },
  retreat(a: Args, v: Verdict): string {
    const A = sayArg(a.attacker), B = sayArg(a.target);
    if (!v.allowed) return `${A} cannot force ${B} to retreat${why(v)}`;
    type Fall = { levels?: number; dice?: string; safe?: boolean; damageTo?: unknown };
    const d = Array.isArray(v.destinations) ? (v.destinations as { at?: unknown; fall?: Fall }[]) : [];
    if (!d.length) return `${A} could force ${B} back, but there is no hex to retreat into`;
    // The destinations that are falls (tft.force-retreat.dest, tft.multihex.two, tft.height.chart), grouped by
    // their levels and dice: "[2, 2] and [3, 2] are falls of 8 levels (3D6 to horse and rider)".
    const groups = new Map<string, { at: unknown[]; f: Fall }>();
    for (const x of d) {
      const f = x.fall;
      if (!f || typeof f.levels !== 'number') continue;
      const dice = f.safe || !f.dice || f.dice === 'none' ? 'no damage' : `${f.dice}${toWhom(f.damageTo)}`;
      const k = `${f.levels} ${dice}`;
      const g = groups.get(k) ?? { at: [], f: { ...f, dice } };
      g.at.push(x.at);
      groups.set(k, g);
    }
    const falls = [...groups.values()].map((g) => {
      const what = `of ${plural(g.f.levels, 'level')} (${g.f.dice})`;
      if (groups.size === 1 && g.at.length === d.length && d.length > 1) return `each is a fall ${what}`;
      return g.at.length === 1 ? `${sayArg(g.at[0])} is a fall ${what}` : `${sayList(g.at)} are falls ${what}`;
    });
    return `${A} can force ${B} back into ${sayList(d.map((x) => x.at))}${falls.length ? `; ${falls.join('; ')}` : ''}`;
  },
  sweep(a: Args, v: Verdict): string {
    const A = sayArg(a.attacker);
    const r = Array.isArray(v.reached) ? v.reached : [];
    const x = Array.isArray(v.excluded) ? v.excluded : [];
    const walls = Array.isArray(v.walls) ? v.walls.length : 0;
    return `${A}'s sweeping blow ${r.length ? `reaches ${sayList(r)}` : 'reaches no foe'}${x.length ? `, not ${sayList(x)} (more than one level away)` : ''}${walls ? `; ${plural(walls, 'tile wall')} in its path must be missed` : ''}`;
  },
  swipe(a: Args, v: Verdict): string {
    const A = sayArg(a.attacker), B = sayArg(a.target);
    if (v.option === false) return `${A} cannot swipe at ${B}: the optional swipe rule is off`;
    // "needs no swipe" only where an ordinary blow lands: next to it, in a front hex, within reach (the melee
    // keys); otherwise tft.swipe's own reason, which lists every blocker, adjacency and facing first (combat.ts).
    if (v.needed === false && v.allowed !== true && v.adjacent !== false && v.inFront !== false && v.reach !== false) return `${A} needs no swipe: it can strike ${B} normally`;
    return v.allowed ? `${A} can kneel and swipe at ${B} at ${signed(v.dx)} DX` : `${A} cannot swipe at ${B}${why(v, 'tft.swipe').replace(/^: no swipe: /, ': ')}`;
  },
  missile(a: Args, v: Verdict): string {
    const A = sayArg(a.shooter), B = sayArg(a.target);
    if (!v.allowed) return `${A} cannot shoot ${B}${v.blocked ? ': terrain blocks the range string' : why(v)}`;
    const pen = v.increments ? `${signed(v.dx)} DX for range` : 'no range penalty';
    const height = typeof v.heightDx === 'number' && v.heightDx !== 0 ? `; ${signed(v.heightDx)} DX for height` : '';
    const miss = Array.isArray(v.rollToMiss) && v.rollToMiss.length ? `; roll to miss ${sayList((v.rollToMiss as unknown[]).map((x) => (x && typeof x === 'object' && 'figure' in (x as object) ? (x as { figure: unknown }).figure : x)))}` : '';
    const hidden = v.concealed === 'half' && typeof v.concealmentDx === 'number' ? `; ${B} is half hidden, ${signed(v.concealmentDx)} DX` : '';
    const wet = typeof v.waterDx === 'number' && v.waterDx !== 0 ? `; ${A} stands in water, ${signed(v.waterDx)} DX` : '';
    const off = v.offBalance === true ? `; ${A} is off balance, -2 DX` : '';
    return `${A} can shoot ${B}: ${plural(v.hexes, 'hex', 'hexes')}, ${pen}${height}${hidden}${wet}${off}${miss}`;
  },
  stance(a: Args, v: Verdict): string {
    const A = sayArg(a.figure);
    // A 2-hex figure over a drop falls (falls: the chart's dice; a horseman's to horse and rider).
    const f = v.falls as { dice?: string; damageTo?: unknown } | undefined;
    const falls = f && f.dice && f.dice !== 'none' ? `, risking ${f.dice}${toWhom(f.damageTo)}` : '';
    if (!v.valid) return `${A} cannot stand there${typeof v.why === 'string' ? `: ${v.why}` : why(v)}${falls}`;
    return `${A} stands at level ${v.level}${v.offBalance ? ', off balance (-2 DX)' : ''}${typeof v.waterDx === 'number' ? `, in water (${v.waterDx} DX)` : ''}`;
  },
  hex(a: Args, v: Verdict): string {
    const A = sayArg(a.at);
    const s = Array.isArray(v.surfaces) ? (v.surfaces as { terrain?: string[] }[]) : [];
    const top = s.at(-1);
    const t = top ? (top.terrain ?? []).filter((x) => !(typeof v.water === 'string' && x === 'water')).join(' and ') : '';
    const under = typeof v.waterLevel === 'number' && v.waterLevel !== v.level ? ` under it at level ${v.waterLevel}` : '';
    const water = typeof v.water === 'string' ? `, ${v.water} deep water${under}${typeof v.waterMa === 'number' ? ` (${v.waterMa} MA to enter${v.waterDx ? `, ${signed(v.waterDx)} DX in it` : ''})` : ''}` : '';
    return `${A}: ${s.length ? `level ${v.level}` : 'no surface'}${t ? `, ${t}` : ''}${water}${v.broken ? ', broken ground' : ''}`;
  },
};
