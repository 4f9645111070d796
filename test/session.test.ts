/**
 * A session that changes (issue 21): place, placeable, apply and askAs give the answers a full reload of the
 * changed scenario gives, on all six rulesets' scenario files and on real Heroscape maps (tft-3d, heroscape,
 * c3g-buildings), over random placements (each also asked "as if" from the session before) and moves;
 * the old session is left as it was; refusals carry the code a reload's error carries.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apply, ask, askAs, HighgroundError, importMapFile, loadScenario, loadScenarioObject, place, placeable, withFigures,
  type Scenario, type Session,
} from '../src/index.js';

const root = join(import.meta.dirname, '..');
const MAPS = join(root, '..', 'shared', 'maps', 'heroscape', 'virtualscape');

/** A small deterministic generator (mulberry32), so a failure names its seed and replays. */
function rng(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

function answer(s: Session, q: { ask: string; [k: string]: unknown }): unknown {
  try {
    return ask(s, q);
  } catch (e) {
    if (e instanceof HighgroundError) return { error: e.reason, code: e.code };
    throw e;
  }
}

/** The questions compared: sight (cover where there is one) between the first figures, and the mover's reach. */
function questions(s: Session, mover: string): { ask: string; [k: string]: unknown }[] {
  const ids = Object.keys(s.scenario.figures ?? {}).slice(0, 4);
  const qs: { ask: string; [k: string]: unknown }[] = [];
  for (const a of ids) for (const b of ids) {
    if (a === b) continue;
    if (s.ruleset.questions['sight']) qs.push({ ask: 'sight', from: a, to: b });
    if (s.ruleset.questions['cover']) qs.push({ ask: 'cover', attacker: a, target: b });
  }
  if (s.ruleset.questions['reach'] && s.ruleset.id !== 'malifaux') qs.push({ ask: 'reach', figure: mover });
  return qs;
}

function answerAs(s: Session, as: { figure: string; at: [number, number] }, q: { ask: string; [k: string]: unknown }): unknown {
  try {
    return askAs(s, as, q);
  } catch (e) {
    if (e instanceof HighgroundError) return { error: e.reason, code: e.code };
    throw e;
  }
}

function sameAsReload(next: Session, mover: string): void {
  const reloaded = loadScenarioObject(next.scenario);
  for (const q of questions(next, mover)) expect(answer(next, q), JSON.stringify(q)).toEqual(answer(reloaded, q));
}

/** A random place on the map: a cell of a grid map (some off it), a point of a table. */
function randomAt(s: Session, r: (n: number) => number): [number, number] {
  const m = s.scenario.map;
  if (m.grid === 'table') return [r(m.size[0] * 2) / 2, r(m.size[1] * 2) / 2];
  const b = s.board!;
  return [r(b.width + 2) - 1, r(b.height + 2) - 1];
}

/** Walk `steps` random placements and moves from `start`, checking every step against a reload. */
function walk(start: Session, seed: number, steps: number): { placed: number; refused: number; moved: number } {
  const r = rng(seed);
  let s = start;
  const counts = { placed: 0, refused: 0, moved: 0 };
  const ids = Object.keys(s.scenario.figures ?? {});
  for (let k = 0; k < steps && ids.length; k++) {
    const id = ids[r(ids.length)]!;
    const at = randomAt(s, r);
    if (k % 2 === 0 || !s.ruleset.questions['move']) {
      const before = JSON.stringify(s.scenario);
      const p = placeable(s, id, at);
      expect(JSON.stringify(s.scenario)).toBe(before);
      const spec = { ...s.scenario.figures![id]!, at };
      delete spec.level;
      const changed: Scenario = { ...s.scenario, figures: { ...s.scenario.figures, [id]: spec } };
      if (p.ok) {
        counts.placed++;
        expect(p.session.scenario.figures![id]!.at).toEqual(at);
        sameAsReload(p.session, id);
        // asked "as if" it stood there, from the session before: the reload's answers too
        const reloaded = loadScenarioObject(p.session.scenario);
        for (const q of questions(s, id).filter((q) => Object.values(q).includes(id)).slice(0, 2))
          expect(answerAs(s, { figure: id, at }, q), `as if ${id} at ${JSON.stringify(at)}: ${JSON.stringify(q)}`).toEqual(answer(reloaded, q));
        s = p.session;
      } else {
        counts.refused++;
        // a reload of the same scenario refuses it with the same code and reason
        let err: unknown;
        try {
          loadScenarioObject(changed);
        } catch (e) {
          err = e;
        }
        expect(err, `${id} at ${JSON.stringify(at)}: ${p.reason}`).toBeInstanceOf(HighgroundError);
        expect([(err as HighgroundError).code, (err as HighgroundError).reason]).toEqual([p.code, p.reason]);
      }
    } else {
      const q = { ask: 'move', figure: id, to: at };
      const v = answer(s, q) as { legal?: boolean };
      if (v && v.legal === true) {
        const next = apply(s, q);
        counts.moved++;
        // it stands where the move ends (the square asked for, unless a fall on the way lands it elsewhere)
        if (!JSON.stringify(v).includes('"lands"')) expect(next.scenario.figures![id]!.at).toEqual(at);
        sameAsReload(next, id);
        s = next;
      }
    }
  }
  return counts;
}

function scenarioFiles(ruleset: string, max: number): Session[] {
  const dir = join(root, 'test', 'scenarios', ruleset);
  const out: Session[] = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.yaml')).sort()) {
    const s = loadScenario(readFileSync(join(dir, f), 'utf8'), f);
    if (Object.keys(s.scenario.figures ?? {}).length >= 2) out.push(s);
    if (out.length >= max) break;
  }
  return out;
}

