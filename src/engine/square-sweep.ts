/**
 * Exact square-grid sweeps: shadowcasting over angular intervals where the shadows are grades, not
 * booleans. One structure, two origins:
 * - the interval function F (below), shared by every sweep: per frame of the sweep, F(s) for slopes s in
 *   [-1, 1] is the highest grade of the items (squares' insides, edges, grid corners) met so far whose slope
 *   set holds s, kept as sorted breakpoints with a value at each and on each open interval between;
 * - `cornerSweep`: the sweep from a grid corner (city-of-peril: lines start at a corner of the viewer's
 *   space and may end anywhere in the target's), over per-square grade tables the ruleset lays out;
 * - the centre-origin sweep of heroclix line of fire (src/rulesets/heroclix/viewshed.ts) drives F with its
 *   own items (edges with walls, the level rules' corners) ring by ring.
 *
 * Algorithm: recursive shadowcasting after Björn Bergström (RogueBasin, "FOV using recursive
 * shadowcasting", 2001; the algorithm of rot.js) in Adam Milazzo's exact form ("My Algorithm", adammil.net,
 * 2014: slopes as ratios of integers, so no ray is rounded to the wrong side of a corner).
 *
 * Grades are packed: one field of two bits per rule set (0 clear, 1 hindered, 2 blocked), so one sweep
 * serves several rule sets; `two` is 2 in every field in use.
 *
 * Slopes are ratios p / q of integers with q at most 2 * (map side) + 1, held as doubles: IEEE division
 * rounds correctly, so equal ratios give the same double, and two different ratios differ by at least
 * 1 / (q1 q2), far more than the rounding (maps below 2^20 squares a side): comparing the doubles is
 * comparing the ratios exactly.
 */

/** Per-field maximum of packed grades (fields hold 0, 1 or 2: OR, then 3 = 1 | 2 becomes 2). */
export function pmax(a: number, b: number, two: number): number {
  const m = a | b;
  return m & ~((m & two) >>> 1);
}
/** Per-field minimum: 2 - max(2 - a, 2 - b), field by field (no borrows: fields are at most 2). */
export function pmin(a: number, b: number, two: number): number {
  return two - pmax(two - a, two - b, two);
}

// F: breakpoint slopes bs[k], strictly increasing, from -1 (k = 0) to 1 (k = nb - 1); pv[k] the value at the
// breakpoint, ov[k] the value on the open interval to the next one. Scratch shared by every sweep (a sweep
// does not re-enter); read them after `growF`, which may replace them.
export let bs = new Float64Array(256), pv = new Int32Array(256), ov = new Int32Array(256);
// Items of one ring: slopes lo, hi, packed grade, flags (1: lo included, 2: hi included; see `raise`).
export let iLo = new Float64Array(1024), iHi = new Float64Array(1024), iG = new Int32Array(1024);
export let iKind = new Uint8Array(1024);

export function growF(need: number, nb: number): void {
  if (need <= bs.length) return;
  let c = bs.length;
  while (c < need) c *= 2;
  const nS = new Float64Array(c), nP = new Int32Array(c), nO = new Int32Array(c);
  nS.set(bs.subarray(0, nb)); nP.set(pv.subarray(0, nb)); nO.set(ov.subarray(0, nb));
  bs = nS; pv = nP; ov = nO;
}

export function growItems(need: number): void {
  if (need <= iLo.length) return;
  let c = iLo.length;
  while (c < need) c *= 2;
  iLo = new Float64Array(c); iHi = new Float64Array(c); iG = new Int32Array(c); iKind = new Uint8Array(c);
}

/** Where the last `raise` left off (items of a ring come roughly in slope order). */
let cursor = 0;

/**
 * F = max(F, g) for item `item`: on the interval from lo to hi, with lo when `flags` & 1, with hi when
 * `flags` & 2 (a point: lo = hi, flags 3), clipped to [-1, 1]. No breakpoint is added inside an open interval
 * whose value already holds g (a shadow, mostly). Returns the new number of breakpoints.
 */
