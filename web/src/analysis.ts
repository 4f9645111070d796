/**
 * The map analysis in the app: a panel to pick a heat map (visibility, perches, chokepoints, climbs, turns
 * from a start zone), its legend, the start-zone fairness table; the heat map laid over the top-down view
 * and the 3-D view. Recomputed (after a short pause) when the map changes, while the panel is open.
 *
 * Kept apart from main.ts, in a chunk of its own (issue 21: not in the first load): main makes the panel's
 * summary and loads this module when the panel is first opened, calls `afterDraw()` after each drawing and
 * gives a way to colour the 3-D tops. The numbers come from the library's analyzeScenario / analyzeTable on the public API, run in a
 * worker (analysis-worker.ts) so the page stays responsive, with the seconds counted while it runs.
 */
import { analysisLayers, analyzeScenario, analyzeTable, HighgroundError, overlayColour, overlayScale, renderMapSvg, tableLayers, type AnalysisLayer, type MapAnalysis, type Session, type TableAnalysis } from 'highground/core';
import { h } from './dom.js';

export interface HeatCell {
  at: readonly [number, number];
  level: number;
  colour: string;
}

const pct = (v: number | null) => (v === null ? '-' : `${Math.round(v * 100)}%`);

export class AnalysisPanel {
  private readonly el: HTMLDetailsElement;
  private readonly getSession: () => Session | undefined;
  private readonly heat3d: (cells: HeatCell[] | undefined) => void;
  private layer = 'sees';
  private analysis: MapAnalysis | undefined;
  private table: TableAnalysis | undefined;
  private layers: AnalysisLayer[] = [];
  private error = '';
  /** The map the analysis is of, and the one waiting to be analysed. */
  private doneKey = '';
  private timer = 0;
  private status = '';
  private drawnKey = '';

  /** `el`: the panel's `<details>` (its summary first), made by main.ts, which loads this module when it is first opened. */
  constructor(el: HTMLDetailsElement, getSession: () => Session | undefined, heat3d: (cells: HeatCell[] | undefined) => void) {
    this.getSession = getSession;
    this.heat3d = heat3d;
    this.el = el;
    this.el.addEventListener('toggle', () => this.afterDraw());
    this.render();
  }

  /** The map as the analysis sees it: ruleset, options and map (figures do not count). */
  private keyOf(s: Session): string {
    return `${s.ruleset.id}\n${JSON.stringify(s.scenario.options ?? {})}\n${JSON.stringify(s.scenario.map)}`;
  }

  /** After each drawing of the views: recompute if the map changed (the panel open), lay the heat map over. */
  afterDraw(): void {
    const s = this.getSession();
    const on = this.el.open && s !== undefined;
    const key = on ? this.keyOf(s) : '';
    if (on && key !== this.doneKey && key !== this.wantKey) {
      this.wantKey = key;
      this.schedule();
    }
    this.apply();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.cancel();
    this.status = 'Analysing the map…';
    this.render();
    // a pause: edits in a row are analysed once; and the status is painted before the work starts
    this.timer = window.setTimeout(() => this.compute(), 250);
  }

  private worker: Worker | undefined;
  private job = 0;
  private running = false;
  /** The map being analysed or waiting for it. */
  private wantKey = '';
  private ticker = 0;

  /** A worker for the analysis (undefined where the browser will not start one: then it runs here). */
  private ensureWorker(): Worker | undefined {
    if (this.worker) return this.worker;
    try {
      this.worker = new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return undefined;
    }
    return this.worker;
  }

  private compute(): void {
    const s = this.getSession();
    if (!s || !this.el.open) {
      this.wantKey = '';
      return;
    }
    const key = this.keyOf(s);
    const t0 = performance.now();
    const id = ++this.job;
    this.running = true;
    const done = (r: { grid?: MapAnalysis; table?: TableAnalysis; error?: string }) => {
      if (id !== this.job) return;
      this.running = false;
      clearInterval(this.ticker);
      this.finish(s, key, r, performance.now() - t0);
    };
    const w = this.ensureWorker();
    if (!w) {
      try {
        done(s.scenario.map.grid === 'table' ? { table: analyzeTable(s.scenario) } : { grid: analyzeScenario(s.scenario) });
      } catch (e) {
        done({ error: e instanceof HighgroundError ? e.message : String(e) });
      }
      return;
    }
    // progress while it runs; a newer map replaces the job (the old worker is stopped)
    clearInterval(this.ticker);
    this.ticker = window.setInterval(() => {
      this.status = `Analysing the map\u2026 ${((performance.now() - t0) / 1000).toFixed(1)} s`;
      const p = this.el.querySelector('.analysis-status');
      if (p) p.textContent = this.status;
    }, 200);
    w.onmessage = (e: MessageEvent<{ id: number; grid?: MapAnalysis; table?: TableAnalysis; error?: string }>) => {
      if (e.data.id === id) done(e.data);
    };
    w.onerror = (e) => {
      e.preventDefault();
      this.worker?.terminate();
      this.worker = undefined;
      done({ error: `the analysis stopped: ${e.message}` });
    };
    w.postMessage({ id, scenario: s.scenario });
  }

