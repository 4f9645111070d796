import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../api.js';
import { getRuleset } from '../../rulesets/index.js';
import { parseScenarioText } from '../scenario/parse.js';
import { buildGridBoard } from '../scenario/grid.js';
import type { Verdict } from '../../verdict.js';
import { renderSvg, renderMapSvg } from './index.js';

/** A small XML well-formedness check: returns the element tree or throws at the first fault. */
interface Node {
  name: string;
  attrs: Record<string, string>;
  children: Node[];
  text: string;
}
function parseXml(xml: string): Node {
  const root: Node = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: Node[] = [root];
  const entity = /^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;
  const decode = (s: string, where: number) => {
    for (let i = s.indexOf('&'); i >= 0; i = s.indexOf('&', i + 1))
      if (!entity.test(s.slice(i))) throw new Error(`bad entity at ${where + i}: ${s.slice(i, i + 12)}`);
    if (s.includes('<')) throw new Error(`raw < at ${where}`);
    return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  };
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const top = stack[stack.length - 1]!;
    if (lt < 0) {
      if (xml.slice(i).trim()) throw new Error('text after the root element');
      break;
    }
    if (lt > i) top.text += decode(xml.slice(i, lt), i);
    const gt = xml.indexOf('>', lt);
    if (gt < 0) throw new Error(`unclosed tag at ${lt}`);
    const tag = xml.slice(lt + 1, gt);
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name}> at ${lt}`);
    } else {
      const selfClose = tag.endsWith('/');
      const body = selfClose ? tag.slice(0, -1) : tag;
      const m = /^([A-Za-z_][\w:.-]*)/.exec(body);
      if (!m) throw new Error(`bad tag name at ${lt}: ${body.slice(0, 20)}`);
      const node: Node = { name: m[1]!, attrs: {}, children: [], text: '' };
      let rest = body.slice(m[1]!.length);
      const attr = /^\s+([A-Za-z_][\w:.-]*)="([^"]*)"/;
      for (let a = attr.exec(rest); a; a = attr.exec(rest)) {
        if (a[1]! in node.attrs) throw new Error(`duplicate attribute ${a[1]} on <${node.name}>`);
        node.attrs[a[1]!] = decode(a[2]!, lt);
        rest = rest.slice(a[0].length);
      }
      if (rest.trim()) throw new Error(`junk in <${node.name}> at ${lt}: ${rest.slice(0, 30)}`);
      if (stack.length === 1 && root.children.length) throw new Error('two root elements');
      top.children.push(node);
      if (!selfClose) stack.push(node);
    }
    i = gt + 1;
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  if (root.children.length !== 1) throw new Error('no root element');
  return root.children[0]!;
}
function all(n: Node, pred: (n: Node) => boolean, out: Node[] = []): Node[] {
  if (pred(n)) out.push(n);
  for (const c of n.children) all(c, pred, out);
  return out;
}
const textOf = (n: Node): string => n.text + n.children.map(textOf).join('');

/** A scenario's map and figures as the renderer sees them, without needing its ruleset. */
function source(yaml: string, groundLevel = 0) {
  const { scenario } = parseScenarioText(yaml);
  const board = scenario.map.grid === 'table' ? undefined : buildGridBoard(scenario.map, { groundLevel });
  // the ruleset's footprints, so multi-place figures are drawn on all their places
  return { scenario, board, ruleset: { groundLevel, footprint: getRuleset(scenario.ruleset)?.footprint } };
}

const EVIL = `<script>alert("x")</script> & 'quotes' "dq" ]]> <!--`;

const SQUARE = `
format: highground/1
title: ${JSON.stringify(EVIL)}
ruleset: heroclix
map:
  grid: square
  rows: |
    .  .  .  H
    W  2  2  .
    .  .  S  s
  legend:
    ".": {}
    H: { terrain: hindering }
    W: { terrain: water, walls: [north, east] }
    "2": { level: 2, terrain: blocking }
    S: { stairs: a }
    s: { stairs: a, level: 2 }
figures:
  ${JSON.stringify(EVIL)}: { at: [0, 0], side: ${JSON.stringify(EVIL)} }
  B: { at: [3, 2], side: blue, prone: true }
