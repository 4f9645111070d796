/**
 * The 3-D view (three.js): each place a column of hex prisms (or boxes on square maps) per standing
 * surface, obstacles on top, figures as labelled cylinders, a table's pieces extruded by their height.
 * Orbit with the left button, pan with the right, zoom with the wheel; a click (no drag) picks the
 * hex or figure under the pointer by raycasting. Evidence (lines, path, cells) is drawn in 3-D.
 * Renders on demand (after a change or camera move), never in a busy loop.
 */
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { Session, Verdict } from 'highground/core';
import { centre } from './geometry.js';
import { EVIDENCE, sideColour, terrainColour } from './colours.js';
import type { MapPointer, Marks } from './view2d.js';

interface Built {
  session: Session;
  group: THREE.Group;
  /** The place columns and slabs, each instance's place as [x, y] pairs. */
  pickables: { mesh: THREE.InstancedMesh; owners: Int32Array }[];
  figures: THREE.Object3D[];
  figureGroup: THREE.Group;
  ground?: THREE.Mesh;
  /** World units per level. */
  lh: number;
  base: number;
  centre: THREE.Vector3;
  radius: number;
}

export class View3D {
  readonly el: HTMLElement;
  private renderer: THREE.WebGLRenderer | undefined;
  private scene = new THREE.Scene();
  private camera = new THREE.PerspectiveCamera(45, 1, 0.1, 2000);
  private controls: OrbitControls | undefined;
  private built: Built | undefined;
  private overlay = new THREE.Group();
  private onPick: (p: MapPointer) => void;
  private raf = 0;
  private down: { x: number; y: number } | undefined;
  readonly error: string | undefined;
  private lastMarks: Marks = {};
  private key = '';
  private mapKey = '';
  private colours: ReadonlyMap<string, string> = new Map();

  constructor(el: HTMLElement, onPick: (p: MapPointer) => void) {
    this.el = el;
    this.onPick = onPick;
    let err: string | undefined;
    try {
      // smoothing edges costs most where the graphics are drawn in software (no GPU): skip it there
      this.renderer = new THREE.WebGLRenderer({ antialias: !softwareGraphics(), preserveDrawingBuffer: true });
    } catch (e) {
      err = `The 3-D view needs WebGL, which this browser does not offer (${e instanceof Error ? e.message : String(e)}).`;
    }
    this.error = err;
    if (!this.renderer) {
      const note = document.createElement('p');
      note.className = 'hg-note';
      note.textContent = err ?? '';
      el.replaceChildren(note);
      return;
    }
    this.renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
    this.scene.background = new THREE.Color('#eef1f4');
    this.scene.add(new THREE.HemisphereLight('#ffffff', '#8a8170', 1.6));
    const sun = new THREE.DirectionalLight('#ffffff', 1.8);
    sun.position.set(-30, 60, -20);
    this.scene.add(sun);
    this.scene.add(this.overlay);
    el.appendChild(this.renderer.domElement);
    this.renderer.domElement.setAttribute('data-view', '3d');
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.enableDamping = false;
    this.controls.addEventListener('change', () => this.requestRender());
    const cv = this.renderer.domElement;
    cv.addEventListener('pointerdown', (e) => (this.down = { x: e.clientX, y: e.clientY }));
    cv.addEventListener('pointerup', (e) => {
      if (!this.down || Math.hypot(e.clientX - this.down.x, e.clientY - this.down.y) > 5 || e.button !== 0) return;
      this.down = undefined;
      const p = this.pick(e);
      if (p) this.onPick(p);
    });
    new ResizeObserver(() => this.resize()).observe(el);
  }

