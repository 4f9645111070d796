/** The example maps bundled into the app: every examples/<ruleset>/*.yaml of the repository. */
const files = import.meta.glob('../../examples/*/*.{yaml,yml}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export interface Example {
  /** "city-of-peril/diagram.yaml" */
  id: string;
  ruleset: string;
  name: string;
  text: string;
}

export const EXAMPLES: readonly Example[] = Object.entries(files)
  .map(([path, text]) => {
    const m = /examples\/([^/]+)\/([^/]+)$/.exec(path)!;
    const title = /^title:\s*(.+)$/m.exec(text)?.[1]?.replace(/^["']|["']$/g, '').trim();
    return { id: `${m[1]}/${m[2]}`, ruleset: m[1]!, name: title ?? m[2]!.replace(/\.ya?ml$/, ''), text };
  })
  .sort((a, b) => a.id.localeCompare(b.id));
