/**
 * What the app needs of the library only once a map is open, in a chunk of its own (issue 21: not in the
 * first load): the SVG renderer of the top-down view and the rule catalogue's words for the answers.
 * Loaded with the first game (lazy.ts); the map analysis is another chunk, loaded when its panel opens.
 */
export { clauseInfo, renderMapSvg, renderSvg, sideCaption, sideLine, sideNames, sideProfile, sideViewSvg } from 'highground/core';
/** Aiming an area and legible reach costs (aim.ts): needed only once a map is open. */
export { aimBar, aimCorners, areaQuestion, costNote, legibleCosts } from './aim.js';
