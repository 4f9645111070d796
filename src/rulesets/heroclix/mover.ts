/**
 * How a character moves (hcx.base.move and the base abilities' Improved Movement): which squares stop it,
 * which it may pass through, and whether it changes level freely. Abilities, from the Powers and Abilities
 * Card (2012 onwards, symbols summarised at heroclix.com "Improving on Perfection", 2012):
 * - Flight: ignores hindering, water, elevated and outdoor blocking terrain and characters while moving;
 * - Leap/Climb: ignores hindering, elevated and outdoor blocking terrain and characters;
 * - Phasing/Teleport: ignores hindering, elevated and blocking terrain (walls too) and characters;
 * - Great Size: ignores hindering, elevated and outdoor blocking terrain, and passes smaller opposing characters.
 * Reading: "ignores hindering" does not include water (the card lists water separately), so only Flight
 * ignores water. None of them may end a move in blocking terrain or on another character.
 */
import { BLOCKING, HINDERING, INDOOR, WATER, type HcxBoard } from './board.js';
import { friendly, sizeRank, type Character } from './figures.js';
import { adjacencyCloser, separated } from './passage.js';
import type { Ctx } from './context.js';

export interface Mover {
  readonly fig: Character;
  readonly ignoreHindering: boolean;
  readonly ignoreWater: boolean;
  /** Changes level without stairs (hcx.move.levels: Leap/Climb, Flight and the like). */
  readonly freeLevels: boolean;
  readonly passOutdoorBlocking: boolean;
  readonly passAllBlocking: boolean;
  /** The ability that lets it leave the ground rules, for the path's step names. */
  readonly ability: string | undefined;
}

export function moverOf(fig: Character): Mover {
  const ability = fig.phasing ? 'phasing' : fig.flight ? 'flight' : fig.leapClimb ? 'leap/climb' : fig.greatSize ? 'great size' : undefined;
  return {
    fig,
    ignoreHindering: ability !== undefined,
    ignoreWater: fig.flight,
    freeLevels: ability !== undefined,
    passOutdoorBlocking: ability !== undefined,
    passAllBlocking: fig.phasing,
    ability,
  };
}

/** Does square i stop (and halve) this mover as hindering terrain for movement (hindering or water)? */
export function hindersMove(m: Mover, b: HcxBoard, i: number): boolean {
  const t = b.terrain[i]!;
  return ((t & HINDERING) !== 0 && !m.ignoreHindering) || ((t & WATER) !== 0 && !m.ignoreWater);
}

/** Can the mover pass through square i's terrain (it may still not end there if blocking)? */
export function passesTerrain(m: Mover, b: HcxBoard, i: number): boolean {
  const t = b.terrain[i]!;
  if (!(t & BLOCKING)) return true;
  return m.passAllBlocking || (m.passOutdoorBlocking && !(t & INDOOR));
}

/** May the mover move through a square another character occupies? */
export function passesCharacter(m: Mover, other: Character): boolean {
  if (friendly(m.fig, other)) return true;
  if (m.fig.flight || m.fig.leapClimb || m.fig.phasing) return true;
  return m.fig.greatSize && sizeRank(other) < sizeRank(m.fig);
}

/**
 * The opposing characters a character must break away from before it moves: those adjacent to it (same
 * level, not cut off by a wall or a closed corner, passage.ts `adjacencyCloser`; hcx.adjacent.levels). A
 * character on the other square of a stairway is not adjacent, so no break away is needed from it
 * (hcrealms.com t=515657).
 */
export function engagedWith(ctx: Ctx, fig: Character): Character[] {
  if (fig.squares.length === 1) return opponentsNextTo(ctx, fig, fig.i);
  const out = new Set<Character>();
  for (const q of fig.squares) for (const o of opponentsNextTo(ctx, fig, q)) out.add(o);
  return [...out];
}

/**
 * The opposing characters adjacent to square i (at its level, not cut off by a wall or a corner closed by
 * blocking or higher elevated terrain); a multi-base character is adjacent to the squares around every
 * square of its base.
 */
export function opponentsNextTo(ctx: Ctx, fig: Character, i: number): Character[] {
  const b = ctx.board;
  const W = b.width;
  const x = i % W, y = (i - x) / W;
  return ctx.figures.filter((o) => o !== fig && !friendly(fig, o) && o.level === b.level[i]
    && o.squares.some((q) => {
      const ox = q % W, oy = (q - ox) / W;
      return Math.max(Math.abs(ox - x), Math.abs(oy - y)) === 1 && !separated(b, x, y, ox, oy, adjacencyCloser(b, i, q), true);
    }));
}

/**
 * Squares where the mover must stop because an opposing character is adjacent (same level, not cut off by
 * a wall or a corner closed by blocking or higher elevated terrain). Characters the mover may pass through
 * do not stop it, nor do those it broke away from at the start of its move (`brokeAway`, by default those
 * adjacent to its square): once it has broken away it may move through squares adjacent to them
 * (heroclixrules.com "Breaking away").
 */
export function stopZone(ctx: Ctx, m: Mover, brokeAway: ReadonlySet<Character> = new Set(engagedWith(ctx, m.fig))): Uint8Array {
  const b = ctx.board;
  const zone = new Uint8Array(b.width * b.height);
  if (!ctx.opts.stopNextToOpponents) return zone;
  for (const o of ctx.figures) {
    if (o === m.fig || passesCharacter(m, o) || brokeAway.has(o)) continue;
    for (const q of o.squares) {
      const ox = q % b.width, oy = (q - ox) / b.width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = ox + dx, ny = oy + dy;
          if ((dx === 0 && dy === 0) || nx < 0 || ny < 0 || nx >= b.width || ny >= b.height) continue;
          const n = ny * b.width + nx;
          if (b.level[n] === o.level && !separated(b, ox, oy, nx, ny, adjacencyCloser(b, q, n), true)) zone[n] = 1;
        }
      }
    }
  }
  return zone;
}
