/**
 * The top-down view: the library's SVG picture of the map (renderSvg), with interaction added on top
 * through its data attributes (data-cell, data-figure, data-table), and marks (selection, who is seen)
 * as CSS classes. Zoom with the buttons or Ctrl+wheel; the view scrolls.
 */
import { renderSvg, type Session, type Verdict } from 'highground';

export interface MapPointer {
  phase: 'down' | 'enter' | 'up' | 'click';
  figure?: string | undefined;
  cell?: [number, number] | undefined;
  /** Table maps: the point in inches. */
  point?: [number, number] | undefined;
  shift: boolean;
}

export interface Marks {
  selected?: string | undefined;
  target?: string | undefined;
  seen?: ReadonlySet<string> | undefined;
  unseen?: ReadonlySet<string> | undefined;
  cell?: readonly number[] | undefined;
}

export class TopView {
  readonly el: HTMLElement;
  private svg: SVGSVGElement | undefined;
  private zoom = 1;
  private baseBox = new WeakMap<Session, string>();
  private pressed = false;
  private lastCell = '';
  private onPointer: (p: MapPointer) => void;
  private onHover: (text: string) => void;
  private session: Session | undefined;

  constructor(el: HTMLElement, onPointer: (p: MapPointer) => void, onHover: (text: string) => void) {
    this.el = el;
    this.onPointer = onPointer;
    this.onHover = onHover;
    el.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      this.pressed = true;
      this.lastCell = '';
      const p = this.hit(e, 'down');
      if (p) {
        this.lastCell = p.cell ? p.cell.join(',') : '';
        this.onPointer(p);
      }
    });
    el.addEventListener('pointermove', (e) => {
      const p = this.hit(e, 'enter');
      if (!p) return;
      const key = p.cell ? p.cell.join(',') : '';
      if (p.cell && this.session?.board) {
        const b = this.session.board;
        const place = b.places[p.cell[1] * b.width + p.cell[0]];
        const top = place?.surfaces[place.surfaces.length - 1];
        this.onHover(top ? `[${p.cell.join(', ')}] level ${top.level}${top.terrain.length ? `, ${top.terrain.join(', ')}` : ''}${describeFeatures(top as unknown as Record<string, unknown>)}${place!.surfaces.length > 1 ? ` (${place!.surfaces.length} surfaces)` : ''}` : `[${p.cell.join(', ')}] not part of the map`);
      } else if (p.point) this.onHover(`${p.point[0].toFixed(1)}", ${p.point[1].toFixed(1)}"`);
      if (p.figure) this.onHover(`figure ${p.figure}`);
      if (this.pressed && key && key !== this.lastCell) {
        this.lastCell = key;
        this.onPointer(p);
      }
    });
    const up = (e: PointerEvent) => {
      if (!this.pressed) return;
      this.pressed = false;
      const p = this.hit(e, 'up') ?? { phase: 'up' as const, shift: e.shiftKey };
      this.onPointer(p);
    };
    el.addEventListener('pointerup', up);
    el.addEventListener('pointerleave', (e) => up(e));
    el.addEventListener('click', (e) => {
      const p = this.hit(e, 'click');
      if (p) this.onPointer(p);
    });
    el.addEventListener('wheel', (e) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      this.setZoom(this.zoom * (e.deltaY < 0 ? 1.15 : 1 / 1.15));
    }, { passive: false });
  }

  private hit(e: MouseEvent, phase: MapPointer['phase']): MapPointer | undefined {
    const t = e.target as Element | null;
    if (!t || !this.svg) return undefined;
    const fig = t.closest('[data-figure]');
    const cell = t.closest('[data-cell]');
    const out: MapPointer = { phase, shift: e.shiftKey };
    if (fig) out.figure = fig.getAttribute('data-figure') ?? undefined;
    if (cell) {
      const [x, y] = (cell.getAttribute('data-cell') ?? '').split(',').map(Number);
      if (Number.isInteger(x) && Number.isInteger(y)) out.cell = [x!, y!];
    }
    if (fig && !cell && this.session?.board) {
      const f = this.session.scenario.figures?.[out.figure!];
      if (f) out.cell = [f.at[0], f.at[1]];
    }
    const table = this.svg.querySelector('[data-table]');
    if (table && !this.session?.board) {
      const m = this.svg.getScreenCTM();
      const size = (table.getAttribute('data-table') ?? '').split('x').map(Number);
      if (m && size.length === 2) {
        const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
        const x0 = Number(table.getAttribute('x'));
        const y0 = Number(table.getAttribute('y'));
        const s = Number(table.getAttribute('width')) / size[0]!;
        const ix = (pt.x - x0) / s;
        const iy = (pt.y - y0) / s;
        if (ix >= 0 && iy >= 0 && ix <= size[0]! && iy <= size[1]!) out.point = [Math.round(ix * 4) / 4, Math.round(iy * 4) / 4];
      }
    }
    return out.figure || out.cell || out.point ? out : undefined;
  }

  show(session: Session, verdict: Verdict | undefined, marks: Marks): number {
    const t0 = performance.now();
    this.session = session;
    const markup = renderSvg(session, { verdict, idPrefix: 'v' });
    this.el.innerHTML = markup;
    const svg = this.el.querySelector('svg');
    if (!svg) return performance.now() - t0;
    this.svg = svg;
    svg.querySelector('g.caption')?.remove();
    // keep the frame of the picture without a verdict, so the map does not jump when a caption is dropped
    const box = svg.getAttribute('viewBox') ?? '';
    if (!verdict || !this.baseBox.has(session)) {
      if (!verdict) this.baseBox.set(session, box);
    }
    const base = this.baseBox.get(session);
    if (verdict && base) svg.setAttribute('viewBox', base);
    svg.removeAttribute('width');
    svg.removeAttribute('height');
    svg.setAttribute('preserveAspectRatio', 'xMidYMin meet');
    this.applyZoom();
    this.mark(marks);
    return performance.now() - t0;
  }

  private mark(m: Marks): void {
    if (!this.svg) return;
    for (const g of this.svg.querySelectorAll('[data-figure]')) {
      const id = g.getAttribute('data-figure') ?? '';
      g.classList.toggle('hg-selected', id === m.selected);
      g.classList.toggle('hg-target', id === m.target);
      g.classList.toggle('hg-seen', m.seen?.has(id) ?? false);
      g.classList.toggle('hg-unseen', m.unseen?.has(id) ?? false);
    }
    if (m.cell) this.svg.querySelector(`[data-cell="${m.cell[0]},${m.cell[1]}"]`)?.classList.add('hg-target-cell');
  }

  setZoom(z: number): void {
    this.zoom = Math.min(8, Math.max(1, z));
    this.applyZoom();
  }

  zoomBy(f: number): void {
    this.setZoom(this.zoom * f);
  }

  private applyZoom(): void {
    if (!this.svg) return;
    if (this.zoom === 1) {
      this.svg.style.width = '100%';
      this.svg.style.height = '100%';
    } else {
      this.svg.style.width = `${this.el.clientWidth * this.zoom}px`;
      this.svg.style.height = `${this.el.clientHeight * this.zoom}px`;
    }
  }
}

function describeFeatures(s: Record<string, unknown>): string {
  const bits = Object.entries(s)
    .filter(([k]) => k !== 'level' && k !== 'terrain')
    .map(([k, v]) => (v === true ? k : `${k} ${Array.isArray(v) ? v.join('/') : String(v)}`));
  return bits.length ? `; ${bits.join(', ')}` : '';
}
