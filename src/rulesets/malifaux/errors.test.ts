import { describe, expect, it } from 'vitest';
import type { HighgroundError } from '../../errors.js';
import { loadError } from '../../load-error.support.js';

function scenario(pieces: string, figures: string, options = ''): string {
  return [
    'format: highground/1',
    'ruleset: malifaux',
    ...(options ? [options] : []),
    'map:',
    '  grid: table',
    '  size: [24, 24]',
    '  pieces:',
    pieces,
    'figures:',
    figures,
    '',
  ].join('\n');
}

const failure = (text: string): HighgroundError => loadError(text, 'table.yaml');

const okPiece = '    - { id: mill, kind: building, shape: { rect: [10, 10, 4, 4] } }';
const okFigure = '  A: { at: [2, 2] }';

describe('malifaux scenario errors name the line and the key', () => {
  it('an unknown terrain kind', () => {
    const e = failure(scenario(`${okPiece}\n    - { id: tar, kind: swamp, shape: { rect: [1, 1, 2, 2] } }`, okFigure));
    expect(e.message).toMatch(/^table\.yaml:8:/);
    expect(e.message).toContain('key map.pieces[1].kind');
    expect(e.message).toContain('unknown terrain kind "swamp"');
    expect(e.message).toContain('rough');
  });

  it('a misspelt trait, with a suggestion', () => {
    const e = failure(scenario('    - id: wall-1\n      kind: wall\n      shape: { rect: [1, 1, 4, 0.5] }\n      traits: [blocking, hard_cover]', okFigure));
    expect(e.place.line).toBe(10);
    expect(e.message).toContain('key map.pieces[0].traits[1]');
    expect(e.message).toContain('unknown trait "hard_cover" (did you mean "hard-cover"?)');
  });

  it('a model off the table', () => {
    const e = failure(scenario(okPiece, '  A: { at: [2, 2] }\n  B: { at: [23.8, 5] }'));
    expect(e.place.line).toBe(10);
    expect(e.message).toContain('key figures.B.at');
    expect(e.message).toContain('not wholly on the 24" x 24" table');
  });

  it('a model overlapping another', () => {
    const e = failure(scenario(okPiece, '  A: { at: [2, 2] }\n  B: { at: [2.9, 2] }'));
    expect(e.place.line).toBe(10);
    expect(e.message).toContain('key figures.B.at');
    expect(e.message).toContain('overlaps the base of A');
  });

  it('a model standing in an impassable piece', () => {
    const e = failure(scenario(okPiece, '  A: { at: [9.7, 12] }'));
    expect(e.message).toContain('key figures.A.at');
    expect(e.message).toContain('mfx.trait.impassable');
  });

  it('a model on a linear obstacle', () => {
    const e = failure(scenario('    - { id: rail, kind: fence, shape: { rect: [1, 5, 6, 0.5] } }', '  A: { at: [3, 5.2] }'));
    expect(e.message).toContain('mfx.linear');
  });

  it('a vantage point without its Ht', () => {
    const e = failure(scenario('    - { id: deck, kind: vantage, shape: { rect: [1, 5, 6, 2] } }', okFigure));
    expect(e.place.line).toBe(7);
    expect(e.message).toContain('key map.pieces[0]');
    expect(e.message).toContain('needs its ht');
  });

  it('an access id that names no stairs or ladder', () => {
    const e = failure(scenario(`    - { id: mill, kind: building, access: [mill], shape: { rect: [10, 10, 4, 4] } }`, okFigure));
    expect(e.message).toContain('key map.pieces[0].access[0]');
    expect(e.message).toContain('stairs or ladder');
  });

  it('an unknown figure key', () => {
    const e = failure(scenario(okPiece, '  A: { at: [2, 2], speed: 5 }'));
    expect(e.place.line).toBe(9);
    expect(e.message).toContain('"speed"');
  });

  it('an option value of the wrong kind', () => {
    const e = failure(scenario(okPiece, okFigure, 'options:\n  cover-within: near'));
    expect(e.place.line).toBe(4);
    expect(e.message).toContain('option coverWithin');
  });

  it('a self-crossing polygon', () => {
    const e = failure(scenario('    - { id: bow, kind: rough, shape: { polygon: [[0, 0], [4, 4], [4, 0], [0, 4]] } }', okFigure));
    expect(e.message).toContain('key map.pieces[0].shape');
    expect(e.message).toContain('crosses itself');
  });
  it('mfx.trait.hazardous: hazards-taken names pieces that exist and are hazardous', () => {
    const unknown = failure(scenario(okPiece, "  A: { at: [2, 2], hazards-taken: [pit] }"));
    expect(unknown.message).toContain('key figures.A.hazards-taken[0]');
    expect(unknown.message).toContain('"pit" names no piece');
    const notHazard = failure(scenario(okPiece, "  A: { at: [2, 2], hazards-taken: [mill] }"));
    expect(notHazard.message).toContain('building mill is not hazardous');
  });
});
