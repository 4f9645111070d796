/** Evidence coordinates follow the board-unit contract (src/verdict.ts), so pictures line up on every grid. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from '../src/index.js';
import { hexCentreBoardPoint } from '../src/geometry/hex/layout.js';

const root = join(import.meta.dirname, '..');
const load = (p: string) => loadScenario(readFileSync(join(root, p), 'utf8'), p);

describe('evidence lines in board units', () => {
  it('tft-3d sight: from hex centre to hex centre', () => {
    const v = ask(load('examples/tft-3d/side-view.yaml'), { ask: 'sight', from: 'pip', to: 'hobbit' });
    const line = v.evidence!.lines![0]!;
    expect(line.from[0]).toBeCloseTo(hexCentreBoardPoint(0, 1)[0], 12);
    expect(line.from[1]).toBeCloseTo(hexCentreBoardPoint(0, 1)[1], 12);
    expect(line.to[0]).toBeCloseTo(hexCentreBoardPoint(3, 0)[0], 12);
    expect(line.to[1]).toBeCloseTo(hexCentreBoardPoint(3, 0)[1], 12);
  });
  it('c3g-buildings sight: from hex centre to hex centre', () => {
    const v = ask(load('examples/c3g-buildings/house.yaml'), { ask: 'sight', from: 'hero', to: 'archer' });
    const line = v.evidence!.lines![0]!;
    expect([...line.from]).toEqual(hexCentreBoardPoint(1, 3));
    expect([...line.to]).toEqual(hexCentreBoardPoint(7, 2));
  });
  it('hexCentreBoardPoint puts odd rows half a hex right', () => {
    expect(hexCentreBoardPoint(0, 0)).toEqual([0, 0]);
    expect(hexCentreBoardPoint(0, 1)[0]).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(hexCentreBoardPoint(1, 2)).toEqual([Math.sqrt(3), 3]);
  });
});