`;

describe('renderSvg on a square map', () => {
  const svg = renderSvg(source(SQUARE, 1));
  const doc = parseXml(svg);

  it('is well-formed SVG with a viewBox and a title', () => {
    expect(doc.name).toBe('svg');
    expect(doc.attrs.viewBox).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
    expect(doc.children[0]!.name).toBe('title');
    expect(textOf(doc.children[0]!)).toBe(EVIL);
  });

  it('draws one element per cell with its data-cell attribute', () => {
    const cells = all(doc, (n) => 'data-cell' in n.attrs);
    expect(cells).toHaveLength(12);
    expect(new Set(cells.map((n) => n.attrs['data-cell']))).toEqual(new Set([0, 1, 2].flatMap((y) => [0, 1, 2, 3].map((x) => `${x},${y}`))));
    expect(cells.find((n) => n.attrs['data-cell'] === '1,1')!.attrs['data-level']).toBe('2');
  });

  it('labels figures and keeps their ids as data, escaped', () => {
    const figs = all(doc, (n) => 'data-figure' in n.attrs);
    expect(figs.map((n) => n.attrs['data-figure']).sort()).toEqual([EVIL, 'B'].sort());
    const labels = all(doc, (n) => n.name === 'text').map(textOf);
    expect(labels).toContain('B');
    expect(labels).toContain('prone');
    expect(svg).not.toContain('<script');
    expect(svg).not.toMatch(/<!--/);
  });

  it('lists the terrain present in the legend', () => {
    const legend = all(doc, (n) => n.attrs.class === 'legend')[0]!;
    const words = all(legend, (n) => n.name === 'text').map(textOf);
    for (const t of ['hindering', 'water', 'blocking', 'wall']) expect(words.some((w) => w.includes(t))).toBe(true);
  });

  it('numbers the places above ground only', () => {
    const numbers = all(all(doc, (n) => n.attrs.class === 'levels')[0]!, (n) => n.name === 'text').map(textOf);
    expect(numbers.sort()).toEqual(['2', '2', '2']);
  });

  it('draws a blocked line red and dashed, a clear one green, and a caption', () => {
    const verdict: Verdict = {
      ask: 'sight', sight: false,
      reasons: [{ rule: 'hcx.lof.blocking', text: 'blocking terrain at [1, 1]' }],
      evidence: {
        lines: [
          { from: [0.5, 0.5], to: [3.5, 2.5], clear: false, blockedBy: [{ at: [1, 1], how: 'blocking' }] },
          { from: [0.5, 0.5], to: [3.5, 0.5], clear: true },
        ],
        cells: [{ at: [1, 1], cost: 3 }],
        path: [{ at: [0, 0], cost: 0 }, { at: [0, 1], cost: 2 }],
      },
    };
    const d = parseXml(renderSvg(source(SQUARE, 1), { verdict, question: { ask: 'sight', from: 'A', to: 'B' } }));
    const lines = all(d, (n) => n.name === 'line' && 'data-clear' in n.attrs);
    const blocked = lines.find((n) => n.attrs['data-clear'] === 'false')!;
    expect(blocked.attrs.stroke).toBe('#d7191c');
    expect(blocked.attrs['stroke-dasharray']).toBeTruthy();
    expect(lines.find((n) => n.attrs['data-clear'] === 'true')!.attrs.stroke).toBe('#1a9641');
    expect(all(d, (n) => n.attrs.class === 'blocker')).toHaveLength(1);
    const caption = all(d, (n) => n.attrs.class === 'caption').map(textOf).join(' ');
    expect(caption).toContain('sight A -> B: blocked (hcx.lof.blocking)');
    const texts = all(d, (n) => n.name === 'text').map(textOf);
    expect(texts).toContain('3'); // the cell's cost
  });

  it('labels path and cell costs with at most two decimals, keeping the exact cost in the tooltip', () => {
    const verdict: Verdict = {
      ask: 'move', reasons: [{ rule: 'hcx.move', text: 'a path' }],
      evidence: {
        cells: [{ at: [2, 2], cost: 1.23456 }],
        path: [{ at: [0, 0], cost: 0 }, { at: [0, 1], cost: 29.4156 }, { at: [0, 2], cost: 30.5 }, { at: [1, 2], cost: 31 }],
      },
    } as Verdict;
    const d = parseXml(renderSvg(source(SQUARE, 1), { verdict, question: { ask: 'move', from: 'A', to: 'B' } }));
    const texts = all(d, (n) => n.name === 'text').map(textOf);
    for (const label of ['29.42', '30.5', '31', '1.23']) expect(texts).toContain(label);
    for (const raw of ['29.4156', '1.23456']) expect(texts).not.toContain(raw);
    const tips = all(d, (n) => n.name === 'title').map(textOf).join(' ');
    expect(tips).toContain('cost so far 29.4156');
  });
});

const HEX = `
format: highground/1
ruleset: tft-3d
map:
  grid: hex
  rows: |
    a  a  b  x
      a  w  o  b
    .  s  b  a
  legend:
    ".": { void: true }
    a: { level: 1, terrain: grass }
    b: { level: 3, terrain: rock, ladder: [w] }
    w: { level: 0, terrain: water }
    o: { level: 2, obstacle: 4, glyph: Kelda, start: ${JSON.stringify(EVIL)} }
    s: { stack: [{ level: 1 }, { level: 5, battlement: e }] }
    x: { level: 2, terrain: ${JSON.stringify('lava')} }
