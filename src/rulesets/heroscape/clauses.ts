/**
 * Heroscape base-game and terrain rules this ruleset cites that the shared catalogue does not list, each
 * paraphrased in our own words with its source named in the text. The catalogue's own base clauses
 * (hs.move.climb, hs.engage, hs.leave, hs.height-advantage, hs.sight, hs.glyph, hs.fall) are cited as they
 * are. Sources:
 * - RotV: the Rise of the Valkyrie Master Set rulebook (Master Game: moving, water, double-space figures,
 *   flying, obstacles, attacking, height advantage);
 * - SotM: Swarm of the Marro; VW: Volcarren Wasteland; TT: Thaelenk Tundra; TJ: Ticalla Jungle;
 *   RttFF: Road to the Forgotten Forest; BftU: Battle for the Underdark (each set's terrain rules);
 * - FAQ: the official Heroscape FAQ, as blended into the compiled Master Game guide
 *   (heroscape.glasq.com/rules/mastr_01.html) and the heroscapers.com terrain-rules compilation.
 * c3g-buildings builds on these (it cites the same ids).
 */
import type { ClauseInfo } from '../catalogue.js';

const c = (id: string, rule: string, reading?: string): ClauseInfo => ({ id, ruleset: 'heroscape', base: true, rule, ...(reading ? { reading } : {}) });