describe('a session that changes equals a full reload', () => {
  for (const ruleset of ['city-of-peril', 'heroclix', 'tft-3d', 'heroscape', 'c3g-buildings', 'malifaux']) {
    it(`${ruleset}: random placements and moves on its scenario files`, () => {
      const sessions = scenarioFiles(ruleset, ruleset === 'malifaux' ? 3 : 6);
      expect(sessions.length).toBeGreaterThan(0);
      let placed = 0, moved = 0;
      sessions.forEach((s, i) => {
        const c = walk(s, 1000 + i, ruleset === 'malifaux' ? 6 : 16);
        placed += c.placed;
        moved += c.moved;
      });
      expect(placed).toBeGreaterThan(0);
      if (ruleset !== 'malifaux') expect(moved).toBeGreaterThan(0);
    });
  }

  for (const ruleset of ['tft-3d', 'heroscape', 'c3g-buildings'] as const) {
    it(`${ruleset}: random placements and moves on real Heroscape maps`, () => {
      let placed = 0;
      for (const f of ['vs_Le_plateau_de_Tylaan.hsc', 'vs_Castle_vs_elements.hsc', 'vs_Tombe_de_Migol.hsc']) {
        const sc = importMapFile(f, readFileSync(join(MAPS, f)), { ruleset }).scenario;
        let s = loadScenarioObject({ ...sc, figures: {} });
        const r = rng(f.length);
        for (let k = 0; k < 200 && Object.keys(s.scenario.figures ?? {}).length < 4; k++) {
          try {
            s = withFigures(s, { [`F${k}`]: { at: randomAt(s, r), side: k % 2 ? 'blue' : 'red' } });
          } catch (e) {
            if (!(e instanceof HighgroundError)) throw e;
            expect(['placement', 'off-map']).toContain(e.code);
          }
        }
        placed += walk(s, f.length * 7, 10).placed;
      }
      expect(placed).toBeGreaterThan(0);
    });
  }
});

