/**
 * A virtual-tabletop drag loop (issue 21): a pointer drags a figure across the map; at each pointer position
 * the cell under it is found with the map's layout, `placeable` says whether the figure may stand there (and
 * why not), and an as-if question says what it would see from there. Dropping gives the next session; the
 * undo list is a list of sessions.
 *
 *   node vtt.js [SCENARIO.yaml]   (default: a small heroclix map)
 */
import { readFileSync } from 'node:fs';
import { askAs, HighgroundError, layoutOf, loadScenario, loadScenarioObject, placeable, type Session } from 'highground';

const file = process.argv[2];
const start: Session = file
  ? loadScenario(readFileSync(file, 'utf8'), file)
  : loadScenarioObject({
      format: 'highground/1',
      ruleset: 'heroclix',
      map: { grid: 'square', rows: '1 1 1 1 1\n1 1 B 1 1\n1 1 B 1 1\n1 1 1 1 1', legend: { '1': { level: 1 }, B: { level: 1, terrain: 'blocking' } } },
      figures: { A: { at: [0, 0] }, E: { at: [4, 3] } },
    });

const history: Session[] = [start];
const layout = layoutOf(start, { size: 32 });
const [mover, ...others] = Object.keys(start.scenario.figures ?? {});
if (!mover) throw new Error('the scenario has no figures to drag');

// a drag across the map, in pixels
const from = layout.toPixel(start.scenario.figures?.[mover]?.at ?? [0, 0]);
const steps = 6;
for (let i = 1; i <= steps; i++) {
  const current = history[history.length - 1]!;
  const p = { x: from.x + i * layout.size * 0.75, y: from.y + i * layout.size * 0.5 };
  const cell = layout.fromPixel(p);
  const ok = placeable(current, mover, cell);
  if (!ok.ok) {
    console.log(`pointer (${p.x.toFixed(0)}, ${p.y.toFixed(0)}) over [${cell.join(', ')}]: refused (${ok.code}): ${ok.reason}`);
    continue;
  }
  const sees = others.filter((o) => askAs(current, { figure: mover, at: cell }, { ask: 'sight', from: mover, to: o }).sight === true);
  console.log(`pointer (${p.x.toFixed(0)}, ${p.y.toFixed(0)}) over [${cell.join(', ')}]: may stand, sees ${sees.join(', ') || 'nobody'}`);
  if (i % 2 === 0) history.push(ok.session); // dropped here: the next session
}
const last = history[history.length - 1]!;
try {
  layoutOf(last, { size: -1 });
} catch (e) {
  if (e instanceof HighgroundError) console.log(`a bad layout is refused with code ${e.code}`);
}
console.log(`undo list: ${history.length} sessions; ${mover} ends at [${last.scenario.figures?.[mover]?.at.join(', ')}]`);
