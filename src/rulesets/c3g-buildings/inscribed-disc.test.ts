/** The pruned largest-disc search (c3g.hex.classify) answers what evaluating every candidate answers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePolygon, rectPolygon } from '../../geometry/plane/shape.js';
import type { Polygon } from '../../geometry/plane/types.js';
import { clearance, equidistant, largestDisc, largestDiscExhaustive, newSites, type Sites } from './inscribed-disc.js';
import { clipToConvex } from './clip.js';
import { hexCentreMm, hexPolygonMm } from './layout.js';

/** A star-shaped polygon round (cx, cy) with corners at increasing angles. */
const star = fc.record({
  cx: fc.double({ min: -40, max: 40, noNaN: true }),
  cy: fc.double({ min: -40, max: 40, noNaN: true }),
  radii: fc.array(fc.double({ min: 3, max: 60, noNaN: true }), { minLength: 3, maxLength: 7 }),
  turn: fc.double({ min: 0, max: 6.28, noNaN: true }),
}).map(({ cx, cy, radii, turn }): Polygon => radii.map((r, i) => {
  const a = turn + (2 * Math.PI * i) / radii.length;
  return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
}));
const rect = fc.tuple(
  fc.double({ min: -80, max: 40, noNaN: true }), fc.double({ min: -80, max: 40, noNaN: true }),
  fc.double({ min: 1, max: 120, noNaN: true }), fc.double({ min: 1, max: 120, noNaN: true }),
).map(([x, y, w, h]) => rectPolygon(x, y, w, h));

