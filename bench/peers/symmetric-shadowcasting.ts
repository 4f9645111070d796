/**
 * Symmetric shadowcasting, the field-of-view algorithm described by Albert Ford in "Symmetric
 * Shadowcasting" (https://www.albertford.com/shadowcasting/, reference implementation in Python released
 * under CC0 1.0, public domain dedication). No npm package ships it, so the benchmark carries this port as a
 * peer. Our TypeScript, written from the algorithm's description: the four quadrants are scanned row by
 * row; a row is the run of tiles between a start and an end slope; a wall narrows the next row and a floor
 * after a wall starts a new run; a floor tile is revealed only when its centre lies inside the slopes
 * (which makes sight symmetric). Recursion is replaced by an explicit stack; slopes are plain numbers (they
 * are ratios of small integers, exact in binary floating point for the sizes used here).
 */
export function symmetricShadowcast(
  ox: number,
  oy: number,
  isWall: (x: number, y: number) => boolean,
  reveal: (x: number, y: number) => void,
): void {
  reveal(ox, oy);
  // Row stack: depth, start slope, end slope, for one quadrant at a time.
  const depths: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  for (let q = 0; q < 4; q++) {
    // Quadrant transform of (depth, col) to the map: north, east, south, west.
    const tx = (d: number, c: number) => (q === 0 ? ox + c : q === 1 ? ox + d : q === 2 ? ox + c : ox - d);
    const ty = (d: number, c: number) => (q === 0 ? oy - d : q === 1 ? oy + c : q === 2 ? oy + d : oy + c);
    depths.push(1);
    starts.push(-1);
    ends.push(1);
    while (depths.length) {
      const depth = depths.pop()!;
      let start = starts.pop()!;
      const end = ends.pop()!;
      const minCol = Math.floor(depth * start + 0.5); // round half up
      const maxCol = Math.ceil(depth * end - 0.5); // round half down
      let prev = 0; // 0 none yet, 1 wall, 2 floor
      for (let col = minCol; col <= maxCol; col++) {
        const x = tx(depth, col), y = ty(depth, col);
        const wall = isWall(x, y);
        if (wall || (col >= depth * start && col <= depth * end)) reveal(x, y);
        if (prev === 1 && !wall) start = (2 * col - 1) / (2 * depth);
        if (prev === 2 && wall) {
          depths.push(depth + 1);
          starts.push(start);
          ends.push((2 * col - 1) / (2 * depth));
        }
        prev = wall ? 1 : 2;
      }
      if (prev === 2) {
        depths.push(depth + 1);
        starts.push(start);
        ends.push(end);
      }
    }
  }
}
