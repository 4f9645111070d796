/** The terrain question: a piece's kind and its resolved Ht and traits (mfx.catalogue). */
import { HighgroundError } from '../../errors.js';
import { reason, type Verdict } from '../../engine/verdict.js';
import { TRAITS } from './catalogue.js';
import type { Table } from './context.js';

export function terrainVerdict(t: Table, id: string): Verdict {
  const p = t.pieces.find((q) => q.id === id);
  if (!p) throw new HighgroundError(`no piece "${id}" (pieces: ${t.pieces.map((q) => q.id).join(', ') || 'none'})`, { path: ['piece'] });
  const traits = TRAITS.filter((k) => p.traits.has(k));
  const stopsPushes = !p.linear && p.info.access === undefined && (p.traits.has('impassable') || p.traits.has('stops-pushes'));
  return {
    ask: 'terrain',
    kind: p.kind,
    ht: p.ht,
    traits,
    linear: p.linear,
    stopsPushes,
    deploy: p.info.deploy,
    standable: p.standable,
    vantage: p.standable && p.ht >= 2,
    access: p.access.map((a) => a.id),
    open: p.open,
    reasons: [
      reason('mfx.catalogue', `${p.kind}: ${p.info.title}; Ht ${p.ht}${traits.length ? `, ${traits.join(', ')}` : ''}. Reading: ${p.info.reading}`),
      ...(p.standable && p.ht >= 2 ? [reason('mfx.trait.vantage', `models can stand on it and it is Ht ${p.ht} (2 or more): a vantage point`)] : []),
      ...(p.linear ? [reason('mfx.linear', 'a linear obstacle: Ht 1, 1" thick, +1" to cross, no model may end on it, it never stops a push')] : []),
    ],
  };
}
