/**
 * The analysis as map overlays (a value per place, marks, a legend title): what the CLI draws with -o, the
 * gallery puts on its page and the app lays over its views.
 */
import type { Overlay } from '../formats/svg/overlay.js';
import type { MapAnalysis } from './analyze.js';

export interface AnalysisLayer {
  /** Stable id: sees, seen-from, perches, paths, relief, reach:<zone>. */
  id: string;
  /** Short name for a switch. */
  name: string;
  overlay: Overlay;
}

const pct = (v: number) => `${Math.round(v * 100)}%`;

/** Every overlay of an analysis, in the order a designer reads them. */
export function analysisLayers(a: MapAnalysis): AnalysisLayer[] {
  const at = (i: number) => a.places[i]!.at;
  const vals = (v: readonly (number | null)[]) => a.places.map((p, i) => ({ at: p.at, value: v[i] ?? null }));
  const n = a.places.length;
  const v = a.visibility;
  const glyphMarks = a.places.filter((p) => p.glyph !== undefined).map((p) => ({ at: p.at, label: p.glyph!.slice(0, 1).toUpperCase(), colour: '#ffd400' }));
  const layers: AnalysisLayer[] = [
    {
      id: 'sees', name: 'Sees',
      overlay: {
        title: 'Places seen (of ' + n + ')', values: vals(v.sees), min: 0, max: Math.max(1, v.maxSees), marks: glyphMarks,
        note: `mean ${Math.round(v.meanSees)}; ${pct(v.hiddenShare)} hidden from all`,
      },
    },
    {
      id: 'seen-from', name: 'Seen from',
      overlay: {
        title: 'Seen from (places)', values: vals(v.seenFrom), min: 0, max: Math.max(1, ...v.seenFrom), palette: 'reverse',
        marks: a.places.map((p, i) => ({ p, i })).filter(({ i }) => v.seenFrom[i] === 0).slice(0, 200).map(({ p }) => ({ at: p.at, label: '', colour: '#00c2ff' })),
        note: `${v.hidden} places hidden (ringed)`,
      },
    },
    {
      id: 'perches', name: 'Sniper perches',
      overlay: {
        title: 'Sees minus seen from', values: vals(v.sees.map((s, i) => s - v.seenFrom[i]!)), palette: 'diverging',
        marks: v.perches.map((p, k) => ({ at: p.at, label: String(k + 1) })),
        note: 'numbered: the best perches',
      },
    },
    {
      id: 'paths', name: 'Chokepoints',
      overlay: {
        title: `Cheapest paths through (of ${a.movement.pathCount})`, values: vals(a.movement.paths.map((c) => (c ? c : null))), min: 0,
        marks: a.movement.chokepoints.map((c, k) => ({ at: c.at, label: String(k + 1) })),
        note: 'between the start zones',
      },
    },
    {
      id: 'relief', name: 'Climbs and drops',
      overlay: { title: 'Largest step to a neighbour (levels)', values: vals(a.movement.relief), min: 0 },
    },
  ];
  const zoneIdx = new Map<string, number[]>();
  a.places.forEach((p, i) => { if (p.zone !== undefined) zoneIdx.set(p.zone, [...(zoneIdx.get(p.zone) ?? []), i]); });
  for (const z of a.zones) {
    const turns = reachTurns(a, z.name);
    if (!turns) continue;
    const own = z.notional ? [] : (zoneIdx.get(z.name) ?? []);
    layers.push({
      id: `reach:${z.name}`, name: `Turns from ${z.name}`,
      overlay: {
        title: `Turns from ${z.name}`, values: vals(turns), min: 0, palette: 'reverse',
        marks: [...own.map((i) => ({ at: at(i), label: '', colour: '#ffffff' })), ...glyphMarks],
        note: `move ${a.figure.move} a turn`,
      },
    });
  }
  return layers;
}

/** Turns from a zone to each place, from the stored per-zone costs (null: unreachable). */
function reachTurns(a: MapAnalysis, zone: string): (number | null)[] | undefined {
  return a.zoneTurns[zone];
}
