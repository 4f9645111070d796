import { describe, expect, it } from 'vitest';
import { canReach, climbCost, engagesLevels, fall, fallDice, heightDx } from './rules.js';
import { KINDS } from './kinds.js';

describe('tft-3d height rules', () => {
  it('tft.climb.step: a dwarf (H 2) climbing a 2-level ledge pays 3 MA', () => {
    expect(climbCost(2)).toBe(3);
    expect(climbCost(1)).toBe(2);
  });

  it('tft.fall: the chart bands (d <= H safe, then one die per further H)', () => {
    // Humans H 3: 4-6 1D6, 7-9 2D6, 10-12 3D6
    expect([3, 4, 6, 7, 9, 10, 12].map((d) => fallDice(d, 3))).toEqual([0, 1, 1, 2, 2, 3, 3]);
    // Hobbits H 1: 2 levels 1D6, 3 levels 2D6, 4 levels 3D6
    expect([1, 2, 3, 4].map((d) => fallDice(d, 1))).toEqual([0, 1, 2, 3]);
    // Elves (effective 4): 5-8 1D6, 9-12 2D6, 13-16 3D6
    expect([4, 5, 8, 9, 12, 13, 16].map((d) => fallDice(d, 4))).toEqual([0, 1, 1, 2, 2, 3, 3]);
    // Horsemen (effective 2): 3-4 1D6, 5-6 2D6, 7-8 3D6
    expect([2, 3, 4, 5, 6, 7, 8].map((d) => fallDice(d, 2))).toEqual([0, 1, 1, 2, 2, 3, 3]);
    // 7-hex figures H 5: 6-10 1D6, 11-15 2D6, 16-20 3D6
    expect([5, 6, 10, 11, 15, 16, 20].map((d) => fallDice(d, 5))).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  it('tft.fall: a human jumping 5 levels risks 1D6 (the save leaves none), 8 levels 2D6 (the save leaves 1D6)', () => {
    const five = fall(5, 3, 12, 0).report;
    expect(five.dice).toBe('1D6');
    expect(five.save?.removes).toBe('none');
    expect(five.save?.fraction).toBe('20/27');
    const eight = fall(8, 3, 12, 0).report;
    expect(eight.dice).toBe('2D6');
    expect(eight.save?.removes).toBe('1D6');
  });

  it('tft.fall: armour stops at most 2 points of falling damage', () => {
    // 1D6 with armour 5 capped at 2: expected (0+0+1+2+3+4)/6 = 10/6 on a failed save
    expect(fall(5, 3, 12, 5).report.expected?.failed).toBeCloseTo(10 / 6, 12);
    expect(fall(5, 3, 12, 2).report.expected?.failed).toBeCloseTo(10 / 6, 12);
  });

  it('tft.reach: the higher base at most the lower figure\'s H above it, both ways', () => {
    expect(canReach(1, 0, 3, 1).ok).toBe(true); // hobbit and a figure on C
    expect(canReach(2, 0, 3, 1).ok).toBe(false); // on B
    expect(canReach(0, 2, 1, 3).ok).toBe(false);
  });

  it('tft.height.dx: a dwarf two levels above a human is at +2, the human at -2', () => {
    expect(heightDx(2, 0)).toBe(2);
    expect(heightDx(0, 2)).toBe(-2);
  });

  it('tft.engage: a figure controls as many levels as hexes it occupies', () => {
    expect(engagesLevels(0, 2, 3)).toBe(true);
    expect(engagesLevels(2, 0, 1)).toBe(false);
    expect(engagesLevels(0, 1, 1)).toBe(true);
  });

  it('tft.height.chart: the kinds', () => {
    expect(Object.fromEntries(Object.entries(KINDS).map(([k, v]) => [k, [v.height, v.climb, v.hexes]]))).toEqual({
      hobbit: [1, 0, 1], dwarf: [2, 0, 1], goblin: [2, 0, 1], human: [3, 0, 1], orc: [3, 0, 1], elf: [3, 1, 1],
      horseman: [4, -2, 2], giant: [4, 0, 3], dragon: [4, 0, 4], colossus: [5, 0, 7],
    });
  });
});