figures:
  orc: { at: [0, 0], side: red, facing: 1 }
  troll: { at: [1, 2], side: green, hexes: 2, facing: 0 }
`;

describe('renderSvg on a hex map', () => {
  const src = source(HEX, 0);
  const svg = renderSvg(src);
  const doc = parseXml(svg);

  it('draws every hex but the void one, as hexagons with data-cell', () => {
    const cells = all(doc, (n) => 'data-cell' in n.attrs);
    expect(cells).toHaveLength(11);
    expect(cells.every((n) => n.name === 'polygon' && n.attrs.points!.split(' ').length === 6)).toBe(true);
    expect(cells.map((n) => n.attrs['data-cell'])).not.toContain('0,2');
  });

  it('places hex [x, y] at the odd-r pixel centre', () => {
    // [1, 1] is an odd row: its centre is sqrt(3) * 1.5 board units right of [0, 0]'s left flat + ...
    const poly = (at: string) => all(doc, (n) => n.attrs['data-cell'] === at)[0]!.attrs.points!.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
    const centre = (at: string) => poly(at).reduce((a, p) => [a[0] + p[0] / 6, a[1] + p[1] / 6], [0, 0]);
    const [x00, y00] = centre('0,0');
    const [x11, y11] = centre('1,1');
    const s = 32; // default hex scale
    expect(x11 - x00).toBeCloseTo(Math.sqrt(3) * 1.5 * s, 1);
    expect(y11 - y00).toBeCloseTo(1.5 * s, 1);
  });

  it('writes the level in every hex, both levels of a stack, and the obstacle height', () => {
    const numbers = all(all(doc, (n) => n.attrs.class === 'levels')[0]!, (n) => n.name === 'text').map(textOf);
    expect(numbers).toHaveLength(11);
    expect(numbers).toContain('1/5');
    const texts = all(doc, (n) => n.name === 'text').map(textOf);
    expect(texts).toContain('4'); // obstacle height
    expect(texts).toContain('K'); // glyph letter
  });

  it('escapes a start zone name and marks figures (multi-hex as a footprint)', () => {
    expect(svg).not.toContain('<script');
    const troll = all(doc, (n) => n.attrs['data-figure'] === 'troll')[0]!;
    expect(all(troll, (n) => n.name === 'polygon').length).toBeGreaterThanOrEqual(2);
    expect(all(doc, (n) => n.name === 'title').map(textOf).some((t) => t.includes(EVIL))).toBe(true);
  });
});

const TABLE = `
format: highground/1
title: Mill
ruleset: malifaux
map:
  grid: table
  size: [36, 24]
  pieces:
    - { id: mill, kind: building, shape: { rect: [10, 8, 6, 4] }, ht: 4, name: ${JSON.stringify(EVIL)} }
    - { kind: forest, shape: { polygon: [[20, 4], [28, 6], [26, 12]] } }
    - { kind: deep-water, shape: { circle: [6, 18, 3] } }
  deployment:
    red: { rect: [0, 0, 36, 4] }
