/* Test-only helpers (*.support.ts): imported by tests, never built into dist (tsconfig.build.json). */
import { loadScenario } from './api.js';
import { HighgroundError } from './errors.js';

/**
 * The HighgroundError a scenario text is refused with, read as if from `file`. Any other exception is
 * rethrown, and a text that loads fails the calling test: an error test must not pass on a good file.
 */
export function loadError(text: string, file = 'bad.yaml'): HighgroundError {
  return refusalOf(() => loadScenario(text, file), `expected ${file} to be refused, but it loaded`);
}

/** The HighgroundError `f` throws; any other exception is rethrown, and no error at all fails the calling test. */
export function refusalOf(f: () => unknown, none = 'expected a HighgroundError, but nothing was thrown'): HighgroundError {
  try {
    f();
  } catch (e) {
    if (e instanceof HighgroundError) return e;
    throw e;
  }
  throw new Error(none);
}
