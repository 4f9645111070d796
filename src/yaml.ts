/**
 * `highground/yaml`: registers the YAML reader of scenario text with the shared core. A game's entry
 * (`highground/<id>` with `highground/core`) reads scenarios given as objects or JSON text; import this
 * once and `loadScenario` reads YAML text too (the `highground` entry always registers it).
 *
 * @module highground/yaml
 */
import { useScenarioTextReader } from './formats/scenario/parse.js';
import { readYamlScenario } from './formats/scenario/yaml.js';

useScenarioTextReader(readYamlScenario);
