/**
 * Shared drawing state for one render: the frame, the <defs> registry (patterns by style, with ids
 * generated from a counter and the caller's prefix) and the legend entries collected while drawing.
 */
import type { Frame } from './frame.js';
import { patternDef, terrainStyle, type TerrainStyle } from './style.js';

export interface LegendEntry {
  /** Swatch markup, drawn in a 16 x 16 box at the origin. */
  swatch: string;
  label: string;
}

export interface LegendSection {
  heading: string;
  entries: LegendEntry[];
}

export class Canvas {
  readonly frame: Frame;
  readonly prefix: string;
  private readonly defs: string[] = [];
  private readonly patterns = new Map<TerrainStyle, string | undefined>();
  private readonly sections = new Map<string, { entries: Map<string, LegendEntry> }>();
  private counter = 0;

  constructor(frame: Frame, prefix: string) {
    this.frame = frame;
    this.prefix = prefix;
  }

  /** A fresh id for a def. */
  id(kind: string): string {
    return `${this.prefix}${kind}${this.counter++}`;
  }

  addDef(markup: string): void {
    this.defs.push(markup);
  }

  /** Fill reference for the pattern of a style (undefined for a style without a pattern). */
  patternFill(st: TerrainStyle): string | undefined {
    if (!this.patterns.has(st)) {
      const id = this.id('p');
      const def = patternDef(id, st, Math.max(6, this.frame.cell / 4.5));
      if (def) this.defs.push(def);
      this.patterns.set(st, def ? id : undefined);
    }
    const id = this.patterns.get(st);
    return id ? `url(#${id})` : undefined;
  }

  /** Style of a terrain name, with its pattern registered. */
  terrain(name: string): { style: TerrainStyle; pattern: string | undefined } {
    const style = terrainStyle(name);
    return { style, pattern: this.patternFill(style) };
  }

  legend(section: string, key: string, entry: LegendEntry): void {
    let s = this.sections.get(section);
    if (!s) this.sections.set(section, (s = { entries: new Map() }));
    if (!s.entries.has(key)) s.entries.set(key, entry);
  }

  legendSections(order: readonly string[]): LegendSection[] {
    const names = [...order.filter((n) => this.sections.has(n)), ...[...this.sections.keys()].filter((n) => !order.includes(n))];
    return names.map((heading) => ({ heading, entries: [...this.sections.get(heading)!.entries.values()] }));
  }

  defsMarkup(): string {
    return this.defs.join('');
  }
}
