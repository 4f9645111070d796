// Generated from ../shared/rules/catalogue.yaml by scripts/gen-catalogue.js; do not edit by hand.
/** One rule clause: its id, ruleset, our paraphrase of the rule, and the reading we implement. */
export interface ClauseInfo {
  id: string;
  ruleset: string;
  /** A base-game rule the text leans on, rather than a clause of the text itself. */
  base: boolean;
  rule: string;
  reading?: string;
  example?: string;
}

/** Every clause of the shared rules catalogue. */
export const CLAUSES: readonly ClauseInfo[] = [
  {
    "id": "cop.rooftop.group",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A rooftop is a maximal group of edge-connected rooftop squares. Every other square is ground."
  },
  {
    "id": "cop.sight.ground",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "Between two points on the ground, rooftop squares block line of sight exactly as wall squares do."
  },
  {
    "id": "cop.sight.across",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "Between different rooftops, or between a rooftop and the ground, a line is blocked if it crosses two edges of one rooftop square (passes through its inside) or passes through a corner of a rooftop square.",
    "reading": "\"Crossing\" means the line's interior, not its end points: the corner a line starts from or ends at never blocks it. A line running exactly along a rooftop square's edge crosses no two edges of it."
  },
  {
    "id": "cop.sight.same-rooftop",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "Rooftop squares never block sight between two points on the same rooftop."
  },
  {
    "id": "cop.effect",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "Line of effect is decided by the same rooftop rules as line of sight."
  },
  {
    "id": "cop.cover.same-rooftop",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "Rooftop squares give no cover between creatures on the same rooftop."
  },
  {
    "id": "cop.cover.other",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "In every other case rooftop squares give cover like walls; a creature on a rooftop always has cover against an attacker not on its rooftop.",
    "reading": "Between different rooftops, or a rooftop and the ground, a cover line is blocked by a rooftop square exactly when a sight line would be (cop.sight.across: its inside or its corner), because the text's rooftop rule is specific and supersedes the base Touching Edges rule. Between two ground creatures, rooftop squares give cover like wall squares, with the base Touching Edges rule (cop.base.cover).",
    "example": "A creature on a rooftop edge attacking a ground creature below, tracing from one of its two corners on the edge facing the target, finds no cover."
  },
  {
    "id": "cop.charge.levels",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A creature that neither flies nor is incorporeal cannot charge from a rooftop to the ground or from the ground to a rooftop."
  },
  {
    "id": "cop.charge.same-rooftop",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "Rooftop squares do not block a charge between two creatures on the same rooftop."
  },
  {
    "id": "cop.charge.no-ladder-bridge",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "Charge movement cannot climb a ladder or cross a bridge."
  },
  {
    "id": "cop.adjacent",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A rooftop square is never adjacent to a ground square."
  },
  {
    "id": "cop.bordered",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A ground square bordered by a rooftop square counts as bordered by a wall (for abilities such as Shadow Jump and Wall Walker)."
  },
  {
    "id": "cop.melee.levels",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A creature on a rooftop and one on the ground cannot make melee attacks on each other, nor deliver touch spells with melee reach."
  },
  {
    "id": "cop.area.ground-origin",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "When a cone or line 12 comes from a creature entirely on ground squares, its origin lies on the ground even at a grid intersection shared with a rooftop. From there it reaches only the outer (edge) squares of a rooftop; the outer squares block it from inner ones."
  },
  {
    "id": "cop.area.shared-intersection",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A cone from a creature on a rooftop, starting at an intersection that is both a rooftop and a ground intersection, affects creatures on both levels.",
    "example": "A rooftop creature targeting a ground creature with a cone from the shared intersection between them hits that ground creature, other ground creatures in the cone, and creatures on other rooftops in the cone."
  },
  {
    "id": "cop.move.free",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "Flying, burrowing and incorporeal creatures move into and out of rooftop squares freely."
  },
  {
    "id": "cop.move.ground-blocked",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "Any other creature entirely on the ground cannot enter a rooftop square; it needs a ladder or a teleport effect."
  },
  {
    "id": "cop.move.corner",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A creature that neither flies, burrows nor is incorporeal and is entirely on the ground cannot move diagonally past the corner of a rooftop square."
  },
  {
    "id": "cop.push.ground",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "Push and pull effects cannot move a creature that is entirely on the ground into a rooftop square."
  },
  {
    "id": "cop.move.end-whole",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A creature must end its movement entirely on rooftop squares or entirely on ground squares. One that ends its turn partly on a rooftop is placed in the nearest legal position off the rooftop and takes 10 damage."
  },
  {
    "id": "cop.move.drop",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A creature on a rooftop that neither flies, burrows nor is incorporeal and moves (or is forced) into a non-rooftop square is placed in the nearest legal position off the rooftop and takes 10 damage. For a Medium or smaller creature that is usually its current position."
  },
  {
    "id": "cop.move.drop-lethal",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A creature that is not routing may not voluntarily step off a rooftop if the 10 damage would destroy it. A routing creature may, and must when dropping brings it closer to its exit than any other routing move."
  },
  {
    "id": "cop.ladder.up",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A creature in a ladder square may spend 2 squares of movement to climb: it provokes attacks of opportunity from every enemy threatening its start space, then is placed in a legal position on the rooftop next to the ladder square, or stays where it was if there is none."
  },
  {
    "id": "cop.ladder.down",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A creature on a rooftop next to a ladder square may spend 2 squares of movement to climb down: it provokes as above, then is placed on the ladder square if legal, else stays. No damage."
  },
  {
    "id": "cop.bridge",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "A creature in the rooftop square at one end of a bridge may spend 3 squares of movement to cross: it provokes as above, then is placed in the rooftop square at the other end if legal, else stays."
  },
  {
    "id": "cop.teleport-like",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "Ladders and bridges move a creature like a teleporter; it never passes through the squares between."
  },
  {
    "id": "cop.example.diagram",
    "ruleset": "city-of-peril",
    "base": false,
    "rule": "The text's diagram, rebuilt as a map that yields each stated outcome.",
    "example": "A, B, E, F on rooftops (A inside B's rooftop, B on its edge; E and F on other rooftops), C and D on the ground. B, C, D, E, F all have line of effect to one another; A sees only B and only B sees A. A's cone at B's square affects none of C, D, E, F. B's cone at C from the shared intersection nearest the bridge hits C, D, E and F. F shooting D, tracing from either of its corners on the near edge, finds D without cover."
  },
  {
    "id": "cop.base.sight",
    "ruleset": "city-of-peril",
    "base": true,
    "rule": "D&D Miniatures line of sight and line of effect: pick a corner of the creature's space and trace a line to any part of the target's space; there is line of sight if at least one such line is not blocked by a wall square.",
    "reading": "A line is blocked by a square it passes through the inside of, or whose corner it passes through; a line running along a square's edge is not blocked by it. Make the corner case an option; this is the default."
  },
  {
    "id": "cop.base.cover",
    "ruleset": "city-of-peril",
    "base": true,
    "rule": "Cover: the attacker picks the corner of its space most favourable to it and traces lines to the corners of the target's space; the target has cover if any of those lines is blocked by a square that gives cover. Touching Edges: a line that only runs along or touches the edge of a square gives no cover from that square (DDM skirmish rules, \"Touching Edges\").",
    "example": "The text's diagram: a rooftop creature shooting a ground creature below, from either of its two corners on the near edge, finds no cover."
  },
  {
    "id": "cop.base.move",
    "ruleset": "city-of-peril",
    "base": true,
    "rule": "Movement is counted in squares; a creature cannot move diagonally past the corner of a wall square. Medium and smaller creatures fill 1 square, Large 2x2, Huge 3x3, Gargantuan 4x4.",
    "reading": "The text belongs to the first D&D Miniatures skirmish rules (routing, Shadow Jump, Wall Walker), which count squares the D&D 3.5 way: the first diagonal 1 square, the second 2, alternating, over a whole move (a diagonal into difficult terrain costs 3). The same count measures reach and range: a Melee Reach 2 creature cannot attack a square 2 diagonals away (DDM skirmish rules, Melee Reach). Make it an option `diagonals: alternate | one` (`one`: every diagonal 1, as the later skirmish rules count); `alternate` is the default."
  },
  {
    "id": "cop.base.provoke",
    "ruleset": "city-of-peril",
    "base": true,
    "rule": "An enemy threatens the squares adjacent to it; a creature leaving a threatened square provokes an attack of opportunity from that enemy. No attack of opportunity is made without line of sight to the mover, or against a mover with melee cover (adjacent around a corner or the end of a wall).",
    "reading": "Melee Reach does not threaten squares that are not adjacent and gives no attacks of opportunity beyond them (DDM skirmish rules, Melee Reach); an option may let reach threaten, off by default. A creature threatens only squares it could actually attack now: never across the rooftop/ground divide (cop.melee.levels)."
  },
  {
    "id": "cop.base.charge",
    "ruleset": "city-of-peril",
    "base": true,
    "rule": "Charge: the creature moves in a straight line to the nearest square from which it can make a melee attack on the target, then attacks. It cannot charge if it cannot see an enemy at the start of its turn; if any line between its start and end space passes a square that slows or prevents movement or holds a creature, the charge is not allowed; it must charge the nearest enemy, and if anything prevents charging the nearest enemy it cannot charge at all (DDM skirmish rules, Charge).",
    "reading": "The path of a charge is the straight run to that end square, not a cheapest path; attacks of opportunity are provoked along it. \"Nearest\" is counted in squares as for movement; equally near enemies are all candidates. How far a charge may go is not settled by a source at hand: keep the figure's speed as the default and offer twice its speed as an option."
  },
  {
    "id": "cop.base.incorporeal",
    "ruleset": "city-of-peril",
    "base": true,
    "rule": "Incorporeal creatures move through walls and other solid squares (and may not end there); burrowing creatures move through the ground but not through walls."
  },
  {
    "id": "tft.height.chart",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "Every figure has a Height H: hobbit 1, dwarf and goblin 2, human and orc 3, elf 3 with +1 for climbing, two-hex horseman 4 with -2 for climbing, 3- or 4-hex figure 4 or more, 7-hex figure 5 or more. Any figure may override its H.",
    "reading": "The chart's falling bands use the climbing height (elf 4, horseman 2); the engine calls that the figure's effective height and uses it for climbing and falling alike."
  },
  {
    "id": "tft.climb.step",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "During normal movement a figure may climb up at most its effective height in levels in one step. Each tile side climbed costs 1 MA, plus 1 MA for the top of the hex it lands on.",
    "example": "Dwarf (H 2) climbing a 2-level ledge pays 3 MA."
  },
  {
    "id": "tft.descend",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "Stepping or jumping down costs only the 1 MA of the new hex; tile sides are not counted going down."
  },
  {
    "id": "tft.reach",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "Two figures can attack each other only if the higher figure's base is no more levels above the lower figure's base than the lower figure's H. Reach is symmetric."
  },
  {
    "id": "tft.prone",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "A prone figure has H 1 for attack reach and for movement (a prone figure with MA 2 can crawl up one level)."
  },
  {
    "id": "tft.height.dx",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "A figure gets +1 adjusted DX per level it stands above its opponent, and -1 per level below.",
    "example": "A dwarf two levels above a human is at +2, the human at -2."
  },
  {
    "id": "tft.engage",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "A figure engages an enemy in its front hexes only if the enemy stands no more levels above or below it than the number of hexes the figure occupies. Engagement can therefore be one-sided.",
    "example": "A 3-hex giant engages a 1-hex human 1, 2 or 3 levels above or below it. Two humans beside the giant on a hill 2 levels up are engaged by the giant (3 >= 2) but do not engage it (1 < 2)."
  },
  {
    "id": "tft.base.engage",
    "ruleset": "tft-3d",
    "base": true,
    "rule": "The Fantasy Trip's engagement: a figure in an enemy's front hexes is engaged by it and may only shift one hex, disengage, or fight; a multi-hex figure is not engaged by a single 1-hex figure.",
    "reading": "The level limit of tft.engage applies on top of this; keep the base condition an option-free part of the engine."
  },
  {
    "id": "tft.disengage",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "A disengaging figure moves back on its level, or up at most as many levels as hexes it occupies, or down any number of levels (the falling rules then apply)."
  },
  {
    "id": "tft.fall",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "Dropping d levels with effective height H: d <= H is safe. Otherwise k = ceil(d / H) - 1 dice of damage are at stake, and the figure rolls 3D6 against adjusted DX: on success it removes one die and lands standing; on failure it takes kD6 and lands prone. Armour stops at most 2 points of falling damage.",
    "example": "Human (H 3) jumping 5 levels risks 1D6 (success: none); 8 levels risks 2D6 (success: 1D6)."
  },
  {
    "id": "tft.fall.cost",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "A jump down costs 1 MA, whatever the drop."
  },
  {
    "id": "tft.force-retreat.allowed",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "A figure may force an opponent to retreat if both stand on the same level, if the opponent is lower, or if the opponent is higher by no more levels than the number of hexes the pusher occupies."
  },
  {
    "id": "tft.force-retreat.dest",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "The retreating figure goes back on the same level, up exactly one level, or down any number of levels."
  },
  {
    "id": "tft.stumble",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "A figure forced back and down by at most its H levels rolls 3D6 against adjusted DX or falls prone in the hex it is pushed into; pushed down more than its H, the falling rules apply."
  },
  {
    "id": "tft.climb.sets",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "Climbing more than H needs free hands (weapons and shield put away) and starting the turn adjacent to the wall. A \"set\" is H levels. On the first turn the first set is free and the figure rolls 4D6 against DX (3D6 with the Climb talent) to climb a second set; each later turn it rolls for one more set. When no levels remain it stands on the top hex. A failed roll drops it, prone, from the top of the set it was attempting; the falling dice then follow tft.fall (the save removes a die but the figure still lands prone); armour stops at most 2 points.",
    "example": "Bob (H 3, DX 16, chain) on a 10-level wall: turn 1 he climbs 3 free and rolls 15 (success, clinging at 6); turn 2 climbs to 9 rolling 11; turn 3 rolls 21 and falls 10 levels. 10 > 3H so 3D6 are at stake; his DX save (12) makes it 2D6; he lands prone, chain stops 2."
  },
  {
    "id": "tft.multihex.two",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "A 2-hex figure keeps both hexes level or one level apart; overhanging a drop makes it fall. Its height is measured from its front hex."
  },
  {
    "id": "tft.multihex.three",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "A 3-hex figure moves leading with its front hex and must end with 2 hexes on one level; the third may overhang any drop or stand one level higher, which puts the figure off balance at -2 DX. Height is measured from the level pair."
  },
  {
    "id": "tft.multihex.four",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "A 4-hex figure must end with 3 hexes on one level; the fourth may overhang or stand one higher (off balance, -2 DX)."
  },
  {
    "id": "tft.multihex.seven",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "A 7-hex figure must end with 4 hexes on one level; the other 3 may overhang or stand one higher (off balance, -2 DX)."
  },
  {
    "id": "tft.multihex.single-base",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "Optional rule. A 3-hex figure on a 1-hex base (4-hex on 2, 7-hex on 4) keeps all properties of its true size."
  },
  {
    "id": "tft.sweep",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "A sweeping blow reaches only foes within one level of the attacker (each judged alone). A tile wall 2 or more levels high in the sweep's path must be missed with a roll, or it stops the sweep.",
    "example": "Foes at -1, 0 and -2 levels: the sweep reaches the first two only."
  },
  {
    "id": "tft.swipe",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "Optional rule. A figure too high to reach a lower foe may kneel (standing still or moving at most half MA), with a one-handed weapon and no shield, and swipe: subtract its own H from the level difference; if the lower foe could then reach it, it may attack at -4 DX (height advantage still counts on the true difference). While kneeling it is +4 to be hit by figures on its level, +5 from one level up, and out of reach of figures higher than that unless they kneel too."
  },
  {
    "id": "tft.missile.range",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "Missile range is measured in 6-hex increments along a 3-D line from the shooter's head to the target's chest: first 6 hexes no penalty, then -1 DX for each further 6."
  },
  {
    "id": "tft.missile.line",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "That 3-D line also decides the shot: terrain it crosses blocks it; figures it passes through must be rolled to miss; figures it passes over are ignored."
  },
  {
    "id": "tft.jump.gap",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "Jumping a gap of 1, 2 or 3 hexes takes 2D6, 5D6 or 8D6 against ST + DX. A miss allows 3D6 against DX to grab the far side; pulling up next turn takes 4D6 against ST, and a miss costs 1 hit of exhaustion."
  },
  {
    "id": "tft.terrain.broken",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "Optional: dirt and rock tiles may count as broken ground."
  },
  {
    "id": "tft.terrain.water",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "Water hexes take a depth from their distance to the bank: next to the bank ankle deep, one hex out knee deep, two or more neck deep (a map may override)."
  },
  {
    "id": "tft.example.side-view",
    "ruleset": "tft-3d",
    "base": false,
    "rule": "The text's side-view example.",
    "example": "Columns C, B, A rise 1, 2, 3 levels above a hobbit (H 1). It can attack a figure on C but not on B or A; a human (H 3) on A or B cannot attack it. Hobbit to C costs 2, on to B 2 more, on to A 2 more (6 in all). Next to B or A it cannot climb straight up. From A it steps down one level for 1 MA; jumping from A to the ground (3 levels) risks 2D6 against a 3D6 roll under adjusted DX."
  },
  {
    "id": "c3g.hex.classify",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "A space is Full if a standard figure base fits wholly inside its free area, Half if the base does not but a standard wound marker does, Partial if not even the marker fits.",
    "reading": "The free area is the hex minus every building footprint over it; a map may also state the class outright."
  },
  {
    "id": "c3g.hex.partial",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "A figure that is not a destructible object cannot enter, occupy or be placed on a Partial hex."
  },
  {
    "id": "c3g.hex.half-occupy",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "A figure that is not a destructible object cannot occupy (end on, or be placed on) a Half hex."
  },
  {
    "id": "c3g.hex.half-through",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "Any figure may move through a Half hex, unless that would make it engaged or a power would force it to end there."
  },
  {
    "id": "c3g.hex.half-engaged",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "A figure engaged when it begins moving onto a Half hex is leaving engagement and takes leaving-engagement attacks, even if the Half hex is adjacent to the engaging figure."
  },
  {
    "id": "c3g.hex.destructible",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "A destructible object may be on a Half or Partial hex only if placed there and if it fits."
  },
  {
    "id": "c3g.hex.count",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "When a power counts spaces, Partial hexes are never counted and Half hexes count one each.",
    "reading": "A flyer (or a leap) passes over Partial hexes without counting them, so it may fly across them; it may not end on one. The restrictions on entering Partial and Half hexes are for figures that are not destructible objects: a destructible object may move into and through them (and end there only if placed there and it fits)."
  },
  {
    "id": "c3g.enclosed",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "An enclosed structure is an obstacle that blocks line of sight and cannot be occupied; figures pass through it only by its transit spaces."
  },
  {
    "id": "c3g.transit",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "A single-space figure that moves onto an unoccupied transit space may at once be placed on any unoccupied transit space with the same number, paying that number in movement; or it may end its move there and, when it next moves, be placed instead of moving. Placement takes leaving-engagement attacks."
  },
  {
    "id": "c3g.interior.entry",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "An interior access structure states which figures may enter: by default single-space figures of Height 7 or less that fit."
  },
  {
    "id": "c3g.door",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "Figures move through a doorway space normally, in and out. No clear sight is traced through a doorway space."
  },
  {
    "id": "c3g.window",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "Figures can neither move nor trace clear sight through an unbroken window space."
  },
  {
    "id": "c3g.window.break",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "Instead of attacking, a figure may break a window space within the range of the attack it gives up, if nothing would block clear sight to a figure standing in that space. A broken window lets figures move and trace clear sight through it."
  },
  {
    "id": "c3g.interior.floor",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "Floor spaces are interior terrain; a figure that may pass through obstacles may pass through them."
  },
  {
    "id": "c3g.interior.sealed",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "Open sides and removable roofs count as solid: figures inside a structure and figures outside it have no clear sight on each other and are never engaged with each other."
  },
  {
    "id": "c3g.floors",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "A structure may have several floors, each a level that figures occupy."
  },
  {
    "id": "c3g.stairs",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "Stairway Up and Down spaces are transit spaces for single-space figures only: Up on one floor leads to the matching Down one floor higher, and back, for the transit number. Moving between stairway spaces on one floor is normal movement. Figures on matching stairways of different floors are not engaged but have clear sight on each other, with height advantage.",
    "reading": "They may attack each other (a range 1 attack included, the matching stairway counting as the space next to it), rolling height advantage, but neither is engaged with the other."
  },
  {
    "id": "c3g.elevator",
    "ruleset": "c3g-buildings",
    "base": false,
    "rule": "Elevator shaft spaces stand at the same place on each floor. Only an elevator car may enter or occupy them, no clear sight passes through them, and each shaft starts with an empty car on the bottom floor."
  },
  {
    "id": "hs.move.climb",
    "ruleset": "c3g-buildings",
    "base": true,
    "rule": "Heroscape movement: each level moved up costs one extra move (climbing 3 levels onto the next hex costs 4); moving down costs nothing extra; a figure cannot climb, in one step, a rise equal to or greater than its Height."
  },
  {
    "id": "hs.engage",
    "ruleset": "c3g-buildings",
    "base": true,
    "rule": "Two adjacent figures of different sides are engaged unless one figure's base is at or above the top of the other (the other's base level plus its Height)."
  },
  {
    "id": "hs.leave",
    "ruleset": "c3g-buildings",
    "base": true,
    "rule": "A figure that moves out of engagement takes one leaving-engagement attack from each figure it was engaged with."
  },
  {
    "id": "hs.height-advantage",
    "ruleset": "c3g-buildings",
    "base": true,
    "rule": "A figure whose base is on a higher level than its opponent's rolls one extra die, attacking or defending; special attacks never get it. Glyphs and water add no height.",
    "reading": "The current edition gives two extra dice at 10 or more levels higher; make that an option (default off for the classic game)."
  },
  {
    "id": "hs.sight",
    "ruleset": "c3g-buildings",
    "base": true,
    "rule": "Line of sight runs from the attacker's target point (on its figure, behind the head) to any part of the target's hit zone; terrain and other figures block it. Range counts spaces only, never levels. Adjacent or engaged figures need no line of sight.",
    "reading": "Model a figure as a column from its base level up to its Height; the target point at its top, the hit zone the column."
  },
  {
    "id": "hs.glyph",
    "ruleset": "c3g-buildings",
    "base": true,
    "rule": "A figure that moves onto a glyph must stop there and end its move; a flying figure passes over glyphs and stops only if it ends its move on one."
  },
  {
    "id": "hs.fall",
    "ruleset": "c3g-buildings",
    "base": true,
    "rule": "A figure that moves down a number of levels equal to or greater than its Height rolls one combat die for falling damage (each skull a wound); a drop of Height + 10 or more is a major fall with more dice. Flyers and figures landing in water take none.",
    "reading": "Sources disagree on the major fall (2 or 3 dice); make it an option, default 2."
  },
  {
    "id": "hcx.elevation",
    "ruleset": "heroclix",
    "base": false,
    "rule": "Elevated terrain sits at a level above the ground (level 1) and may also be hindering or blocking. It cannot be destroyed. What stands on it is at its level."
  },
  {
    "id": "hcx.adjacent.levels",
    "ruleset": "heroclix",
    "base": false,
    "rule": "Characters at different levels are never adjacent, for any game effect."
  },
  {
    "id": "hcx.adjacent.terrain",
    "ruleset": "heroclix",
    "base": false,
    "rule": "A lower character is adjacent to an elevated square when only the difference of level keeps them from being adjacent."
  },
  {
    "id": "hcx.move.levels",
    "ruleset": "heroclix",
    "base": false,
    "rule": "A character without a way to change level (such as Leap/Climb or Flight) must use stairs or ladders, and cannot jump off elevated terrain."
  },
  {
    "id": "hcx.stairs.pass",
    "ruleset": "heroclix",
    "base": false,
    "rule": "A stairway or ladder has a square on the lower level and one on the higher; a character changes level only by passing through both.",
    "reading": "The two squares may share an edge or meet only at a corner (the Player's Guide of the text's era: movement and close combat between the two triangle squares \"even if the squares do not share an edge\"); a stairway two squares wide lets a character go up or fight across its diagonal pairs too. Option: require a shared edge (the later Comprehensive Rules)."
  },
  {
    "id": "hcx.stairs.melee",
    "ruleset": "heroclix",
    "base": false,
    "rule": "Characters in the two squares of one stairway or ladder may make close combat attacks on each other as if adjacent."
  },
  {
    "id": "hcx.stairs.clear",
    "ruleset": "heroclix",
    "base": false,
    "rule": "Stairs and ladders are clear terrain unless boundary lines say otherwise."
  },
  {
    "id": "hcx.rim",
    "ruleset": "heroclix",
    "base": false,
    "rule": "A higher square sharing an edge with a lower one is the rim. Characters below are not adjacent to the rim any more than to the square it borders."
  },
  {
    "id": "hcx.lof.same-level",
    "ruleset": "heroclix",
    "base": false,
    "rule": "Line of fire between characters on the same level is blocked by elevated terrain of a higher level, and not by elevated terrain of that level or lower; other terrain on that level affects it normally."
  },
  {
    "id": "hcx.lof.across.blocking",
    "ruleset": "heroclix",
    "base": false,
    "rule": "Line of fire between characters on different levels is blocked by blocking terrain on the lower character's level."
  },
  {
    "id": "hcx.lof.across.elevated",
    "ruleset": "heroclix",
    "base": false,
    "rule": "It is also blocked by elevated terrain of any level above the lower character's, except the square occupied by the higher character."
  },
  {
    "id": "hcx.lof.across.hindering",
    "ruleset": "heroclix",
    "base": false,
    "rule": "Line of fire between characters on different levels ignores hindering terrain and characters, except in the square the target occupies."
  },
  {
    "id": "hcx.base.lof",
    "ruleset": "heroclix",
    "base": true,
    "rule": "HeroClix line of fire is a straight line from the centre of the attacker's square to the centre of the target's square; blocking terrain, walls and other characters on it block it, hindering terrain on it hinders it (+1 to the target's defence).",
    "reading": "A line that only touches a blocking square's corner or runs along its edge is not blocked by it; make it an option and test both settings."
  },
  {
    "id": "hcx.base.move",
    "ruleset": "heroclix",
    "base": true,
    "rule": "A character moves square to square, diagonals included, 1 each; blocking terrain and other characters cannot be entered; hindering terrain ends the move of a character that enters it; water halves movement.",
    "reading": "A diagonal step passes through the intersection point of four squares; it is not allowed when that point is impassable for the mover on both sides of the step, as line of fire reads the same point (the less restrictive of the two squares beside it): two squares of a higher level meeting at that corner stop a lower character, like two blocking squares or walls."
  },
  {
    "id": "mfx.catalogue",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Each kind of terrain has a default Ht and a set of traits (the text's tables): forest area Ht 5 (severe, soft cover...), trees Ht 5, rough area Ht 0 (severe), deep water Ht 0 (impassable), caustic pools (dense, hazardous), trapped areas (hazardous), buildings and ruins Ht 5 (blocking, hard cover, impassable, climbable only by stairs/ladders), vantage points, walls Ht 1 (blocking, hard cover), fences Ht 1 (soft cover), barbed wire Ht 1 (hazardous), miscellaneous obstacles Ht 5. A table organiser may override any value.",
    "reading": "Transcribe the tables cell by cell from the text; where the flattened text leaves a cell unclear, state the reading taken."
  },
  {
    "id": "mfx.trait.blocking",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Blocking terrain cannot be seen through; it blocks sight if its Ht is at least the Ht of the models trying to see past it."
  },
  {
    "id": "mfx.trait.climbable",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Models may move up and down climbable terrain; vertical movement costs double. Going down, a model may instead fall (no movement cost, possible damage).",
    "reading": "The fall is the player's choice and always legal: a move is legal when any way within the budget exists, a fall from any height included, and the verdict reports the fall and its damage; where a way without damage also fits the budget, that is the one answered, with the fall named as the cheaper alternative. An option may forbid voluntary falls of more than 2\"."
  },
  {
    "id": "mfx.trait.dense",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Models can see into dense terrain but not through it; a model inside may ignore the dense terrain it is in when drawing sight. Otherwise dense counts as blocking.",
    "reading": "Dense terrain blocks a line through it whatever its Ht (the text's Ht 0 caustic fog \"blocks LOS\"); an option compares its Ht with the models' as for blocking terrain."
  },
  {
    "id": "mfx.trait.enclosed",
    "ruleset": "malifaux",
    "base": false,
    "rule": "A model without Incorporeal that starts outside enclosed terrain cannot use abilities to ignore it when ending inside it, and loses such abilities while inside; on top of it, it acts normally."
  },
  {
    "id": "mfx.trait.cover",
    "ruleset": "malifaux",
    "base": false,
    "rule": "A model has cover against a projectile attack when any sight line from the attacker to it can be drawn through cover terrain within 1\" of it. Hard cover: negative flip to the attack and damage flips. Soft cover: negative flip to the attack flip."
  },
  {
    "id": "mfx.trait.hazardous",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Hazardous terrain deals 1/2/4 damage (by default) to a model that activates in it or enters it (moved, pushed or placed); at most once per piece per turn."
  },
  {
    "id": "mfx.trait.impassable",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Models cannot enter impassable terrain, including walls of buildings and other solid objects."
  },
  {
    "id": "mfx.trait.severe",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Movement through severe terrain costs double distance."
  },
  {
    "id": "mfx.trait.vantage",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Terrain at least Ht 2 that a model can stand on is a vantage point."
  },
  {
    "id": "mfx.model.unimpeded",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Unimpeded models ignore the penalty of severe terrain when moving."
  },
  {
    "id": "mfx.model.flight",
    "ruleset": "malifaux",
    "base": false,
    "rule": "A flying model ignores terrain while moving (not for sight) and takes no falling damage; the move counts horizontal distance plus upward distance, never downward, and must not exceed the allowed move.",
    "example": "Wk 6, from a Ht 3 roof to a Ht 5 roof 3\" away costs 3 + 2 = 5\", leaving 1\"."
  },
  {
    "id": "mfx.model.incorporeal",
    "ruleset": "malifaux",
    "base": false,
    "rule": "An incorporeal model ignores and is ignored by models and terrain while moving or pushed, moves as a flyer, halves damage from Sh and Ml attacks, and may take falling damage if it ends lower.",
    "reading": "\"Is ignored by\" other models: any other model may move or be pushed through an incorporeal model's base (it still may not end overlapping it)."
  },
  {
    "id": "mfx.linear",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Linear obstacles are Ht 1 and 1\" thick; crossing one costs 1\" extra. A model cannot end a move or push on one; without the movement to cross, it stops before it (taking no hazard damage). Linear obstacles never stop pushes."
  },
  {
    "id": "mfx.building",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Buildings and vehicles can be climbed only by stairs, ladders or other climbing access; open windows, doors and walls do not block sight; sight to enclosed parts is drawn normally; non-flat roofs are impassable."
  },
  {
    "id": "mfx.vantage.sight",
    "ruleset": "malifaux",
    "base": false,
    "rule": "When the acting or targeted model is on a vantage point, sight lines are drawn diagonally (side view): models between them that are below the vantage model are ignored; terrain no higher than the lower model's Ht is ignored for sight (not cover); a line over the base of blocking terrain at a point within that terrain's Ht is blocked; cover is checked normally. A vantage model within its own Ht of the ledge it stands on ignores that ledge. Two models on vantage points of the same height draw sight normally."
  },
  {
    "id": "mfx.range",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Range is always measured top-down, whatever the heights."
  },
  {
    "id": "mfx.fall",
    "ruleset": "malifaux",
    "base": false,
    "rule": "A fall of 2\" or less does no damage; more than 2\" deals 1 damage per inch or part of an inch fallen, counted to the surface the model lands on.",
    "example": "Off a Ht 4 cliff, 4 damage. From Ht 6 onto a Ht 3 surface, 3 damage."
  },
  {
    "id": "mfx.push",
    "ruleset": "malifaux",
    "base": false,
    "rule": "A push moves a model in a straight line the full distance (or any distance up to it, for \"up to\" pushes), in the stated direction or toward/away from an object. It is not a move and ignores severe terrain. It cannot pass impassable objects or climb: the model stops in base contact. A model pushed off a ledge falls at once, takes falling damage, and then finishes the push if still in play."
  },
  {
    "id": "mfx.deploy",
    "ruleset": "malifaux",
    "base": false,
    "rule": "Each kind of terrain says whether models may deploy in it (buildings only within the deployment zone and reachable by climbing access)."
  },
  {
    "id": "mfx.balance",
    "ruleset": "malifaux",
    "base": false,
    "rule": "A balanced table is not symmetric, has 33-50% of its area covered by terrain, and splits terrain about one third blocking, one third severe, one third giving cover."
  },
  {
    "id": "mfx.base.sight",
    "ruleset": "malifaux",
    "base": true,
    "rule": "Top-down sight: a model sees another if a straight line can be drawn from some point of its base to some point of the target's base that nothing blocking crosses."
  }
];
