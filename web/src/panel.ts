/**
 * The verdict panel: the answer in a sentence, then each reason as its clause id, the clause's words
 * from the rules catalogue and how it applied here, then what the evidence shows.
 */
import type { Reason, Verdict } from 'highground/core';
import { drawing } from './lazy.js';
import { h } from './dom.js';
import { describeEvent } from './edits.js';
import { answerLine, showArg, tone, type Asked } from './questions.js';
import { answerErrorWords, pathWords, questionTitle, showNum } from './words.js';

/** Each clause once, in the order it first decided something, with every way it applied here. */
function byClause(reasons: readonly Reason[]): { rule: string; texts: string[] }[] {
  const out = new Map<string, string[]>();
  for (const r of reasons) {
    const texts = out.get(r.rule) ?? [];
    if (!texts.includes(r.text)) texts.push(r.text);
    out.set(r.rule, texts);
  }
  return [...out].map(([rule, texts]) => ({ rule, texts }));
}

export function reasonList(v: Verdict): HTMLElement {
  if (!v.reasons.length) return h('p', { class: 'muted' }, 'No rule clauses given.');
  return h('ol', { class: 'reasons' }, byClause(v.reasons).map((r) => {
    const c = drawing.clauseInfo(r.rule);
    return h('li', { 'data-rule': r.rule },
      h('code', { class: 'rule' }, r.rule),
      c ? h('span', { class: 'words' }, ' ', c.rule) : null,
      r.texts.length === 1
        ? h('div', { class: 'here' }, h('b', {}, 'Here: '), r.texts[0]!)
        : h('ul', { class: 'here' }, r.texts.map((t) => h('li', {}, t))),
      c?.reading ? h('details', { class: 'reading' }, h('summary', {}, 'reading'), c.reading) : null,
    );
  }));
}

export function evidenceSummary(v: Verdict): HTMLElement | null {
  const ev = v.evidence;
  const items: (HTMLElement | string)[] = [];
  if (ev?.lines?.length) {
    const clear = ev.lines.filter((l) => l.clear).length;
    const blocked = ev.lines.length - clear;
    const by = ev.lines.flatMap((l) => l.blockedBy ?? []).slice(0, 6).map((b) => `${showArg(b.at)} ${b.how}`);
    items.push(`Lines traced: ${clear} clear (green), ${blocked} ${v.sight === true ? 'hindered or blocked' : 'blocked'} (red dashed)${by.length ? `; stopped by ${by.join('; ')}` : ''}.`);
  }
  if (ev?.path?.length) {
    items.push(`Path (orange, running cost): ${pathWords(ev.path)}`);
  }
  if (ev?.cells?.length) items.push(`${ev.cells.length} place${ev.cells.length === 1 ? '' : 's'} shaded blue${ev.cells.some((c) => c.cost !== undefined) ? ' (cost on each)' : ''}.`);
  if (ev?.polygons?.length) items.push(`${ev.polygons.length} area${ev.polygons.length === 1 ? '' : 's'} drawn (purple).`);
  const events = Array.isArray(v.events) ? (v.events as Record<string, unknown>[]) : [];
  if (events.length) items.push(`Events: ${events.map(describeEvent).join('; ')}.`);
  for (const k of ['dice', 'save', 'damage', 'odds', 'probability']) {
    if (v[k] !== undefined && typeof v[k] !== 'object') items.push(`${k}: ${showNum(v[k])}`);
  }
  if (!items.length) return null;
  return h('ul', { class: 'evidence' }, items.map((i) => h('li', {}, i)));
}

/** One answer as a row: the question and its answer in a sentence; clicking it opens its reasons. */
export function answerRow(a: Asked, open: boolean, onOpen: () => void): HTMLElement {
  const v = a.verdict;
  // an error in a player's words (the field it is about by its label); the library's message in the tooltip
  const line = v ? answerLine(a.question, v) : answerErrorWords(a);
  return h('button', { class: `answer ${v ? tone(v) : 'error'}${open ? ' open' : ''}`, 'data-ask': a.question.ask, 'data-answer': a.question.ask, 'aria-expanded': open ? 'true' : 'false', onclick: onOpen, title: 'Show the rule clauses and draw the evidence' },
    h('span', { class: 'q' }, questionTitle(a.question.ask)),
    h('span', { class: 'a' }, line),
    h('span', { class: 'more' }, open ? '▾' : '▸'),
  );
}

/** The open answer: its rule clauses and what the evidence shows. */
export function answerDetail(a: Asked): HTMLElement {
  const v = a.verdict;
  if (!v) return h('div', { class: 'detail error-text', title: a.error ?? '' }, answerErrorWords(a));
  return h('div', { class: 'detail', 'data-detail': a.question.ask },
    // the time is no word for players: a tooltip on the heading (and data-ms for tests)
    h('div', { class: 'detail-head', title: `${questionTitle(a.question.ask)}, answered in ${a.ms.toFixed(1)} ms`, 'data-ms': a.ms.toFixed(1) }, h('b', {}, answerLine(a.question, v))),
    h('div', { class: 'why muted' }, 'Why — the rule clauses that decided it:'),
    reasonList(v), evidenceSummary(v));
}
