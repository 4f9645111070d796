/**
 * Tests run with every game and the YAML reader registered, as a program importing `highground` does: a test importing an
 * inner module (src/api.ts, a ruleset's file) would otherwise see an empty registry, since the registry is
 * filled by what is imported. test/entries.test.ts checks the partial entries in a process of their own.
 */
import '../src/rulesets/index.js';
import '../src/yaml.js';
