/**
 * Movement from a place: the cost for a lone typical figure standing there to end its move on every other
 * place (the batch `reachMap`, or the `reach` question, with a budget large enough to cross any map), and
 * the `move` question's cheapest path to one place.
 */
import { HighgroundError } from '../errors.js';
import { ask, type Session } from '../api.js';
import { place } from '../session.js';
import { reachMap } from '../batch.js';
import type { Scenario } from '../formats/scenario/schema.js';
import { placeKey, type StandPlace } from './places.js';
import type { AnalysisProfile } from './profile.js';
import { figureAt, loadWithFigures } from './sight.js';

/** Cost of every place from one source, -1 where it cannot end a move. */
export interface MoveField {
  readonly source: number;
  readonly cost: Int32Array;
  readonly session: Session;
}

const WALKER = 'walker';

/** A budget no map needs more of: a hundred turns. */
export function bigBudget(profile: AnalysisProfile): number {
  return Math.max(1, profile.move) * 100;
}

export class MoveFields {
  private readonly index = new Map<string, number>();
  private readonly xy = new Map<string, number>();
  private readonly cache = new Map<number, MoveField | null>();

  private readonly bare: Scenario;
  private readonly places: readonly StandPlace[];
  private readonly profile: AnalysisProfile;

  constructor(bare: Scenario, places: readonly StandPlace[], profile: AnalysisProfile) {
    this.bare = bare;
    this.places = places;
    this.profile = profile;
    places.forEach((p, i) => {
      this.index.set(placeKey(p.at[0], p.at[1], p.level), i);
      if (p.stackSize === 1) this.xy.set(`${p.at[0]},${p.at[1]}`, i);
    });
  }

  /** Index of the place at [x, y] (and level, where the column has several), if it is one. */
  placeOf(at: readonly number[], level: number | undefined): number | undefined {
    if (level !== undefined) {
      const i = this.index.get(placeKey(at[0]!, at[1]!, level));
      if (i !== undefined) return i;
    }
    return this.xy.get(`${at[0]},${at[1]}`);
  }

  /** The field from place `source` (null where the figure cannot stand there). */
  from(source: number): MoveField | null {
    const hit = this.cache.get(source);
    if (hit !== undefined) return hit;
    const f = this.compute(source);
    this.cache.set(source, f);
    return f;
  }

  /** A session with the walker standing somewhere: later sources move it there (`place`) instead of loading the map again. */
  private base: Session | undefined;

  private compute(source: number): MoveField | null {
    const p = this.places[source]!;
    let session: Session | undefined;
    if (!this.base) {
      session = loadWithFigures(this.bare, { [WALKER]: figureAt(this.profile, p) }).session;
      this.base = session;
    } else {
      try {
        session = place(this.base, WALKER, { at: [p.at[0], p.at[1]], ...(p.stackSize > 1 ? { level: p.level } : {}) });
      } catch (e) {
        if (!(e instanceof HighgroundError)) throw e;
      }
    }
    if (!session) return null;
    try {
      return this.costs(source, session);
    } catch (e) {
      // the ruleset will not start a move here (tft-3d: a front hex overhanging a drop): no field
      if (e instanceof HighgroundError) return null;
      throw e;
    }
  }

  private costs(source: number, session: Session): MoveField {
    const budget = bigBudget(this.profile);
    const cost = new Int32Array(this.places.length).fill(-1);
    if (this.profile.movement === 'reachMap') {
      const r = reachMap(session, WALKER, { budget });
      for (let k = 0; k < r.cost.length; k++) {
        const c = r.cost[k]!;
        if (c < 0) continue;
        const pl = r.place[k]!;
        const i = this.index.get(placeKey(pl % r.width, Math.floor(pl / r.width), r.level[k]!));
        if (i !== undefined && (cost[i]! < 0 || c < cost[i]!)) cost[i] = c;
      }
    } else {
      const v = ask(session, { ask: 'reach', figure: WALKER, budget });
      const cells = (v.cells ?? []) as { at: [number, number]; level?: number; cost: number }[];
      for (const c of cells) {
        const i = this.placeOf(c.at, c.level);
        if (i !== undefined && (cost[i]! < 0 || c.cost < cost[i]!)) cost[i] = c.cost;
      }
    }
    cost[source] = 0;
    return { source, cost, session };
  }

  /** The places on the `move` question's cheapest path from the field's source to place `to` (both ends included). */
  path(field: MoveField, to: number): number[] {
    const t = this.places[to]!;
    let v;
    try {
      v = ask(field.session, { ask: 'move', figure: WALKER, to: [t.at[0], t.at[1], t.level], budget: bigBudget(this.profile) });
    } catch (e) {
      if (e instanceof HighgroundError) return [];
      throw e;
    }
    if (v.legal !== true || !Array.isArray(v.path)) return [];
    const out: number[] = [];
    for (const step of v.path as { at: [number, number]; level?: number }[]) {
      const i = this.placeOf(step.at, step.level);
      if (i !== undefined && out[out.length - 1] !== i) out.push(i);
    }
    return out;
  }
}
