/**
 * A small bot (issue 21): plays a few turns of tft-3d on a real Heroscape map with the changing session.
 * Each figure scores the places it can reach by sight (enemies it would see, minus enemies that would see
 * it) asked "as if" it stood there, then moves to the best one; every move gives the next session. The
 * session is narrowed to tft-3d (`isRuleset`), so every answer has its tft-3d type: no casts.
 *
 *   node bot.js MAP.hsc [TURNS]
 */
import { readFileSync } from 'node:fs';
import { apply, ask, askAs, importMapFile, isRuleset, loadScenarioObject, placeable, reachMap, withFigures, type Session } from 'highground';

const [file, turnsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bot.js MAP.hsc [TURNS]');
const turns = Number(turnsArg ?? 3);

const loaded = loadScenarioObject({ ...importMapFile(file, readFileSync(file), { ruleset: 'tft-3d' }).scenario, figures: {} });
if (!isRuleset(loaded, 'tft-3d')) throw new Error('the map was imported for tft-3d');
let session: Session<'tft-3d'> = loaded;
const board = session.board;
if (!board) throw new Error('a hex map was expected');

// two figures a side, put on the first places they can stand from the left and the right edges
const sides: Record<string, string> = { R1: 'red', R2: 'red', B1: 'blue', B2: 'blue' };
for (const [id, side] of Object.entries(sides)) {
  const fromLeft = side === 'red';
  search: for (let i = 0; i < board.width; i++) {
    const x = fromLeft ? i : board.width - 1 - i;
    for (let y = 0; y < board.height; y++) {
      try {
        session = withFigures(session, { [id]: { at: [x, y], side } });
        break search;
      } catch {
        // the ruleset refuses this place: try the next
      }
    }
  }
}
const enemies = (id: string) => Object.keys(sides).filter((o) => sides[o] !== sides[id] && session.scenario.figures?.[o]);

function score(s: Session<'tft-3d'>, id: string, at: readonly [number, number]): number {
  let n = 0;
  for (const e of enemies(id)) {
    if (askAs(s, { figure: id, at }, { ask: 'sight', from: id, to: e }).sight === true) n++;
    if (askAs(s, { figure: id, at }, { ask: 'sight', from: e, to: id }).sight === true) n -= 0.5;
  }
  return n;
}

for (let turn = 1; turn <= turns; turn++) {
  for (const id of Object.keys(sides)) {
    if (!session.scenario.figures?.[id]) continue;
    const reach = reachMap(session, id, { budget: 6 });
    let best: { at: [number, number]; score: number; cost: number } | undefined;
    for (const c of reach.cells().slice(0, 60)) {
      if (c.cost === 0 || !placeable(session, id, c.at).ok) continue;
      const sc = score(session, id, c.at);
      if (!best || sc > best.score || (sc === best.score && c.cost < best.cost)) best = { at: c.at, score: sc, cost: c.cost };
    }
    if (!best) {
      console.log(`turn ${turn}: ${id} stays`);
      continue;
    }
    try {
      const move = ask(session, { ask: 'move', figure: id, to: best.at });
      // a tft-3d move verdict: legal with its cost, end facing and whether a jump risks a fall
      const how = move.legal ? `${move.cost} MA, facing ${move.facing ?? 'kept'}${move.risky ? ', a risky jump' : ''}` : 'refused';
      session = apply(session, { ask: 'move', figure: id, to: best.at }, move);
      console.log(`turn ${turn}: ${id} moves to [${best.at.join(', ')}] for ${best.cost} (score ${best.score}; ${how})`);
    } catch (e) {
      console.log(`turn ${turn}: ${id} cannot move to [${best.at.join(', ')}]: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
console.log(`done: ${Object.entries(session.scenario.figures ?? {}).map(([id, f]) => `${id} [${f.at.join(', ')}]`).join(', ')}`);
