/**
 * The app's store without a browser: `update(state, action)` gives a new state and leaves the old one as
 * it was; undo and redo walk a list of map states; a refused change leaves the map and says why; a figure
 * dropped on a place plays the move when it is legal and refuses it with the reason when not.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getRuleset, loadScenario, loadScenarioObject } from 'highground';
import { initialState, update, type AppState } from '../../web/src/store.js';
import * as E from '../../web/src/edits.js';
import { loadDrawing } from '../../web/src/lazy.js';
import { answerErrorWords } from '../../web/src/words.js';
import { ROOT } from './harness.js';

function opened(): AppState {
  const text = readFileSync(join(ROOT, 'examples/city-of-peril/diagram.yaml'), 'utf8');
  return update(initialState, { type: 'open', session: loadScenario(text, 'diagram.yaml'), label: 'opened', file: 'diagram.yaml' });
}

/** Freeze a state deeply enough that a write to it throws (the state's own fields and its doc). */
function frozen(s: AppState): AppState {
  Object.freeze(s);
  if (s.doc) Object.freeze(s.doc), Object.freeze(s.doc.entries);
  return s;
}

describe('the app store', () => {
  it('cop.effect, cop.area.shared-intersection: aiming a cone asks the area from the corner nearest the target, stays aimed after an edit, and ends with a new selection', async () => {
    await loadDrawing();
    const s0 = opened();
    // no aiming without a selected figure
    expect(update(s0, { type: 'aim', shape: 'cone' }).aim).toBeUndefined();
    const s1 = update(update(update(s0, { type: 'select', figure: 'B' }), { type: 'aim', shape: 'cone' }), { type: 'ask-pair', figure: 'C' });
    expect(s1.answers.map((a) => a.question)).toEqual([{ ask: 'area', figure: 'B', shape: 'cone', origin: [5, 3], toward: 'C' }]);
    // the text's diagram: from the shared intersection nearest the bridge it hits C, D, E and F
    expect(s1.answers[0]!.verdict!.figures).toEqual(['C', 'D', 'E', 'F']);
    // an edit elsewhere: the same area asked again on the changed map
    const s2 = update(s1, { type: 'change', scenario: E.setLevel(s1.doc!.session, [0, 9], (l) => l + 1), label: 'raise' });
    expect(s2.aim).toBe('cone');
    expect(s2.answers[0]!.question.ask).toBe('area');
    // a place aimed at: A's cone at B's square from A's corner nearest it (the first of two, in reading order)
    const s3 = update(update(update(s0, { type: 'select', figure: 'A' }), { type: 'aim', shape: 'cone' }), { type: 'ask-place', at: [4, 2] });
    expect(s3.answers[0]!.question).toMatchObject({ origin: [3, 2], toward: [4, 2] });
    expect(s3.answers[0]!.verdict!.figures).toEqual(['B']);
    expect(update(s3, { type: 'select', figure: 'C' }).aim).toBeUndefined();
    expect(update(s3, { type: 'deselect' }).aim).toBeUndefined();
  });

  it('changes nothing in place: every action gives a new state', () => {
    const s0 = frozen(opened());
    const s1 = update(s0, { type: 'select', figure: 'A' });
    expect(s1).not.toBe(s0);
    expect(s0.selected).toBeUndefined();
    expect(s1.selected).toBe('A');
    expect(s1.reach!.cells.length).toBeGreaterThan(5);
    expect([...s1.seen, ...s1.unseen].sort()).toEqual(['B', 'C', 'D', 'E', 'F']);
  });

  it('keeps the history as a list of map states: undo and redo go back and forth without loading again', () => {
    const s0 = opened();
    const session = s0.doc!.session;
    const s1 = frozen(update(s0, { type: 'change', scenario: E.setLevel(session, [11, 9], (l) => l + 2), label: 'raise' }));
    expect(s1.doc!.entries.map((e) => e.label)).toEqual(['opened', 'raise']);
    const s2 = update(s1, { type: 'undo' });
    expect(s2.doc!.index).toBe(0);
    expect(s2.doc!.session).toBe(session);
    const s3 = update(s2, { type: 'redo' });
    expect(s3.doc!.session).toBe(s1.doc!.session);
    // a stroke of painting is one entry
    const a = update(s0, { type: 'stroke', phase: 'start' });
    const b = update(a, { type: 'change', scenario: E.setLevel(a.doc!.session, [11, 9], () => 3), label: 'paint', merge: a.stroke });
    const c = update(b, { type: 'change', scenario: E.setLevel(b.doc!.session, [10, 9], () => 3), label: 'paint', merge: a.stroke });
    expect(c.doc!.entries.length).toBe(2);
    expect(update(c, { type: 'undo' }).doc!.session).toBe(session);
  });

  it('refuses a change that does not load, with the reason, and keeps the map', () => {
    const s0 = opened();
    const bad = E.setFeature(s0.doc!.session, [11, 9], 'bridge', [1, 2]);
    const s1 = update(s0, { type: 'change', scenario: bad, label: 'bad bridge' });
    expect(s1.doc).toBe(s0.doc);
    expect(s1.notice?.text).toMatch(/^Not applied: .*bridge/);
  });

  it('plays a dropped figure\'s legal move, and refuses an illegal one with the reason', () => {
    const s0 = update(opened(), { type: 'select', figure: 'D' });
    const ok = update(s0, { type: 'drop', figure: 'D', at: [7, 6] });
    expect(ok.doc!.scenario.figures!.D!.at).toEqual([7, 6]);
    expect(ok.doc!.entries[ok.doc!.index]!.kind).toBe('move');
    expect(update(ok, { type: 'undo' }).doc!.scenario.figures!.D!.at).toEqual([7, 5]);
    // a figure cannot end on another figure's square
    const no = update(s0, { type: 'drop', figure: 'D', at: [6, 3] });
    expect(no.doc).toBe(s0.doc);
    expect(no.notice?.text).toMatch(/^D cannot move to \[6, 3\]: the space at \[6, 3\] is occupied by C/);
    // one short sentence in the toast; the refused move, its reasons and clauses, in the answer panel
    expect(no.notice!.text).toMatch(/^[^;]*\.$/);
    expect(no.notice!.text.length).toBeLessThanOrEqual(100);
    expect(no.target).toEqual({ at: [6, 3] });
    expect(no.answers.map((a) => [a.question.ask, a.verdict?.legal])).toEqual([['move', false]]);
    expect(no.answers[0]!.verdict!.reasons.length).toBeGreaterThan(0);
  });

  it('refuses a figure dropped off the map in a player\'s words, not the library\'s "key to: move: ..."', () => {
    const s0 = update(opened(), { type: 'select', figure: 'D' });
    const off = update(s0, { type: 'drop', figure: 'D', at: [40, 2] });
    expect(off.doc).toBe(s0.doc);
    expect(off.notice?.text).toMatch(/^D cannot move to \[40, 2\]: \[40, 2\] is off the map \(\d+ x \d+\)\.$/);
    expect(off.notice!.text).not.toMatch(/key |move: /);
    // the answer panel names the argument by its label
    expect(off.answers.map((a) => a.question.ask)).toEqual(['move']);
    expect(answerErrorWords(off.answers[0]!)).toMatch(/^To where: \[40, 2\] is off the map \(\d+ x \d+\)$/);
  });

  it('heads a question asked through the form with that question, not the pair asked before it', () => {
    const pair = update(update(opened(), { type: 'select', figure: 'D' }), { type: 'ask-pair', figure: 'C' });
    expect(pair.target).toEqual({ figure: 'C' });
    const any = update(pair, { type: 'ask-any', question: { ask: 'adjacent', figure: 'A', target: 'B' } });
    expect(any.target).toBeUndefined();
    expect(any.answers.map((a) => a.question.ask)).toEqual(['adjacent']);
  });

  it('previews a move from a place: its path and cost, and the places it would see from there', () => {
    const s0 = update(opened(), { type: 'select', figure: 'D' });
    const p = update(s0, { type: 'preview', figure: 'D', at: [8, 6] });
    expect(p.preview?.move?.verdict?.legal).toBe(true);
    expect(p.preview!.seen!.length).toBeGreaterThan(10);
    expect(p.doc).toBe(s0.doc);
    expect(update(p, { type: 'preview' }).preview).toBeUndefined();
  });

  it('lays Heroscape land tiles of 1, 2, 3, 7 and 24 hexes as one change, each hex raised once', () => {
    const rs = getRuleset('tft-3d')!;
    const session = loadScenarioObject(E.blankScenario(rs, 14, 12), 'blank.yaml');
    for (const [size, at] of [[1, [6, 6]], [2, [6, 6]], [3, [6, 5]], [7, [6, 6]], [7, [5, 5]], [24, [6, 6]], [24, [7, 5]]] as const) {
      const hexes = E.tileHexes(size, at);
      expect(new Set(hexes.map((h) => h.join())).size, `${size} at ${at}`).toBe(size);
      // a tile is one piece: every hex touches another of the tile
      const near = (a: readonly number[], b: readonly number[]) => E.tileHexes(7, [a[0]!, a[1]!]).some((n) => n[0] === b[0] && n[1] === b[1]);
      if (size > 1) for (const h of hexes) expect(hexes.some((o) => o !== h && near(h, o)), `${size} at ${at}: ${h}`).toBe(true);
      const s0 = update(initialState, { type: 'open', session, label: 'blank', file: 'blank.yaml' });
      const s1 = update(s0, { type: 'change', scenario: E.setLevels(session, hexes, (l) => l + 1), label: 'tile' });
      const b = s1.doc!.session.board!;
      const raised = b.places.filter((p) => p.surfaces[p.surfaces.length - 1]!.level === rs.groundLevel + 1).map((p) => `${p.x},${p.y}`).sort();
      expect(raised).toEqual(hexes.map((h) => h.join()).sort());
      expect(s1.doc!.entries.length).toBe(2);
    }
  });
});
