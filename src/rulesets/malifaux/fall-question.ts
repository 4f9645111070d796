/** The fall question (mfx.fall, mfx.model.flight, mfx.model.incorporeal). */
import { HighgroundError } from '../../errors.js';
import { reason, type Verdict } from '../../engine/verdict.js';
import type { Ref } from '../../engine/refs.js';
import { body, modelOf } from './bodies.js';
import { fall, fmt, round } from './fall.js';
import type { Table } from './context.js';

export interface FallArgs {
  figure?: string | undefined;
  levels?: number | undefined;
  from?: number | undefined;
  onto?: number | undefined;
  to?: Ref | undefined;
}

export function fallVerdict(t: Table, a: FallArgs): Verdict {
  const m = a.figure !== undefined ? modelOf(t, a.figure, 'figure') : undefined;
  let distance: number;
  let how: string;
  if (a.levels !== undefined) {
    distance = a.levels;
    how = `a fall of ${fmt(distance)}"`;
  } else if (a.from !== undefined || (a.to !== undefined && m)) {
    const from = a.from ?? m!.level;
    let onto = a.onto ?? 0;
    if (a.onto === undefined && a.to !== undefined) onto = body(t, a.to, 'to').level;
    if (onto > from) throw new HighgroundError(`the landing surface (Ht ${fmt(onto)}) is above the starting height (Ht ${fmt(from)})`, { path: ['onto'] });
    distance = from - onto;
    how = `from Ht ${fmt(from)} onto a surface at Ht ${fmt(onto)}`;
  } else if (a.onto !== undefined && m) {
    distance = m.level - a.onto;
    how = `from Ht ${fmt(m.level)} onto Ht ${fmt(a.onto)}`;
    if (distance < 0) throw new HighgroundError(`the landing surface is above ${m.id}`, { path: ['onto'] });
  } else {
    throw new HighgroundError('give levels (inches fallen), or from (and onto), or a figure with to or onto', { path: [] });
  }
  const out = fall(distance, m);
  return {
    ask: 'fall',
    damage: out.damage,
    distance: round(out.distance),
    reasons: [...out.reasons, reason('mfx.fall', `the fall is counted ${how}`)],
  };
}
