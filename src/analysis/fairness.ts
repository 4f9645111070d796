/**
 * The start-zone fairness table: one row per zone with the numbers a reviewer quotes, and a plain verdict.
 *
 * A measure counts as uneven when its best and worst zones differ by at least its threshold (10 points of
 * the map for shares, one turn for turns, a quarter and at least 3 places for high ground). The verdict
 * names the zone ahead on most uneven measures, and each uneven measure with its numbers.
 */
import type { ZoneReport } from './analyze.js';

export interface FairnessRow {
  zone: string;
  /** Share of the map the zone sees (at least one of its places sees it). */
  sees: number;
  /** Share of the map that sees the zone. */
  seenFrom: number;
  /** Places above the zone within 2 turns. */
  highGround: number;
  /** Turns to the nearest glyph (null: no glyph, or none reachable). */
  nearestGlyph: number | null;
  /** Turns to the nearest other zone. */
  nearestZone: number | null;
  /** Mean share of the map that sees a figure on its cheapest path to the nearest other zone. */
  exposure: number | null;
}

export interface Measure {
  measure: keyof Omit<FairnessRow, 'zone'>;
  label: string;
  best: string;
  worst: string;
  bestValue: number;
  worstValue: number;
  uneven: boolean;
}

export interface Fairness {
  rows: FairnessRow[];
  measures: Measure[];
  /** 'even', or the zone the map favours. */
  favours: string | null;
  verdict: string;
}

type Key = Measure['measure'];
const MEASURES: readonly { key: Key; label: string; higherIsBetter: boolean; uneven: (a: number, b: number) => boolean; show: (v: number) => string }[] = [
  { key: 'sees', label: 'sees', higherIsBetter: true, uneven: (a, b) => Math.abs(a - b) >= 0.1, show: pct },
  { key: 'seenFrom', label: 'is seen from', higherIsBetter: false, uneven: (a, b) => Math.abs(a - b) >= 0.1, show: pct },
  { key: 'highGround', label: 'high ground within 2 turns', higherIsBetter: true, uneven: (a, b) => Math.abs(a - b) >= Math.max(3, 0.25 * Math.max(a, b)), show: (v) => `${v} places` },
  { key: 'nearestGlyph', label: 'turns to the nearest glyph', higherIsBetter: false, uneven: (a, b) => Math.abs(a - b) >= 1, show: (v) => `${v}` },
  { key: 'exposure', label: 'exposure on the way', higherIsBetter: false, uneven: (a, b) => Math.abs(a - b) >= 0.1, show: pct },
];

function pct(v: number): string {
  return `${Math.round(v * 100)}%`;
}

export function fairnessRows(zones: readonly ZoneReport[]): FairnessRow[] {
  return zones.map((z) => {
    const glyph = z.glyphs.map((g) => g.turns).filter((t): t is number => t !== null);
    const zone = z.zones.map((o) => o.turns).filter((t): t is number => t !== null);
    const nearest = z.zones.filter((o) => o.turns !== null).sort((a, b) => a.cost! - b.cost!)[0];
    return {
      zone: z.name, sees: z.seesShare, seenFrom: z.seenFromShare,
      highGround: z.highGround.find((h) => h.turns === 2)?.placesAbove ?? 0,
      nearestGlyph: glyph.length ? Math.min(...glyph) : null,
      nearestZone: zone.length ? Math.min(...zone) : null,
      exposure: nearest?.exposure ?? null,
    };
  });
}

export function fairness(zones: readonly ZoneReport[]): Fairness {
  const rows = fairnessRows(zones);
  const measures: Measure[] = [];
  const wins = new Map<string, number>();
  for (const m of MEASURES) {
    const vals = rows.filter((r) => r[m.key] !== null).map((r) => ({ zone: r.zone, v: r[m.key] as number }));
    if (vals.length < 2) continue;
    vals.sort((a, b) => (m.higherIsBetter ? b.v - a.v : a.v - b.v) || a.zone.localeCompare(b.zone));
    const best = vals[0]!, worst = vals[vals.length - 1]!;
    const uneven = m.uneven(best.v, worst.v);
    measures.push({ measure: m.key, label: m.label, best: best.zone, worst: worst.zone, bestValue: best.v, worstValue: worst.v, uneven });
    if (uneven) wins.set(best.zone, (wins.get(best.zone) ?? 0) + 1);
  }
  const uneven = measures.filter((m) => m.uneven);
  const show = (m: Measure, v: number) => MEASURES.find((x) => x.key === m.measure)!.show(v);
  const why = uneven.map((m) => `${m.label}: ${m.best} ${show(m, m.bestValue)} vs ${m.worst} ${show(m, m.worstValue)}`);
  if (!uneven.length) {
    const checked = measures.map((m) => m.label).join(', ');
    return { rows, measures, favours: null, verdict: `Even: the zones are within the thresholds on every measure (${checked}).` };
  }
  const ranked = [...wins.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const top = ranked[0]!;
  const tie = ranked.length > 1 && ranked[1]![1] === top[1];
  if (tie) {
    return { rows, measures, favours: null, verdict: `Mixed: ${ranked.filter((r) => r[1] === top[1]).map((r) => r[0]).join(' and ')} each lead on ${top[1]} of ${measures.length} measures. ${why.join('; ')}.` };
  }
  return { rows, measures, favours: top[0], verdict: `Favours ${top[0]} (ahead on ${top[1]} of ${measures.length} measures). ${why.join('; ')}.` };
}