  private resize(): void {
    if (!this.renderer) return;
    // the stage's size, so a scene readied while the view is hidden is drawn at the size it will show
    const box = this.el.parentElement ?? this.el;
    const w = Math.max(1, box.clientWidth);
    const h = Math.max(1, box.clientHeight);
    const size = this.renderer.getSize(new THREE.Vector2());
    if (size.x === w && size.y === h) return;
    this.renderer.setSize(w, h, true);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  requestRender(): void {
    if (this.raf || !this.renderer) return;
    this.raf = requestAnimationFrame(() => {
      this.raf = 0;
      this.renderer!.render(this.scene, this.camera);
    });
  }

  /** Draw now (tests and timings). */
  renderNow(): void {
    this.renderer?.render(this.scene, this.camera);
  }

  /** Draw now and wait for the graphics to finish it (for timings: reads one pixel back). */
  renderAndWait(): void {
    if (!this.renderer) return;
    this.renderer.render(this.scene, this.camera);
    const gl = this.renderer.getContext();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  }

  show(session: Session, verdict: Verdict | undefined, marks: Marks, colours?: ReadonlyMap<string, string>): number {
    const t0 = performance.now();
    if (!this.renderer) return 0;
    const mapKey = `${session.ruleset.id}\n${JSON.stringify(session.scenario.map)}`;
    this.colours = colours ?? new Map();
    const key = `${mapKey}\n${JSON.stringify(session.scenario.figures ?? {})}`;
    if (!this.built || mapKey !== this.mapKey) this.build(session, mapKey !== this.mapKey);
    else if (key !== this.key) this.buildFigures(session);
    else this.built.session = session;
    this.key = key;
    this.mapKey = mapKey;
    if (mapKey !== this.legendKey) this.drawLegend(session);
    this.legendKey = mapKey;
    this.drawOverlay(verdict, marks);
    this.lastMarks = marks;
    this.resize();
    return performance.now() - t0;
  }

  /** Colour the tops of places (the app's analysis heat map); undefined takes it off. */
  setHeat(cells: readonly { at: readonly [number, number]; level: number; colour: string }[] | undefined): void {
    if (this.heat) {
      this.scene.remove(this.heat);
      disposeTree(this.heat);
      this.heat = undefined;
    }
    const built = this.built;
    if (cells?.length && built) {
      const kind = built.session.scenario.map.grid === 'square' ? 'square' : 'hex';
      const geo = kind === 'hex' ? new THREE.CylinderGeometry(0.9, 0.9, 0.04, 6) : new THREE.BoxGeometry(0.9, 0.04, 0.9);
      const mesh = new THREE.InstancedMesh(geo, new THREE.MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.85 }), cells.length);
      const m = new THREE.Matrix4();
      const col = new THREE.Color();
      cells.forEach((c, k) => {
        const [x, z] = centre(kind, c.at[0], c.at[1]);
        mesh.setMatrixAt(k, m.makeTranslation(x, c.level * built.lh + 0.03, z));
        mesh.setColorAt(k, col.set(c.colour));
      });
      mesh.raycast = () => {}; // the places under it stay the ones picked
      this.heat = new THREE.Group();
      this.heat.add(mesh);
      this.scene.add(this.heat);
    }
    this.requestRender();
  }

  private heat: THREE.Group | undefined;
  private legendKey = '';

  /**
   * The legend beside the scene (folded on a phone): what the heights, the colours of the ground, the
   * rings on figures, the lines and dots of an answer mean. Terrain swatches list only what this map has.
   */
  private drawLegend(session: Session): void {
    const map = session.scenario.map;
    const names = new Set<string>();
    if (session.board) for (const p of session.board.places) for (const s of p.surfaces) if (s.terrain[0]) names.add(s.terrain[0]);
    if (map.grid === 'table') for (const pc of map.pieces ?? []) names.add(pc.kind);
    const h = (tag: string, cls?: string, text?: string) => {
      const e = document.createElement(tag);
      if (cls) e.className = cls;
      if (text) e.textContent = text;
      return e;
    };
    const row = (colour: string, label: string, shape: 'box' | 'ring' | 'line' | 'dot' = 'box') => {
      const li = h('li');
      const sw = h('span', `hg-sw hg-sw-${shape}`);
      sw.style.setProperty('--c', colour);
      li.append(sw, label);
      return li;
    };
    const box = h('details', 'hg-legend3d') as HTMLDetailsElement;
    // open beside the scene on a laptop, folded on a phone (the view may be hidden now: its width is 0)
    box.open = window.innerWidth >= 700;
    box.append(h('summary', undefined, 'Legend'));
    const what = h('ul');
    what.append(
      h('li', 'hg-note', map.grid === 'table' ? 'Pieces rise by their height (Ht).' : 'Each column rises to its level; a pale slab is a level you can stand under.'),
      row(EVIDENCE.select, 'selected figure', 'ring'), row('#ff8800', 'the other figure or place', 'ring'),
      row(EVIDENCE.clear, 'sees it / clear line', 'ring'), row(EVIDENCE.blocked, 'does not see it / blocked line', 'ring'),
      row('#e0a000', 'line blocked where it sees anyway', 'line'), row(EVIDENCE.blocked, 'what blocks the line', 'dot'),
      row('#19d3ff', 'places the answer names (path, reach)'),
    );
    const ground = h('ul', 'hg-terrain');
    for (const n of [...names].sort().slice(0, 14)) ground.append(row(terrainColour(n), n));
    box.append(what);
    if (names.size) box.append(ground);
    this.el.querySelector('.hg-legend3d')?.remove();
    this.el.append(box);
  }

  private build(session: Session, resetCamera: boolean): void {
    const old = this.built;
    if (old) {
      this.scene.remove(old.group);
      disposeTree(old.group);
    }
    const group = new THREE.Group();
    const map = session.scenario.map;
    const kind = map.grid;
    const lh = kind === 'hex' ? 0.45 : kind === 'square' ? 0.5 : 1;
    const figures: THREE.Object3D[] = [];
    const b = session.board;
    let base = 0;
    const pickables: { mesh: THREE.InstancedMesh; owners: Int32Array }[] = [];
    let ground: THREE.Mesh | undefined;
    const box = new THREE.Box3();
    if (b && kind !== 'table') {
      let lo = Infinity;
      for (const p of b.places) for (const s of p.surfaces) lo = Math.min(lo, s.level);
      if (lo === Infinity) lo = 0;
      base = Math.min(session.ruleset.groundLevel, lo) - 0.3;
      const m = new THREE.Matrix4();
      const col = new THREE.Color();
      const edges: number[] = [];
      const obstacles: { x: number; z: number; y: number; h: number; tree: boolean; colour: string }[] = [];
      // the lowest surface of a place is a column from the table up; the surfaces stacked above it (a
      // bridge, a building's upper floor) are slabs, drawn see-through so what stands under them shows
      const parts: { x: number; y: number; cx: number; cz: number; bottom: number; h: number; colour: THREE.Color }[][] = [[], []];
      for (const p of b.places) {
        const [cx, cz] = centre(kind, p.x, p.y);
        p.surfaces.forEach((s, j) => {
          // a surface's slab keeps the thickness the map gives it (a plateau over a tomb), open air below
          const th = (s as unknown as { thickness?: number }).thickness;
          const bottom = typeof th === 'number' ? s.level - th : j === 0 ? base : Math.max(p.surfaces[j - 1]!.level, s.level - 1);
          const h = Math.max(0.08, (s.level - bottom) * lh);
          const colour = new THREE.Color(terrainColour(s.terrain[0])).offsetHSL(0, 0, Math.min(0.18, (s.level - lo) * 0.025) - 0.04);
          parts[j === 0 && typeof th !== 'number' ? 0 : 1]!.push({ x: p.x, y: p.y, cx, cz, bottom: bottom * lh, h, colour });
          const y = s.level * lh + 0.004;
          const ring = kind === 'hex' ? hexRing(cx, cz) : squareRing(cx, cz);
          for (let k = 0; k < ring.length; k++) {
            const a = ring[k]!;
            const c = ring[(k + 1) % ring.length]!;
            edges.push(a[0], y, a[1], c[0], y, c[1]);
          }
          const ob = (s as unknown as { obstacle?: number }).obstacle;
          if (typeof ob === 'number' && ob > 0) {
            const tree = s.terrain.some((t) => /tree|palm|brush|jungle|forest/i.test(t));
            const name = s.terrain.find((t) => t !== s.terrain[0]) ?? s.terrain[0];
            obstacles.push({ x: cx, z: cz, y: s.level * lh, h: ob * lh, tree, colour: tree ? '#2f5d2a' : terrainColour(name === 'grass' ? 'wall' : name) });
          }
        });
      }
      parts.forEach((list, upper) => {
        if (!list.length) return;
        const geo = kind === 'hex' ? new THREE.CylinderGeometry(0.985, 0.985, 1, 6) : new THREE.BoxGeometry(0.985, 1, 0.985);
        geo.translate(0, 0.5, 0);
        const mat = new THREE.MeshLambertMaterial({ color: '#ffffff', transparent: upper === 1, opacity: upper === 1 ? 0.5 : 1, depthWrite: upper === 0 });
        const mesh = new THREE.InstancedMesh(geo, mat, list.length);
        const own = new Int32Array(list.length * 2);
        list.forEach((e, k) => {
          mesh.setMatrixAt(k, m.makeScale(1, e.h, 1).setPosition(e.cx, e.bottom, e.cz));
          mesh.setColorAt(k, e.colour);
          own[2 * k] = e.x;
          own[2 * k + 1] = e.y;
        });
        mesh.instanceMatrix.needsUpdate = true;
        if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
        mesh.computeBoundingSphere();
        mesh.computeBoundingBox();
        if (upper === 1) mesh.renderOrder = 2;
        group.add(mesh);
        pickables.push({ mesh, owners: own });
        box.expandByObject(mesh);
      });
      const eg = new THREE.BufferGeometry();
      eg.setAttribute('position', new THREE.Float32BufferAttribute(edges, 3));
      group.add(new THREE.LineSegments(eg, new THREE.LineBasicMaterial({ color: '#3d372c', transparent: true, opacity: 0.45 })));
      for (const tree of [true, false]) {
        const list = obstacles.filter((o) => o.tree === tree);
        if (!list.length) continue;
        const og = tree ? new THREE.CylinderGeometry(0.25, 0.6, 1, 8) : kind === 'hex' ? new THREE.CylinderGeometry(0.8, 0.8, 1, 6) : new THREE.BoxGeometry(0.8, 1, 0.8);
        og.translate(0, 0.5, 0);
        const om = new THREE.InstancedMesh(og, new THREE.MeshLambertMaterial({ color: '#ffffff' }), list.length);
        list.forEach((o, k) => {
          om.setMatrixAt(k, m.makeScale(1, o.h, 1).setPosition(o.x, o.y, o.z));
          om.setColorAt(k, col.set(o.colour));
        });
        om.instanceMatrix.needsUpdate = true;
        if (om.instanceColor) om.instanceColor.needsUpdate = true;
        group.add(om);
      }
    } else if (map.grid === 'table') {
      const [W, H] = map.size;
      const g = new THREE.BoxGeometry(W, 0.2, H);
      g.translate(W / 2, -0.1, H / 2);
      ground = new THREE.Mesh(g, new THREE.MeshLambertMaterial({ color: '#d9d2bd' }));
      group.add(ground);
      for (const pc of map.pieces ?? []) {
        const ht = Math.max(0.05, pc.ht ?? 1);
        const mesh = pieceMesh(pc.shape as PieceShape, ht, terrainColour(pc.kind));
        if (mesh) group.add(mesh);
      }
      box.set(new THREE.Vector3(0, 0, 0), new THREE.Vector3(W, 4, H));
    }

    this.scene.add(group);
    const c = box.getCenter(new THREE.Vector3());
    const size = box.getSize(new THREE.Vector3());
    const radius = Math.max(4, Math.hypot(size.x, size.z) / 2);
    this.built = { session, group, pickables, figures, figureGroup: new THREE.Group(), ground, lh, base, centre: c, radius };
    group.add(this.built.figureGroup);
    this.buildFigures(session);
    if (resetCamera || !old) this.resetCamera();
  }

  /** The figures alone (a move rebuilds only these). */
  private buildFigures(session: Session): void {
    const built = this.built!;
    disposeTree(built.figureGroup);
    built.figureGroup.clear();
    built.figures.length = 0;
    built.session = session;
    const group = built.figureGroup;
    const figures = built.figures;
    const map = session.scenario.map;
    const kind = map.grid;
    const lh = built.lh;
    const b = session.board;
    for (const [id, f] of Object.entries(session.scenario.figures ?? {})) {
      const [fx, fz] = kind === 'table' ? [f.at[0], f.at[1]] : centre(kind, f.at[0], f.at[1]);
      let level = f.level;
      if (level === undefined && b) {
        const place = b.places[f.at[1] * b.width + f.at[0]];
        level = place?.surfaces[place.surfaces.length - 1]?.level ?? 0;
      }
      if (level === undefined && map.grid === 'table') level = standHeight(map.pieces ?? [], f.at[0], f.at[1]);
      const y = (level ?? 0) * lh;
      const r = kind === 'table' ? ((typeof f.base === 'number' ? f.base : 30) / 25.4) / 2 : 0.55;
      const hLevels = Math.min(6, Math.max(1.5, Number(f.height ?? f.ht ?? 2)));
      const h = kind === 'table' ? Math.max(0.6, hLevels * 0.4) : hLevels * lh;
      const fig = new THREE.Group();
      fig.position.set(fx, y, fz);
      fig.userData.figure = id;
      const body = new THREE.Mesh(new THREE.CylinderGeometry(r * 0.8, r, h, 20), new THREE.MeshLambertMaterial({ color: this.colours.get(id) ?? sideColour(f.side) }));
      body.position.y = h / 2;
      body.userData.figure = id;
      if (f.prone) {
        body.rotation.z = Math.PI / 2;
        body.position.y = r;
      }
      fig.add(body);
      const label = textSprite(id, 1);
      label.position.y = h + 0.1;
      label.userData.figure = id;
      fig.add(label);
      group.add(fig);
      figures.push(fig);
    }

  }

  resetCamera(): void {
    if (!this.built || !this.controls) return;
    const { centre: c, radius } = this.built;
    // far enough that the whole map fits the (vertical) field of view, seen from 50 degrees up
    const fit = radius / Math.sin((this.camera.fov * Math.PI) / 360) / Math.min(1, this.camera.aspect) * 0.95;
    this.camera.position.set(c.x, c.y + fit * 0.72, c.z + fit * 0.7);
    this.camera.far = radius * 20;
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(c);
    this.controls.update();
    this.requestRender();
  }

  private levelAt(x: number, y: number): number {
    const b = this.built?.session.board;
    if (!b) return 0;
    const place = b.places[y * b.width + x];
    return place?.surfaces[place.surfaces.length - 1]?.level ?? 0;
  }

  private figureTop(id: string): THREE.Vector3 | undefined {
    const f = this.built?.figures.find((g) => g.userData.figure === id);
    if (!f) return undefined;
    const body = f.children[0] as THREE.Mesh;
    const h = (body.geometry as THREE.CylinderGeometry).parameters.height;
    return new THREE.Vector3(f.position.x, f.position.y + h * 0.8, f.position.z);
  }

  /** World position of a board point at a level (or on the surface), lifted a little. */
  private world(kind: 'square' | 'hex' | 'table', at: readonly number[], level: number | undefined, lift: number, boardUnits = false): THREE.Vector3 {
    const lh = this.built!.lh;
    const [x, z] = boardUnits || kind === 'table' ? [at[0]!, at[1]!] : centre(kind, at[0]!, at[1]!);
    const lv = level ?? (kind === 'table' ? 0 : this.levelAt(at[0]!, at[1]!));
    return new THREE.Vector3(x, lv * lh + lift, z);
  }

  private drawOverlay(verdict: Verdict | undefined, marks: Marks): void {
    disposeTree(this.overlay);
    this.overlay.clear();
    const built = this.built;
    if (!built) return;
    const kind = built.session.scenario.map.grid;
    const lh = built.lh;
    // figure marks: a ring at the base
    for (const f of built.figures) {
      const id = f.userData.figure as string;
      const colour = id === marks.selected ? EVIDENCE.select : id === marks.target ? '#ff8800' : marks.seen?.has(id) ? EVIDENCE.clear : marks.unseen?.has(id) ? EVIDENCE.blocked : undefined;
      if (!colour) continue;
      const r = kind === 'table' ? 1 : 0.75;
      const ring = new THREE.Mesh(new THREE.TorusGeometry(r, 0.09, 8, 32), new THREE.MeshBasicMaterial({ color: colour }));
      ring.rotation.x = Math.PI / 2;
      ring.position.set(f.position.x, f.position.y + 0.06, f.position.z);
      this.overlay.add(ring);
    }
    const cells: { at: readonly number[]; colour: string }[] = [];
    const ev = verdict?.evidence;
    for (const c of ev?.cells ?? []) cells.push({ at: c.at, colour: '#19d3ff' });
    if (marks.cell && kind !== 'table') cells.push({ at: marks.cell, colour: '#ff8800' });
    if (cells.length && kind !== 'table') {
      const g = kind === 'hex' ? new THREE.CylinderGeometry(0.9, 0.9, 0.04, 6) : new THREE.BoxGeometry(0.9, 0.04, 0.9);
      const byColour = new Map<string, (readonly number[])[]>();
      for (const c of cells) byColour.set(c.colour, [...(byColour.get(c.colour) ?? []), c.at]);
      const m = new THREE.Matrix4();
      for (const [colour, list] of byColour) {
        const mesh = new THREE.InstancedMesh(g, new THREE.MeshBasicMaterial({ color: colour, transparent: true, opacity: 0.65, depthWrite: false }), list.length);
        list.forEach((at, k) => {
          const p = this.world(kind, at, at.length > 2 ? at[2] : undefined, 0.03);
          mesh.setMatrixAt(k, m.makeTranslation(p.x, p.y, p.z));
        });
        mesh.instanceMatrix.needsUpdate = true;
        mesh.raycast = () => {};
        this.overlay.add(mesh);
      }
    } else if (cells.length) {
      for (const c of cells) this.overlay.add(dot(this.world(kind, c.at, 0, 0.1), c.colour, 0.3));
    }
    if (ev?.path?.length) {
      const pts = ev.path.map((s) => this.world(kind, s.at, s.level, 0.35 * lh + 0.1));
      for (let k = 1; k < pts.length; k++) this.overlay.add(segment(pts[k - 1]!, pts[k]!, 0.07, EVIDENCE.path));
      for (const p of pts) this.overlay.add(dot(p, EVIDENCE.path, 0.13));
    }
    const q = verdict as Record<string, unknown> | undefined;
    const ends: (string | undefined)[] | undefined = verdict ? [typeof q?.from === 'string' ? q.from : undefined, typeof q?.to === 'string' ? q.to : undefined] : undefined;
    for (const l of ev?.lines ?? []) {
      // board points; heights from the line (levels) or the figures' eyes
      const zFrom = l.z?.[0];
      const zTo = l.z?.[1];
      const a = new THREE.Vector3(l.from[0], (zFrom ?? 0) * lh, l.from[1]);
      const c = new THREE.Vector3(l.to[0], (zTo ?? 0) * lh, l.to[1]);
      if (zFrom === undefined) a.y = this.eyeNear(l.from, ends?.[0]);
      if (zTo === undefined) c.y = this.eyeNear(l.to, ends?.[1]);
      const colour = l.clear ? EVIDENCE.clear : verdict?.sight === true ? '#e0a000' : EVIDENCE.blocked;
      this.overlay.add(segment(a, c, 0.045, colour));
      for (const bl of l.blockedBy ?? []) {
        const p = kind === 'table' ? new THREE.Vector3(bl.at[0], 0.8, bl.at[1]) : this.world(kind, bl.at, undefined, 0.2);
        this.overlay.add(dot(p, EVIDENCE.blocked, 0.22));
      }
    }
    for (const poly of ev?.polygons ?? []) {
      if (poly.points.length < 3) continue;
      const shape = new THREE.Shape(poly.points.map(([x, y]) => new THREE.Vector2(x, y)));
      const mesh = new THREE.Mesh(new THREE.ShapeGeometry(shape), new THREE.MeshBasicMaterial({ color: EVIDENCE.polygon, transparent: true, opacity: 0.3, side: THREE.DoubleSide, depthWrite: false }));
      mesh.rotation.x = Math.PI / 2;
      mesh.position.y = 0.05;
      this.overlay.add(mesh);
    }
    this.requestRender();
  }

  /** The height of a sight line's end: the figure's eye if one stands there, else a level above the surface. */
  private eyeNear(pt: readonly number[], figureHint: string | undefined): number {
    const built = this.built!;
    let best: THREE.Object3D | undefined;
    let bestD = 0.6;
    for (const f of built.figures) {
      const d = Math.hypot(f.position.x - pt[0]!, f.position.z - pt[1]!);
      if (d < bestD || (figureHint && f.userData.figure === figureHint && d < 1.2)) {
        best = f;
        bestD = d;
      }
    }
    if (best) return this.figureTop(best.userData.figure as string)!.y;
    // nearest place's surface
    const b = built.session.board;
    if (!b) return 0.8;
    let lv = 0;
    let bd = Infinity;
    for (const p of b.places) {
      const [x, z] = centre(b.grid, p.x, p.y);
      const d = (x - pt[0]!) ** 2 + (z - pt[1]!) ** 2;
      if (d < bd) {
        bd = d;
        lv = p.surfaces[p.surfaces.length - 1]?.level ?? 0;
      }
    }
    return (lv + 1) * built.lh;
  }

  private pick(e: PointerEvent): MapPointer | undefined {
    const built = this.built;
    if (!built || !this.renderer) return undefined;
    const rect = this.renderer.domElement.getBoundingClientRect();
    const ndc = new THREE.Vector2(((e.clientX - rect.left) / rect.width) * 2 - 1, -((e.clientY - rect.top) / rect.height) * 2 + 1);
    const ray = new THREE.Raycaster();
    ray.setFromCamera(ndc, this.camera);
    const targets: THREE.Object3D[] = [...built.figures];
    for (const p of built.pickables) targets.push(p.mesh);
    if (built.ground) targets.push(built.ground);
    const hits = ray.intersectObjects(targets, true);
    // a figure anywhere along the ray wins (one may stand under a see-through floor)
    for (const h of hits) {
      let o: THREE.Object3D | null = h.object;
      while (o && o.userData.figure === undefined) o = o.parent;
      if (o) {
        const id = o.userData.figure as string;
        const f = built.session.scenario.figures?.[id];
        return { phase: 'click', figure: id, cell: f && built.session.board ? [f.at[0], f.at[1]] : undefined, shift: e.shiftKey };
      }
    }
    for (const h of hits) {
      const owner = built.pickables.find((p) => p.mesh === h.object);
      if (owner && h.instanceId !== undefined) {
        return { phase: 'click', cell: [owner.owners[2 * h.instanceId]!, owner.owners[2 * h.instanceId + 1]!], shift: e.shiftKey };
      }
      if (h.object === built.ground) {
        return { phase: 'click', point: [Math.round(h.point.x * 4) / 4, Math.round(h.point.z * 4) / 4], shift: e.shiftKey };
      }
    }
    return undefined;
  }

  /** Screen position (client pixels) of a place or figure, for tests and tooltips. */
  screenOf(target: { figure?: string; cell?: readonly number[] }): { x: number; y: number } | undefined {
    const built = this.built;
    if (!built || !this.renderer) return undefined;
    let p: THREE.Vector3 | undefined;
    if (target.figure) {
      const f = built.figures.find((g) => g.userData.figure === target.figure);
      const body = f?.children[0] as THREE.Mesh | undefined;
      if (f && body) p = f.position.clone().add(new THREE.Vector3(0, body.position.y, 0));
    } else if (target.cell) p = this.world(built.session.scenario.map.grid, target.cell, undefined, 0.01);
    if (!p) return undefined;
    p.project(this.camera);
    const rect = this.renderer.domElement.getBoundingClientRect();
    return { x: rect.left + ((p.x + 1) / 2) * rect.width, y: rect.top + ((1 - p.y) / 2) * rect.height };
  }

  get marks(): Marks {
    return this.lastMarks;
  }
}

