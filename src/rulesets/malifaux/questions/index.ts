/** The malifaux questions, one table of them (the Ruleset object is ../index.ts). */
import * as z from 'zod/mini';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import type { Table } from '../context.js';
import { body, modelOf } from '../bodies.js';
import { coverVerdict, rangeVerdict, sightVerdict } from '../sight.js';
import { fallVerdict } from '../fall-question.js';
import { moveVerdict, reachVerdict } from '../move.js';
import { pushVerdict } from '../push.js';
import { deployVerdict } from '../deploy.js';
import { balanceVerdict } from '../balance.js';
import { terrainVerdict } from '../terrain-question.js';
import { activateVerdict, placeVerdict } from '../place-question.js';
import {
  activateSummary,
  balanceSummary,
  coverSummary,
  deploySummary,
  fallSummary,
  moveSummary,
  placeSummary,
  pushSummary,
  rangeSummary,
  reachSummary,
  sightSummary,
  terrainSummary,
} from '../summaries.js';

const Point = z.tuple([z.number(), z.number()]);

export const questions = {
  sight: question({
    doc: 'Can `from` see `to`? Top-down from base to base, or the side view when one stands on a vantage point. Verdict: sight, mode (top-down | diagonal), blockedBy.',
    args: z.strictObject({ from: RefSchema, to: RefSchema }),
    positional: ['from', 'to'],
    answer: (t: Table, a) => sightVerdict(t, body(t, a.from, 'from'), body(t, a.to, 'to')),
    summary: sightSummary,
  }),
  cover: question({
    doc: 'Does `target` have cover from `attacker`? Verdict: cover (none | soft | hard), flips (attack, damage: negative | none), sight, coverFrom (piece ids).',
    args: z.strictObject({ attacker: RefSchema, target: RefSchema }),
    positional: ['attacker', 'target'],
    answer: (t: Table, a) => coverVerdict(t, body(t, a.attacker, 'attacker'), body(t, a.target, 'target')),
    summary: coverSummary,
  }),
  range: question({
    doc: 'Top-down distance between two bases (or a base and a point), whatever their heights. Verdict: distance, and inRange when `within` is given.',
    args: z.strictObject({ from: RefSchema, to: RefSchema, within: z.optional(z.number().check(z.minimum(0))) }),
    positional: ['from', 'to', 'within'],
    answer: (t: Table, a) => rangeVerdict(body(t, a.from, 'from'), body(t, a.to, 'to'), a.within),
    summary: rangeSummary,
  }),
  move: question({
    doc:
      'Can `figure` move to `to` (its base centre, [x, y] or [x, y, level]) within `budget` (default its wk)? ' +
      'Verdict: legal, cost, left, path (steps with the running cost), events (climbs, falls, hazards, obstacles crossed), ' +
      'damage (falling damage taken), alternative (a cheaper way by a damaging fall, when the damage-free way is answered), ' +
      'hazardsTaken (the turn state afterwards), and stopsAt when the move falls short (then path is the cheapest way in ' +
      'full, and events, damage and hazardsTaken are those of the part walked to stopsAt).',
    args: z.strictObject({ figure: z.string().check(z.minLength(1)), to: RefSchema, budget: z.optional(z.number().check(z.minimum(0))) }),
    positional: ['figure', 'to', 'budget'],
    answer: (t: Table, a) => moveVerdict(t, modelOf(t, a.figure, 'figure'), a.to, a.budget),
    summary: moveSummary,
  }),
  reach: question({
    doc:
      'Where can `figure` end a move of `budget` (default its wk)? Verdict: cells (sample points on a grid of ' +
      'pathSpacing inches, each with its cost), area (square inches, from the samples), probes (for each ' +
      'point of `probe`, whether it can be reached and at what cost), and evidence.polygons: the area as outlines ' +
      'for drawing (the union of the samples\' squares, within a sample spacing of the true edge; holes clockwise).',
    args: z.strictObject({ figure: z.string().check(z.minLength(1)), budget: z.optional(z.number().check(z.minimum(0))), probe: z.optional(z.array(Point)) }),
    positional: ['figure', 'budget'],
    answer: (t: Table, a) => reachVerdict(t, modelOf(t, a.figure, 'figure'), a.budget, a.probe),
    summary: reachSummary,
  }),
  fall: question({
    doc:
      'Falling damage: give `levels` (inches fallen), or `from` and `onto` (Hts), or a `figure` with `to` (the ' +
      'landing point; the fall is from its level to the surface there). Verdict: damage, distance.',
    args: z.strictObject({
      figure: z.optional(z.string().check(z.minLength(1))),
      levels: z.optional(z.number().check(z.minimum(0))),
      from: z.optional(z.number().check(z.minimum(0))),
      onto: z.optional(z.number().check(z.minimum(0))),
      to: z.optional(RefSchema),
    }),
    positional: ['figure', 'levels'],
    answer: (t: Table, a) => fallVerdict(t, a),
    summary: fallSummary,
  }),
  push: question({
    doc:
      'Push `figure` `distance` inches in a straight line: `direction` [dx, dy], or `toward` / `away` (a figure or ' +
      'point). `upTo: true` lets the pusher choose `chosen` inches (default the full distance). Verdict: at (final ' +
      'centre), level, moved, stoppedBy, damage, events.',
    args: z.strictObject({
      figure: z.string().check(z.minLength(1)),
      distance: z.number().check(z.minimum(0)),
      direction: z.optional(Point),
      toward: z.optional(RefSchema),
      away: z.optional(RefSchema),
      upTo: z.optional(z.boolean()),
      chosen: z.optional(z.number().check(z.minimum(0))),
    }),
    positional: ['figure', 'distance'],
    answer: (t: Table, a) => pushVerdict(t, a),
    summary: pushSummary,
  }),
  place: question({
    doc:
      'Place `figure` with its base centre `at` ([x, y] or [x, y, level]): may it be there, and which hazardous ' +
      'terrain damages it (once per piece per turn; the figure\'s hazards-taken is the turn so far)? Verdict: legal, ' +
      'level, blockedBy, hazards (piece, damage, immune), hazardsTaken (the turn state afterwards).',
    args: z.strictObject({ figure: z.string().check(z.minLength(1)), at: RefSchema }),
    positional: ['figure', 'at'],
    answer: (t: Table, a) => placeVerdict(t, modelOf(t, a.figure, 'figure'), a.at),
    summary: placeSummary,
  }),
  activate: question({
    doc:
      '`figure` activates where it stands: which hazardous terrain it is within deals its damage (once per piece per ' +
      'turn)? Verdict: hazards (piece, damage, immune), hazardsTaken (the turn state afterwards).',
    args: z.strictObject({ figure: z.string().check(z.minLength(1)) }),
    positional: ['figure'],
    answer: (t: Table, a) => activateVerdict(t, modelOf(t, a.figure, 'figure')),
    summary: activateSummary,
  }),
  deploy: question({
    doc: 'May a model (`figure`, or a `base` size) deploy with its base centre `at` for `side`? Verdict: allowed, and why not.',
    args: z.strictObject({
      at: RefSchema,
      side: z.optional(z.union([z.string(), z.number()])),
      figure: z.optional(z.string().check(z.minLength(1))),
      base: z.optional(z.union([z.literal(30), z.literal(40), z.literal(50)])),
    }),
    positional: ['at', 'side'],
    answer: (t: Table, a) => deployVerdict(t, a),
    summary: deploySummary,
  }),
  terrain: question({
    doc: 'A piece of terrain as the catalogue and the file make it: kind, ht, traits, linear, stopsPushes, deploy, standable, vantage, access.',
    args: z.strictObject({ piece: z.union([z.string(), z.number()]) }),
    positional: ['piece'],
    answer: (t: Table, a) => terrainVerdict(t, String(a.piece)),
    summary: terrainSummary,
  }),
  balance: question({
    doc:
      'Is the table balanced? Verdict: balanced, coverage (share of the table under terrain), split (blocking, ' +
      'severe, cover shares of the terrain), symmetry (score per symmetry: 0 symmetric, 1 nothing shared), symmetric.',
    args: z.strictObject({}),
    positional: [],
    answer: (t: Table) => balanceVerdict(t),
    summary: balanceSummary,
  }),
};