function raise(nb: number, item: number, two: number): number {
  // (The item by index: doubles passed to a call that is not inlined would be boxed.)
  const S = bs, P = pv, O = ov;
  let lo = iLo[item]!, hi = iHi[item]!, flags = iKind[item]!;
  const g = iG[item]!;
  if (hi < -1 || lo > 1 || (hi === -1 && !(flags & 2)) || (lo === 1 && !(flags & 1))) return nb;
  if (lo < -1) { lo = -1; flags |= 1; }
  if (hi > 1) { hi = 1; flags |= 2; }
  // The first breakpoint at or above lo.
  let k = cursor < nb ? cursor : nb - 1;
  while (S[k]! > lo) k--;
  while (S[k]! < lo) k++;
  if (S[k] !== lo) {
    // lo lies inside the open interval k - 1 (k >= 1: S[0] = -1 <= lo).
    const ok = O[k - 1]!;
    const r = pmax(ok, g, two);
    if (r !== ok && hi < S[k]! && lo < hi) {
      // The whole item inside that interval (a lone square in the light, mostly): two new breakpoints.
      for (let m = nb + 1; m > k + 1; m--) { S[m] = S[m - 2]!; P[m] = P[m - 2]!; O[m] = O[m - 2]!; }
      S[k] = lo; P[k] = flags & 1 ? r : ok; O[k] = r;
      S[k + 1] = hi; P[k + 1] = flags & 2 ? r : ok; O[k + 1] = ok;
      cursor = k;
      return nb + 2;
    }
    if (r !== ok) {
      for (let m = nb; m > k; m--) { S[m] = S[m - 1]!; P[m] = P[m - 1]!; O[m] = O[m - 1]!; }
      S[k] = lo; P[k] = flags & 1 ? pmax(ok, g, two) : ok; O[k] = ok;
      nb++;
    } else {
      // That interval holds g already: go on from its end, which is inside the item when hi is past it.
      const sk = S[k]!;
      if (hi < sk || (hi === sk && !(flags & 2))) { cursor = k; return nb; }
      P[k] = pmax(P[k]!, g, two);
      if (hi === sk) { cursor = k; return nb; }
    }
  } else if (flags & 1) P[k] = pmax(P[k]!, g, two);
  cursor = k;
  if (lo === hi) return nb;
  for (;;) {
    const next = S[k + 1]!;
    const ok = O[k]!;
    if (next > hi) {
      // hi falls inside the open interval k: split it there, unless it holds g already.
      const r = pmax(ok, g, two);
      if (r !== ok) {
        for (let m = nb; m > k + 1; m--) { S[m] = S[m - 1]!; P[m] = P[m - 1]!; O[m] = O[m - 1]!; }
        S[k + 1] = hi; P[k + 1] = flags & 2 ? r : ok; O[k + 1] = ok;
        nb++;
        O[k] = r;
      }
      return nb;
    }
    O[k] = pmax(ok, g, two);
    k++;
    if (next === hi) {
      if (flags & 2) P[k] = pmax(P[k]!, g, two);
      return nb;
    }
    P[k] = pmax(P[k]!, g, two);
  }
}

/**
 * Raises F by items 0 .. ni - 1 (in roughly increasing slope order) and drops the breakpoints whose value
 * and both sides' are equal. Returns the new number of breakpoints.
 */
export function raiseItems(nb: number, ni: number, two: number): number {
  growF(nb + 2 * ni + 4, nb);
  cursor = 0;
  for (let m = 0; m < ni; m++) nb = raise(nb, m, two);
  const S = bs, P = pv, O = ov;
  let w = 1;
  for (let q = 1; q < nb - 1; q++) {
    if (P[q] === O[w - 1] && O[q] === O[w - 1]) continue;
    S[w] = S[q]!; P[w] = P[q]!; O[w] = O[q]!;
    w++;
  }
  S[w] = S[nb - 1]!; P[w] = P[nb - 1]!; O[w] = O[nb - 1]!;
  return w + 1;
}