export const extraClauses: readonly ClauseInfo[] = [
  c('hs.base.water',
    'Source: RotV, Master Game "Water spaces". A figure that moves onto a water space, from land or from another water space, must end its move there. A flyer passes over water without stopping. A double-space figure stops only when both of its spaces are on water; it may cross a single water space between two land spaces.',
    'Swamp water (TJ) and wellspring water count as water, as they do for falls (hs.fall). A figure already in water may step out (or to the next water space) on its next move. A transit placement is not a move onto a space and does not stop the figure.'),
  c('hs.base.double-space',
    'Source: RotV, "Moving double-space figures", and the FAQ. A double-space figure moves with one end leading and the other following into the space the leading end left; it may be flipped (its ends swapped) at any time during its move at no cost; both of its spaces count for adjacency, engagement and water; it must end its move, or be placed, with both of its spaces on the same level. Its move stops on a glyph when its leading end moves onto one.',
    'Climbing counts the leading end\'s rise only (option doubleSpaceClimb). A following end stepping into the space its leading end left never stops the figure; a leading end that comes back onto a glyph the figure started on does (it moves onto it again).'),
  c('hs.base.obstacle',
    'Source: RotV ("Ruins"), RttFF ("Trees"), TT ("Glaciers"), VW ("Outcrops"), TJ ("Jungle"). Obstacles (trees, jungle plants, ruins, glaciers, outcrops, road walls, the Marro hive) cannot be moved through or onto; a flyer passes over them but does not end its move on them; they block line of sight up to their top.',
    'The rules are silent on the room under an overhang or a bridge deck in the open: by default (option overhangClearance fits) a walking figure moves onto or ends on the lower surface only where its Height is at most the open levels under the deck; otherwise (ignore) any figure walks under. Inside a building its entry rule decides (c3g.interior.entry).'),
  c('hs.base.figures',
    'Source: RotV, "Moving through figures", and the FAQ. A figure may move through a space holding a friendly figure that is not engaged, but not one holding an opponent or an engaged friend (a flyer passes over any of them), and never ends its move on a space holding another figure.',
    'A friend counts as engaged when it is engaged with any opponent where it stands, by the Height test (hs.engage).'),
  c('hs.base.flying',
    'Source: RotV, the Flying special power as the Master Game uses it, and the FAQ. A flyer counts one space per hex whatever the levels, passes over water, obstacles, glyphs and figures, and stops only where it ends its move; when it takes off while engaged it takes leaving-engagement attacks from every figure it was engaged with; it takes no falling damage. A double-space flyer moves the same way with both of its spaces.'),
  c('hs.base.range',
    'Source: RotV ("Range": count spaces, never levels) and BftU ("Cavern walls": where the battlefield has no spaces between two figures, count the shortest route round the empty space). Range is the number of spaces counted from the attacker to the target, levels ignored, round any hole in the battlefield; an adjacent figure is in range of any attack.'),
  c('hs.base.attack',
    'Source: RotV, Master Game "Attacking" and "Height advantage", and the FAQ. A figure may attack a target within its Range with clear sight (an adjacent target needs none); an engaged figure may attack only figures it is engaged with. The attacker rolls its Attack number of combat dice, the defender its Defense number, each plus one die for height advantage when its base is higher; each unblocked skull is a wound.'),
  c('hs.base.leave-flying',
    'Source: RotV, Flying. A flyer that is engaged when it starts to fly takes a leaving-engagement attack from each figure it was engaged with, even if it lands beside them again.'),
  c('hs.terrain.molten-lava',
    'Source: VW, "Molten lava" (Master Game). Molten lava spaces are treated like water for movement (a figure that moves onto one ends its move there) except that a figure moving onto molten lava rolls the 20-sided die: destroyed on 1-19, it survives on 20; a double-space figure stopping on one or two molten lava spaces rolls once; a flyer flying over molten lava does not roll.',
    'A flyer that ends its move on molten lava moves onto it and rolls. Falling onto molten lava does no falling damage (it is like water) but the lava roll is made.'),
  c('hs.terrain.lava-field',
    'Source: VW, "Lava field" (Master Game). At the end of each round every figure still on a lava field space rolls one combat die and takes a wound on a skull; a double-space figure on one or two lava field spaces rolls once. Lava field is land for movement.'),
  c('hs.terrain.snow',
    'Source: TT, "Snow" (Master Game): the set names two snow rules and each scenario chooses: normal snow has no special rule; heavy snow costs one extra movement to move onto. Snow is land for climbing and height.',
    'Option snow (normal by default). The heavy-snow cost is our reading of the set\'s alternative; a table that plays it otherwise sets the option off.'),
  c('hs.terrain.ice',
    'Source: TT, "Ice" (Master Game): the set names two ice rules and each scenario chooses: normal ice has no special rule; on slippery ice a walking figure that moves onto an ice space ends its move there. Ice is a non-land tile lying at the level of the land below it and adds no height.',
    'Option ice (normal by default). The slippery-ice stop is our reading of the set\'s alternative. A double-space figure stops, as on water, when both of its spaces stop a move: slippery ice, water or molten lava, alike or mixed.'),
  c('hs.terrain.swamp',
    'Source: TJ, "Swamp" and "Swamp water". Swamp land tiles have no special rule; swamp water is a non-land tile treated as water (a figure moving onto it ends its move; a fall into it does no damage).'),
  c('hs.terrain.shadow',
    'Source: BftU, "Shadow tiles". Shadow is a non-land tile lying at the level of the land below it; it adds no height and has no movement rule of its own (cards and scenarios refer to shadow spaces).'),
  c('hs.terrain.road',
    'Source: RttFF, "Road tiles" (Master Game). A figure that starts its move on a road space, moves only on road spaces and ends its move on a road space may move extra spaces (3, option roadBonus); flyers do not take the bonus.'),
  c('hs.terrain.plain',
    'Source: RotV (grass, rock, sand, water), SotM (dungeon), the Marvel and C3G sets (concrete, asphalt), the castle sets (wall walk). Grass, rock, sand, dungeon, concrete, asphalt and wall-walk land tiles have no special rule: one level each, ordinary ground.'),
  c('hs.terrain.hive',
    'Source: SotM, "The Marro Hive". The hive stands on the battlefield as an obstacle: no figure moves through or onto it, it blocks line of sight up to its top (its own army card, where used, is a figure matter and not a terrain rule).'),
];
