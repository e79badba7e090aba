/**
 * The display size (CSS px) of the EPC label images in public/images/epc/{region}/{label}.png.
 * The files are drawn at twice this size for sharp screens (tools/epc/draw.ts reads this
 * table). Every image of a region has the same size, so the page can reserve the space
 * before the image loads; the height grows with the number of labels on the region's scale
 * (7 in Flanders, 19 in Brussels) so the letters stay readable at this width.
 */
import type { EnergyRegion } from './region.ts';

export const EPC_IMAGE_SIZE: Record<EnergyRegion, { width: number; height: number }> = {
  flanders: { width: 240, height: 200 },
  brussels: { width: 240, height: 320 },
  wallonia: { width: 240, height: 220 },
  luxembourg: { width: 240, height: 220 },
};
