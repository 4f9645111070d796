/** The malifaux questions, one table of them (the Ruleset object is ../index.ts). */
import * as z from '../../../formats/schema-kit.js';
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
/** A figure's id. */
const Name = z.string().check(z.minLength(1));
/** Inches, a level or a Ht: 0 or more. */
const Size = z.number().check(z.minimum(0));

export const questions = {
  sight: question({
    args: z.strictObject({ from: RefSchema, to: RefSchema }),
    positional: ['from', 'to'],
    answer: (t: Table, a) => sightVerdict(t, body(t, a.from, 'from'), body(t, a.to, 'to')),
    summary: sightSummary,
  }),
  cover: question({
    args: z.strictObject({ attacker: RefSchema, target: RefSchema }),
    positional: ['attacker', 'target'],
    answer: (t: Table, a) => coverVerdict(t, body(t, a.attacker, 'attacker'), body(t, a.target, 'target')),
    summary: coverSummary,
  }),
  range: question({
    args: z.strictObject({ from: RefSchema, to: RefSchema, within: z.optional(Size) }),
    positional: ['from', 'to', 'within'],
    answer: (t: Table, a) => rangeVerdict(body(t, a.from, 'from'), body(t, a.to, 'to'), a.within),
    summary: rangeSummary,
  }),
  move: question({
    args: z.strictObject({ figure: Name, to: RefSchema, budget: z.optional(Size) }),
    positional: ['figure', 'to', 'budget'],
    answer: (t: Table, a) => moveVerdict(t, modelOf(t, a.figure, 'figure'), a.to, a.budget),
    summary: moveSummary,
  }),
  reach: question({
    args: z.strictObject({ figure: Name, budget: z.optional(Size), probe: z.optional(z.array(Point)) }),
    positional: ['figure', 'budget'],
    answer: (t: Table, a) => reachVerdict(t, modelOf(t, a.figure, 'figure'), a.budget, a.probe),
    summary: reachSummary,
  }),
  fall: question({
    args: z.strictObject({
      figure: z.optional(Name),
      levels: z.optional(Size),
      from: z.optional(Size),
      onto: z.optional(Size),
      to: z.optional(RefSchema),
    }),
    positional: ['figure', 'levels'],
    answer: (t: Table, a) => fallVerdict(t, a),
    summary: fallSummary,
  }),
  push: question({
    args: z.strictObject({
      figure: Name,
      distance: Size,
      direction: z.optional(Point),
      toward: z.optional(RefSchema),
      away: z.optional(RefSchema),
      upTo: z.optional(z.boolean()),
      chosen: z.optional(Size),
    }),
    positional: ['figure', 'distance'],
    answer: (t: Table, a) => pushVerdict(t, a),
    summary: pushSummary,
  }),
  place: question({
    args: z.strictObject({ figure: Name, at: RefSchema }),
    positional: ['figure', 'at'],
    answer: (t: Table, a) => placeVerdict(t, modelOf(t, a.figure, 'figure'), a.at),
    summary: placeSummary,
  }),
  activate: question({
    args: z.strictObject({ figure: Name }),
    positional: ['figure'],
    answer: (t: Table, a) => activateVerdict(t, modelOf(t, a.figure, 'figure')),
    summary: activateSummary,
  }),
  deploy: question({
    args: z.strictObject({
      at: RefSchema,
      side: z.optional(z.union([z.string(), z.number()])),
      figure: z.optional(Name),
      base: z.optional(z.union([z.literal(30), z.literal(40), z.literal(50)])),
    }),
    positional: ['at', 'side'],
    answer: (t: Table, a) => deployVerdict(t, a),
    summary: deploySummary,
  }),
  terrain: question({
    args: z.strictObject({ piece: z.union([z.string(), z.number()]) }),
    positional: ['piece'],
    answer: (t: Table, a) => terrainVerdict(t, String(a.piece)),
    summary: terrainSummary,
  }),
  balance: question({
    args: z.strictObject({}),
    positional: [],
    answer: (t: Table) => balanceVerdict(t),
    summary: balanceSummary,
  }),
};
