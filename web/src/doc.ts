/**
 * The open map and its history. Every change is a new scenario object validated through
 * loadScenarioObject; an invalid one throws (HighgroundError) and nothing changes. Moves and edits share
 * one undo history, shown as the log.
 */
import { loadScenarioObject, type Scenario, type Session } from 'highground';

export type EntryKind = 'open' | 'move' | 'edit';

export interface Entry {
  readonly scenario: Scenario;
  readonly label: string;
  readonly kind: EntryKind;
  /** Changes with the same key join one entry (one stroke of painting is one undo step). */
  readonly mergeKey?: string | undefined;
}

export class Doc {
  session: Session;
  /** The entries before the current state (the current state is entries[index]). */
  entries: Entry[];
  index: number;
  file: string;
  private listeners: (() => void)[] = [];

  constructor(session: Session, label: string, file: string) {
    this.session = session;
    this.file = file;
    this.entries = [{ scenario: session.scenario, label, kind: 'open' }];
    this.index = 0;
  }

  get scenario(): Scenario {
    return this.session.scenario;
  }

  onChange(f: () => void): void {
    this.listeners.push(f);
  }

  private changed(): void {
    for (const f of this.listeners) f();
  }

  /**
   * Make `next` the current scenario. Throws HighgroundError if it does not load (nothing changes).
   * With a `mergeKey` equal to the current entry's, the change joins that entry instead of adding one.
   */
  apply(next: Scenario, label: string, kind: EntryKind, mergeKey?: string): Session {
    const session = loadScenarioObject(next, this.file);
    this.session = session;
    const entry: Entry = { scenario: session.scenario, label, kind, mergeKey };
    const cur = this.entries[this.index]!;
    if (mergeKey !== undefined && this.index > 0 && cur.mergeKey === mergeKey && this.index === this.entries.length - 1) this.entries[this.index] = entry;
    else {
      this.entries = [...this.entries.slice(0, this.index + 1), entry];
      this.index++;
    }
    this.changed();
    return session;
  }

  /** Replace everything (a newly opened map). */
  reset(session: Session, label: string, file: string): void {
    this.session = session;
    this.file = file;
    this.entries = [{ scenario: session.scenario, label, kind: 'open' }];
    this.index = 0;
    this.changed();
  }

  /** Bring back a saved history (autosave); throws if its current map no longer loads. */
  restore(entries: readonly Entry[], index: number, file: string): void {
    const session = loadScenarioObject(entries[index]!.scenario, file);
    this.session = session;
    this.file = file;
    this.entries = entries.map((e) => ({ scenario: e.scenario, label: e.label, kind: e.kind }));
    this.entries[index] = { ...this.entries[index]!, scenario: session.scenario };
    this.index = index;
    this.changed();
  }

  canUndo(): boolean {
    return this.index > 0;
  }

  canRedo(): boolean {
    return this.index < this.entries.length - 1;
  }

  undo(): boolean {
    if (!this.canUndo()) return false;
    return this.goto(this.index - 1);
  }

  redo(): boolean {
    if (!this.canRedo()) return false;
    return this.goto(this.index + 1);
  }

  goto(i: number): boolean {
    const e = this.entries[i];
    if (!e) return false;
    this.session = loadScenarioObject(e.scenario, this.file);
    this.index = i;
    this.changed();
    return true;
  }
}