/** The height a figure on a table stands at: the top of the highest piece under its centre (approximately). */
function standHeight(pieces: readonly { shape: unknown; ht?: number | undefined }[], x: number, y: number): number {
  let best = 0;
  for (const p of pieces) {
    const s = p.shape as PieceShape;
    let inside = false;
    if (s.rect) inside = x >= s.rect[0]! && y >= s.rect[1]! && x <= s.rect[0]! + s.rect[2]! && y <= s.rect[1]! + s.rect[3]!;
    else if (s.circle) inside = Math.hypot(x - s.circle[0]!, y - s.circle[1]!) <= s.circle[2]!;
    else if (s.polygon) {
      const poly = s.polygon;
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const [xi, yi] = poly[i] as [number, number];
        const [xj, yj] = poly[j] as [number, number];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
    if (inside) best = Math.max(best, p.ht ?? 1);
  }
  return best;
}

/** Whether WebGL runs on a software rasteriser (SwiftShader, llvmpipe): no GPU to lean on. */
let software: boolean | undefined;
/** Whether WebGL here is drawn in software (no GPU: SwiftShader, llvmpipe); asked once. */
export function softwareGraphics(): boolean {
  return (software ??= askSoftwareGraphics());
}

function askSoftwareGraphics(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return /swiftshader|llvmpipe|software|softpipe/i.test(name);
  } catch {
    return false;
  }
}

