/**
 * A uniform grid over bounding boxes, for the segment and point tests of the movement search (issue 17: every
 * edge was tested against every obstacle). Each item is filed in every cell its box overlaps; a query visits
 * the items filed in the cells a segment passes, each once. It only chooses candidates: the caller still runs
 * its exact test on each, so an answer is the same as testing every item.
 *
 * Cells along a segment are found column by column: in each column the segment's y-range (from the line's
 * equation, widened by a margin far above its rounding error) gives the rows. That covers every point of the
 * segment, so an item whose box the segment meets is always visited (a plain uniform-grid walk, as in
 * Amanatides and Woo, "A fast voxel traversal algorithm", 1987, with whole columns instead of single cells).
 */

export type Box = readonly [number, number, number, number];

/** Below this many items a query simply visits them all. */
const SMALL = 12;
const MARGIN = 1e-7;

export class BoxGrid {
  private readonly boxes: readonly Box[];
  private readonly x0: number;
  private readonly y0: number;
  private readonly cell: number;
  private readonly nx: number;
  private readonly ny: number;
  /** The items filed in cell k are items[start[k]] .. items[start[k + 1] - 1], in the order of the list. */
  private readonly start: Int32Array | undefined;
  private readonly items: Int32Array;
  private readonly seen: Uint32Array;
  private tick = 0;

