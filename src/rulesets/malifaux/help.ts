/**
 * The help texts of the malifaux questions and options (`highground rules malifaux`, the app's panels,
 * docs/questions.md, the JSON schema), kept apart from the Ruleset object so that a program that only
 * loads scenarios and asks questions bundles none of them (issue 21). `highground/malifaux` exports them
 * as `help`; `rulesetHelp` (`highground`) reads them.
 */
import type { RulesetHelp } from '../../engine/help.js';

export const help: RulesetHelp = {
  questions: {
    sight:
      'Can `from` see `to`? Top-down from base to base, or the side view when one stands on a vantage point. ' +
      'Verdict: sight, mode (top-down | diagonal), blockedBy.',
    cover:
      'Does `target` have cover from `attacker`? Verdict: cover (none | soft | hard), flips (attack, damage: ' +
      'negative | none), sight, coverFrom (piece ids).',
    range:
      'Top-down distance between two bases (or a base and a point), whatever their heights. Verdict: distance, ' +
      'and inRange when `within` is given.',
    move:
      'Can `figure` move to `to` (its base centre, [x, y] or [x, y, level]) within `budget` (default its wk)? ' +
      'Verdict: legal, cost, left, path (steps with the running cost), events (climbs, falls, hazards, ' +
      'obstacles crossed), damage (falling damage taken), alternative (a cheaper way by a damaging fall, when ' +
      'the damage-free way is answered), hazardsTaken (the turn state afterwards), and stopsAt when the move ' +
      'falls short (then path is the cheapest way in full, and events, damage and hazardsTaken are those of ' +
      'the part moved to stopsAt).',
    reach:
      'Where can `figure` end a move of `budget` (default its wk)? Verdict: cells (sample points on a grid of ' +
      'pathSpacing inches, each with its cost), area (square inches, from the samples), probes (for each point ' +
      'of `probe`, whether it can be reached and at what cost), and evidence.polygons: the area as outlines ' +
      'for drawing (the union of the samples\' squares, within a sample spacing of the true edge; holes ' +
      'clockwise).',
    fall:
      'Falling damage: give `levels` (inches fallen), or `from` and `onto` (Hts), or a `figure` with `to` (the ' +
      'landing point; the fall is from its level to the surface there). Verdict: damage, distance.',
    push:
      'Push `figure` `distance` inches in a straight line: `direction` [dx, dy], or `toward` / `away` (a ' +
      'figure or point). `upTo: true` lets the pusher choose `chosen` inches (default the full distance). ' +
      'Verdict: at (final centre), level, moved, stoppedBy, damage, events.',
    place:
      'Place `figure` with its base centre `at` ([x, y] or [x, y, level]): may it be there, and which ' +
      'hazardous terrain damages it (once per piece per turn; the figure\'s hazards-taken is the turn so far)? ' +
      'Verdict: legal, level, blockedBy, hazards (piece, damage, immune), hazardsTaken (the turn state ' +
      'afterwards).',
    activate:
      '`figure` activates where it stands: which hazardous terrain it is within deals its damage (once per ' +
      'piece per turn)? Verdict: hazards (piece, damage, immune), hazardsTaken (the turn state afterwards).',
    deploy:
      'May a model (`figure`, or a `base` size) deploy with its base centre `at` for `side`? Verdict: allowed, ' +
      'and why not.',
    terrain:
      'A piece of terrain as the catalogue and the file make it: kind, ht, traits, linear, stopsPushes, ' +
      'deploy, standable, vantage, access.',
    balance:
      'Is the table balanced? Verdict: balanced, coverage (share of the table under terrain), split (blocking, ' +
      'severe, cover shares of the terrain), symmetry (score per symmetry: 0 symmetric, 1 nothing shared), ' +
      'symmetric.',
  },
  options: {
    sightHeight:
      'Whose Ht blocking terrain (and a model in the way) is compared with. "taller": it blocks when its Ht is ' +
      'at least the Ht of both models (a model taller than it sees over it, and is seen over it), so sight is ' +
      'symmetric. "viewer": it blocks when its Ht is at least the Ht of the model drawing the line (`from`).',
    sightFloor:
      'Top-down sight between raised models (both on vantage points of the same Ht, or on pieces below Ht 2): ' +
      'what Hts are measured from. "table" (the default, the catalogue\'s "drawn normally"): each Ht is compared with the models\' own Ht wherever they stand. "stood": from the lower surface the two stand on, so terrain no higher than ' +
      'it is seen over (two models on Ht 3 roofs see over a Ht 2 crate, a Ht 3 roof or a model on the ground ' +
      'between them), and a piece or model in the way blocks when it rises at least the models\' Ht above it.',
    denseHeight:
      'Dense terrain "is otherwise considered blocking". "ignore": dense terrain blocks lines through it ' +
      'whatever its Ht (the Ht 0 caustic fog blocks, as the text says it does). "compare": it blocks like ' +
      'blocking terrain, only when its Ht is at least the models\' Ht (so a Ht 0 fog never blocks).',
    enclosedSight:
      'A model inside the enclosed part of a piece. "open": that piece does not block its lines (open windows, ' +
      'doors and walls do not block and sight to enclosed parts is drawn normally). "walls": the piece blocks ' +
      'as usual, so only models inside the same piece see it.',
    modelsBlock:
      'Models between two others block top-down sight like blocking terrain of their Ht (the vantage rule\'s ' +
      '"models between ... are ignored" implies they otherwise count). false: models never block sight.',
    coverWithin:
      'Cover needs a sight line "through terrain ... that is within 1" of the target". "piece": the cover ' +
      'piece comes within 1" of the target\'s base and the line crosses it anywhere. "crossing": the line must ' +
      'cross the piece at a point within 1" of the target\'s base.',
    coverLines:
      'Which lines can give cover ("any LoS line ... drawn through" cover terrain within 1"). "through": a ' +
      'line from base to base that nothing blocks but the cover piece itself, so a model partly hidden by a ' +
      'tree, a building corner or a wall too tall to see over has cover from it (the text gives trees hard ' +
      'cover "to the models hidden by them"). "clear": only a clear sight line counts, so terrain that blocks ' +
      'the models\' sight gives cover only where it is ignored for sight (the side view).',
    coverStoodOn:
      'The cover piece the attacker or the target stands on (a roof with hard cover). "ignore": it gives no cover ' +
      'between them (a model on a roof shooting down at one against its wall, or shot at up there, is not behind ' +
      'it). "count": it counts like any other piece, as "cover is determined normally" (top-down) reads: a line ' +
      'from the roof crosses its footprint, which is within 1" of a target against its wall or standing on it.',
    seams:
      'A line along the join of two touching blocking pieces (crates flush along an edge, two crates meeting ' +
      'at a corner, two round pieces touching): "block": the touching pieces form one wall, so a line that ' +
      'touches two of them from opposite sides at the same point (or along the same stretch) does not see ' +
      'through; a line grazing one piece, two pieces from the same side, or two separate pieces at different ' +
      'points (a zero-width squeeze) stays clear. "see": such a line is clear, since it crosses neither ' +
      'piece\'s interior.',
    terrainContact:
      'When a model is in a piece of terrain (severe cost, hazardous entry, dense "within", deployment). ' +
      '"base": any part of its base overlaps the piece, so severe movement is counted while the base touches ' +
      'it. "centre": its base centre is inside the piece.',
    descend:
      'How a walking model gets down from a raised surface. "choice" (the catalogue\'s reading): a fall from ' +
      'any height is the player\'s choice and legal; the move answered is the cheapest way that deals no ' +
      'falling damage when one fits the budget (a cheaper way by a damaging fall is named as the alternative), ' +
      'else the cheapest way with the fall and its damage. "safe": voluntary falls of more than 2" are ' +
      'forbidden (it drops only where the fall is harmless, otherwise climbs down where it may climb); ' +
      '"climb": it always climbs down (double cost) and never drops; "fall": the cheapest way in movement is ' +
      'answered, damaging falls included.',
    topTraits:
      'A raised piece a model can stand on (a climbable crag, a heap of rubble) that is also severe or ' +
      'hazardous: is a model on top of it "in" it? "apply": walking on its top costs double if it is severe, ' +
      'and a model that climbs, drops, steps or is placed onto it, or activates on it, takes its damage if it ' +
      'is hazardous (once per piece per turn). "ignore": its traits count only for models below its top (the ' +
      'text says "within").',
    pushToward:
      'A push "towards" a point (not a model) that is nearer than the push: how far it goes. Past the point it ' +
      'would move away from it, so it stops there: "centre": when its base centre reaches the point; "contact": ' +
      'when its base first touches the point (the point is then within 0" of it). A push towards a model stops ' +
      'in base contact with it either way (models are impassable to a push), or, through an incorporeal model, ' +
      'in base contact before it once its centre would pass the model\'s.',
    pathSpacing:
      'Spacing in inches of the sample points used only where no exact method exists: the extra path points ' +
      'along the edges of severe terrain (a way crossing a severe edge bends only at them, so its cost may be ' +
      'up to about this much over the true optimum; smaller is closer and slower) and the sample grid of ' +
      '`reach`. Points along the edges of raised pieces and across broad stairs and ladders also guide the ' +
      'search, but the crossing a way takes (climbing, climbing down, dropping, stepping across, going up or ' +
      'down the stair) is then moved to its exact place on the edge or across the stair, so those costs do not ' +
      'depend on it; nor do walks round impassable terrain and models (exact tangents and arcs).',
    balanceSplit:
      'How the blocking / severe / cover thirds are counted. "exclusive": each piece counts once, as blocking ' +
      'if it blocks sight (blocking or dense), else severe, else cover. "overlapping": a piece counts in every ' +
      'group whose trait it has (a building is then both blocking and cover).',
    balanceMeasure:
      '"1/3 of the terrain" counted by pieces ("count") or by area ("area"). By area, linear obstacles ' +
      '(fences, walls) weigh almost nothing, so a table can hardly reach a third of cover-only terrain.',
    balanceTolerance:
      'How far each of the three shares may stray from one third and still count as balanced (0.1: 23% to 43%).',
    symmetryThreshold:
      'A table counts as symmetric under a half turn or a mirror when its symmetry score (area of terrain and ' +
      'its image not shared, over their union) is at most this.',
  },
  fields: {
    base: 'base size in mm: 30, 40 or 50 (mfx.base.sight).',
    ht: 'the model\'s Ht: how tall it stands for sight over terrain (mfx.vantage.sight).',
    wk: 'the model\'s Walk: the inches of a move.',
    flight: 'Flight: it ignores terrain and models while moving (mfx.model.flight).',
    incorporeal: 'Incorporeal: moves through terrain and models.',
    unimpeded: 'Unimpeded: ignores severe terrain while moving.',
  },
  keys: {
    figure: {
      base: 'base size in mm: 30, 40 or 50 (default 30).',
      ht: 'the model\'s Ht (default 2).',
      wk: 'the model\'s Walk in inches (the default move budget).',
      'hazards-taken': 'turn state: ids of the hazardous pieces that have already damaged this model this turn (each deals its damage once per turn).',
    },
    piece: {
      access: 'ids of the stairs/ladders that give climbing access to this piece.',
      damage: 'hazardous damage (weak/moderate/severe), default 1/2/4.',
      open: 'open windows, doors or walls: the piece does not block sight (it still gives its cover).',
    },
    map: {
      deployment: 'deployment zone per side.',
    },
  },
};