type PieceShape = { rect?: number[]; polygon?: number[][]; circle?: number[] };

function pieceMesh(s: PieceShape, ht: number, colour: string): THREE.Mesh | undefined {
  const mat = new THREE.MeshLambertMaterial({ color: colour });
  if (s.rect) {
    const [x, y, w, h] = s.rect as [number, number, number, number];
    const g = new THREE.BoxGeometry(w, ht, h);
    g.translate(x + w / 2, ht / 2, y + h / 2);
    return new THREE.Mesh(g, mat);
  }
  if (s.circle) {
    const [x, y, r] = s.circle as [number, number, number];
    const g = new THREE.CylinderGeometry(r, r, ht, 32);
    g.translate(x, ht / 2, y);
    return new THREE.Mesh(g, mat);
  }
  if (s.polygon) {
    const shape = new THREE.Shape(s.polygon.map(([x, y]) => new THREE.Vector2(x!, y!)));
    const g = new THREE.ExtrudeGeometry(shape, { depth: ht, bevelEnabled: false });
    // shape in the x-y plane, extruded along +z: lay it down so board y runs along world z and height is up
    g.rotateX(Math.PI / 2);
    g.translate(0, ht, 0);
    return new THREE.Mesh(g, mat);
  }
  return undefined;
}

function hexRing(cx: number, cz: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    out.push([cx + Math.cos(a), cz + Math.sin(a)]);
  }
  return out;
}