  private finish(s: Session, key: string, r: { grid?: MapAnalysis; table?: TableAnalysis; error?: string }, ms: number): void {
    this.analysis = r.grid;
    this.table = r.table;
    this.error = r.error ?? '';
    this.status = '';
    if (r.table) {
      this.layers = tableLayers(r.table, s.scenario);
      if (!this.layers.some((l) => l.id === this.layer)) this.layer = this.layers[0]?.id ?? 'off';
      this.status = `Analysed in ${Math.round(ms)} ms (${r.table.timing.questions} sight questions, points every ${r.table.step}").`;
    } else if (r.grid) {
      const a = r.grid;
      this.layers = analysisLayers(a);
      if (!this.layers.some((l) => l.id === this.layer)) this.layer = 'sees';
      this.status = `Analysed in ${Math.round(ms)} ms (sight ${Math.round(a.timing.sightMs)} ms, movement ${Math.round(a.timing.movementMs)} ms), for ${a.figure.doc}.`;
    } else this.layers = [];
    this.doneKey = key;
    this.drawnKey = '';
    this.render();
    this.apply();
  }

  /** Stop a running analysis whose map is gone (a newer one is scheduled). */
  private cancel(): void {
    if (this.running && this.worker) {
      this.worker.terminate();
      this.worker = undefined;
    }
    this.running = false;
    this.job++;
    clearInterval(this.ticker);
  }

  private current(): AnalysisLayer | undefined {
    if (!this.el.open || this.layer === 'off') return undefined;
    return this.layers.find((l) => l.id === this.layer);
  }

  /** Lay the chosen heat map over the top-down picture and the 3-D view (or take it off). */
  private apply(): void {
    const s = this.getSession();
    const base = document.querySelector<SVGSVGElement>('#view2d svg.hg-map');
    const l = this.current();
    const fresh = s !== undefined && this.keyOf(s) === this.doneKey;
    const key = l && fresh ? `${this.doneKey}\n${l.id}` : '';
    const present = base?.querySelector('g.hg-analysis');
    if (key === this.drawnKey && (key === '' ? !present : !!present)) return;
    present?.remove();
    base?.querySelector('defs > [data-analysis]')?.remove();
    this.drawnKey = key;
    const map = s?.scenario.map;
    if (!l || !s || !map || (!s.board && map.grid !== 'table') || !fresh) {
      this.heat3d(undefined);
      return;
    }
    if (base) {
      // the same frame as the map picture (same board, default scale): only the overlay is taken
      const holder = document.createElement('div');
      const src = map.grid === 'table' ? { table: map } : { board: s.board, groundLevel: s.ruleset.groundLevel };
      holder.innerHTML = renderMapSvg(src, { overlay: l.overlay, idPrefix: 'an', legend: false });
      const svg = holder.querySelector('svg');
      const g = svg?.querySelector('g.overlay');
      if (svg && g) {
        const defs = base.querySelector('defs') ?? base.insertBefore(document.createElementNS('http://www.w3.org/2000/svg', 'defs'), base.firstChild);
        for (const d of svg.querySelectorAll('defs > [id^="hgan-ov"]')) {
          d.setAttribute('data-analysis', '');
          defs.append(d);
        }
        const wrap = document.createElementNS('http://www.w3.org/2000/svg', 'g');
        wrap.setAttribute('class', 'hg-analysis');
        wrap.setAttribute('pointer-events', 'none');
        wrap.append(g);
        const decor = base.querySelector(':scope > g.decor');
        base.insertBefore(wrap, decor ? decor.nextSibling : null);
      }
    }
    let lo = Infinity, hi = -Infinity;
    for (const v of l.overlay.values) if (v.value !== null) { lo = Math.min(lo, v.value); hi = Math.max(hi, v.value); }
    lo = l.overlay.min ?? lo;
    hi = l.overlay.max ?? hi;
    const a = this.analysis;
    if (!a) {
      this.heat3d(undefined); // tables: the heat map is drawn on the top-down view only
      return;
    }
    const cells: HeatCell[] = [];
    a.places.forEach((p, i) => {
      const v = l.overlay.values[i]?.value;
      if (v !== null && v !== undefined) cells.push({ at: p.at, level: p.level, colour: overlayColour(l.overlay, v, lo, hi) });
    });
    this.heat3d(cells);
  }

