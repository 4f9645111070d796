/**
 * A tight A* on an 8-connected square grid, the strongest plain baseline for the path cases: typed arrays,
 * a binary heap of packed (f, index) pairs, unit step costs, the Chebyshev heuristic (admissible and
 * consistent for unit diagonals), and HeroClix's corner rule (a diagonal is cut only when both squares
 * beside it block). Written for the benchmark (textbook A*: Hart, Nilsson and Raphael, 1968).
 */
export interface GridAStar {
  /** Cost of the cheapest path, or -1; `closed` receives each expanded index in order when given. */
  find(sx: number, sy: number, gx: number, gy: number, closed?: number[]): number;
}

export function gridAStar(W: number, H: number, blocking: Uint8Array): GridAStar {
  const N = W * H;
  const g = new Int32Array(N);
  const stamp = new Int32Array(N);
  const done = new Int32Array(N);
  let gen = 0;
  let heap = new Float64Array(1024);
  let size = 0;
  const push = (v: number) => {
    if (size === heap.length) { const h = new Float64Array(size * 2); h.set(heap); heap = h; }
    let i = size++;
    while (i > 0) { const p = (i - 1) >> 1; if (heap[p]! <= v) break; heap[i] = heap[p]!; i = p; }
    heap[i] = v;
  };
  const pop = () => {
    const top = heap[0]!, last = heap[--size]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= size) break;
      if (c + 1 < size && heap[c + 1]! < heap[c]!) c++;
      if (heap[c]! >= last) break;
      heap[i] = heap[c]!; i = c;
    }
    heap[i] = last;
    return top;
  };
  const DX = [1, -1, 0, 0, 1, 1, -1, -1], DY = [0, 0, 1, -1, 1, -1, 1, -1];
  return {
    find(sx, sy, gx, gy, closed) {
      gen++;
      size = 0;
      const s = sy * W + sx, goal = gy * W + gx;
      g[s] = 0; stamp[s] = gen;
      const h = (x: number, y: number) => Math.max(Math.abs(x - gx), Math.abs(y - gy));
      push(h(sx, sy) * N + s);
      while (size) {
        const v = pop();
        const i = v % N;
        if (done[i] === gen) continue;
        done[i] = gen;
        closed?.push(i);
        if (i === goal) return g[i]!;
        const x = i % W, y = (i - x) / W, gi = g[i]! + 1;
        for (let d = 0; d < 8; d++) {
          const nx = x + DX[d]!, ny = y + DY[d]!;
          if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
          const j = ny * W + nx;
          if (blocking[j]) continue;
          if (d >= 4 && blocking[y * W + nx] && blocking[ny * W + x]) continue;
          if (stamp[j] === gen && g[j]! <= gi) continue;
          stamp[j] = gen; g[j] = gi;
          push((gi + h(nx, ny)) * N + j);
        }
      }
      return -1;
    },
  };
}