/** The per-field minimum of F over the closed slopes [lo, hi] (lo <= hi, both in [-1, 1]). */
function minOver(nb: number, lo: number, hi: number): number {
  const S = bs, P = pv, O = ov;
  // The last breakpoint at or below lo (S[0] = -1 <= lo).
  let k = 0, b = nb - 1;
  while (k < b) { const m = (k + b + 1) >> 1; if (S[m]! <= lo) k = m; else b = m - 1; }
  let r = S[k] === lo ? P[k]! : O[k]!;
  if (lo === hi) return r;
  for (;;) {
    r &= O[k]!;
    k++;
    const s = S[k]!;
    if (s > hi) return r;
    r &= P[k]!;
    if (s === hi) return r;
  }
}

// Frames of the eight octants of a corner sweep: u and v as board steps; a square of the frame (i, j) is
// [i, i + 1] x [j, j + 1] in (u, v) from the corner.
const OCT_UX = [1, 1, 0, 0, -1, -1, 0, 0], OCT_UY = [0, 0, 1, 1, 0, 0, -1, -1];
const OCT_VX = [0, 0, 1, -1, 0, 0, -1, 1], OCT_VY = [1, -1, 0, 0, -1, 1, 0, 0];

/** The targets of a corner sweep (see `cornerSweep`). */
export interface SweepTargets {
  /** How many (the arrays may be longer). */
  n: number;
  /** Closed rectangles in grid-corner coordinates (x0 <= x1, y0 <= y1) holding each target's wanted squares. */
  x0: Int32Array; y0: Int32Array; x1: Int32Array; y1: Int32Array;
  /** The field each is read in: its packed grade 2 (2 << 2f for field f). */
  field: Int32Array;
  /** 1 while the target is still wanted: the caller clears it when it sees the target. */
  live: Uint8Array;
}

// The targets of one octant: index, end column, field, slopes; aOrd orders them by lo.
let aT = new Int32Array(64), aEnd = new Int32Array(64), aF = new Int32Array(64);
let aLo = new Float64Array(64), aHi = new Float64Array(64), aOrd = new Int32Array(64);

/**
 * Raises F outside the union of the aim's intervals (aLo, aHi over 0 .. na - 1), field by field: per field,
 * its targets' closed intervals sorted and merged, the gaps between them (open) and before and after them
 * (closed at 0 and 1) raised to the field's blocked grade; a field with no target is blocked on all of [0, 1].
 */
function aim(nb: number, na: number, two: number): number {
  if (iLo.length < 2 * na + 8) growItems(2 * na + 8);
  let ni = 0;
  for (let fb = 2; fb <= two; fb <<= 2) {
    if (!(two & fb)) continue;
    // This field's targets by lo (insertion sort: a few dozen at most).
    let m = 0;
    for (let q = 0; q < na; q++) {
      if (aF[q] !== fb) continue;
      const lo = aLo[q]!;
      let p = m++;
      while (p > 0 && aLo[aOrd[p - 1]!]! > lo) { aOrd[p] = aOrd[p - 1]!; p--; }
      aOrd[p] = q;
    }
    let at = 0, atIn = true; // the next gap starts at `at`, included when atIn
    for (let r = 0; r < m;) {
      const q = aOrd[r]!;
      const lo = aLo[q]!;
      let hi = aHi[q]!;
      r++;
      while (r < m && aLo[aOrd[r]!]! <= hi) { const h = aHi[aOrd[r]!]!; if (h > hi) hi = h; r++; }
      if (lo > at) { iLo[ni] = at; iHi[ni] = lo; iG[ni] = fb; iKind[ni] = atIn ? 1 : 0; ni++; }
      at = hi; atIn = false;
    }
    if (m === 0) { iLo[ni] = 0; iHi[ni] = 1; iG[ni] = fb; iKind[ni] = 3; ni++; }
    else if (at < 1) { iLo[ni] = at; iHi[ni] = 1; iG[ni] = fb; iKind[ni] = 2; ni++; }
  }
  return ni > 0 ? raiseItems(nb, ni, two) : nb;
}