function squareRing(cx: number, cz: number): [number, number][] {
  return [[cx - 0.5, cz - 0.5], [cx + 0.5, cz - 0.5], [cx + 0.5, cz + 0.5], [cx - 0.5, cz + 0.5]];
}

function segment(a: THREE.Vector3, b: THREE.Vector3, r: number, colour: string): THREE.Mesh {
  const len = a.distanceTo(b);
  const g = new THREE.CylinderGeometry(r, r, Math.max(len, 1e-3), 8);
  const m = new THREE.Mesh(g, new THREE.MeshBasicMaterial({ color: colour }));
  m.position.copy(a).add(b).multiplyScalar(0.5);
  m.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), b.clone().sub(a).normalize());
  return m;
}

function dot(p: THREE.Vector3, colour: string, r: number): THREE.Mesh {
  const m = new THREE.Mesh(new THREE.SphereGeometry(r, 12, 8), new THREE.MeshBasicMaterial({ color: colour }));
  m.position.copy(p);
  return m;
}

function textSprite(text: string, width: number): THREE.Sprite {
  const c = document.createElement('canvas');
  const ctx = c.getContext('2d')!;
  ctx.font = 'bold 44px system-ui, sans-serif';
  const w = Math.max(64, ctx.measureText(text).width + 28);
  c.width = Math.ceil(w);
  c.height = 64;
  ctx.font = 'bold 44px system-ui, sans-serif';
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.strokeStyle = '#333';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.roundRect(2, 2, c.width - 4, 60, 14);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#111';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, c.width / 2, 34);
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  // the same size on screen however far the camera is (a label stays readable on a big map)
  const s = new THREE.Sprite(new THREE.SpriteMaterial({ map: tex, depthTest: false, sizeAttenuation: false }));
  const h = 0.03 * width;
  s.scale.set((h * c.width) / 64, h, 1);
  s.center.set(0.5, 0);
  s.renderOrder = 10;
  return s;
}

function disposeTree(o: THREE.Object3D): void {
  o.traverse((c) => {
    const m = c as THREE.Mesh;
    m.geometry?.dispose();
    const mat = m.material as THREE.Material | THREE.Material[] | undefined;
    if (Array.isArray(mat)) mat.forEach((x) => x.dispose());
    else if (mat) {
      (mat as THREE.SpriteMaterial).map?.dispose();
      mat.dispose();
    }
  });
}

