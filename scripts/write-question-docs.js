// Write docs/questions.md (by `npm run build`, so the package ships it; not kept in git), the question reference of every ruleset of the build (run `npm run build`
// first): each question's arguments (names, types from its schema, positional order) and what it answers
// (its doc, which names the verdict's keys), each ruleset's options. `npm run docs` writes it and builds the
// TypeDoc API reference around it; `--check` exits 1 when the file is not what the build would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { toJSONSchema } from '../dist/formats/schema-kit-json.js';
import { rulesets, rulesetHelp } from '../dist/index.js'; // registers every ruleset

const FILE = new URL('../docs/questions.md', import.meta.url);

/** A JSON schema as a short type for people. */
function typeOf(s) {
  if (!s || typeof s !== 'object') return 'any';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (Array.isArray(s.anyOf)) return [...new Set(s.anyOf.map(typeOf))].join(' \\| ');
  if (Array.isArray(s.oneOf)) return [...new Set(s.oneOf.map(typeOf))].join(' \\| ');
  if (s.type === 'array') {
    if (Array.isArray(s.prefixItems)) return `[${s.prefixItems.map(typeOf).join(', ')}]`;
    return `${typeOf(s.items)}[]`;
  }
  if (s.type === 'object') {
    const props = Object.entries(s.properties ?? {});
    return props.length ? `{ ${props.map(([k, v]) => `${k}${(s.required ?? []).includes(k) ? '' : '?'}: ${typeOf(v)}`).join(', ')} }` : 'object';
  }
  if (s.type === 'integer') return 'integer';
  if (Array.isArray(s.type)) return s.type.join(' \\| ');
  return s.type ?? 'any';
}

const cell = (t) => String(t).replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function questionDocs() {
  const out = [
    '# Questions of every ruleset',
    '',
    'Generated from the rulesets by `npm run docs` (scripts/write-question-docs.js); do not edit by hand.',
    'Every verdict also carries `ask`, `summary` (one sentence), `reasons` (each with the clause `rule` that',
    'decided it) and, where there is geometry, `evidence`. The types of the library are in the API reference',
    '`npm run docs` builds (docs/api/index.html); `highground rules <id>` prints the same per ruleset.',
    '',
  ];
  for (const r of [...rulesets].sort((a, b) => a.id.localeCompare(b.id))) {
    out.push(`## ${r.id}`, '', `${r.title}. Grid: ${r.grid}. Entry: \`highground/${r.id}\`.`, '');
    const fast = ['viewshed', 'reachMap', 'visibilityMatrix'].map((b) => `\`${b}\` ${r.batch?.[b] ? 'through its own batch hook' : 'as a loop of its questions'}`);
    out.push(`Batch answers (src/batch.ts): ${fast.join(', ')}.`, '');
    const help = rulesetHelp(r);
    const opts = Object.entries(r.options);
    if (opts.length) {
      out.push('| option | default | meaning |', '|---|---|---|');
      for (const [name, o] of opts) out.push(`| \`${name}\` | \`${JSON.stringify(o.default)}\` | ${cell(help.options[name])} |`);
      out.push('');
    }
    for (const [name, q] of Object.entries(r.questions)) {
      out.push(`### ${r.id}: ${name}`, '', cell(help.questions[name]), '');
      let schema;
      try {
        schema = toJSONSchema(q.args);
      } catch {
        schema = {};
      }
      const props = Object.entries(schema.properties ?? {});
      if (props.length) {
        out.push('| argument | type | |', '|---|---|---|');
        for (const [k, v] of props) {
          const pos = q.positional.indexOf(k);
          const notes = [(schema.required ?? []).includes(k) ? 'required' : 'optional', pos >= 0 ? `positional ${pos + 1}` : ''].filter(Boolean).join(', ');
          out.push(`| \`${k}\` | \`${typeOf(v)}\` | ${notes} |`);
        }
        out.push('');
      }
    }
  }
  return out.join('\n');
}

const text = questionDocs();
if (process.argv.includes('--check')) {
  let old = '';
  try {
    old = readFileSync(FILE, 'utf8');
  } catch {
    // missing: not up to date
  }
  if (old !== text) {
    console.error('docs/questions.md is not what the rulesets say: run `npm run build && node scripts/write-question-docs.js`');
    process.exit(1);
  }
} else {
  writeFileSync(FILE, text);
  console.log('wrote docs/questions.md');
}
