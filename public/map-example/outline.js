/*
 * Background of the example map: hand-approximated outlines of Belgium and Luxembourg.
 *
 * The example must make no third-party request, so it has no tile server; these outlines
 * are all the geography it draws. They are only meant to be recognisable (a few kilometres
 * off here and there), not to be used for anything geographical.
 *
 * Each point is [latitude, longitude]: Leaflet's order, the reverse of GeoJSON's
 * [longitude, latitude]. The Belgium–Luxembourg border is written with the same points in
 * both rings so the two shapes meet without a gap or an overlap.
 *
 * A classic script exposing one frozen global keeps the example free of a build step and
 * of module loading; host.js reads window.MAP_OUTLINE.
 */
'use strict';

window.MAP_OUTLINE = Object.freeze([
  Object.freeze({
    name: 'Belgium',
    // Clockwise from De Panne, where the coast meets France.
    latLngs: Object.freeze([
      // North Sea coast
      [51.09, 2.55],
      [51.15, 2.72],
      [51.23, 2.92],
      [51.32, 3.15],
      [51.37, 3.36],
      // Netherlands: Zeeuws-Vlaanderen, then the Campine
      [51.27, 3.45],
      [51.27, 3.75],
      [51.2, 3.82],
      [51.3, 4.24],
      [51.37, 4.3],
      [51.47, 4.5],
      [51.49, 4.79],
      [51.43, 4.93],
      [51.37, 5.1],
      [51.3, 5.3],
      [51.24, 5.45],
      // Netherlands: along the Meuse, past Maastricht
      [51.17, 5.78],
      [51.1, 5.8],
      [50.9, 5.65],
      [50.78, 5.69],
      // Germany: from the Vaalserberg tripoint to Ouren
      [50.76, 6.02],
      [50.66, 6.11],
      [50.57, 6.26],
      [50.4, 6.4],
      [50.22, 6.2],
      [50.13, 6.14],
      // Luxembourg
      [50.18, 6.03],
      [50.12, 5.95],
      [50.05, 5.87],
      [49.98, 5.78],
      [49.9, 5.75],
      [49.83, 5.74],
      [49.74, 5.84],
      [49.67, 5.9],
      [49.6, 5.87],
      [49.55, 5.82],
      // France: Gaume, Bouillon, around the Givet salient, Chimay, Hainaut, Flanders
      [49.53, 5.73],
      [49.5, 5.47],
      [49.69, 5.25],
      [49.77, 5.1],
      [49.8, 4.97],
      [49.86, 4.86],
      [50.09, 4.88],
      [50.16, 4.83],
      [50.1, 4.7],
      [49.98, 4.68],
      [49.98, 4.22],
      [50.07, 4.13],
      [50.2, 4.14],
      [50.3, 4.1],
      [50.35, 3.95],
      [50.4, 3.75],
      [50.48, 3.63],
      [50.55, 3.3],
      [50.65, 3.25],
      [50.72, 3.19],
      [50.79, 3.12],
      [50.75, 2.97],
      [50.7, 2.86],
      [50.81, 2.63],
      [51.03, 2.57],
    ]),
  }),
  Object.freeze({
    name: 'Luxembourg',
    // Clockwise from the northern tip near Troisvierges.
    latLngs: Object.freeze([
      // Germany: the Our, the Sûre, then the Moselle
      [50.18, 6.03],
      [50.13, 6.14],
      [50.04, 6.14],
      [49.98, 6.16],
      [49.93, 6.22],
      [49.87, 6.3],
      [49.82, 6.41],
      [49.78, 6.5],
      [49.71, 6.52],
      [49.62, 6.4],
      [49.55, 6.37],
      [49.47, 6.37],
      // France
      [49.46, 6.25],
      [49.47, 6.16],
      [49.46, 6.08],
      [49.46, 6.0],
      [49.5, 5.93],
      [49.52, 5.88],
      [49.55, 5.82],
      // Belgium (the same points as Belgium's ring, in reverse)
      [49.6, 5.87],
      [49.67, 5.9],
      [49.74, 5.84],
      [49.83, 5.74],
      [49.9, 5.75],
      [49.98, 5.78],
      [50.05, 5.87],
      [50.12, 5.95],
    ]),
  }),
]);