describe('place, placeable, askAs and apply', () => {
  const SC = {
    format: 'highground/1' as const,
    ruleset: 'tft-3d' as const,
    map: { grid: 'hex' as const, rows: '0 0 0 0 0\n0 0 5 0 0\n0 0 0 0 0\n0 0 0 0 0', legend: { '0': { level: 0 }, '5': { level: 0, terrain: 'wall', obstacle: 5 } } },
    figures: { A: { at: [0, 0] as [number, number] }, B: { at: [4, 0] as [number, number] } },
  };

  it('mfx.trait.impassable: a malifaux session that moves a model shares the table\'s pieces and terrain graphs, and still answers as a reload', () => {
    const s = loadScenario(readFileSync(join(root, 'test/scenarios/malifaux/sight.yaml'), 'utf8'));
    const id = Object.keys(s.scenario.figures ?? {})[0]!;
    ask(s, { ask: 'reach', figure: id, budget: 2 });
    const at = s.scenario.figures![id]!.at;
    const next = place(s, id, [at[0] + 0.5, at[1]]);
    const t0 = s.ctx as { pieces: unknown; cache: { terrain: Map<string, unknown> } }, t1 = next.ctx as typeof t0;
    expect(t1.pieces).toBe(t0.pieces);
    expect(t1.cache.terrain).toBe(t0.cache.terrain);
    expect(t1.cache.terrain.size).toBeGreaterThan(0);
    const q = { ask: 'reach', figure: id, budget: 2 };
    expect(ask(next, q)).toEqual(ask(loadScenarioObject(next.scenario), q));
  });

  it('leaves the old session as it was and shares its board', () => {
    const s = loadScenarioObject(SC);
    const n = place(s, 'A', [0, 3]);
    expect(s.scenario.figures!['A']!.at).toEqual([0, 0]);
    expect(n.scenario.figures!['A']!.at).toEqual([0, 3]);
    expect(n.board).toBe(s.board);
    expect(n.scenario.map).toBe(s.scenario.map);
  });

  it('placeable refuses a place inside a wall with the placement code, off the map with off-map', () => {
    const s = loadScenarioObject(SC);
    const inWall = placeable(s, 'A', [2, 1]);
    expect(inWall.ok).toBe(false);
    if (!inWall.ok) expect(inWall.code).toBe('placement');
    const off = placeable(s, 'A', [9, 9]);
    expect(off.ok).toBe(false);
    if (!off.ok) expect(off.code).toBe('off-map');
    const onB = placeable(s, 'A', [4, 0]);
    expect(onB.ok).toBe(false);
    if (!onB.ok) expect([onB.code, onB.reason]).toEqual(['placement', 'figure B overlaps figure A at [4, 0]']);
    expect(() => place(s, 'A', [2, 1])).toThrow(HighgroundError);
    expect(() => placeable(s, 'Nobody', [0, 0])).toThrow(/no figure "Nobody"/);
  });

  it('hs.base.obstacle: a figure on an obstacle is refused at load and by placeable in every hex ruleset, naming the obstacle', () => {
    const sc = (ruleset: string, B: object) => ({ format: 'highground/1', ruleset, map: { grid: 'hex', rows: '1 1 T 1\n1 1 1 1\n1 1 1 1', legend: { '1': { level: 1 }, T: { level: 1, obstacle: 4 } } }, figures: { A: { at: [0, 0] }, B } });
    for (const ruleset of ['tft-3d', 'heroscape', 'c3g-buildings']) {
      let err: unknown;
      try {
        loadScenarioObject(sc(ruleset, { at: [2, 0] }));
      } catch (e) {
        err = e;
      }
      expect(err, ruleset).toBeInstanceOf(HighgroundError);
      const e = err as HighgroundError;
      expect([e.code, e.place.path], ruleset).toEqual(['placement', ['figures', 'B', 'at']]);
      expect(e.reason, ruleset).toMatch(/\[2, 0\].*obstacle 4/);
      const p = placeable(loadScenarioObject(sc(ruleset, { at: [3, 1] })), 'B', [2, 0]);
      expect(p.ok ? 'ok' : [p.code, p.reason], ruleset).toEqual(['placement', e.reason]);
    }
    // a double-space figure whose back hex is the obstacle's names the back hex, under its facing
    let back: unknown;
    try {
      loadScenarioObject(sc('heroscape', { at: [3, 0], spaces: 2, facing: 0 }));
    } catch (e) {
      back = e;
    }
    expect((back as HighgroundError).place.path).toEqual(['figures', 'B', 'facing']);
    expect((back as HighgroundError).reason).toMatch(/^figure B cannot stand on \[2, 0\] level 1 \(its back hex, behind facing 0\): an obstacle 4 levels high/);
  });

  it('a base reaching past the map edge is refused with off-map in every ruleset (malifaux: part of a base off the table)', () => {
    const sq = (ruleset: string, legend: object, fig: object) => loadScenarioObject({ format: 'highground/1', ruleset, map: { grid: 'square', rows: 'a a a\na a a', legend: { a: legend } }, figures: { A: { at: [0, 0] }, B: fig } });
    const hex = (ruleset: string, fig: object) => loadScenarioObject({ format: 'highground/1', ruleset, map: { grid: 'hex', rows: '1 1 1 1\n1 1 1 1\n1 1 1 1', legend: { '1': { level: 1 } } }, figures: { A: { at: [3, 2] }, B: fig } });
    const cases: [Session, [number, number]][] = [
      [sq('city-of-peril', {}, { at: [1, 0], size: 'large' }), [2, 1]],
      [sq('heroclix', { level: 1 }, { at: [1, 0], base: '2x2' }), [2, 1]],
      [hex('tft-3d', { at: [2, 1], kind: 'giant' }), [0, 1]],
      [hex('heroscape', { at: [2, 1], spaces: 2, facing: 0 }), [0, 1]],
      [hex('c3g-buildings', { at: [2, 1], spaces: 2, facing: 0 }), [0, 1]],
      [loadScenarioObject({ format: 'highground/1', ruleset: 'malifaux', map: { grid: 'table', size: [12, 12] }, figures: { A: { at: [2, 2] }, B: { at: [6, 6] } } }), [0.2, 6]],
    ];
    for (const [s, at] of cases) {
      const p = placeable(s, 'B', at);
      expect(p.ok ? 'ok' : p.code, `${s.ruleset.id} B at ${JSON.stringify(at)}`).toBe('off-map');
    }
  });

  it('askAs answers as a reload with the figure standing there (its eye height, not the ground)', () => {
    const s = loadScenarioObject(SC);
    const as = { figure: 'A', at: [1, 3] as const };
    const q = { ask: 'sight', from: 'A', to: 'B' };
    const reload = loadScenarioObject({ ...SC, figures: { ...SC.figures, A: { at: [1, 3] as [number, number] } } });
    expect(askAs(s, as, q)).toEqual(ask(reload, q));
    expect(askAs(s, as, q)).toEqual(ask(reload, q));
    expect(ask(s, q)).toEqual(ask(loadScenarioObject(SC), q));
  });

  it('apply moves the figure where a legal move ends; a refused move throws code illegal', () => {
    const s = loadScenarioObject(SC);
    const n = apply(s, { ask: 'move', figure: 'A', to: [1, 0] });
    expect(n.scenario.figures!['A']!.at).toEqual([1, 0]);
    let err: unknown;
    try {
      apply(s, { ask: 'move', figure: 'A', to: [2, 1] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(HighgroundError);
    expect((err as HighgroundError).code).toBe('illegal');
    // a question that moves nobody gives the same session
    expect(apply(s, { ask: 'sight', from: 'A', to: 'B' })).toBe(s);
  });

  it('withFigures adds and removes figures, checking their keys as a load does', () => {
    const s = loadScenarioObject(SC);
    const n = withFigures(s, { C: { at: [3, 3] }, B: null });
    expect(Object.keys(n.scenario.figures!)).toEqual(['A', 'C']);
    let err: unknown;
    try {
      withFigures(s, { C: { at: [3, 3], budjet: 3 } });
    } catch (e) {
      err = e;
    }
    expect((err as HighgroundError).code).toBe('unknown-key');
    expect((err as HighgroundError).place.path).toEqual(['figures', 'C', 'budjet']);
  });
});
