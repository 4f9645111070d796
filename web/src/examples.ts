/**
 * The example maps bundled into the app: every examples/<ruleset>/*.yaml of the repository. Their titles
 * are in the first load (the `?title` imports of web/vite.config.ts); each map is a chunk of its own,
 * fetched when it opens, read from YAML at build time (`?scenario`).
 */
import type { Scenario } from 'highground/core';

const titles = import.meta.glob('../../examples/*/*.{yaml,yml}', { query: '?title', import: 'default', eager: true }) as Record<string, string>;
const maps = import.meta.glob('../../examples/*/*.{yaml,yml}', { query: '?scenario', import: 'default' }) as Record<string, () => Promise<Scenario>>;

export interface Example {
  /** "city-of-peril/diagram.yaml" */
  id: string;
  ruleset: string;
  name: string;
  /** The map, as `loadScenarioObject` takes it. */
  scenario: () => Promise<Scenario>;
}

export const EXAMPLES: readonly Example[] = Object.entries(titles)
  .map(([path, name]) => {
    const m = /examples\/([^/]+)\/([^/]+)$/.exec(path)!;
    return { id: `${m[1]}/${m[2]}`, ruleset: m[1]!, name, scenario: maps[path]! };
  })
  .sort((a, b) => a.id.localeCompare(b.id));