/**
 * What a corner sweep reads: per board square (index y * width + x) packed grades, 0 or 2 per field (a
 * field per rule set), for each way a line can meet the square.
 */
export interface CornerGrades {
  readonly width: number;
  readonly height: number;
  /** A line passing the square's open inside (also: the square is solid for a seam). */
  readonly inside: Int32Array;
  /** A line touching the square only at one of its corners, strictly between the line's ends. */
  readonly corner: Int32Array;
  /** A line running along one of its edges with one of its corners strictly between the line's ends. */
  readonly edge: Int32Array;
  /** 2 in every field in use. */
  readonly two: number;
}

/**
 * Exact sight from the grid corner (ax, ay) (0 .. width, 0 .. height) to squares, as a lines-from-a-point
 * rule decides it: a square is seen, per field, when some point of it (closed) ends a line from the corner
 * that nothing blocks, where a line is blocked by
 * - a square whose open inside it passes (`inside`),
 * - a square it touches only at one corner strictly between its ends (`corner`),
 * - a square along one of whose edges it runs, with one of the square's corners strictly between its ends
 *   (`edge`),
 * - two squares both solid (`inside`) sharing an edge it runs along over a positive length (a seam).
 * Squares touching the corner are seen. `want[sq]` says which fields to read at square sq (0: it is no
 * target) and `seen(sq, fields)` is called once per octant that sees some of them (fields: the clear ones
 * among those wanted). `targets` lists the rectangles the wanted squares lie in, each read in one field,
 * and says which are still wanted: the caller clears `live`, and the target's squares in `want`, as it
 * sees them (in `seen`).
 *
 * The sweep follows only the light that can still reach a target (the aim). Per octant, each live target's
 * closed rectangle spans a closed interval of slopes and ends at a column (its farthest u); F starts blocked,
 * field by field, outside the union of its targets' intervals, and whenever a target is passed or seen
 * that union is taken again for those left, its complement raised into F. A square is read only at slopes
 * inside its own target's interval, where F is the max of the same items as without the aim (F is a
 * pointwise max), so every answer is unchanged; squares whose slopes are all blocked are not visited, and
 * an octant ends when no target is left in it.
 *
 * Why it is exact. In one octant (u >= 0, 0 <= v <= u, slopes s = v / u in [0, 1]) a square (i, j), 0 <= j <=
 * i, is first entered by the ray of slope s through its left edge (u = i) or its bottom edge (v = j); a line to
 * any further point of it is blocked whenever the line to that entry point is (every contact grows), so only
 * entry points count, and the square itself never blocks them. Everything a line to an entry point meets
 * lies in columns before i, with a threshold (the entry of an inside, a corner, the start of a seam) strictly
 * before u = i, except on the bottom edge, where the line also passes the inside of (i, j - 1). So the sweep
 * reads column i off F built from columns 0 .. i - 1 (the bottom-edge part raised by (i, j - 1)'s inside),
 * then raises F by column i's items: insides (open slope intervals), the corners on u = i (single slopes;
 * a corner only counts for lines going on past it, which are the next columns'), and on slope 0 the seams and
 * edge corners. Lines along slope 1 run through no edge; those along slope 0 are the only ones along grid
 * lines in an octant, and each grid line is a boundary of two octants, which both find the same answer.
 */