describe('c3g.hex.classify: the largest-disc search', () => {
  it('c3g.hex.classify - pruning candidates and convex corners finds the same disc, at the same centre, as evaluating every candidate (property)', () => {
    const hex = hexPolygonMm(0, 0, 44.6);
    const seed = [hexCentreMm(0, 0, 44.6)];
    fc.assert(fc.property(fc.array(fc.oneof(star, rect), { minLength: 1, maxLength: 2 }), fc.option(star, { nil: undefined }), (others, inside) => {
      const obstacles = others.map((o) => clipToConvex(o, hex)).filter((o): o is Polygon => o !== undefined);
      const room = inside ? clipToConvex(inside, hex) : undefined;
      if (inside && !room) return;
      const containers = room ? [hex, room] : [hex];
      // localFrom Infinity: every triple solved (the candidates pruned, the convex corners left out).
      const fast = largestDisc(containers, obstacles, seed, true, Infinity);
      const all = largestDiscExhaustive(containers, obstacles, seed);
      expect(fast?.radius).toBe(all?.radius);
      expect(fast?.centre).toEqual(all?.centre);
    }), { numRuns: 12, seed: 1717 });
  }, 120_000);

  it('c3g.hex.classify - the search over the triples near the cells that may hold the largest disc (no cube in the corners) finds a disc as large as the exhaustive search, and a genuine one (property)', () => {
    const hex = hexPolygonMm(0, 0, 44.6);
    const seed = [hexCentreMm(0, 0, 44.6)];
    fc.assert(fc.property(fc.array(fc.oneof(star, rect), { minLength: 1, maxLength: 2 }), fc.option(star, { nil: undefined }), (others, inside) => {
      const obstacles = others.map((o) => clipToConvex(o, hex)).filter((o): o is Polygon => o !== undefined);
      const room = inside ? clipToConvex(inside, hex) : undefined;
      if (inside && !room) return;
      const containers = room ? [hex, room] : [hex];
      // localFrom 0: the branch-and-bound choice of triples even for these few sites.
      const local = largestDisc(containers, obstacles, seed, true, 0);
      const all = largestDiscExhaustive(containers, obstacles, seed);
      expect(local === undefined).toBe(all === undefined);
      if (!local || !all) return;
      // The same largest radius to the rounding of the distances (classification rounds to a micrometre).
      expect(Math.abs(local.radius - all.radius)).toBeLessThanOrEqual(1e-9);
      expect(Math.abs(clearance(local.centre, containers, obstacles) - local.radius)).toBeLessThanOrEqual(1e-9);
    }), { numRuns: 40, seed: 1717 });
  }, 120_000);

  it('c3g.hex.classify - leaving out the obstacle edges and corners on the hex sides, and the hex sides they cover, finds a disc as large as the exhaustive search, and a genuine one (property)', () => {
    const hex = hexPolygonMm(0, 0, 44.6);
    const seed = [hexCentreMm(0, 0, 44.6)];
    let trimmed = 0;
    fc.assert(fc.property(fc.array(fc.oneof(star, rect), { minLength: 1, maxLength: 3 }), fc.option(star, { nil: undefined }), fc.boolean(), fc.boolean(), (others, inside, clip, local) => {
      // clipped (as the classification has them) or whole (edges along a side's line beyond the hex)
      const obstacles = clip ? others.map((o) => clipToConvex(o, hex)).filter((o): o is Polygon => o !== undefined) : others.map((o) => normalizePolygon(o));
      const room = inside ? clipToConvex(inside, hex) : undefined;
      if (inside && !room) return;
      const containers = room ? [hex, room] : [hex];
      const got = largestDisc(containers, obstacles, seed, true, local ? 0 : Infinity, true);
      const untrimmed = largestDisc(containers, obstacles, seed, true, local ? 0 : Infinity);
      const all = largestDiscExhaustive(containers, obstacles, seed);
      if (clip && obstacles.length) trimmed++;
      // To within the hair the sites are trimmed at (1e-9 of the coordinates' size: a corner that close to
      // a hex side counts as on it, a sliver of room that thin is not searched); no disc reads as no room.
      const hair = 1e-9 * (1 + 44.6 / Math.sqrt(3)), r = (d: typeof got) => d?.radius ?? 0;
      expect(Math.abs(r(got) - r(untrimmed))).toBeLessThanOrEqual(hair);
      expect(Math.abs(r(got) - r(all))).toBeLessThanOrEqual(hair);
      if (got) expect(Math.abs(clearance(got.centre, containers, obstacles) - got.radius)).toBeLessThanOrEqual(1e-9);
    }), { numRuns: 80, seed: 1717 });
    expect(trimmed).toBeGreaterThan(10);
  }, 120_000);

  it('c3g.hex.classify - the branch-and-bound over cells carrying their own sites keeps the disc and centre of solving every triple, on footprints of up to 40 corners, convex or not, over hexes their edges and corners cross (property)', () => {
    const ring = ringArb(40, false);
    const hex = hexPolygonMm(0, 0, 44.6), seed = [hexCentreMm(0, 0, 44.6)];
    let searched = 0;
    fc.assert(fc.property(fc.array(ring, { minLength: 1, maxLength: 2 }), fc.option(ring, { nil: undefined }), (others, inside) => {
      const obstacles = others.map((o) => clipToConvex(o, hex)).filter((o): o is Polygon => o !== undefined);
      const room = inside ? clipToConvex(inside, hex) : undefined;
      if (inside && !room) return;
      const containers = room ? [hex, room] : [hex];
      const local = largestDisc(containers, obstacles, seed, true, 0, true);
      const every = largestDisc(containers, obstacles, seed, true, Infinity, true);
      if (every) searched++;
      expect(local?.radius).toBe(every?.radius);
      expect(local?.centre).toEqual(every?.centre);
    }), { numRuns: 80, seed: 6464 });
    expect(searched).toBeGreaterThan(20);
  }, 120_000);

  it('c3g.hex.classify - skipping the pairs of sites whose loci miss the hex shrunk by the seed keeps the disc and centre, to the bit, of solving every triple: footprints of up to 48 corners, convex or not, over hexes their edges and corners cross (property)', () => {
    const ring = ringArb(48, true);
    const hex = hexPolygonMm(0, 0, 44.6), seed = [hexCentreMm(0, 0, 44.6)];
    let searched = 0, skipped = 0;
    fc.assert(fc.property(fc.array(ring, { minLength: 1, maxLength: 2 }), fc.option(ring, { nil: undefined }), (others, inside) => {
      const obstacles = others.map((o) => clipToConvex(o, hex)).filter((o): o is Polygon => o !== undefined);
      const room = inside ? clipToConvex(inside, hex) : undefined;
      if (inside && !room) return;
      const containers = room ? [hex, room] : [hex];
      // Every candidate of a skipped triple has less room than the seed (or none): it could not have won.
      const floor = Math.max(clearance(seed[0]!, containers, obstacles), 0);
      const pruned = largestDisc(containers, obstacles, seed, true, Infinity, true, true, (x, y) => {
        skipped++;
        if (Number.isFinite(x) && Number.isFinite(y)) expect(clearance({ x, y }, containers, obstacles)).toBeLessThan(floor);
      });
      const every = largestDisc(containers, obstacles, seed, true, Infinity, true, false);
      if (every) searched++;
      expect(pruned?.radius).toBe(every?.radius);
      expect(pruned?.centre).toEqual(every?.centre);
    }), { numRuns: 80, seed: 6417 });
    expect(searched).toBeGreaterThan(25);
    expect(skipped).toBeGreaterThan(1000);
  }, 120_000);

  it('c3g.hex.classify - the centres equidistant from three sites (lines, points, any mix, nearly parallel or coincident) are, to the bit and in order, those of writing the 3x3 system out (property)', () => {
    // A site: a line (unit normal at an angle, offset) or a point; `near` repeats the previous site's angle or place within 1e-9.
    const site = fc.record({ line: fc.boolean(), a: fc.double({ min: -4, max: 4, noNaN: true }), x: fc.double({ min: -60, max: 60, noNaN: true }), y: fc.double({ min: -60, max: 60, noNaN: true }), near: fc.boolean() });
    let emitted = 0;
    fc.assert(fc.property(fc.array(site, { minLength: 3, maxLength: 7 }), (list) => {
      const s = newSites(list.length);
      list.forEach((t, k) => {
        const prev = k > 0 && t.near ? list[k - 1]! : t, a = prev.a + (t.near ? 1e-9 * t.a : 0);
        s.kind[k] = t.line ? 0 : 1;
        s.nx[k] = Math.cos(a); s.ny[k] = Math.sin(a); s.c[k] = t.x;
        s.ax[k] = t.near ? prev.x + 1e-9 * t.x : t.x; s.ay[k] = t.near ? prev.y + 1e-9 * t.y : t.y;
      });
      s.n = list.length;
      for (let i = 0; i < s.n; i++) for (let j = i + 1; j < s.n; j++) for (let k = j + 1; k < s.n; k++) {
        const got: number[] = [], want: number[] = [];
        equidistant(s, i, j, k, (x, y) => got.push(x, y));
        writtenOut(s, i, j, k, (x, y) => want.push(x, y));
        expect(got).toEqual(want);
        emitted += got.length;
      }
    }), { numRuns: 300, seed: 1731 });
    expect(emitted).toBeGreaterThan(1000);
  });

  it('c3g.hex.classify - a hex side covered end to end by a footprint is no site: the room left by two footprints over opposite sides', () => {
    const hex = hexPolygonMm(0, 0, 44.6);
    // Two bands across the hex leave a strip 10 mm wide between y = -5 and y = 5: the disc is 10 across.
    const top = clipToConvex(rectPolygon(-40, -40, 80, 35), hex)!, bottom = clipToConvex(rectPolygon(-40, 5, 80, 35), hex)!;
    const got = largestDisc([hex], [top, bottom], [{ x: 0, y: 20 }], true, undefined, true)!;
    expect(got.radius).toBeCloseTo(5, 9);
    expect(Math.abs(got.centre.y)).toBeLessThan(1e-9);
    expect(got.radius).toBe(largestDisc([hex], [top, bottom], [{ x: 0, y: 20 }], true)!.radius);
  });

  it('c3g.hex.classify - a 256-corner footprint over a hex is searched', () => {
    const ring: Polygon = Array.from({ length: 256 }, (_, i) => {
      const a = (2 * Math.PI * i) / 256, r = i % 2 ? 30 : 36;
      return { x: 10 + r * Math.cos(a), y: 5 + r * Math.sin(a) };
    });
    const hex = hexPolygonMm(0, 0, 44.6);
    const clipped = clipToConvex(ring, hex)!;
    // The hex lies mostly inside the ring: the room left is between the spikes by its west side.
    const fast = largestDisc([hex], [clipped], [hexCentreMm(0, 0, 44.6)], true)!;
    expect(fast.radius).toBeGreaterThan(0.5);
    expect(clearance(fast.centre, [hex], [ring])).toBeCloseTo(fast.radius, 9);
    // No point of a fine grid over the hex has more room.
    for (let x = -22; x <= 22; x += 0.5) for (let y = -25; y <= 25; y += 0.5) expect(clearance({ x, y }, [hex], [ring])).toBeLessThanOrEqual(fast.radius + 1e-9);
  }, 120_000);
});

