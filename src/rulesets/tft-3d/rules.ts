/**
 * The height rules of Three Dimensional TFT as pure functions of levels and heights, each decision
 * naming its clause.
 */
import { reason, type Reason } from '../../engine/verdict.js';
import { odds, expectedDamage, type Odds } from './odds.js';
import { partsText, type DxParts, type SaveDx } from './adjusted-dx.js';

/** tft.climb.step: climbing d levels (1 <= d <= effective H) costs d for the sides plus 1 for the top. */
export function climbCost(d: number): number {
  return d + 1;
}

/** tft.fall: dice of damage at stake when dropping d levels with effective height h (0 when safe). */
export function fallDice(d: number, h: number): number {
  if (d <= h) return 0;
  return Math.ceil(d / h) - 1;
}

export interface FallReport {
  levels: number;
  height: number;
  /** Dice at stake ("kD6") or "none". */
  dice: string;
  diceCount: number;
  safe: boolean;
  /** The 3D6 save against adjusted DX (absent when the drop is safe); dxParts: what makes up its target. */
  save?: Odds & { removes: string; onSuccess: string; onFailure: string; dxParts?: DxParts };
  /** Expected damage after armour (capped at 2 points), on a failed and on a made save. */
  expected?: { failed: number; made: number; overall: number };
}

/**
 * tft.fall: drop d levels with effective height h and adjusted DX: a number, or the figure's DX with its
 * own modifiers (saveDx: water, off balance), whose parts the save reports and whose reasons join the
 * fall's when there is a save. A made save lands the figure standing ("you end up standing in the lower hex")
 * unless `prone` says why it lands prone all the same: 'climbing' (tft.climb.sets: a climber who misses falls
 * prone, the save only takes a die away) or 'prone' (tft.prone: it was lying prone before the drop; the save
 * readies it for the drop but does not stand it up: getting up is an action of its own).
 */
export function fall(d: number, h: number, adj: number | SaveDx, armour: number, prone?: 'climbing' | 'prone'): { report: FallReport; reasons: Reason[] } {
  const dx = typeof adj === 'number' ? adj : adj.target;
  const parts = typeof adj === 'number' ? undefined : adj.dxParts;
  const k = fallDice(d, h);
  const reasons: Reason[] = [];
  if (k === 0) {
    reasons.push(reason('tft.fall', `a drop of ${d} level${d === 1 ? '' : 's'} is within effective height ${h}: no risk`));
    return { report: { levels: d, height: h, dice: 'none', diceCount: 0, safe: true }, reasons };
  }
  const save = odds(3, dx);
  const failed = expectedDamage(k, armour).value;
  const made = k > 1 ? expectedDamage(k - 1, armour).value : 0;
  const band = k === 1 ? `more than H ${h}, up to ${2 * h}` : `more than ${k} x H ${h}, up to ${(k + 1) * h}`;
  reasons.push(reason('tft.fall', `a drop of ${d} levels is ${band}: ${k}D6 at stake; a 3D6 roll against adjusted DX ${dx}${parts && (parts.water || parts.offBalance) ? ` (${partsText(parts)})` : ''} removes one die${prone === 'prone' ? ', and it lands prone as it lay' : prone ? '' : ' and lands standing'}; armour stops at most 2 points`, { dice: k }));
  return {
    report: {
      levels: d, height: h, dice: `${k}D6`, diceCount: k, safe: false,
      save: {
        ...save,
        removes: k > 1 ? `${k - 1}D6` : 'none',
        onSuccess: `takes ${k > 1 ? `${k - 1}D6` : 'no damage'}, lands ${prone ? 'prone' : 'standing'}`,
        onFailure: `takes ${k}D6, lands prone`,
        ...(parts ? { dxParts: parts } : {}),
      },
      expected: { failed, made, overall: save.probability * made + (1 - save.probability) * failed },
    },
    reasons: typeof adj === 'number' ? reasons : [...reasons, ...adj.reasons],
  };
}

/**
 * tft.reach: can figures whose bases are at these levels attack each other? The higher base may be at most the
 * lower figure's H above it. `lean` (tft.swipe): levels the higher figure leans down, kneeling over the edge;
 * they come off the difference for reach only (`leaned`: reached only thanks to them), never for height DX.
 */
export function canReach(levelA: number, levelB: number, hA: number, hB: number, lean = 0): { ok: boolean; diff: number; lowerH: number; leaned: boolean } {
  const diff = Math.abs(levelA - levelB);
  const lowerH = levelA < levelB ? hA : levelB < levelA ? hB : Math.max(hA, hB);
  const standing = diff <= lowerH;
  const leaned = !standing && diff > 0 && diff - lean <= lowerH;
  return { ok: standing || leaned, diff, lowerH, leaned };
}

/** tft.height.dx: +1 adjusted DX per level above the opponent, -1 per level below. */
export function heightDx(mine: number, theirs: number): number {
  return mine - theirs;
}

/** tft.engage: does a figure of `hexes` hexes at level a control a front hex at level b? */
export function engagesLevels(a: number, b: number, hexes: number): boolean {
  return Math.abs(a - b) <= hexes;
}

/** tft.missile.range: -1 DX per whole 6-hex increment beyond the first. */
export function rangeDx(increments: number): number {
  return -increments;
}
