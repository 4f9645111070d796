/**
 * Outcomes applied to the table. Where a verdict leaves a roll (a break-away, a fall's wound, a climb, a
 * jump) the app offers Roll / Passed / Failed with the exact odds the verdict gives, and a seeded roller (the library's `createRng`);
 * where it leaves a result to carry out (a fall's landing and damage, a knock-back, a window broken) it
 * offers Apply. Each result is a change of the scenario, so it lands in the history and is undone like a
 * move. The odds are the ruleset's (never computed here): `chance`/`odds`, `success.probability`,
 * `pWound`, `outcomes`.
 */
import type { FigureSpec, Scenario, Session, Verdict } from 'highground/core';
import * as E from './edits.js';
import { showArg, type Asked } from './questions.js';

export interface Effect {
  /** What happens, in words (the history's label). */
  label: string;
  apply(s: Scenario): Scenario;
}

export interface Offer {
  /** What is rolled for, in words. */
  title: string;
  /** The chance the roll passes (0..1) and the verdict's exact fraction; absent: nothing to roll. */
  probability?: number | undefined;
  fraction?: string | undefined;
  pass: Effect;
  fail?: Effect | undefined;
}

type Json = Record<string, unknown>;

const xy = (v: unknown): [number, number] | undefined => (Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'number' ? [v[0], v[1]] : undefined);

function changeFigure(s: Scenario, id: string, f: (fig: FigureSpec) => FigureSpec): Scenario {
  const fig = s.figures?.[id];
  if (!fig) throw new Error(`no figure ${id}`);
  return E.withFigure(s, id, f(fig));
}

const same = (label: string): Effect => ({ label, apply: (s) => s });
const prone = (id: string, label: string): Effect => ({ label, apply: (s) => changeFigure(s, id, (f) => ({ ...f, prone: true })) });
function placed(id: string, at: [number, number], label: string, extra: (f: FigureSpec) => Partial<FigureSpec> = () => ({})): Effect {
  return { label, apply: (s) => changeFigure(s, id, (f) => ({ ...E.moveFigure(s, id, at).figures![id]!, ...extra(f) })) };
}
/** Damage noted on the figure where the ruleset keeps hit points, else in the history's words. */
function hurt(fig: FigureSpec | undefined, n: number): Partial<FigureSpec> {
  return fig && typeof fig.hp === 'number' && n > 0 ? { hp: fig.hp - n } : {};
}

/** What the table can do with this answer. */
export function offersFor(session: Session, a: Asked): Offer[] {
  const v = a.verdict as (Verdict & Json) | undefined;
  if (!v) return [];
  const q = a.question as Json;
  const id = typeof q.figure === 'string' ? q.figure : typeof q.attacker === 'string' ? q.attacker : undefined;
  const fig = id ? session.scenario.figures?.[id] : undefined;
  const out: Offer[] = [];
  switch (q.ask) {
    case 'break-away': {
      if (!id || v.needed !== true || typeof v.chance !== 'number') break;
      out.push({ title: `${id} breaks away (${String(v.roll ?? '')}+ on a die)`, probability: v.chance, fraction: String(v.odds ?? ''),
        pass: same(`${id} breaks away and may move`), fail: same(`${id} fails to break away and stays`) });
      break;
    }
    case 'fall': {
      if (!id) break;
      const lands = xy(v.lands);
      const damage = typeof v.damage === 'number' ? v.damage : 0;
      if (typeof v.pWound === 'number' && typeof v.dice === 'number' && v.dice > 0) {
        const n = v.dice;
        out.push({ title: `${id} falls ${String(v.levels)} levels: ${n} combat ${n === 1 ? 'die' : 'dice'} for wounds`, probability: 1 - v.pWound, fraction: fractionOf(1 - v.pWound, v.pWoundFraction),
          pass: same(`${id} falls ${String(v.levels)} levels unhurt`), fail: same(`${id} falls ${String(v.levels)} levels and is wounded (about ${Number(v.expectedWounds ?? 1).toFixed(1)} wounds expected; mark them)`) });
      } else if (lands && fig) {
        out.push({ title: `${id} falls to ${showArg(lands)}${damage ? `, ${damage} damage` : ''}`,
          pass: placed(id, lands, `${id} falls to ${showArg(lands)}${damage ? `: ${damage} damage` : ''}`, (f) => hurt(f, damage)) });
      }
      break;
    }
    case 'climb': {
      if (!id) break;
      const success = v.success as { probability?: number; fraction?: string } | undefined;
      const to = xy(q.to);
      if (success && typeof success.probability === 'number' && success.probability < 1) {
        out.push({ title: `${id} climbs ${String(v.levels ?? '')} levels`, probability: success.probability, fraction: success.fraction,
          pass: to ? placed(id, to, `${id} climbs to ${showArg(to)}`) : same(`${id} climbs`), fail: prone(id, `${id} fails the climb and falls prone`) });
      } else if (xy(v.placed) && fig) {
        const at = xy(v.placed)!;
        if (at[0] !== fig.at[0] || at[1] !== fig.at[1]) out.push({ title: `${id} climbs to ${showArg(at)}`, pass: placed(id, at, `${id} climbs to ${showArg(at)}`) });
      }
      break;
    }
    case 'jump': {
      if (!id) break;
      const o = v.outcomes as { across?: number; hanging?: number; fell?: number } | undefined;
      const jump = v.jump as { fraction?: string } | undefined;
      const to = xy(q.to);
      if (o && typeof o.across === 'number') {
        out.push({ title: `${id} jumps the ${String(v.gap)}-hex gap`, probability: o.across, fraction: jump?.fraction,
          pass: to ? placed(id, to, `${id} jumps across to ${showArg(to)}`) : same(`${id} jumps across`),
          fail: prone(id, `${id} misses the jump and falls prone`) });
      }
      break;
    }
    case 'push': {
      const to = xy(v.to);
      if (!id || !to || !fig || typeof v.moved !== 'number' || v.moved === 0) break;
      const damage = typeof v.damage === 'number' ? v.damage : 0;
      out.push({ title: `${id} is knocked back to ${showArg(to)}${damage ? ` (${damage} damage)` : ''}`,
        pass: placed(id, to, `${id} knocked back to ${showArg(to)}${damage ? `: ${damage} damage` : ''}`, (f) => hurt(f, damage)) });
      break;
    }
    case 'break-window': {
      const w = xy(q.window);
      if (!w || v.allowed !== true || !session.board) break;
      out.push({ title: `break the window at ${showArg(w)}`, pass: { label: `${id ?? 'a figure'} breaks the window at ${showArg(w)}`, apply: () => E.setFeature(session, w, 'window', 'broken') } });
      break;
    }
  }
  return out;
}

/** A probability as the verdict's exact fraction where it gives one (1 - p/q for a complement). */
function fractionOf(p: number, complementOf: unknown): string {
  if (typeof complementOf === 'string') {
    const m = /^(\d+)\/(\d+)$/.exec(complementOf);
    if (m) return `${Number(m[2]) - Number(m[1])}/${m[2]}`;
  }
  return p.toFixed(4);
}
