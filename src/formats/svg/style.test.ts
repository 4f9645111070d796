import { describe, expect, it } from 'vitest';
import { terrainStyle, zoneColour } from './style.js';

describe('map pictures tell Heroscape terrain and start zones apart (issue 14)', () => {
  it('colours start zones from colour words in the languages VirtualScape writes', () => {
    expect(zoneColour('Rouge')).toBe('rgb(255, 0, 0)');
    expect(zoneColour('Jaune')).toBe('rgb(255, 255, 0)');
    expect(zoneColour('Vert')).toBe('rgb(0, 255, 0)');
    expect(zoneColour('Bleu')).toBe('rgb(0, 0, 255)');
    expect(zoneColour('Mauve')).toBe('rgb(128, 0, 255)');
    expect(zoneColour('Gelb')).toBe('rgb(255, 255, 0)');
    expect(zoneColour('Zone rouge 2')).toBe('rgb(255, 0, 0)');
    expect(zoneColour('Red')).toBe(zoneColour('red'));
  });

  it('draws lava field unlike molten lava, and a castle floor unlike ruins and walls', () => {
    expect(terrainStyle('lava-field')).not.toEqual(terrainStyle('lava'));
    expect(terrainStyle('castle')).not.toEqual(terrainStyle('ruin'));
    expect(terrainStyle('castle')).not.toEqual(terrainStyle('wall'));
    expect(terrainStyle('marvel-ruin')).not.toEqual(terrainStyle('castle'));
  });
});
