/** The analysis as text for a terminal: the numbers a reviewer quotes. */
import type { MapAnalysis } from './analyze.js';

const pct = (v: number) => `${Math.round(v * 100)}%`;
const xy = (p: { at: readonly number[]; level: number }) => `[${p.at[0]}, ${p.at[1]}] L${p.level}`;
const t = (v: number | null) => (v === null ? '-' : String(v));

export function formatAnalysis(a: MapAnalysis): string {
  const n = a.places.length;
  const v = a.visibility;
  const out: string[] = [];
  out.push(`${a.title} (${a.ruleset}, ${a.grid} map, ${n} standing places)`);
  out.push(`figure: ${a.figure.doc}; sight by ${a.method.sight === 'questions' ? 'sight questions' : a.method.sight === 'viewshed' ? 'batch viewsheds' : 'batch viewsheds from each place'}, movement by ${a.method.movement === 'reachMap' ? 'batch reach maps' : 'reach questions'}`);
  out.push('');
  out.push('visibility');
  out.push(`  a place sees ${Math.round(v.meanSees)} places on average (${pct(n ? v.meanSees / n : 0)} of the map), at most ${v.maxSees}`);
  out.push(`  hidden from everywhere: ${v.hidden} places (${pct(v.hiddenShare)})`);
  if (v.perches.length) out.push(`  sniper perches: ${v.perches.map((p) => `${xy(p)} sees ${p.sees} / seen from ${p.seenFrom}`).join('; ')}`);
  out.push('');
  out.push('movement');
  out.push(`  turns to cross west to east: ${t(a.movement.crossTurns)}${a.movement.crossCost !== null ? ` (cost ${a.movement.crossCost})` : ''}`);
  if (a.movement.chokepoints.length) out.push(`  chokepoints (of ${a.movement.pathCount} cheapest paths between zones): ${a.movement.chokepoints.map((c) => `${xy(c)} ${c.paths} (${pct(c.share)})`).join('; ')}`);
  out.push(`  neighbouring steps by levels: ${Object.entries(a.movement.steps).map(([d, c]) => `${d}: ${c}`).join(', ')}`);
  if (a.movement.cliffs.length) out.push(`  biggest climbs: ${a.movement.cliffs.slice(0, 5).map((c) => `${xy(c.from)} -> ${xy(c.to)} +${c.rise}`).join('; ')}`);
  out.push('');
  out.push(a.zones.some((z) => z.notional) ? 'start zones (none on the map: its west and east edges stand in)' : 'start zones');
  for (const z of a.zones) {
    out.push(`  ${z.name}: ${z.places} places, levels ${z.levels[0]}..${z.levels[1]}; sees ${pct(z.seesShare)} of the map, seen from ${pct(z.seenFromShare)}`);
    out.push(`    high ground (places above level ${z.levels[1]}): ${z.highGround.map((h) => `${h.placesAbove} within ${h.turns} turn${h.turns > 1 ? 's' : ''}`).join(', ')}; highest reached in 3 turns: ${t(z.highGround[2]?.maxLevel ?? null)}`);
    if (z.glyphs.length) out.push(`    glyphs: ${z.glyphs.map((g) => `${g.glyph} ${xy(g)} ${t(g.turns)} turns`).join('; ')}`);
    if (z.zones.length) out.push(`    zones: ${z.zones.map((o) => `${o.zone} ${t(o.turns)} turns (cost ${t(o.cost)}), exposure ${o.exposure === null ? '-' : pct(o.exposure)}`).join('; ')}`);
  }
  if (a.fairness) {
    out.push('');
    out.push('fairness');
    const rows = [['zone', 'sees', 'seen from', 'high ground (2 turns)', 'nearest glyph', 'nearest zone', 'exposure'],
      ...a.fairness.rows.map((r) => [r.zone, pct(r.sees), pct(r.seenFrom), String(r.highGround), t(r.nearestGlyph), t(r.nearestZone), r.exposure === null ? '-' : pct(r.exposure)])];
    const w = rows[0]!.map((_, k) => Math.max(...rows.map((r) => r[k]!.length)));
    for (const r of rows) out.push('  ' + r.map((c, k) => c.padEnd(w[k]!)).join('  '));
    out.push(`  verdict: ${a.fairness.verdict}`);
  }
  out.push('');
  out.push(`time: sight ${a.timing.sightMs} ms, movement ${a.timing.movementMs} ms, total ${a.timing.totalMs} ms`);
  return out.join('\n');
}
