import { describe, expect, it } from 'vitest';
import type { HighgroundError } from '../../errors.js';
import { loadError } from '../../load-error.support.js';

function scenario(legend: string, rows = '. S .\n      . . .', figures = '') {
  return `format: highground/1
ruleset: heroclix
map:
  grid: square
  rows: |
      ${rows}
  legend:
    ".": {}
${legend}
${figures}`;
}

/** 1-based line of the first line of text containing `needle`. */
function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`no line with ${needle}`);
  return i + 1;
}

const errorOf = (text: string): HighgroundError => loadError(text);

describe('heroclix scenario errors name the file, line and key', () => {
  it('a stairs id with one square', () => {
    const text = scenario('    S: { level: 2, stairs: up }');
    const e = errorOf(text);
    expect(e.message).toMatch(new RegExp(`^bad\\.yaml:${lineOf(text, 'S: {')}:`));
    expect(e.message).toContain('key map.legend.S.stairs');
    expect(e.message).toContain('stairs "up" has 1 square ([1, 0])');
  });

  it('a stairs id whose two squares are at the same level', () => {
    const e = errorOf(scenario('    S: { stairs: a }', '. S S'));
    expect(e.message).toContain('key map.legend.S.stairs');
    expect(e.message).toContain('both at level 1');
  });

  it('a stairs id whose squares do not touch', () => {
    const text = scenario('    S: { stairs: a }\n    T: { level: 2, stairs: a }', 'S . T');
    const e = errorOf(text);
    expect(e.message).toMatch(new RegExp(`^bad\\.yaml:${lineOf(text, 'T: {')}:`));
    expect(e.message).toContain('key map.legend.T.stairs');
    expect(e.message).toContain('do not touch');
  });

  it('hcx.stairs.pass a four-square stairs id that is not a 2 x 2 block with its higher squares side by side', () => {
    const text = scenario('    S: { stairs: a }\n    T: { level: 2, stairs: a }', 'S T S T');
    const e = errorOf(text);
    expect(e.message).toMatch(new RegExp(`^bad\\.yaml:${lineOf(text, 'T: {')}:`));
    expect(e.message).toContain('key map.legend.T.stairs');
    expect(e.message).toContain('2 x 2 block');
  });

  it('a stairs id on three squares, given cell by cell', () => {
    const text = `format: highground/1
ruleset: heroclix
map:
  grid: square
  size: [3, 2]
  cells:
    - { at: [0, 0], stairs: s }
    - { at: [1, 0], level: 2, stairs: s }
    - { at: [2, 0], level: 2, stairs: s }
`;
    const e = errorOf(text);
    expect(e.message).toMatch(/^bad\.yaml:9:/);
    expect(e.message).toContain('key map.cells[2].stairs');
    expect(e.message).toContain('has 3 squares');
  });

  it('a wall name misspelt', () => {
    const text = scenario('    S: { walls: [north, est] }', '. S .');
    const e = errorOf(text);
    expect(e.message).toMatch(new RegExp(`^bad\\.yaml:${lineOf(text, 'S: {')}:`));
    expect(e.message).toContain('map.legend.S.walls[1]');
    expect(e.message).toMatch(/north.*east|east.*north/);
  });

  it('an unknown terrain name', () => {
    const text = scenario('    S: { terrain: lava }', '. S .');
    const e = errorOf(text);
    expect(e.message).toMatch(new RegExp(`^bad\\.yaml:${lineOf(text, 'S: {')}:`));
    expect(e.message).toContain('key map.legend.S.terrain');
    expect(e.message).toContain('unknown terrain name "lava"');
    expect(e.message).toContain('hindering');
  });

  it('a figure on blocking terrain', () => {
    const text = scenario('    "#": { terrain: blocking }', '. # .', 'figures:\n  A: { at: [1, 0] }');
    const e = errorOf(text);
    expect(e.message).toMatch(new RegExp(`^bad\\.yaml:${lineOf(text, 'A: {')}:`));
    expect(e.message).toContain('key figures.A.at');
  });

  it('an unknown Improved Targeting', () => {
    const e = errorOf(scenario('', '. . .', 'figures:\n  A: { at: [1, 0], improved-targeting: [elevated, walls] }'));
    expect(e.message).toContain('key figures.A.improved-targeting[1]');
    expect(e.message).toContain('"walls" is not known');
  });

  it('a figure level that is not its square\'s', () => {
    const e = errorOf(scenario('', '. . .', 'figures:\n  A: { at: [1, 0], level: 3 }'));
    expect(e.message).toContain('key figures.A.level');
  });
});