figures:
  Lady: { at: [12.5, 2], side: red, base: 30 }
  Ogre: { at: [14, 20], side: blue, base: 50 }
`;

describe('renderSvg on extreme levels', () => {
  it('refuses a map of more than 40 000 places (found by fuzzing: a 3000 x 300 hex map never finished drawing; a 1 x 99,990 row took 10 s)', () => {
    expect(() => renderSvg(source('format: highground/1\nruleset: tft-3d\nmap: { grid: hex, size: [1000, 101] }\n'))).toThrow(/the map has 101000 places; pictures are drawn of maps of at most 40000/);
    expect(() => renderSvg(source('format: highground/1\nruleset: tft-3d\nmap: { grid: hex, size: [40001, 1] }\n'))).toThrow(/the map has 40001 places; pictures are drawn of maps of at most 40000/);
  });

  it('draws a legend of 8 levels for a map whose levels span 10^9 (found by fuzzing: every level was listed first)', () => {
    const svg = renderSvg(source('format: highground/1\nruleset: tft-3d\nmap: { grid: hex, rows: ". h", legend: { ".": { level: 0 }, h: { level: 1000000000 } } }\n'));
    expect(svg).toContain('1000000000');
    expect(parseXml(svg).name).toBe('svg');
  });
});

describe('renderSvg on a table', () => {
  it('draws a polygon of 250 000 points (found while fuzzing: Math.min(...points) overflowed the stack)', () => {
    const polygon = Array.from({ length: 250_000 }, (_, i): [number, number] => [10 + 5 * Math.cos(i / 40_000), 10 + 5 * Math.sin(i / 40_000)]);
    const svg = renderMapSvg({ table: { grid: 'table', size: [36, 24], pieces: [{ kind: 'building', shape: { polygon } }] } });
    expect(svg).toContain('data-piece');
  });

  it('draws the table, the pieces with their Ht, zones and figures', () => {
    const svg = renderSvg(source(TABLE));
    const doc = parseXml(svg);
    expect(doc.attrs['data-map']).toBe('table');
    expect(all(doc, (n) => 'data-piece' in n.attrs)).toHaveLength(3);
    const texts = all(doc, (n) => n.name === 'text').map(textOf);
    expect(texts).toContain('Ht 4');
    expect(texts).toContain('6"');
    expect(texts.some((t) => t.includes('deployment'))).toBe(true);
    expect(all(doc, (n) => 'data-figure' in n.attrs).map((n) => n.attrs['data-figure'])).toEqual(['Lady', 'Ogre']);
    expect(svg).not.toContain('<script');
  });

  it('draws table evidence in inches', () => {
    const verdict: Verdict = { ask: 'sight', sight: false, reasons: [{ rule: 'mf.sight.blocking', text: 'the mill' }], evidence: { lines: [{ from: [12.5, 2], to: [14, 20], clear: false, blockedBy: [{ at: [13, 9], how: 'mill' }] }], polygons: [{ points: [[0, 0], [5, 0], [5, 5]] }] } };
    const doc = parseXml(renderSvg(source(TABLE), { verdict, scale: 10 }));
    const line = all(doc, (n) => n.name === 'line' && n.attrs['data-clear'] === 'false')[0]!;
    expect(Number(line.attrs.y2) - Number(line.attrs.y1)).toBeCloseTo(180, 5);
    expect(line.attrs.stroke).toBe('#d7191c');
  });
});

describe('renderMapSvg', () => {
  it('renders a bare board from any source and refuses nothing to draw', () => {
    const { board } = source(SQUARE, 1);
    expect(parseXml(renderMapSvg({ board })).name).toBe('svg');
    expect(() => renderMapSvg({})).toThrow();
  });

  it('never clips a title: a long one is wrapped onto lines, the map moved down under them (issue 16)', () => {
    const { board } = source(SQUARE, 1);
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`);
    const title = words.join(' ');
    const doc = parseXml(renderMapSvg({ board, title }, { legend: false }));
    const svg = doc;
    const lines = svg.children.filter((n) => n.name === 'text' && n.attrs['font-size'] === '20');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((n) => n.text).join(' ')).toBe(title);
    expect(lines.every((n) => !n.text.includes('\u2026'))).toBe(true);
    // every line fits the picture's width at about 11.5 px a character
    const width = Number(svg.attrs.width);
    expect(lines.every((n) => n.text.length * 11.5 <= width - 2 * 18)).toBe(true);
    // the places start under the last title line
    const lastY = Number(lines.at(-1)!.attrs.y);
    const cells = all(doc, (n) => 'data-cell' in n.attrs);
    const topOf = (n: Node) => (n.attrs.points !== undefined ? Math.min(...n.attrs.points.split(' ').map((p) => Number(p.split(',')[1]))) : Number(n.attrs.y));
    expect(cells.length).toBeGreaterThan(0);
    expect(Math.min(...cells.map(topOf))).toBeGreaterThan(lastY);
    // a short title stays one line
    expect(parseXml(renderMapSvg({ board, title: 'Mill' })).children.filter((n) => n.name === 'text' && n.attrs['font-size'] === '20')).toHaveLength(1);
  });

  it('replaces characters XML forbids', () => {
    const svg = renderMapSvg({ board: source(SQUARE, 1).board, title: 'a\u0001b\uD800c' });
    expect(() => parseXml(svg)).not.toThrow();
    expect(svg).toContain('a\uFFFDb\uFFFDc');
  });
});