  private render(): void {
    const a = this.analysis;
    const body: (HTMLElement | string)[] = [];
    body.push(h('p', { class: 'analysis-status', 'aria-live': 'polite' }, this.status));
    if (this.error) body.push(h('p', { class: 'bad' }, this.error));
    if (a || this.table) {
      const choices = [{ id: 'off', name: 'No overlay' }, ...this.layers.map((l) => ({ id: l.id, name: l.name }))];
      body.push(h('div', { class: 'analysis-layers', role: 'radiogroup' }, choices.map((c) => h('label', {},
        h('input', { type: 'radio', name: 'analysis-layer', value: c.id, checked: c.id === this.layer, onchange: () => { this.layer = c.id; this.render(); this.apply(); } }), c.name))));
      const l = this.current();
      if (l) {
        body.push(h('div', { class: 'analysis-legend' }, h('b', {}, l.overlay.title),
          l.overlay.values.length ? h('div', { class: 'ramp' }, overlayScale(l.overlay).map((s) => h('span', { style: `background:${s.colour}` }, String(s.value)))) : '',
          ...(l.overlay.shapes ?? []).filter((sh) => sh.label).map((sh) => h('div', {}, h('span', { style: `color:${sh.colour ?? '#222'}` }, '\u25a0 '), sh.label!)),
          l.overlay.note ? h('small', {}, l.overlay.note) : ''));
      }
    }
    const t = this.table;
    if (t) {
      const b = t.balance;
      body.push(h('p', {}, `${b.balanced ? 'Balanced' : 'Not balanced'}: coverage ${pct(b.coverage)}; blocking ${pct(b.split.blocking ?? 0)}, severe ${pct(b.split.severe ?? 0)}, cover ${pct(b.split.cover ?? 0)}; ${b.symmetric ? 'symmetric' : 'not symmetric'} (nearest: ${t.nearestSymmetry.name} ${t.nearestSymmetry.score}).`));
      for (const p of b.problems) body.push(h('p', { class: 'bad' }, p));
      body.push(h('p', {}, `Thirds: ${t.thirds.parts.map((p) => `${p.name} ${pct(p.coverage)}`).join(', ')}.`));
      body.push(h('p', {}, t.zones.map((z) => `${z.name} sees ${pct(z.seesShare)} of the table (${z.others.map((o) => `${pct(o.seenShare)} of ${o.zone}`).join(', ')})`).join('; ') + '.'));
    }
    if (a) {
      const v = a.visibility;
      body.push(h('p', {}, `${a.places.length} standing places; a place sees ${pct(a.places.length ? v.meanSees / a.places.length : 0)} of the map on average; ${pct(v.hiddenShare)} is hidden from everywhere; ${a.movement.crossTurns ?? '-'} turns to cross west to east.`));
      if (a.fairness) {
        const notional = a.zones.some((z) => z.notional);
        body.push(h('table', { class: 'fairness' },
          h('caption', {}, notional ? 'Fairness (no start zones: west and east edges)' : 'Start-zone fairness'),
          h('tr', {}, ['zone', 'sees', 'seen from', 'high ground (2 turns)', 'glyph (turns)', 'zone (turns)', 'exposure'].map((t) => h('th', {}, t))),
          a.fairness.rows.map((r) => h('tr', {}, [r.zone, pct(r.sees), pct(r.seenFrom), String(r.highGround), String(r.nearestGlyph ?? '-'), String(r.nearestZone ?? '-'), pct(r.exposure)].map((t) => h('td', {}, t))))));
        body.push(h('p', { class: 'verdict' }, a.fairness.verdict));
      }
    }
    this.el.replaceChildren(this.el.firstChild!, ...body);
  }
}
