/** Load errors of c3g-buildings scenarios: each names the file line and the key at fault. */
import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from '../../api.js';
import { HighgroundError } from '../../errors.js';
import { loadError } from '../../load-error.support.js';


const head = `format: highground/1
ruleset: c3g-buildings
map:
  grid: hex
`;

describe('c3g-buildings load errors', () => {
  it('a stairway Up without a matching Down one floor up (c3g.stairs)', () => {
    const e = loadError(`${head}  structures:
    house: { kind: interior }
  rows: |
    g U
  legend:
    g: { level: 1 }
    U:
      stack:
        - { level: 1, structure: house, floor: 1, stairway: up, transit: 2 }
        - { level: 6, structure: house, floor: 2 }
`);
    expect(e.reason).toMatch(/stairway up at \[1, 0\] \(floor 1\) has no stairway down with transit 2 on floor 2/);
    expect(e.place.line).toBe(13);
    expect(e.place.path).toEqual(['map', 'legend', 'U', 'stack', 0, 'stairway']);
    expect(e.message).toContain('bad.yaml:13');
    expect(e.message).toContain('stairway');
  });

  // Positions checked at load (issue 21): a figure where it may not stand is refused, naming its key and why.
  const house = (figures: string) => `${head}  structures:
    house: { kind: interior, entry: { spaces: 1, maxHeight: 5 } }
  rows: |
    g g p H
     g U D g
  legend:
    g: { level: 1 }
    p: { level: 1, fit: partial }
    H: { level: 1, structure: house }
    U: { level: 1, stairway: up, transit: 1, floor: 1 }
    D: { level: 1, stairway: down, transit: 1, floor: 2 }
figures:
${figures}`;

  it('c3g.hex.partial: a figure placed on a partial hex is refused at load, naming figures.X.at and its line', () => {
    const e = loadError(house('  scout: { at: [2, 0], side: red, height: 5 }\n'));
    expect(e.reason).toMatch(/figure scout cannot stand on \[2, 0\] level 1: \[2, 0\] level 1 is a partial hex: no figure but a destructible object may be placed there \(c3g.hex.partial\)/);
    expect(e.place.path).toEqual(['figures', 'scout', 'at']);
    expect(e.place.line).toBe(17);
    expect(e.message).toContain('bad.yaml:17');
  });

  it('c3g.hex.partial: a destructible object may stand on the partial hex, and a figure beside it loads', () => {
    expect(() => loadScenario(house('  crate: { at: [2, 0], side: red, height: 1, destructible: true }\n  scout: { at: [1, 0], side: red, height: 5 }\n'))).not.toThrow();
  });

  it('c3g.stairs: a double-space figure with a space on a stairway is refused at load (front: its at; back: its facing)', () => {
    let e = loadError(house('  wagon: { at: [1, 1], side: red, height: 4, spaces: 2, facing: 3 }\n'));
    expect(e.reason).toMatch(/figure wagon cannot stand on \[1, 1\] level 1: .*is a stairway space: single-space figures only \(c3g.stairs\)/);
    expect(e.place.path).toEqual(['figures', 'wagon', 'at']);
    expect(e.place.line).toBe(17);
    e = loadError(house('  wagon: { at: [0, 1], side: red, height: 4, spaces: 2, facing: 3 }\n'));
    expect(e.reason).toMatch(/figure wagon cannot stand on \[1, 1\] level 1 \(its back hex, behind facing 3\): .*stairway space.*\(c3g.stairs\)/);
    expect(e.place.path).toEqual(['figures', 'wagon', 'facing']);
  });

  it('c3g.interior.entry: a figure placed inside a building that refuses it is refused at load (too tall; double-space)', () => {
    let e = loadError(house('  giant: { at: [3, 0], side: red, height: 8 }\n'));
    expect(e.reason).toMatch(/figure giant cannot stand on \[3, 0\] level 1: house admits Height 5 or less; giant has Height 8 \(c3g.interior.entry\)/);
    expect(e.place.path).toEqual(['figures', 'giant', 'at']);
    expect(e.place.line).toBe(17);
    e = loadError(house('  horse: { at: [3, 0], side: red, height: 4, spaces: 2, facing: 0 }\n'));
    expect(e.reason).toMatch(/figure horse cannot stand on \[3, 0\] level 1: house admits figures of 1 space; horse has 2 \(c3g.interior.entry\)/);
    expect(() => loadScenario(house('  page: { at: [3, 0], side: red, height: 5 }\n'))).not.toThrow();
  });

  it('a transit number with only one space (c3g.transit)', () => {
    const e = loadError(`${head}  rows: |
    g A g
  legend:
    g: { level: 1 }
    A: { level: 1, transit: 4 }
`);
    expect(e.reason).toMatch(/transit number 4 at \[1, 0\] has no other space with the same number/);
    expect(e.place.line).toBe(9);
    expect(e.place.path).toEqual(['map', 'legend', 'A', 'transit']);
  });

  // c3g.elevator: shaft spaces stand at the same places on each floor (audit r22: a shaft whose floors do not line
  // up used to load, and a figure walked where the shaft should have been).
  const tower = (a: string, b: string) => `${head}  structures:
    tower: { kind: interior }
    annex: { kind: interior }
  rows: |
    T A B
  legend:
    T: { stack: [ { level: 1, structure: tower, floor: 1 }, { level: 6, structure: tower, floor: 2 } ] }
    A: { stack: [ ${a} ] }
    B: { stack: [ ${b} ] }
`;
  it('c3g.elevator: a shaft whose spaces do not stand at the same place on each floor', () => {
    const e = loadError(tower(
      '{ level: 1, structure: tower, floor: 1, shaft: lift }, { level: 6, structure: tower, floor: 2 }',
      '{ level: 1, structure: tower, floor: 1 }, { level: 6, structure: tower, floor: 2, shaft: lift }'));
    expect(e.reason).toMatch(/elevator shaft "lift": \[1, 0\] \(floor 1\) has no shaft space at the same place on floor 2/);
    expect(e.place.line).toBe(12);
    expect(e.place.path).toEqual(['map', 'legend', 'A', 'stack', 0, 'shaft']);
  });
  it('c3g.elevator: a shaft with spaces in two structures', () => {
    const e = loadError(tower(
      '{ level: 1, structure: tower, floor: 1, shaft: lift }, { level: 6, structure: tower, floor: 2, shaft: lift }',
      '{ level: 1, structure: annex, floor: 1, shaft: lift }, { level: 6, structure: annex, floor: 2, shaft: lift }'));
    expect(e.reason).toMatch(/elevator shaft "lift" has spaces in structure "tower" and in structure "annex" \(at \[2, 0\]\): a shaft stands in one structure/);
    expect(e.place.path).toEqual(['map', 'legend', 'B', 'stack', 0, 'shaft']);
  });
  it('c3g.elevator: a shaft two hexes wide through two floors loads, its car on floor 1', () => {
    const both = '{ level: 1, structure: tower, floor: 1, shaft: lift }, { level: 6, structure: tower, floor: 2, shaft: lift }';
    const sc = loadScenario(tower(both, both), 'ok.yaml');
    const v = ask(sc, { ask: 'shaft', shaft: 'lift' }) as unknown as { spaces: unknown[]; car: { floor: number; spaces: unknown[] } };
    expect(v.spaces).toHaveLength(4);
    expect(v.car.floor).toBe(1);
    expect(v.car.spaces).toHaveLength(2);
  });

  it('a structure id that is not declared under map.structures', () => {
    const e = loadError(`${head}  structures:
    house: { kind: interior }
  cells:
    - { at: [0, 0], level: 1 }
    - { at: [1, 0], level: 1, structure: barn }
`);
    expect(e.reason).toMatch(/structure "barn" is not declared under map.structures \(declared: house\)/);
    expect(e.place.line).toBe(9);
    expect(e.place.path).toEqual(['map', 'cells', 1, 'structure']);
  });

  it('an unknown structure kind is refused by the schema with its line', () => {
    const e = loadError(`${head}  structures:
    house: { kind: castle }
  rows: |
    g
  legend:
    g: { level: 1 }
`);
    expect(e.place.line).toBe(6);
    expect(e.message).toMatch(/kind/);
  });

  it('a size option that is not a positive length', () => {
    const e = loadError(`format: highground/1
ruleset: c3g-buildings
options: { base-mm: -3 }
map:
  grid: hex
  rows: |
    g
  legend:
    g: { level: 1 }
`);
    expect(e.reason).toMatch(/option baseMm must be a positive number of millimetres/);
    expect(e.place.path).toEqual(['options', 'base-mm']); // named as the file spells it
    expect(e.place.line).toBe(3);
  });

  it('a rectangle footprint whose size vanishes beside its coordinates, or overflows, is refused with its key', () => {
    for (const rect of ['[1e20, 0, 1, 1]', '[0, 0, 1e-300, 1e-300]', '[1e308, 0, 1e308, 10]']) {
      const e = loadError(`${head}  structures:
    big: { kind: enclosed, footprint: { rect: ${rect} } }
  rows: |
    g B
  legend:
    g: { level: 1 }
    B: { level: 1, structure: big }
`);
      expect(e.reason).toMatch(/footprint of structure "big"/);
      expect(e.place.path).toEqual(['map', 'structures', 'big', 'footprint']);
      expect(e.place.line).toBe(6);
    }
  });

  it('a huge rectangle footprint works: every hex under it is partial (c3g.hex.classify)', () => {
    const s = loadScenario(`${head}  structures:
    big: { kind: enclosed, footprint: { rect: [-1e300, -1e300, 1e308, 1e308] } }
  rows: |
    g g g
     g B g
  legend:
    g: { level: 1 }
    B: { level: 1, structure: big }
`, 'big.yaml');
    for (const at of [[0, 0], [2, 1]]) expect(ask(s, { ask: 'classify', at })).toMatchObject({ class: 'partial', largestMm: 0 });
  });

  it('refuses a question about a pair that names one figure or place twice (hs.sight, hs.base.attack)', () => {
    const s = loadScenario(`${head}  rows: |
    g g g
  legend:
    g: { level: 1, terrain: grass }
figures:
  a: { at: [0, 0], side: red, height: 5 }
  b: { at: [2, 0], side: blue, height: 5 }
`, 'pair.yaml');
    for (const q of [{ ask: 'sight', from: 'a', to: 'a' }, { ask: 'attack', attacker: 'b', target: 'b', range: 3 }, { ask: 'melee', attacker: 'a', target: 'a' },
      { ask: 'engaged', figure: 'a', enemy: 'a' }, { ask: 'adjacent', a: [1, 0], b: [1, 0] }]) {
      let err: unknown;
      try { ask(s, q); } catch (e) { err = e; }
      expect(err, q.ask).toBeInstanceOf(HighgroundError);
      expect((err as HighgroundError).message).toMatch(/are both .*: ask about two different figures or places/);
    }
    expect(ask(s, { ask: 'sight', from: 'a', to: 'b' }).sight).toBe(true);
  });
});
