/**
 * The same question gets the same answer: asked twice of one session, and of two sessions loaded from
 * the same text; loading the same text twice gives the same scenario and board.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ask, loadScenario, writeScenario, type Session } from '../../src/index.js';
import { anyMap, load } from './maps.js';

/** Every question of the ruleset with the figures and a place as arguments, where they fit. */
function questions(s: Session, at: readonly number[]): { ask: string; [k: string]: unknown }[] {
  const out: { ask: string; [k: string]: unknown }[] = [];
  for (const [name, def] of Object.entries(s.ruleset.questions)) {
    const values = [['A', 'B'], ['A', [...at]], ['B', 'A']];
    for (const [a, b] of values) {
      const q: Record<string, unknown> = {};
      def.positional.slice(0, 2).forEach((p, i) => (q[p] = i === 0 ? a : b));
      if (def.args.safeParse(q).success) {
        out.push({ ask: name, ...q });
        break;
      }
    }
  }
  return out;
}

/** The answer, or the refusal's message: both must repeat. */
function answer(s: Session, q: { ask: string; [k: string]: unknown }): unknown {
  try {
    return ask(s, q);
  } catch (e) {
    return { refused: (e as Error).message };
  }
}

describe('answers are deterministic', () => {
  it('the same question twice, and on a second load of the same text, gives deep-equal answers', () => {
    fc.assert(fc.property(anyMap(), (g) => {
      const s = load(g);
      fc.pre(s !== undefined);
      const text = writeScenario(s!.scenario);
      const again = loadScenario(text, 'generated.yaml');
      const third = loadScenario(text, 'generated.yaml');
      expect(third.scenario).toEqual(again.scenario);
      expect(third.board).toEqual(again.board);
      const at = g.at.B ?? [0, 0];
      for (const q of questions(s!, at)) {
        const first = answer(s!, q);
        expect(answer(s!, q)).toEqual(first);
        expect(answer(again, q)).toEqual(first);
      }
    }), { numRuns: 40 });
  });
});
