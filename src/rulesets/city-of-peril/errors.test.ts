import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from '../../api.js';
import { HighgroundError } from '../../errors.js';
import { loadError } from '../../load-error.support.js';

const head = `format: highground/1
ruleset: city-of-peril
map:
  grid: square
  rows: |
    .  R  R
    .  R  R
    .  .  .
  legend:
    ".": {}
    R: { terrain: rooftop }
`;


describe('city-of-peril scenario errors name the file, line and key', () => {
  it('a figure off the map', () => {
    const e = loadError(`${head}figures:\n  A: { at: [0, 0] }\n  B: { at: [5, 1] }\n`);
    expect(e.place).toMatchObject({ file: 'bad.yaml', line: 14, path: ['figures', 'B', 'at'] });
    expect(e.message).toMatch(/^bad\.yaml:14:\d+: key figures\.B\.at: figure B stands off the map/);
  });
  it('a large figure whose space leaves the map', () => {
    const e = loadError(`${head}figures:\n  L: { at: [2, 2], size: large }\n`);
    expect(e.place.path).toEqual(['figures', 'L', 'at']);
    expect(e.message).toMatch(/bad\.yaml:13:\d+: key figures\.L\.at: .*2x2 space/);
  });
  it('two figures overlapping', () => {
    const e = loadError(`${head}figures:\n  A: { at: [1, 0], size: large }\n  B: { at: [2, 1] }\n`);
    expect(e.place).toMatchObject({ line: 14, path: ['figures', 'B', 'at'] });
    expect(e.message).toMatch(/figure B overlaps figure A at \[2, 1\]/);
  });
  it('a ladder that is not on the ground next to a rooftop', () => {
    const e = loadError(`${head}  cells:\n    - { at: [1, 1], terrain: rooftop, ladder: true }\n`);
    expect(e.place).toMatchObject({ line: 13, path: ['map', 'cells', 0, 'ladder'] });
    expect(e.message).toMatch(/key map\.cells\[0\]\.ladder: the ladder at \[1, 1\] must stand on a ground square/);
    const far = loadError(`${head.replace(/\.  \.  \.\n/, '.  .  .\n    .  .  .\n')}  cells:\n    - { at: [2, 2], ladder: false }\n    - { at: [0, 3], ladder: true }\n`);
    expect(far.place).toMatchObject({ line: 15, path: ['map', 'cells', 1, 'ladder'] });
    expect(far.message).toMatch(/key map\.cells\[1\]\.ladder: the ladder at \[0, 3\] is not next to any rooftop square/);
  });
  it('a bridge id without exactly two rooftop ends', () => {
    const one = loadError(`${head}  cells:\n    - { at: [1, 0], terrain: rooftop, bridge: north }\n`);
    expect(one.place).toMatchObject({ line: 13, path: ['map', 'cells', 0, 'bridge'] });
    expect(one.message).toMatch(/bridge "north" needs exactly two rooftop ends, found 1/);
    const ground = loadError(`${head}  cells:\n    - { at: [1, 0], terrain: rooftop, bridge: 7 }\n    - { at: [0, 2], bridge: 7 }\n`);
    expect(ground.place).toMatchObject({ line: 14, path: ['map', 'cells', 1, 'bridge'] });
    expect(ground.message).toMatch(/bridge "7" ends at \[0, 2\], which is not a rooftop square/);
  });
  it('a size city-of-peril does not know', () => {
    const e = loadError(`${head}figures:\n  A: { at: [0, 0], size: colossal }\n`);
    expect(e.place.path).toEqual(['figures', 'A', 'size']);
  });
});