describe('renderSvg on loaded sessions', () => {
  it.skipIf(!getRuleset('heroclix'))('draws the evidence of a real heroclix sight verdict', async () => {
    const { ask } = await import('../../api.js');
    const s = loadScenario(SQUARE.replace(JSON.stringify(EVIL) + ': { at: [0, 0]', 'A: { at: [0, 0]'));
    const q = { ask: 'sight', from: 'A', to: 'B' };
    const v = ask(s, q);
    const doc = parseXml(renderSvg(s, { verdict: v, question: q }));
    expect(all(doc, (n) => n.name === 'line' && 'data-clear' in n.attrs).length).toBeGreaterThan(0);
    expect(all(doc, (n) => n.attrs.class === 'caption').map(textOf).join(' ')).toContain('sight A -> B');
  });
  it.skipIf(!getRuleset('tft-3d'))('draws a real tft-3d sight verdict on hexes', async () => {
    const { ask } = await import('../../api.js');
    const s = loadScenario(TFT);
    const q = { ask: 'sight', from: 'orc', to: 'elf' };
    const v = ask(s, q);
    const doc = parseXml(renderSvg(s, { verdict: v, question: q }));
    expect(all(doc, (n) => 'data-cell' in n.attrs)).toHaveLength(15);
    expect(all(doc, (n) => n.name === 'line' && 'data-clear' in n.attrs).length).toBeGreaterThan(0);
    expect(all(doc, (n) => n.attrs.class === 'caption').map(textOf).join(' ')).toContain('sight orc -> elf');
  });
  it.skipIf(!getRuleset('city-of-peril'))('draws a city-of-peril map with its ladder and bridge', () => {
    const s = loadScenario(COP);
    const doc = parseXml(renderSvg(s));
    expect(all(doc, (n) => 'data-cell' in n.attrs)).toHaveLength(12);
    const legend = all(doc, (n) => n.attrs.class === 'legend').map(textOf).join(' ');
    for (const w of ['rooftop', 'ladder', 'bridge']) expect(legend).toContain(w);
  });
  it.skipIf(!getRuleset('city-of-peril'))('draws a cop.effect cone and line template: its origin, outline and the squares it could not affect (issue 16)', async () => {
    const { ask } = await import('../../api.js');
    const { readFileSync } = await import('node:fs');
    const s = loadScenario(readFileSync(new URL('../../../examples/city-of-peril/diagram.yaml', import.meta.url), 'utf8'));
    for (const q of [{ ask: 'area', figure: 'B', shape: 'cone', origin: [5, 3], toward: 'C' }, { ask: 'area', figure: 'F', shape: 'line', origin: [7, 7], toward: 'A' }]) {
      const v = ask(s, q);
      const t = v.evidence!.template!;
      const doc = parseXml(renderSvg(s, { verdict: v, question: q }));
      // the origin on the grid intersection asked for, drawn where that intersection is
      const origin = all(doc, (n) => n.attrs.class === 'template-origin');
      expect(origin.map((n) => n.attrs['data-origin'])).toEqual([q.origin.join(',')]);
      // the squares the template reached without line of effect: as many as the cop.effect reason counts
      const blocked = all(doc, (n) => n.attrs.class === 'template-blocked').map((n) => n.attrs['data-at']);
      const counted = Number(/(\d+) blocked/.exec(v.reasons.find((r) => r.rule === 'cop.effect')!.text)?.[1] ?? 0);
      expect(blocked).toHaveLength(counted);
      expect(counted).toBeGreaterThan(0);
      expect(blocked).toEqual(t.blocked!.map((b) => b.at.join(',')));
      // none of them is also shaded as affected
      const affected = new Set((v.cells as number[][]).map((c) => c.join(',')));
      expect(blocked.some((b) => affected.has(b!))).toBe(false);
      // the outline: a closed quarter circle for the cone, a segment of `size` squares for the line
      const outline = all(doc, (n) => n.attrs.class === 'template-outline')[0]!;
      expect(outline.children.some((n) => n.name === (q.shape === 'cone' ? 'polygon' : 'polyline'))).toBe(true);
      if (q.shape === 'line') expect(Math.hypot(t.outline[1]![0] - t.outline[0]![0], t.outline[1]![1] - t.outline[0]![1])).toBeCloseTo(12, 2);
      // the line of 12 from [7, 7] toward A runs past the 12 x 10 map: the drawing is cut at the map's edge
      const clipId = /^url\(#(.+)\)$/.exec(outline.attrs['clip-path'] ?? '')?.[1];
      const clip = all(doc, (n) => n.name === 'clipPath' && n.attrs.id === clipId)[0]!;
      const cells = all(doc, (n) => 'data-cell' in n.attrs && n.name === 'rect');
      const box = clip.children.find((n) => n.name === 'rect')!.attrs;
      expect(cells.length).toBeGreaterThan(0);
      const right = Math.max(...cells.map((n) => Number(n.attrs.x) + Number(n.attrs.width)));
      expect(Number(box.x) + Number(box.width)).toBeCloseTo(right, 1);
      expect(all(doc, (n) => n.attrs.class === 'legend').map(textOf).join(' ')).toContain(`${q.shape} template and its origin`);
      // the caption says the ruleset's sentence, not its keys
      const caption = all(doc, (n) => n.attrs.class === 'caption').map(textOf).join(' ');
      expect(caption).toContain(v.summary!);
      expect(caption).not.toMatch(/summary /);
    }
  });
  it.skipIf(!getRuleset('tft-3d'))('fits each figure\'s label to its place on a small hex map, so neighbours\' labels do not run into each other (issue 16)', async () => {
    const { readFileSync } = await import('node:fs');
    const s = loadScenario(readFileSync(new URL('../../../examples/tft-3d/multihex.yaml', import.meta.url), 'utf8'));
    const doc = parseXml(renderSvg(s));
    const hex = all(doc, (n) => n.name === 'polygon' && 'data-cell' in n.attrs)[0]!;
    const xs = hex.attrs.points!.split(' ').map((p) => Number(p.split(',')[0]));
    const width = Math.max(...xs) - Math.min(...xs);
    const labels = all(doc, (n) => n.attrs.class === 'figure-labels')[0]!.children.filter((n) => n.name === 'text');
    const ids = Object.keys(s.scenario.figures ?? {});
    let shrunk = 0;
    for (const l of labels.filter((n) => ids.includes(textOf(n)))) {
      const token = all(doc, (n) => n.attrs['data-figure'] === textOf(l))[0]!;
      const multi = (token.attrs['data-cells'] ?? '').split(' ').length > 1;
      const fs = Number(l.attrs['font-size']);
      expect(textOf(l).length * 0.6 * fs).toBeLessThanOrEqual(width * (multi ? 1.4 : 0.95) + 0.1);
      if (fs < width * 0.3 - 0.01) shrunk++;
    }
    // the long names were shrunk, the short ones kept their size
    expect(shrunk).toBeGreaterThan(0);
    expect(labels.some((n) => textOf(n) === 'foe' && Math.abs(Number(n.attrs['font-size']) - Math.max(9, width * 0.3)) < 0.01)).toBe(true);
  });
  it.skipIf(!getRuleset('c3g-buildings'))('marks a c3g.hex.classify half hex with the footprint over it and the largest disc beside a base (issue 16)', async () => {
    const { ask } = await import('../../api.js');
    const { readFileSync } = await import('node:fs');
    const s = loadScenario(readFileSync(new URL('../../../test/scenarios/c3g-buildings/half-hexes.yaml', import.meta.url), 'utf8'));
    const q = { ask: 'classify', at: [5, 3] };
    const v = ask(s, q);
    expect(v.class).toBe('half');
    const doc = parseXml(renderSvg(s, { verdict: v, question: q }));
    const discs = all(doc, (n) => n.name === 'circle' && /\bdisc\b/.test(n.attrs.class ?? ''));
    const fits = discs.find((n) => n.attrs.class!.includes('fits'))!;
    const base = discs.find((n) => n.attrs.class!.includes('needed'))!;
    // drawn to scale: the disc is 22.3 mm across and the base 32 mm, on one centre
    expect(Number(fits.attrs.r) / Number(base.attrs.r)).toBeCloseTo(22.3 / 32, 2);
    expect([fits.attrs.cx, fits.attrs.cy]).toEqual([base.attrs.cx, base.attrs.cy]);
    // the disc's centre lies inside hex [5, 3] as drawn
    const hex = all(doc, (n) => n.attrs['data-cell'] === '5,3')[0]!;
    const xs = hex.attrs.points!.split(' ').map((p) => Number(p.split(',')[0]));
    expect(Number(fits.attrs.cx)).toBeGreaterThan(Math.min(...xs));
    expect(Number(fits.attrs.cx)).toBeLessThan(Math.max(...xs));
    // the footprint over the hex, named as such in the legend
    expect(v.evidence!.polygons!.length).toBeGreaterThan(0);
    expect(all(doc, (n) => n.attrs.class === 'legend').map(textOf).join(' ')).toContain('footprint over the hex');
    expect(all(doc, (n) => n.attrs.class === 'legend').map(textOf).join(' ')).toContain('largest disc that fits');
  });
  it('loads and renders a malifaux table', () => {
    expect(parseXml(renderSvg(loadScenario(TABLE))).name).toBe('svg');
  });
});

const TFT = `
format: highground/1
ruleset: tft-3d
map:
  grid: hex
  rows: |
    g  g  r  r  g
      g  t  r  g  g
    w  w  g  g  g
  legend:
    g: { level: 1, terrain: grass }
    r: { level: 3, terrain: rock }
    t: { level: 1, terrain: tree, obstacle: 4 }
    w: { level: 0, terrain: water }
figures:
  orc: { at: [0, 1], kind: orc, ma: 10 }
  elf: { at: [4, 1], kind: elf, ma: 10 }
`;

const COP = `
format: highground/1
ruleset: city-of-peril
map:
  grid: square
  rows: |
    .  R  .  R
    L  R  .  R
    .  .  d  .
  legend:
    ".": {}
    R: { terrain: rooftop, level: 2 }
    L: { ladder: true }
    d: { terrain: difficult }
  cells:
    - { at: [1, 0], terrain: rooftop, level: 2, bridge: b }
    - { at: [3, 0], terrain: rooftop, level: 2, bridge: b }
figures:
  A: { at: [1, 1], side: red }
`;