export function cornerSweep(g: CornerGrades, ax: number, ay: number, targets: SweepTargets,
  want: Int32Array, seen: (sq: number, fields: number) => void): void {
  const W = g.width, H = g.height, two = g.two;
  const IN = g.inside, CO = g.corner, ED = g.edge;
  const nt = targets.n;
  if (aT.length < nt) { const c = Math.max(nt, 2 * aT.length); aT = new Int32Array(c); aEnd = new Int32Array(c); aF = new Int32Array(c); aLo = new Float64Array(c); aHi = new Float64Array(c); aOrd = new Int32Array(c); }
  const live = targets.live;
  for (let o = 0; o < 8; o++) {
    const ux = OCT_UX[o]!, uy = OCT_UY[o]!, vx = OCT_VX[o]!, vy = OCT_VY[o]!;
    // The live targets in this octant: slopes [lo, hi] of the closed rectangle (the part with u > 0; slopes
    // v / u of integers, the same doubles as the sweep's), clipped to [0, 1], and the column it ends before.
    let na = 0, far = 0;
    for (let t = 0; t < nt; t++) {
      if (!live[t]) continue;
      const dx0 = targets.x0[t]! - ax, dx1 = targets.x1[t]! - ax, dy0 = targets.y0[t]! - ay, dy1 = targets.y1[t]! - ay;
      const ua = ux * dx0 + uy * dy0, ub = ux * dx1 + uy * dy1;
      const va = vx * dx0 + vy * dy0, vb = vx * dx1 + vy * dy1;
      const u1 = ua > ub ? ua : ub;
      if (u1 <= 0) continue;
      let u0 = ua < ub ? ua : ub;
      if (u0 < 0) u0 = 0;
      const v0 = va < vb ? va : vb, v1 = va > vb ? va : vb;
      const lo = v0 < 0 ? (u0 > 0 ? v0 / u0 : -Infinity) : v0 / u1;
      const hi = v1 > 0 ? (u0 > 0 ? v1 / u0 : Infinity) : v1 / u1;
      if (hi < 0 || lo > 1) continue;
      aT[na] = t; aEnd[na] = u1; aF[na] = targets.field[t]!; aLo[na] = lo < 0 ? 0 : lo; aHi[na] = hi > 1 ? 1 : hi;
      if (u1 > far) far = u1;
      na++;
    }
    if (na === 0) continue;
    // Board square of frame square (i, j): its corner nearest the origin is ax + ux i + vx j (and y); the
    // square's x is that corner's x, minus 1 where the frame runs towards -x. Its index is c0 + i du + j dj;
    // columns 0 .. maxU - 1 are on the board along u, so (i, j) is on it exactly when jv0 <= j <= jv1.
    const ox = ax - (ux < 0 || vx < 0 ? 1 : 0), oy = ay - (uy < 0 || vy < 0 ? 1 : 0);
    const c0 = oy * W + ox, du = uy * W + ux, dj = vy * W + vx;
    const jv0 = vx > 0 ? -ox : vx < 0 ? ox - W + 1 : vy > 0 ? -oy : oy - H + 1;
    const jv1 = vx > 0 ? W - 1 - ox : vx < 0 ? ox : vy > 0 ? H - 1 - oy : oy;
    // F: blocked below slope 0 (the next octant's), clear on [0, 1].
    let nb = 3;
    growF(8, 0);
    bs[0] = -1; pv[0] = two; ov[0] = two;
    bs[1] = 0; pv[1] = 0; ov[1] = 0;
    bs[2] = 1; pv[2] = 0; ov[2] = 0;
    // How far the frame reaches on the board along u.
    const uOn = ux > 0 ? W - ax : ux < 0 ? ax : uy > 0 ? H - ay : ay;
    // The square (0, 0) touches the corner: seen, when it is on the board.
    if (uOn > 0 && jv0 <= 0 && 0 <= jv1) { const w = want[c0]!; if (w) seen(c0, w); }
    const maxU = Math.min(far, uOn);
    // The aim is taken again at column `next` (a target ends there) or once a target has been seen.
    let next = 0, dirty = true;
    for (let i = 0; i < maxU; i++) {
      if (4 * (i + 3) + 8 > iLo.length) growItems(4 * (i + 3) + 8);
      if (dirty || i >= next) {
        dirty = false;
        let w = 0;
        next = maxU;
        for (let q = 0; q < na; q++) {
          if (!live[aT[q]!] || aEnd[q]! <= i) continue;
          aT[w] = aT[q]!; aEnd[w] = aEnd[q]!; aF[w] = aF[q]!; aLo[w] = aLo[q]!; aHi[w] = aHi[q]!;
          if (aEnd[w]! < next) next = aEnd[w]!;
          w++;
        }
        na = w;
        if (na === 0) break;
        nb = aim(nb, na, two);
      }
      const S = bs, P = pv, O = ov;
      const IL = iLo, IH = iHi, G = iG, K = iKind;
      let ni = 0, runs = 0, lastJ = -2;
      let k = 0;
      while (k < nb) {
        // A run of F not blocked in every field: breakpoints s .. e.
        if (P[k] === two && (k === nb - 1 || O[k] === two)) { k++; continue; }
        const s = k;
        let e = k;
        while (e < nb - 1 && (O[e] !== two || P[e + 1] !== two)) e++;
        k = e + 1;
        runs++;
        const lo = S[s]!, hi = S[e]!;
        // Squares (i, j) whose closed slopes [j / (i + 1), (j + 1) / i] meet [lo, hi], and (i, -1), (i, i + 1)
        // for the corners on slopes 0 and 1.
        let jmin = Math.floor(lo * i) - 1, jmax = Math.ceil(hi * (i + 1));
        if (jmin < 0) jmin = 0;
        if (jmin <= lastJ) jmin = lastJ + 1;
        if (jmax > i) jmax = i;
        const ci = c0 + i * du;
        for (let j = jmin; j <= jmax; j++) {
          const on = j >= jv0 && j <= jv1;
          const sq = on ? ci + j * dj : -1;
          if (on && i >= 1) {
            const w = want[sq]!;
            if (w) {
              // Read the square: its slopes [j / (i + 1), min(1, (j + 1) / i)]; below j / i lines enter by the
              // bottom edge, past the inside of (i, j - 1).
              const a = j / (i + 1), m = j / i, b = j + 1 > i ? 1 : (j + 1) / i;
              let r = minOver(nb, m, b);
              if (j > 0 && (w & r) !== 0) {
                // (F at m is in both reads: the first one already has it.)
                r &= minOver(nb, a, m) | (j - 1 >= jv0 ? IN[sq - dj]! : 0);
              }
              const f = w & ~r;
              if (f) { seen(sq, f); dirty = true; }
            }
          }
          // Items of column i: the inside, ...
          const gi = on ? IN[sq]! : 0;
          if (gi !== 0) {
            IL[ni] = j / (i + 1); IH[ni] = i === 0 ? 2 : (j + 1) / i; G[ni] = gi; K[ni] = 0; ni++;
          }
          // ... the corner (i, j) on u = i (lines past it): squares (i, j - 1) and (i - 1, j), ...
          if (i >= 1 && j >= 1) {
            const on1 = j - 1 >= jv0 && j - 1 <= jv1;
            const gc = (on1 ? CO[ci + (j - 1) * dj]! : 0) | (on ? CO[sq - du]! : 0);
            if (gc !== 0) { IL[ni] = IH[ni] = j / i; G[ni] = gc; K[ni] = 3; ni++; }
          }
          // ... and on slope 0, the line along the grid line v = 0: the seam of (i, 0) and (i, -1), and the
          // edge corner (i, 0) of the four squares around it.
          if (j === 0) {
            const onB = -1 >= jv0 && -1 <= jv1;
            const b0 = on ? sq : -1, b1 = onB ? ci - dj : -1;
            let gs = (b0 >= 0 ? IN[b0]! : 0) & (b1 >= 0 ? IN[b1]! : 0);
            if (i >= 1) {
              gs |= (b0 >= 0 ? ED[b0]! | ED[b0 - du]! : 0) | (b1 >= 0 ? ED[b1]! | ED[b1 - du]! : 0);
            }
            if (gs !== 0) { IL[ni] = IH[ni] = 0; G[ni] = gs; K[ni] = 3; ni++; }
          }
        }
        if (jmax > lastJ) lastJ = jmax;
      }
      if (runs === 0) break;
      if (ni > 0) nb = raiseItems(nb, ni, two);
    }
  }
}