describe('question errors name the argument', () => {
  const s = loadScenario(`${head}figures:\n  A: { at: [0, 0] }\n  B: { at: [1, 1] }\n`);
  it('an unknown figure', () => {
    expect(() => ask(s, { ask: 'sight', from: 'A', to: 'Z' })).toThrow(/no figure "Z"/);
    try {
      ask(s, { ask: 'sight', from: 'A', to: 'Z' });
    } catch (e) {
      expect((e as HighgroundError).place.path).toEqual(['to']);
    }
  });
  it('a place off the map', () => {
    try {
      ask(s, { ask: 'move', figure: 'A', to: [9, 0] });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(HighgroundError);
      expect((e as HighgroundError).place.path).toEqual(['to']);
      expect((e as HighgroundError).message).toMatch(/\[9, 0\] is off the map \(3 x 3\)/);
    }
  });
  it('a charge target without charge movement, or one that is no figure', () => {
    try {
      ask(s, { ask: 'move', figure: 'A', to: [0, 2], target: 'B' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(HighgroundError);
      expect((e as HighgroundError).place.path).toEqual(['target']);
      expect((e as HighgroundError).message).toMatch(/`target` names the creature charged: give it with `charge: true` only/);
    }
    try {
      ask(s, { ask: 'move', figure: 'A', to: [0, 2], charge: true, target: 'Z' });
      expect.unreachable();
    } catch (e) {
      expect((e as HighgroundError).place.path).toEqual(['target']);
      expect((e as HighgroundError).message).toMatch(/no figure "Z"/);
    }
  });
  it('an area origin that is not a corner of the figure', () => {
    try {
      ask(s, { ask: 'area', figure: 'A', shape: 'cone', origin: [3, 3], toward: 'B' });
      expect.unreachable();
    } catch (e) {
      expect((e as HighgroundError).place.path).toEqual(['origin']);
    }
  });
});

describe('the fall question refuses a step the move question refuses (audit r24)', () => {
  // Rooftop x 0-3; a wall at [4, 2]; E, an enemy, on the ground at [4, 4]; G walks and H flies on the ground.
  const s = loadScenario(`format: highground/1
ruleset: city-of-peril
map:
  grid: square
  rows: |
    R  R  R  R  .  .
    R  R  R  R  .  .
    R  R  R  R  W  .
    R  R  R  R  .  .
    R  R  R  R  .  .
    .  .  .  .  .  .
  legend:
    ".": {}
    R: { terrain: rooftop }
    W: { terrain: wall }
figures:
  P: { at: [3, 2], side: blue, hp: 30 }
  Q: { at: [3, 4], side: blue, hp: 30 }
  E: { at: [4, 4], side: red }
  F: { at: [3, 3], side: blue, flying: true }
  G: { at: [4, 1], side: blue }
  H: { at: [4, 0], side: blue, flying: true }
`);
  const refused = (q: Record<string, unknown>, re: RegExp) => {
    try {
      ask(s, q as never);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(HighgroundError);
      expect((e as HighgroundError).code).toBe('illegal');
      expect((e as HighgroundError).place.path).toEqual(['to']);
      expect((e as HighgroundError).message).toMatch(re);
    }
  };
  it('cop.move.drop: no drop into an enemy\'s square (the move question calls it occupied)', () => {
    refused({ ask: 'fall', figure: 'Q', to: [4, 4] }, /Q cannot step into \[4, 4\]: its enemy E stands there/);
    expect(ask(s, { ask: 'move', figure: 'Q', to: [4, 4] })).toMatchObject({ legal: false });
  });
  it('cop.move.free: a flyer does not step into an enemy\'s square either', () => {
    refused({ ask: 'fall', figure: 'F', to: [4, 4] }, /its enemy E stands there/);
  });
  it('cop.base.move: no drop diagonally past the corner of a wall square (the move goes round, 2 squares)', () => {
    refused({ ask: 'fall', figure: 'P', to: [4, 3] }, /P cannot step diagonally into \[4, 3\]: it would pass the corner of a wall square/);
    expect(ask(s, { ask: 'move', figure: 'P', to: [4, 3], budget: 1 })).toMatchObject({ legal: false });
    expect(ask(s, { ask: 'move', figure: 'P', to: [4, 3], budget: 2 })).toMatchObject({ legal: true, cost: 2, damage: 10 });
  });
  it('cop.move.ground-blocked: a creature on the ground does not step into a rooftop square; a flyer does', () => {
    refused({ ask: 'fall', figure: 'G', to: [3, 1] }, /G is on the ground .* cannot step into the rooftop square at \[3, 1\]/);
    expect(ask(s, { ask: 'move', figure: 'G', to: [3, 1] })).toMatchObject({ legal: false });
    expect(ask(s, { ask: 'fall', figure: 'H', to: [3, 0] })).toMatchObject({ damage: 0, lands: [3, 0] });
  });
  it('cop.move.drop: a step past no wall corner and into no enemy is still a drop', () => {
    expect(ask(s, { ask: 'fall', figure: 'Q', to: [3, 5] })).toMatchObject({ damage: 10, lands: [3, 5], voluntary: true });
    expect(ask(s, { ask: 'fall', figure: 'Q', to: [4, 5] })).toMatchObject({ damage: 10, lands: [4, 5], voluntary: true });
  });
});
