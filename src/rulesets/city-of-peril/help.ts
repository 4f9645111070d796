/**
 * The help texts of the city-of-peril questions and options (`highground rules city-of-peril`, the app's panels,
 * docs/questions.md, the JSON schema), kept apart from the Ruleset object so that a program that only
 * loads scenarios and asks questions bundles none of them (issue 21). `highground/city-of-peril` exports them
 * as `help`; `rulesetHelp` (`highground`) reads them.
 */
import type { RulesetHelp } from '../../engine/help.js';

export const help: RulesetHelp = {
  questions: {
    sight: 'Line of sight and line of effect from one figure or square to another: { sight, effect }.',
    cover:
      'Does the target have cover against the attacker\'s ranged attack: { cover: none | cover | total, sight ' +
      '}; total: a creature inside a wall (cop.base.incorporeal) cannot be attacked there.',
    adjacent: 'Are two spaces adjacent (a rooftop square is never adjacent to a ground square): { adjacent }.',
    bordered:
      'Is a square (or a figure\'s space) bordered by a wall, a rooftop counting as one for ground squares: { ' +
      'bordered }.',
    melee:
      'May the attacker make a melee attack (or deliver a touch spell by reach) against the target: { allowed ' +
      '}.',
    charge: 'May the attacker charge the target, and by which path: { allowed, cost, to, path, events }.',
    move:
      'Can the figure move so its top-left square is at `to` (`[x, y]`, or `[x, y, level]` as `reach` gives ' +
      'it: the level must be the square\'s own) within `budget` (default: its speed); `charge: ' +
      'true` for charge movement, a straight run (default budget: the charge distance; `target`, the creature ' +
      'charged, whose own squares do not stop the run as they do not in `charge`): { legal, cost, path, ' +
      'events, damage, provokedBy }.',
    reach:
      'Every position (top-left square) the figure can end a move at within `budget` (default: its speed), ' +
      'with its level (the map\'s `level` of that square, 0 unless given) and cost: { cells: [{ at, level, cost ' +
      '}] }.',
    climb:
      'Use a ladder (up or down, 2 squares) or cross a bridge (3 squares): where the figure may be set down, ' +
      'or that it stays (still spending the squares and provoking) when no position is free: { via, cost, ' +
      'stays, placed, positions, provokedBy }. `via`: ladder or bridge when both are at hand; `to`: the ' +
      'position chosen.',
    rout:
      'Where a routing figure\'s move toward its `exit` (a map edge n, e, s, w, or a list of squares) ends ' +
      'within `budget` (default: its speed), and whether it must drop off a rooftop because that gets it ' +
      'closest: { closest, ends, mustDrop, path, damage, destroyed }.',
    fall:
      'The drop off a rooftop when the figure steps into `to` (or, without `to`, the placement of a figure ' +
      'left partly on a rooftop): { damage, lands, voluntary, destroyed }. A step the move question refuses ' +
      '(into an enemy\'s square, diagonally past a wall\'s corner, from the ground into a rooftop square) is ' +
      'refused with an error.',
    push:
      'A push (or, with `pull: true`, a pull) of `squares` (default 1), each square farther from (nearer) the ' +
      'figure or square `from`. With `from` alone the pusher chooses each square: { choices: [{ at, moved, ' +
      'damage, dropped }], most }; with a `direction` (n, ne, e, se, s, sw, w, nw) it goes straight: { ends, ' +
      'moved, stoppedBy, damage }.',
    area:
      'Squares and figures a cone or line hits from `origin` (a grid intersection at a corner of the figure\'s ' +
      'space) toward a figure or square: { figures, cells }. size: cone 6, line 12 by default; `through` picks ' +
      'the line\'s corner.',
    threatens:
      'Which enemies threaten a figure\'s space or a square (leaving it provokes an attack of opportunity from ' +
      'each): { threatened, by, refused }. For a square, `side` names the mover\'s side (without it, every ' +
      'figure counts).',
    distance:
      'Squares from one figure or square to another, counted as movement, reach and range count them (the ' +
      '`diagonals` option): { squares }.',
    'shadow-jump':
      'May the figure Shadow Jump (teleport from a space bordered by a wall to another, within `range`, ' +
      'default 20) so its top-left square is at `to`; a rooftop counts as a wall only for ground squares: { ' +
      'allowed, squares }.',
    'wall-walker':
      'Does a figure with Wall Walker gain Flight, starting its turn where it stands (or at `at`): its space ' +
      'bordered by a wall, a rooftop counting as one only for ground squares: { flight }.',
  },
  options: {
    cornerBlocks:
      'Base line of sight (walls, and rooftops between two ground points, cop.sight.ground): true = a line ' +
      'that passes exactly through the corner of a blocking square is blocked; false = only a line through the ' +
      'inside of a blocking square is blocked. A line running along a blocking square\'s edge is never blocked ' +
      'by it. Lines between different levels (cop.sight.across) are always blocked by a rooftop corner: the ' +
      'text says so.',
    diagonals:
      'How squares are counted for movement, reach, range and distance. alternate = the D&D 3.5 count the ' +
      'first skirmish rules use (the catalogue\'s reading of cop.base.move): the first diagonal 1 square, the ' +
      'second 2, alternating over a whole move, a diagonal into difficult terrain 3; a Melee Reach 2 creature ' +
      'then cannot attack a square two diagonals away. one = every diagonal 1 square (difficult 2), as the ' +
      'later skirmish rules count.',
    reachThreatens:
      'false = only adjacent squares are threatened, whatever the reach (the catalogue\'s reading of ' +
      'cop.base.provoke, from the Melee Reach rule); true = a figure with reach N also threatens the squares ' +
      'it could attack now: within N squares (counted as `diagonals` says), on its own side of the ' +
      'rooftop/ground divide, in line of sight.',
    chargeDistance:
      'How far a charge may run (cop.base.charge leaves it open): speed = at most the figure\'s speed (the ' +
      'default); double = at most twice its speed.',
    chargeNearest:
      'Which enemies count when a charge must go to the nearest enemy (cop.base.charge): seen = the nearest of ' +
      'the enemies the charger can see (an unseen enemy cannot be charged, so it does not stop a charge at ' +
      'another); any = the nearest enemy, seen or not, so a nearer unseen enemy forbids every charge.',
    chargeMeasure:
      'How "nearest" is measured when a charge must go to the nearest enemy (cop.base.charge): run = by the ' +
      'squares the charge would cross, the straight count from its start to the nearest free position from ' +
      'which it can attack that enemy (the target\'s own square is not crossed, so not counted); distance = ' +
      'by the distance to the enemy\'s space, its own square counted (as the distance question counts). ' +
      'With diagonals alternating the two can differ: an enemy four diagonals off is 6 squares away but a ' +
      'run of 4.',
    dropEndsMove:
      'false = a creature that steps off a rooftop is placed on the ground, takes 10 damage and may spend the ' +
      'rest of its movement (the text only says it is placed); true = the drop ends its move.',
    avoidDrops:
      'Which way the move question reports when a drop off a rooftop (10 damage) is the cheapest way to a ' +
      'place (the text leaves the choice to the player): true = a way without a drop (a ladder down, a longer ' +
      'walk) when one fits the budget; false = the cheapest way, dropping. The reach question lists the ' +
      'cheapest cost either way.',
    borderedByCorner:
      'false = a ground square is bordered by a rooftop (or wall) square only when they share an edge; true = ' +
      'a rooftop touching it only at a corner also borders it.',
  },
};