/**
 * A ring of 3 to `corners` corners round (cx, cy) at even angles, each at its own share of `size` (all 1:
 * convex); with `snap`, a corner may sit on the hex's centre line or a side, where the loci are most nearly
 * degenerate (the record then draws a `snap` flag too).
 */
function ringArb(corners: number, snap: boolean): fc.Arbitrary<Polygon> {
  const fields = {
    cx: fc.double({ min: -60, max: 60, noNaN: true }), cy: fc.double({ min: -60, max: 60, noNaN: true }),
    size: fc.double({ min: 8, max: 90, noNaN: true }), turn: fc.double({ min: 0, max: 6.28, noNaN: true }),
    dents: fc.oneof(fc.array(fc.double({ min: 0.5, max: 1, noNaN: true }), { minLength: 3, maxLength: corners }), fc.integer({ min: 3, max: corners }).map((k) => Array.from({ length: k }, () => 1))),
  };
  const rec = snap ? fc.record({ ...fields, snap: fc.boolean() }) : fc.record(fields).map((r) => ({ ...r, snap: false }));
  return rec.map(({ cx, cy, size, turn, dents, snap: on }): Polygon => dents.map((d, i) => {
    const a = turn + (2 * Math.PI * i) / dents.length;
    const x = cx + size * d * Math.cos(a), y = cy + size * d * Math.sin(a);
    return on && i === 0 ? { x: Math.round(x / 22.3) * 22.3, y: Math.round(y) } : { x, y };
  }));
}

