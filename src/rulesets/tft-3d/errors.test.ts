import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../api.js';
import { HighgroundError } from '../../errors.js';

function fails(text: string): HighgroundError {
  try {
    loadScenario(text, 'inline.yaml');
  } catch (e) {
    if (e instanceof HighgroundError) return e;
    throw e;
  }
  throw new Error('expected the scenario to be refused');
}

const head = `format: highground/1
ruleset: tft-3d
map:
  grid: hex
  rows: |
    . . .
     . . .
  legend:
    ".": {}
figures:
`;

describe('tft-3d scenario errors', () => {
  it('names the line and key of an unknown kind', () => {
    const e = fails(`${head}  a: { at: [0, 0], kind: hobit }\n`);
    expect(e.message).toMatch(/inline\.yaml:11/);
    expect(e.message).toMatch(/figures\.a\.kind/);
    expect(e.reason).toMatch(/unknown kind "hobit".*hobbit/);
  });

  it('names the line and key of a multi-hex figure off the map', () => {
    // A 3-hex giant facing east at [0, 0] has its rear hexes west of the map.
    const e = fails(`${head}  giant: { at: [0, 0], kind: giant, facing: 0 }\n`);
    expect(e.message).toMatch(/inline\.yaml:11/);
    expect(e.message).toMatch(/figures\.giant\.at/);
    expect(e.reason).toMatch(/off the map/);
  });

  it('names the line and key of a figure overlapping another', () => {
    const e = fails(`${head}  a: { at: [1, 0], kind: human }\n  rider: { at: [2, 0], kind: horseman, facing: 0 }\n`);
    expect(e.message).toMatch(/inline\.yaml:12/);
    expect(e.message).toMatch(/figures\.rider\.at/);
    expect(e.reason).toMatch(/overlaps figure a at \[1, 0\]/);
  });

  it('refuses a tree without its height', () => {
    const e = fails(`${head.replace('".": {}', '".": {}\n    T: { terrain: tree }').replace('. . .\n', 'T . .\n')}  a: { at: [1, 1] }\n`);
    expect(e.reason).toMatch(/tree at \[0, 0\] needs its height/);
  });

  it('refuses a cell key the ruleset does not use, with its line', () => {
    const e = fails(`${head.replace('".": {}', '".": { stairs: s1 }')}  a: { at: [1, 1] }\n`);
    expect(e.message).toMatch(/inline\.yaml:9/);
    expect(e.message).toMatch(/stairs/);
  });

  it('refuses a bad option value', () => {
    const e = fails(`${head.replace('ruleset: tft-3d', 'ruleset: tft-3d\noptions: { hexside-tie: maybe }')}  a: { at: [1, 1] }\n`);
    expect(e.message).toMatch(/hexside-tie/);
    expect(e.message).toMatch(/inline\.yaml:3/);
  });
});
