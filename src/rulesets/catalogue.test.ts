import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS build script
import { catalogueModule } from '../../scripts/gen-catalogue.js';
import { CLAUSES } from './catalogue.js';

const shared = new URL('../../../shared/rules/catalogue.yaml', import.meta.url);

describe('rules catalogue copy', () => {
  it.skipIf(!existsSync(shared))('matches ../shared/rules/catalogue.yaml (regenerate with node scripts/gen-catalogue.js)', () => {
    const current = readFileSync(new URL('./catalogue.generated.ts', import.meta.url), 'utf8');
    expect(current).toBe(catalogueModule(readFileSync(shared, 'utf8')));
  });
  it('has unique ids', () => {
    expect(new Set(CLAUSES.map((c) => c.id)).size).toBe(CLAUSES.length);
  });
});
