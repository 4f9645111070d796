import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from '../../api.js';
import { HighgroundError } from '../../errors.js';
import { loadError } from '../../load-error.support.js';

const fails = (text: string): HighgroundError => loadError(text, 'inline.yaml');

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

  it('tft.multihex.two: refuses a dwarf on the hex where a prone horseman\'s rear hex lies one level up (its body is there, above that surface)', () => {
    const text = `${head.replace('".": {}', '".": {}\n    "1": { level: 1 }').replace('. . .\n', '. . 1\n')}  rider: { at: [1, 0], kind: horseman, facing: 3, prone: true }\n  dwarf: { at: [2, 0], kind: dwarf }\n`;
    const e = fails(text);
    expect(e.message).toMatch(/figures\.dwarf\.at/);
    expect(e.reason).toMatch(/overlaps figure rider at \[2, 0\]/);
    // standing, the same rider's body reaches up from that surface too
    expect(fails(text.replace(', prone: true', '')).reason).toMatch(/overlaps figure rider at \[2, 0\]/);
  });

  // Every figure's position is checked when the scenario is prepared (the stance rules), naming the figure,
  // its key and what stands there; `sight` and `reach` never see a figure inside a solid.
  it('refuses a figure standing inside an obstacle (a ruin), naming what is there', () => {
    const e = fails(`${head.replace('".": {}', '".": {}\n    R: { terrain: ruin, obstacle: 2 }').replace('. . .\n', '. R .\n')}  a: { at: [1, 0], kind: human }\n`);
    expect(e.message).toMatch(/figures\.a\.at/);
    expect(e.reason).toMatch(/figure a cannot stand at \[1, 0\].*obstacle 2 high.*\[1, 0\] level 0 with an obstacle 2 high \(ruin\)/);
  });

  it('refuses a figure under a bridge deck too low for it', () => {
    const e = fails(`${head.replace('".": {}', '".": {}\n    B: { stack: [{ level: 0 }, { level: 3 }] }').replace('. . .\n', '. B .\n')}  a: { at: [1, 0], kind: human, level: 0 }\n`);
    expect(e.message).toMatch(/figures\.a\.at/);
    expect(e.reason).toMatch(/no room for the figure there.*level 0 and level 3/);
  });

  it('tft.multihex.two: refuses a horseman placed with its rear hex over a drop (a move there is a fall, not a place to start)', () => {
    const e = fails(`${head.replace('".": {}', '".": {}\n    "3": { level: 3 }').replace('. . .\n', '. 3 3\n')}  rider: { at: [2, 0], kind: horseman, facing: 0 }\n`.replace('. 3 3\n', '. . 3\n'));
    expect(e.message).toMatch(/figures\.rider\.at/);
    expect(e.reason).toMatch(/rear hex overhangs a drop of 3 levels.*\[2, 0\] level 3; \[1, 0\] level 0.*tft\.multihex\.two/);
  });

  it('tft.multihex.three: refuses a giant with fewer than 2 of its 3 hexes on one level', () => {
    const e = fails(`${head.replace('".": {}', '".": {}\n    "2": { level: 2 }\n    "4": { level: 4 }').replace('. . .\n     . . .\n', '. 4 2\n     . . .\n')}  giant: { at: [2, 0], kind: giant, facing: 0 }\n`);
    expect(e.message).toMatch(/figures\.giant\.at/);
    expect(e.reason).toMatch(/cannot stand at \[2, 0\] \(3 hexes, facing 0\)/);
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

  it('refuses a question about a pair that names one figure twice, naming the second key', () => {
    const s = loadScenario(`${head}  a: { at: [1, 1], facing: 0, side: x }\n  b: { at: [2, 1], facing: 3, side: y }\n`, 'inline.yaml');
    for (const q of [{ ask: 'melee', attacker: 'a', target: 'a' }, { ask: 'engaged', figure: 'a', enemy: 'a' }, { ask: 'adjacent', a: 'b', b: 'b' },
      { ask: 'retreat', attacker: 'a', target: 'a' }, { ask: 'sight', from: 'a', to: 'a' }, { ask: 'missile', shooter: 'a', target: 'a' }]) {
      let err: unknown;
      try { ask(s, q); } catch (e) { err = e; }
      expect(err, q.ask).toBeInstanceOf(HighgroundError);
      expect((err as HighgroundError).message).toMatch(/are both (a|b): ask about two different figures/);
    }
    expect(ask(s, { ask: 'melee', attacker: 'a', target: 'b' }).allowed).toBe(true);
  });

  it('tft.jump.gap - a jump to the figure\'s own hex or the next one says there is no gap (not "a gap of -1 hexes")', () => {
    const s = loadScenario(`${head}  a: { at: [0, 0], kind: human }\n`);
    expect(() => ask(s, { ask: 'jump', figure: 'a', to: [0, 0] })).toThrow(/\[0,0\] is where a stands: no gap to jump/);
    expect(() => ask(s, { ask: 'jump', figure: 'a', to: [1, 0] })).toThrow(/\[1,0\] is next to a: no gap between/);
    expect(ask(s, { ask: 'jump', figure: 'a', to: [2, 0] })).toMatchObject({ gap: 1 });
  });

  it('tft.climb.sets, tft.fall - a climb or a fall to a point aloft (no surface at that level) is refused: no tile sides to count', () => {
    const s = loadScenario(`${head}  a: { at: [0, 0], kind: human }\n`);
    expect(() => ask(s, { ask: 'climb', figure: 'a', to: [1, 0, 7] })).toThrow(/\[1, 0\] has no surface at level 7 to stand on \(levels: 0\)/);
    expect(() => ask(s, { ask: 'fall', figure: 'a', to: [1, 0, 7] })).toThrow(/no surface at level 7 to stand on/);
    expect(ask(s, { ask: 'climb', figure: 'a', to: [1, 0, 0] })).toMatchObject({ sets: false, levels: 0 });
    // sight may still end at a point aloft
    expect(ask(s, { ask: 'sight', from: 'a', to: [1, 0, 7] })).toMatchObject({ sight: true });
  });
});
