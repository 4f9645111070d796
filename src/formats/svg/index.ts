/** SVG export: a picture of any map, its figures and a verdict's evidence. */
export { renderSvg, renderMapSvg } from './render.js';
export type { RenderOptions, RenderSource, MapSource } from './render.js';
export type { FootprintOf } from './figures.js';
export { esc as escapeXml } from './xml.js';
export type { Overlay } from './overlay.js';
export { overlayColour, overlayScale } from './overlay.js';
export { sideLine, sideProfile, sideViewSvg, sideCaption, sideNames } from './sideview.js';
export type { SideSource, SideProfile, SideColumn, SideLayer, SideBlock, SideViewOptions } from './sideview.js';