/**
 * The equidistant centres as the search solved them before its rows were read into locals: the lines'
 * rows, then each further point's against the first, written into a 3x3 system solved by Cramer's rule,
 * then the quadratic along the solution line of two rows (see inscribed-disc.ts's module header).
 */
function writtenOut(s: Sites, i: number, j: number, k: number, emit: (x: number, y: number) => void): void {
  const M: number[] = [], R: number[] = [];
  const det3 = (m: readonly number[]) => m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) - m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) + m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!);
  const solve3 = (m: readonly number[], b: readonly number[]): number[] | undefined => {
    const d = det3(m);
    if (d === 0 || !Number.isFinite(d)) return undefined;
    return [0, 1, 2].map((c) => det3(m.map((v, at) => (at % 3 === c ? b[Math.floor(at / 3)]! : v))) / d);
  };
  let q0 = -1;
  for (const t of [i, j, k]) if (s.kind[t] === 0) { M.push(s.nx[t]!, s.ny[t]!, -1); R.push(s.c[t]!); }
  for (const t of [i, j, k]) {
    if (s.kind[t] !== 1) continue;
    if (q0 < 0) { q0 = t; continue; }
    const qx = s.ax[t]!, qy = s.ay[t]!, px = s.ax[q0]!, py = s.ay[q0]!;
    M.push(2 * (qx - px), 2 * (qy - py), 0); R.push(qx * qx + qy * qy - px * px - py * py);
  }
  if (q0 < 0) {
    const v = solve3(M, R);
    if (v && v[2]! >= 0) emit(v[0]!, v[1]!);
    return;
  }
  const [a10, a11, a12, a20, a21, a22] = M as [number, number, number, number, number, number];
  const dx = a11 * a22 - a12 * a21, dy = a12 * a20 - a10 * a22, dr = a10 * a21 - a11 * a20;
  const v = solve3([a10, a11, a12, a20, a21, a22, dx, dy, dr], [R[0]!, R[1]!, 0]);
  if (!v) return;
  const [x0, y0, r0] = v as [number, number, number];
  const ox = x0 - s.ax[q0]!, oy = y0 - s.ay[q0]!;
  const A = dx * dx + dy * dy - dr * dr, B = 2 * (ox * dx + oy * dy - r0 * dr), C = ox * ox + oy * oy - r0 * r0;
  if (Math.abs(A) <= 1e-14 * (dx * dx + dy * dy + dr * dr)) {
    if (B !== 0) { const t = -C / B; if (r0 + t * dr >= 0) emit(x0 + t * dx, y0 + t * dy); }
    return;
  }
  const disc = B * B - 4 * A * C;
  if (disc < 0) return;
  const sq = Math.sqrt(disc), qq = -0.5 * (B + (B >= 0 ? sq : -sq));
  if (qq !== 0) {
    let t = qq / A;
    if (r0 + t * dr >= 0) emit(x0 + t * dx, y0 + t * dy);
    t = C / qq;
    if (r0 + t * dr >= 0) emit(x0 + t * dx, y0 + t * dy);
  } else if (r0 >= 0) emit(x0, y0);
}
