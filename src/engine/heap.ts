/** A typed array of one kind. */
type Typed = Float64Array | Int32Array | Uint8Array | Uint32Array;

/** A typed array of `a`'s kind and length n holding `a`'s first entries (as many as fit), the rest 0. */
export function resized<T extends Typed>(a: T, n: number): T {
  const b = new (a.constructor as new (n: number) => T)(n);
  b.set(a.length > n ? a.subarray(0, n) : a);
  return b;
}

/**
 * A binary min-heap of (priority, integer item) pairs on growable typed arrays: no allocation per push
 * once grown. Stale entries are allowed (lazy deletion): the search skips items already settled.
 */
export class MinHeap {
  private pri: Float64Array;
  private item: Int32Array;
  size = 0;

  constructor(capacity = 256) {
    this.pri = new Float64Array(capacity);
    this.item = new Int32Array(capacity);
  }

  clear(): void {
    this.size = 0;
  }

  push(priority: number, item: number): void {
    if (this.size === this.pri.length) this.grow();
    let i = this.size++;
    const pri = this.pri;
    const it = this.item;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (pri[p]! <= priority) break;
      pri[i] = pri[p]!;
      it[i] = it[p]!;
      i = p;
    }
    pri[i] = priority;
    it[i] = item;
  }

  /** Remove and return the item with the lowest priority (call only when size > 0). */
  pop(): number {
    const pri = this.pri;
    const it = this.item;
    const top = it[0]!;
    const n = --this.size;
    if (n > 0) {
      const lp = pri[n]!;
      const li = it[n]!;
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && pri[c + 1]! < pri[c]!) c++;
        if (pri[c]! >= lp) break;
        pri[i] = pri[c]!;
        it[i] = it[c]!;
        i = c;
      }
      pri[i] = lp;
      it[i] = li;
    }
    return top;
  }

  private grow(): void {
    this.pri = resized(this.pri, this.pri.length * 2);
    this.item = resized(this.item, this.item.length * 2);
  }
}
