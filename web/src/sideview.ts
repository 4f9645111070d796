/**
 * The side view of a 3-D line of sight (tft-3d missiles and sight, heroscape and c3g-buildings sight,
 * malifaux's diagonal view from a vantage point), beside the answer. The library draws it (`sideProfile`
 * and `sideViewSvg` of `highground/core`, the picture `render` puts under the map): the ground along the
 * line, the figures it passes at their height with their names, both heights, the stop. A table's pieces stand at their Ht, their kind's default when they give
 * none (the ruleset's `pieceHeight`). Loaded with the drawing chunk (lazy.ts); nothing is judged here.
 */
import type { Session, Verdict } from 'highground/core';
import { drawing } from './lazy.js';

/** The side view for a verdict, or null when it has no line with heights. */
export function sideView(session: Session, v: Verdict | undefined, question?: Readonly<Record<string, unknown>>): HTMLElement | null {
  const line = drawing.sideLine(v);
  if (!line) return null;
  const map = session.scenario.map;
  const rs = session.ruleset;
  const profile = drawing.sideProfile({
    board: session.board,
    table: map.grid === 'table' ? map : undefined,
    pieceHeight: rs.pieceHeight ? (p) => rs.pieceHeight!(p) : undefined,
    figures: session.scenario.figures,
    footprint: rs.footprint ? (f) => rs.footprint!(f, session.board, session.options) : undefined,
    figureHeight: rs.figureHeight ? (f) => rs.figureHeight!(f) : undefined,
  }, line);
  if (!profile) return null;
  const names = drawing.sideNames(session.scenario.figures, question);
  const markup = drawing.sideViewSvg(profile, { names, unit: map.grid === 'table' ? 'Ht' : 'levels' });
  // the library's markup (its text escaped), parsed as SVG and put in as nodes
  const svg = document.importNode(new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement, true);
  const caption = drawing.sideCaption(profile);
  svg.removeAttribute('data-side-view');
  svg.setAttribute('width', '100%');
  svg.removeAttribute('height');
  svg.setAttribute('aria-label', caption);
  const box = document.createElement('figure');
  box.className = 'hg-sidebox';
  box.setAttribute('data-side-view', profile.clear ? 'clear' : 'blocked');
  const cap = document.createElement('figcaption');
  cap.textContent = caption;
  box.append(cap, svg);
  return box;
}
