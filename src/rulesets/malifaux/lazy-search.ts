/**
 * A* with lazy edge checks (issue 17), for the movement graph: a step out of a settled node is queued at a
 * lower bound of its cost (for a straight walk, its length: severe terrain and linear obstacles only add),
 * and its true cost, the expensive test against every obstacle, is worked out only when the step comes to
 * the front of the queue and could still improve its end. Steps whose cost is known (climbs, falls, ladders)
 * are queued as they are. This is Lazy Weighted A* with weight 1 (Cohen, Phillips and Likhachev, "Planning
 * single-arm manipulations with n-arm robots", RSS 2014), which finds the same cheapest cost as Dijkstra's
 * algorithm on the fully tested graph: an entry is settled only at its true cost, and every queued key is a
 * lower bound (consistent heuristic).
 */
import { MinHeap, resized } from '../../engine/heap.js';
import type { SearchResult } from '../../engine/search.js';

export interface LazySpec {
  /** States known when the search starts; `expand` may add more (the lazy tangent graph): the arrays grow. */
  readonly stateCount: number;
  readonly start: number;
  readonly goal?: number | undefined;
  /** Settle nothing costing more. */
  readonly budget?: number | undefined;
  /** A consistent lower bound of the cost still to go. */
  readonly heuristic?: ((s: number) => number) | undefined;
  /**
   * The steps out of `s`: `emit(to, cost, kind, exact, edge)`; with `exact` false, `cost` is a lower bound and
   * `verify(s, to, edge)` gives the true cost (Infinity when the step is not possible). `edge` (default -1)
   * names the step where two steps join the same states (the two arcs of a circle with two tangent points).
   * `key`: s's cost plus its heuristic. The keys of the states settled never go down (the heuristic is
   * consistent), so every state not settled yet has a key, cost from the start plus heuristic, at least this.
   */
  expand(s: number, emit: (to: number, cost: number, kind: number, exact: boolean, edge?: number) => void, key: number): void;
  verify(from: number, to: number, edge: number): number;
}

/** A search's answer, with the `edge` of the step that reached each state (-1: none named). */
export interface LazyResult extends SearchResult {
  readonly edge: Int32Array;
}

export class LazySearch {
  private cost = new Float64Array(0);
  private best = new Float64Array(0);
  private parent = new Int32Array(0);
  private via = new Int32Array(0);
  private edge = new Int32Array(0);
  private settled = new Int32Array(0);
  private done = new Uint8Array(0);
  private heap = new MinHeap();
  // Queue entries.
  private eTo = new Int32Array(1024);
  private eFrom = new Int32Array(1024);
  private eCost = new Float64Array(1024);
  private eKind = new Int32Array(1024);
  private eExact = new Uint8Array(1024);
  private eEdge = new Int32Array(1024);
  private count = 0;

  run(spec: LazySpec): LazyResult {
    let n = spec.stateCount;
    if (this.cost.length < n) this.grow(n);
    let { cost, best, parent, via, edge, done } = this;
    cost.fill(Infinity, 0, n);
    best.fill(Infinity, 0, n);
    parent.fill(-1, 0, n);
    via.fill(-1, 0, n);
    edge.fill(-1, 0, n);
    done.fill(0, 0, n);
    // States added during the search are made ready as they first appear.
    const more = (to: number) => {
      if (to >= this.cost.length) {
        this.grow(Math.max(to + 1, 2 * this.cost.length));
        ({ cost, best, parent, via, edge, done } = this);
      }
      cost.fill(Infinity, n, to + 1);
      best.fill(Infinity, n, to + 1);
      parent.fill(-1, n, to + 1);
      via.fill(-1, n, to + 1);
      edge.fill(-1, n, to + 1);
      done.fill(0, n, to + 1);
      n = to + 1;
    };
    const heap = this.heap;
    heap.clear();
    this.count = 0;
    const budget = spec.budget ?? Infinity;
    const h = spec.heuristic ?? (() => 0);
    let settledCount = 0;
    let current = -1;
    let currentCost = 0;
    const goal = spec.goal ?? -1;
    const emit = (to: number, c: number, kind: number, exact: boolean, step = -1) => {
      if (to >= n) more(to);
      const total = currentCost + c;
      if (done[to] || total > budget || total >= best[to]!) return;
      const key = total + h(to);
      // Once the goal has a known cost, nothing whose lower bound reaches it can do better.
      if (goal >= 0 && key >= best[goal]!) return;
      if (exact) best[to] = total;
      this.push(to, current, total, kind, exact, key, step);
    };
    best[spec.start] = 0;
    this.push(spec.start, -1, 0, -1, true, h(spec.start), -1);
    while (heap.size > 0) {
      const e = heap.pop();
      const to = this.eTo[e]!;
      if (done[to]) continue;
      const from = this.eFrom[e]!;
      const c = this.eCost[e]!;
      if (!this.eExact[e]) {
        if (c >= best[to]! || (goal >= 0 && c + h(to) >= best[goal]!)) continue;
        const step = spec.verify(from, to, this.eEdge[e]!);
        if (!(step < Infinity)) continue;
        const total = cost[from]! + step;
        if (total > budget || total >= best[to]!) continue;
        best[to] = total;
        this.push(to, from, total, this.eKind[e]!, true, total + h(to), this.eEdge[e]!);
        continue;
      }
      if (c > best[to]!) continue;
      done[to] = 1;
      cost[to] = c;
      parent[to] = from;
      via[to] = this.eKind[e]!;
      edge[to] = this.eEdge[e]!;
      this.settled[settledCount++] = to;
      if (to === spec.goal) break;
      current = to;
      currentCost = c;
      spec.expand(to, emit, c + h(to));
    }
    // States the graph made but the search never reached (a lazy graph adds nodes it does not emit to) must read
    // as unreached, not as a cost left over from an earlier run or the zeros of a grown array.
    this.cost.fill(Infinity, n);
    return { cost: this.cost, parent: this.parent, via: this.via, edge: this.edge, settled: this.settled, settledCount };
  }

  private grow(n: number): void {
    this.cost = resized(this.cost, n);
    this.best = resized(this.best, n);
    this.parent = resized(this.parent, n);
    this.via = resized(this.via, n);
    this.edge = resized(this.edge, n);
    this.settled = resized(this.settled, n);
    this.done = resized(this.done, n);
  }

  private push(to: number, from: number, cost: number, kind: number, exact: boolean, key: number, edge: number): void {
    if (this.count === this.eTo.length) {
      const n = 2 * this.count;
      this.eTo = resized(this.eTo, n);
      this.eFrom = resized(this.eFrom, n);
      this.eCost = resized(this.eCost, n);
      this.eKind = resized(this.eKind, n);
      this.eExact = resized(this.eExact, n);
      this.eEdge = resized(this.eEdge, n);
    }
    const e = this.count++;
    this.eTo[e] = to;
    this.eFrom[e] = from;
    this.eCost[e] = cost;
    this.eKind[e] = kind;
    this.eExact[e] = exact ? 1 : 0;
    this.eEdge[e] = edge;
    this.heap.push(key, e);
  }
}
