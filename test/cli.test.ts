/** The command's contract: exit codes and messages for users, never a stack trace. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './helpers/cli.js';
import { registered as rulesets } from '../src/engine/registry.js';
import { rulesetHelp } from '../src/rulesets/index.js';

const root = join(import.meta.dirname, '..');
const fixtures = join(root, 'test', 'fixtures');

describe('highground CLI', () => {
  it('prints help and exits 0', async () => {
    const r = await cli('--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/ask/);
    expect(r.out).toMatch(/check/);
  });

  it('rules lists each question with its arguments, the optional ones in brackets', async () => {
    const r = await cli('rules', 'city-of-peril');
    expect(r.code).toBe(0);
    expect(r.out).toContain('  sight <from> <to>\n');
    expect(r.out).toContain('  move <figure> <to> [budget]\n');
    const m = await cli('rules', 'malifaux');
    expect(m.out).toContain('  balance\n');
  });

  it('rules prints the fields a new figure is given (figureFields), in text and --json, for every ruleset', async () => {
    for (const r of rulesets) {
      const fields = r.vocabulary.figureFields ?? [];
      expect(fields.length, r.id).toBeGreaterThan(0);
      const text = await cli('rules', r.id);
      expect(text.code).toBe(0);
      const part = text.out.slice(text.out.indexOf('figure fields (what the app asks when a figure is added):'));
      expect(part.length, r.id).toBeGreaterThan(0);
      for (const f of fields) expect(part, `${r.id} ${f.key}`).toContain(`\n  ${f.key}: "${f.label}"`);
      const json = await cli('rules', r.id, '--json');
      expect(json.code).toBe(0);
      const data = JSON.parse(json.out) as { id: string; figureFields: unknown[]; questions: { name: string; arguments: string[] }[]; options: { name: string }[] };
      expect(data.id).toBe(r.id);
      // each with its help text, whether the field carries it or the game's help.ts does (malifaux)
      const docs = rulesetHelp(r).fields ?? {};
      expect(data.figureFields).toEqual(JSON.parse(JSON.stringify(fields.map((f) => ({ ...f, doc: docs[f.key] })))));
      for (const f of fields) {
        expect(docs[f.key]!.length, `${r.id} ${f.key}`).toBeGreaterThan(5);
        expect(part, `${r.id} ${f.key}`).toContain(`\n      ${docs[f.key]}`);
      }
      expect(data.questions.map((q) => q.name)).toEqual(Object.keys(r.questions));
      expect(data.options.map((o) => o.name)).toEqual(Object.keys(r.options));
    }
    const hs = await cli('rules', 'heroscape');
    expect(hs.out).toContain('\n  move: "Move"; whole number; 0..; default 5\n');
    const list = JSON.parse((await cli('rules', '--json')).out) as { id: string }[];
    expect(list.map((r) => r.id)).toEqual(rulesets.map((r) => r.id));
  });

  it('exits 2 on an unknown command', async () => {
    const r = await cli('frobnicate');
    expect(r.code).toBe(2);
  });

  it('exits 2 naming the file when it does not exist', async () => {
    const r = await cli('ask', 'no-such-file.yaml', 'sight', 'A', 'B');
    expect(r.code).toBe(2);
    expect(r.err).toBe('highground: no-such-file.yaml: cannot read the file: no such file');
  });

  it('exits 2 with file, line and key for an unknown key, and check still prints its summary', async () => {
    const file = join(fixtures, 'bad-unknown-key.yaml');
    const r = await cli('check', file);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${file}:9:`);
    expect(r.err).toContain('key figures.A.colour: unknown key "colour"');
    expect(r.out).toMatch(/^0 passed, 0 failed$/m);
  });

  it('the real bin prints no stack trace for a user error', () => {
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, [join(root, 'bin', 'highground.js'), 'check', join(fixtures, 'bad-unknown-key.yaml')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      const x = e as { status: number; stderr: string };
      status = x.status;
      stderr = x.stderr;
    }
    expect(status).toBe(2);
    expect(stderr).toMatch(/unknown key "colour"/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

describe('map files straight from players', () => {
  const giants = join(root, '..', 'shared', 'maps', 'heroscape', 'virtualscape', 'vs_Table_des_geants.hsc');
  it('answers a question on a VirtualScape .hsc without an import step (judged by heroscape)', async () => {
    // the level-6 rock ridge [15, 8] stands between the two places: a Height 3 figure on each cannot see
    // over it, a Height 5 one (the default) just can (its target point at level 6 grazes the ridge top)
    const r = await cli('ask', giants, 'sight', '5,5', '17,8', 'height=3', '--json');
    expect(r.code).toBe(0);
    const v = JSON.parse(r.out) as { sight: boolean; reasons: { rule: string }[] };
    expect(v.sight).toBe(false);
    expect(v.reasons.map((x) => x.rule)).toContain('hs.sight');
    const tall = JSON.parse((await cli('ask', giants, 'sight', '5,5', '17,8', '--json')).out) as { sight: boolean };
    expect(tall.sight).toBe(true);
  });
  it('a damaged .hsc is refused with its byte offset and exit 2', async () => {
    const { mkdtempSync, writeFileSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const bad = join(mkdtempSync(join(tmpdir(), 'hg-')), 'cut.hsc');
    writeFileSync(bad, readFileSync(giants).subarray(0, 100));
    const r = await cli('ask', bad, 'sight', '1,1', '2,2');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cut\.hsc: byte \d+/);
  });
});