  constructor(boxes: readonly Box[]) {
    this.boxes = boxes;
    this.seen = new Uint32Array(boxes.length);
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity, area = 0;
    for (const b of boxes) {
      x0 = Math.min(x0, b[0]);
      y0 = Math.min(y0, b[1]);
      x1 = Math.max(x1, b[2]);
      y1 = Math.max(y1, b[3]);
      area += (b[2] - b[0]) * (b[3] - b[1]);
    }
    this.x0 = x0;
    this.y0 = y0;
    if (boxes.length < SMALL) {
      this.cell = 1;
      this.nx = this.ny = 0;
      this.start = undefined;
      this.items = new Int32Array(0);
      return;
    }
    // About one item per cell, no more than 256 cells a side, and no more than four cells an item over the
    // whole extent (small items spread thin filled a 256 x 256 grid of empty lists, built again for each
    // layer and mover: issue 17).
    const side = Math.max(x1 - x0, y1 - y0, 1e-6);
    const spread = Math.sqrt(Math.max((x1 - x0) * (y1 - y0), 1e-12) / (4 * boxes.length));
    const cell = Math.max(Math.sqrt(Math.max(area, 1e-12) / boxes.length), side / 256, spread);
    this.cell = cell;
    this.nx = Math.max(1, Math.ceil((x1 - x0) / cell) + 1);
    this.ny = Math.max(1, Math.ceil((y1 - y0) / cell) + 1);
    // Filed in two passes over one flat array: count each cell's items, then place them.
    const cells = this.nx * this.ny;
    const start = new Int32Array(cells + 1);
    const span = new Int32Array(4 * boxes.length);
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i]!;
      const c0 = (span[4 * i] = this.col(b[0] - MARGIN)), c1 = (span[4 * i + 1] = this.col(b[2] + MARGIN));
      const r0 = (span[4 * i + 2] = this.row(b[1] - MARGIN)), r1 = (span[4 * i + 3] = this.row(b[3] + MARGIN));
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) start[r * this.nx + c + 1]!++;
    }
    for (let k = 0; k < cells; k++) start[k + 1]! += start[k]!;
    const items = new Int32Array(start[cells]!);
    const fill = start.slice(0, cells);
    for (let i = 0; i < boxes.length; i++) {
      const c0 = span[4 * i]!, c1 = span[4 * i + 1]!, r0 = span[4 * i + 2]!, r1 = span[4 * i + 3]!;
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) items[fill[r * this.nx + c]!++] = i;
    }
    this.start = start;
    this.items = items;
  }

  private col(x: number): number {
    return Math.min(this.nx - 1, Math.max(0, Math.floor((x - this.x0) / this.cell)));
  }

  private row(y: number): number {
    return Math.min(this.ny - 1, Math.max(0, Math.floor((y - this.y0) / this.cell)));
  }

  /**
   * Visit every item whose box may meet the segment a-b (each once), until `visit` returns true; returns
   * whether it did.
   */
  segment(ax: number, ay: number, bx: number, by: number, visit: (i: number) => boolean): boolean {
    const boxes = this.boxes;
    const lx = Math.min(ax, bx) - MARGIN, hx = Math.max(ax, bx) + MARGIN;
    const ly = Math.min(ay, by) - MARGIN, hy = Math.max(ay, by) + MARGIN;
    const start = this.start, items = this.items;
    if (!start) {
      for (let i = 0; i < boxes.length; i++) {
        const b = boxes[i]!;
        if (b[0] > hx || b[2] < lx || b[1] > hy || b[3] < ly) continue;
        if (visit(i)) return true;
      }
      return false;
    }
    const tick = this.next();
    const seen = this.seen;
    const c0 = this.col(lx), c1 = this.col(hx);
    const dx = bx - ax;
    for (let c = c0; c <= c1; c++) {
      // The segment's y-range within this column.
      let y0 = ly, y1 = hy;
      if (c0 !== c1 && dx !== 0) {
        const xa = Math.max(lx, this.x0 + c * this.cell), xb = Math.min(hx, this.x0 + (c + 1) * this.cell);
        const ya = ay + ((xa - ax) / dx) * (by - ay), yb = ay + ((xb - ax) / dx) * (by - ay);
        const slack = MARGIN + 1e-9 * (Math.abs(ya) + Math.abs(yb));
        y0 = Math.max(ly, Math.min(ya, yb) - slack);
        y1 = Math.min(hy, Math.max(ya, yb) + slack);
        if (c === c0) y0 = Math.min(y0, dx > 0 ? ay : by);
        if (c === c1) y1 = Math.max(y1, dx > 0 ? by : ay);
        if (c === c0) y1 = Math.max(y1, dx > 0 ? ay : by);
        if (c === c1) y0 = Math.min(y0, dx > 0 ? by : ay);
      }
      const r0 = this.row(y0), r1 = this.row(y1);
      for (let r = r0; r <= r1; r++) {
        const at = r * this.nx + c;
        for (let k = start[at]!, end = start[at + 1]!; k < end; k++) {
          const i = items[k]!;
          if (seen[i] === tick) continue;
          seen[i] = tick;
          const b = boxes[i]!;
          if (b[0] > hx || b[2] < lx || b[1] > hy || b[3] < ly) continue;
          if (visit(i)) return true;
        }
      }
    }
    return false;
  }

  /** Visit every item whose box holds the point, until `visit` returns true; returns whether it did. */
  point(x: number, y: number, visit: (i: number) => boolean): boolean {
    const boxes = this.boxes;
    const start = this.start, items = this.items;
    if (!start) {
      for (let i = 0; i < boxes.length; i++) {
        const b = boxes[i]!;
        if (b[0] > x + MARGIN || b[2] < x - MARGIN || b[1] > y + MARGIN || b[3] < y - MARGIN) continue;
        if (visit(i)) return true;
      }
      return false;
    }
    const at = this.row(y) * this.nx + this.col(x);
    for (let k = start[at]!, end = start[at + 1]!; k < end; k++) {
      const i = items[k]!;
      const b = boxes[i]!;
      if (b[0] > x + MARGIN || b[2] < x - MARGIN || b[1] > y + MARGIN || b[3] < y - MARGIN) continue;
      if (visit(i)) return true;
    }
    return false;
  }

  private next(): number {
    if (++this.tick === 0xffffffff) {
      this.seen.fill(0);
      this.tick = 1;
    }
    return this.tick;
  }
}
