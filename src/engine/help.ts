/**
 * Help texts kept apart from a Ruleset object (issue 21), in a module of their own so that a program reading
 * them (the app's first load) takes nothing else of the engine with them.
 */

import type { KeyHelp } from '../formats/scenario/json-schema.js';

/**
 * A ruleset's help texts kept apart from its Ruleset object, by question and option name: what
 * `highground rules <id>`, the app's panels, docs/questions.md and the JSON schema show. The games of this
 * package keep theirs in rulesets/<id>/help.ts, exported as `help` by `highground/<id>`, so that a program
 * that only loads scenarios and asks questions bundles none of the text (issue 21).
 */
export interface RulesetHelp {
  readonly questions: Readonly<Record<string, string>>;
  readonly options: Readonly<Record<string, string>>;
  /** What each declared figure field means (`Vocabulary.figureFields`), by key, where the field carries no `doc`. */
  readonly fields?: Readonly<Record<string, string>>;
  /** The keys the ruleset adds to cells, figures, maps and pieces, for the JSON schema (where a key's schema carries none). */
  readonly keys?: KeyHelp;
}

/**
 * The help text of every question and option of `ruleset` (and of each figure field it declares): the `doc`
 * it carries itself, else the one `apart` gives (a game's `help`), else '' (none written), and the key texts
 * `apart` gives. `rulesetHelp` (the `highground` entry) reads every game of this package without being told
 * where its help is.
 */
export function helpOf(
  ruleset: {
    readonly questions: Readonly<Record<string, { readonly doc?: string | undefined }>>;
    readonly options: Readonly<Record<string, { readonly doc?: string | undefined }>>;
    readonly vocabulary?: { readonly figureFields?: readonly { readonly key: string; readonly doc?: string | undefined }[] | undefined };
  },
  apart?: Partial<RulesetHelp>,
): RulesetHelp {
  const pick = (own: string | undefined, kept: string | undefined) => own ?? kept ?? '';
  const fields = ruleset.vocabulary?.figureFields;
  return {
    questions: Object.fromEntries(Object.entries(ruleset.questions).map(([name, q]) => [name, pick(q.doc, apart?.questions?.[name])])),
    options: Object.fromEntries(Object.entries(ruleset.options).map(([name, o]) => [name, pick(o.doc, apart?.options?.[name])])),
    ...(fields ? { fields: Object.fromEntries(fields.map((f) => [f.key, pick(f.doc, apart?.fields?.[f.key])])) } : {}),
    ...(apart?.keys ? { keys: apart.keys } : {}),
  };
}
