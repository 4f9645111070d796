/** Plane geometry for gridless tables: exact predicates (Shewchuk's orient2d, orient2d.ts) and metric answers in doubles. */
export type { Circle, Location, PlaneShape, Point, Polygon, Segment, Shape, Sign } from './types.js';
export { orient, onSegment, samePoint, tangentXY } from './orient.js';
export { exactSign } from './exact.js';
export { bbox, circlePolygon, normalizePolygon, polygonBBox, rectPolygon, signedArea2, toPlaneShape } from './shape.js';
export { polygonOrientation, rayIntoCorner } from './polygon-orientation.js';
export {
  paramOnSegment,
  pointAt,
  segmentIntersection,
  segmentsIntersect,
  type SegmentContact,
  type SegmentIntersection,
} from './segment.js';
export { pointInPolygon } from './point-in-polygon.js';
export { distanceSquaredVersusRadius, pointInCircle } from './point-in-circle.js';
export { circleVersusCircle, dotSign, segmentVersusCircle } from './circle-exact.js';
export {
  circleCircleDistance,
  circlePolygonContact,
  circlePolygonDistance,
  closestPointOnSegment,
  pointCircleDistance,
  pointDistance,
  pointPolygonDistance,
  pointSegmentDistance,
  polygonPolygonDistance,
  segmentCircleDistance,
  segmentPolygonDistance,
  segmentSegmentDistance,
} from './distance.js';
export {
  segmentMeetsPolygonInterior,
  segmentPolygonIntersection,
  type RegionContact,
  type SegmentRegionIntersection,
} from './segment-polygon.js';
export { segmentCircleIntersection } from './segment-circle.js';
export { sweptCircleHit, type SweptHit } from './swept.js';
export { isSimplePolygon } from './simple.js';
export { triangulate } from './triangulate.js';
export {
  circumscribedPolygon,
  inflateCircle,
  inflatePolygon,
  inflatePolygonParts,
  inflateShape,
  type InflateOptions,
} from './inflate.js';
export {
  buildVisibilityGraph,
  visibilityShortestPath,
  type ShortestPath,
  type VisibilityEdge,
  type VisibilityGraph,
  type VisibilityNode,
} from './visibility.js';
export { circleArea, polygonArea, unionArea, unionAreaErrorBound, type UnionAreaOptions } from './area.js';
export {
  mirrorSymmetryScore,
  symmetryScores,
  TABLE_SYMMETRIES,
  transformPoint,
  transformShape,
  type TableSymmetry,
} from './symmetry.js';
export { BoxGrid, type Box } from './box-grid.js';
export { PointGrid } from './point-grid.js';
export { clipConvex, fastPoly, insideShare, interiorIntervals, locate, meetsInterior, type FastPoly } from './fast-poly.js';
export { findLine, lineBlockedByCircle, PivotTable, tangentsFrom, type FindOptions, type LinePath, type LineTest } from './disc-lines.js';
export { commonTangents, tangentsInto } from './circle-tangents.js';
export { reachOutlines, type Outline } from './cell-outline.js';
