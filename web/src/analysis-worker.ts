/** Runs the map analysis off the page's thread (analysis.ts posts the scenario, gets the numbers back). */
import { analyzeScenario, analyzeTable, HighgroundError, type Scenario } from 'highground';

const post = (m: unknown) => (globalThis as unknown as { postMessage(m: unknown): void }).postMessage(m);

globalThis.addEventListener('message', (e: Event) => {
  const { id, scenario } = (e as MessageEvent<{ id: number; scenario: Scenario }>).data;
  try {
    if (scenario.map.grid === 'table') post({ id, table: analyzeTable(scenario) });
    else post({ id, grid: analyzeScenario(scenario) });
  } catch (err) {
    post({ id, error: err instanceof HighgroundError ? err.message : String(err) });
  }
});
