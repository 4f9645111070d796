/**
 * The status line's words for a place's features (web/src/words.ts): a player tapping a bridge reads
 * where its railings are, not the stored "railing 0/2" (issue 16: no internal keys or raw values).
 */
import { describe, expect, it } from 'vitest';
import { answerErrorWords, describeFeatures, pathWords, showNum } from '../../web/src/words.js';
import { describeEvent } from '../../web/src/edits.js';

describe('a place\'s features in words', () => {
  it('names a railing\'s hex edges instead of their direction numbers', () => {
    expect(describeFeatures({ level: 6, terrain: ['road'], railing: [0, 2] })).toBe('; railing on the east and south-west edges');
    expect(describeFeatures({ level: 6, terrain: ['road'], railing: [1, 2, 4, 5] })).toBe('; railing on the south-east, south-west, north-west and north-east edges');
  });
  it('says obstacles and thickness in levels, a ladder\'s edge and rise, and hides how the file stored them', () => {
    expect(describeFeatures({ level: 3, terrain: ['rock'], obstacle: 2, ladder: [3], ladderHeight: 4, solidFrom: 0, glyphType: 1, glyphName: 'Astrid' }))
      .toBe('; an obstacle 2 levels high, ladder on the west edge, the ladder rises 4 levels, glyph Astrid');
    expect(describeFeatures({ level: 6, terrain: [], thickness: 1 })).toBe('; 1 level thick');
  });
  it('keeps square-grid walls and plain flags as words, and says nothing for a bare place', () => {
    expect(describeFeatures({ level: 1, terrain: ['indoor'], walls: ['north'] })).toBe('; walls on the north edge');
    expect(describeFeatures({ level: 1, terrain: [], ladder: true, stairs: 'a' })).toBe('; ladder, stairs a');
    expect(describeFeatures({ level: 1, terrain: [] })).toBe('');
    const all = describeFeatures({ level: 2, terrain: [], railing: [0, 2], obstacle: 1, bridge: 'plank' });
    expect(all).not.toMatch(/\d\/\d|undefined|\[object/);
  });
});

describe('a question\'s error in words (the answers row and its detail)', () => {
  const distance = { ask: 'distance' };
  it('names the field by its label and says an empty one is needed, without the schema\'s words', () => {
    expect(answerErrorWords({ question: distance, error: 'key from: distance: not a valid value here, found nothing', errorAt: 'from', errorReason: 'distance: not a valid value here, found nothing' }))
      .toBe('From: needed: nothing was given');
    expect(answerErrorWords({ question: distance, error: 'key to: distance: not a valid value here, found nothing', errorAt: 'to', errorReason: 'distance: not a valid value here, found nothing' }))
      .toBe('To where: needed: nothing was given');
  });
  it('says bounds in words, keeps a reason about no one field, and says when there is no answer', () => {
    expect(answerErrorWords({ question: { ask: 'area' }, error: 'key size: area: too big: expected number to be <=100, found 500', errorAt: 'size', errorReason: 'area: too big: expected number to be <=100, found 500' }))
      .toBe('Size: at most 100 (500 is too many)');
    expect(answerErrorWords({ question: distance, error: 'distance: A and B are the same figure', errorReason: 'distance: A and B are the same figure' }))
      .toBe('A and B are the same figure');
    expect(answerErrorWords({ question: distance })).toBe('no answer');
  });
});

describe('numbers in the answers as a player reads them (a Malifaux move is measured in inches)', () => {
  it('rounds to at most two decimals and keeps whole numbers whole', () => {
    expect(showNum(9.5906)).toBe('9.59');
    expect(showNum(3)).toBe('3');
    expect(showNum(0.005)).toBe('0.01');
    expect(showNum('1/2/4')).toBe('1/2/4');
  });
  it('says a path step by step with its level and running cost', () => {
    expect(pathWords([{ at: [31, 10], level: 0, cost: 0, step: 'start' }, { at: [34.3554, 12.5284], level: 0, cost: 4.2013, step: 'walk' }, { at: [2, 2], cost: 5 }]))
      .toBe('[31, 10] level 0, cost 0 (start) → [34.36, 12.53] level 0, cost 4.2 (walk) → [2, 2], cost 5');
  });
  it('says a move\'s terrain events with rounded places and costs, and a hazard\'s damage as its piece states it', () => {
    expect(describeEvent({ type: 'severe', cost: 3.5906, at: [31, 16], enters: [31, 12.4094] })).toBe('severe at [31, 16]: cost 3.59, enters [31, 12.41]');
    expect(describeEvent({ event: 'stop', at: [3, 5], why: 'entered hindering terrain', rule: 'hcx.base.move' })).toBe('stop at [3, 5]: entered hindering terrain (hcx.base.move)');
    expect(describeEvent({ type: 'hazard', piece: 'pits', damage: '1/2/4', at: [31, 16], enters: [31, 12.4094] })).toBe('hazard at [31, 16]: 1/2/4 damage, piece pits, enters [31, 12.41]');
  });
});
