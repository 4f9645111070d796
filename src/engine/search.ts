/**
 * Cheapest-move search (Dijkstra's algorithm) over integer states with weighted steps. A ruleset encodes
 * its states (place, level, mode...) as integers below `stateCount` and supplies `expand`, which emits
 * the steps out of a state: ordinary walks, climbs, and special steps such as a ladder or a bridge that
 * place the figure without walking the squares between. Each step carries a small integer `kind` the
 * ruleset defines, so a path can be read back with what each step was.
 *
 * Work is proportional to the states settled; the arrays are typed and reused per search object.
 */
import { HighgroundError } from '../errors.js';
import { MinHeap } from './heap.js';

/**
 * Most states one search settles before it stops with a HighgroundError naming this limit. A move or
 * reach question on a real map settles a few thousand; without a cap a tiny file declaring a
 * 1000 x 1000 map and a huge budget made `reach` settle a million states for minutes (found by an
 * attack on the CLI). The cap keeps every question to seconds.
 */
export const MAX_SEARCH_STATES = 100_000;

export type Emit = (to: number, cost: number, kind: number) => void;

export interface SearchSpec {
  /** Upper bound (exclusive) of state ids. */
  stateCount: number;
  starts: readonly { state: number; cost?: number }[];
  /** Emit every step out of `state`, reached at total cost `cost`. */
  expand(state: number, cost: number, emit: Emit): void;
  /** Do not settle states costing more than this. */
  budget?: number;
  /** Stop as soon as this state is settled. */
  goal?: number;
  /** Stop as soon as a state passing this test is settled (several goal states, e.g. one square in any mode). */
  goalTest?: (state: number) => boolean;
  /** Optional A* heuristic: a lower bound of the remaining cost to the goal (must be consistent). */
  heuristic?: (state: number) => number;
  /** Most states to settle (default MAX_SEARCH_STATES); past it the search throws a HighgroundError naming the limit. */
  maxSettled?: number;
}

export interface SearchResult {
  /** Cost of the cheapest way to each state (Infinity when not reached). */
  readonly cost: Float64Array;
  /** Previous state on the cheapest way (-1 for starts and unreached states). */
  readonly parent: Int32Array;
  /** Kind of the step that reached each state (-1 for starts). */
  readonly via: Int32Array;
  /** States settled, in order of cost. */
  readonly settled: Int32Array;
  readonly settledCount: number;
}

export interface PathStep {
  state: number;
  cost: number;
  /** Kind of the step that arrived here (-1 for the start). */
  kind: number;
}

export class Search {
  private cost = new Float64Array(0);
  private parent = new Int32Array(0);
  private via = new Int32Array(0);
  private settled = new Int32Array(0);
  private done = new Uint8Array(0);
  private heap = new MinHeap();

  run(spec: SearchSpec): SearchResult {
    const n = spec.stateCount;
    if (this.cost.length < n) {
      this.cost = new Float64Array(n);
      this.parent = new Int32Array(n);
      this.via = new Int32Array(n);
      this.settled = new Int32Array(n);
      this.done = new Uint8Array(n);
    }
    const cost = this.cost;
    const parent = this.parent;
    const via = this.via;
    const done = this.done;
    cost.fill(Infinity, 0, n);
    parent.fill(-1, 0, n);
    via.fill(-1, 0, n);
    done.fill(0, 0, n);
    const heap = this.heap;
    heap.clear();
    const budget = spec.budget ?? Infinity;
    const h = spec.heuristic;
    const goalTest = spec.goalTest;
    for (const s of spec.starts) {
      const c = s.cost ?? 0;
      if (c < cost[s.state]!) {
        cost[s.state] = c;
        heap.push(c + (h ? h(s.state) : 0), s.state);
      }
    }
    let count = 0;
    let current = -1;
    const maxSettled = spec.maxSettled ?? MAX_SEARCH_STATES;
    const emit: Emit = (to, stepCost, kind) => {
      const c = cost[current]! + stepCost;
      if (c > budget || done[to] || c >= cost[to]!) return;
      cost[to] = c;
      parent[to] = current;
      via[to] = kind;
      heap.push(c + (h ? h(to) : 0), to);
    };
    while (heap.size > 0) {
      const s = heap.pop();
      if (done[s]) continue;
      if (count >= maxSettled) {
        throw new HighgroundError(
          `the search for this question would settle more than ${maxSettled} states (places, levels and modes), the limit on work for one question; ` +
            'give a smaller budget, or ask on a smaller map',
          { path: ['budget'] },
        );
      }
      done[s] = 1;
      this.settled[count++] = s;
      if (s === spec.goal || (goalTest !== undefined && goalTest(s))) break;
      current = s;
      spec.expand(s, cost[s]!, emit);
    }
    return { cost, parent, via, settled: this.settled, settledCount: count };
  }
}

/** The steps from a start to `state`, first to last (empty when unreached). */
export function pathTo(r: SearchResult, state: number): PathStep[] {
  if (!(r.cost[state]! < Infinity)) return [];
  const out: PathStep[] = [];
  for (let s = state; s !== -1; s = r.parent[s]!) out.push({ state: s, cost: r.cost[s]!, kind: r.via[s]! });
  return out.reverse();
}
