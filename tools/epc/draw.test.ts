/** @jest-environment node */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { EPC_LABELS, epcImagePath } from '../../src/lib/epc.ts';
import { EPC_IMAGE_SIZE } from '../../src/lib/epcImage.ts';
import type { EnergyRegion } from '../../src/lib/region.ts';
import { dim, INK, rampColour, textOn, WHITE } from './colour.ts';

const publicDir = path.join(__dirname, '..', '..', 'public');
const epcDir = path.join(publicDir, 'images', 'epc');
const regions = Object.keys(EPC_LABELS) as EnergyRegion[];

describe('EPC label images (run `npx tsx tools/epc/draw.ts` after changing EPC_LABELS)', () => {
  it('has one folder per region and nothing else', () => {
    expect(readdirSync(epcDir).sort()).toEqual([...regions].sort());
  });

  it.each(regions)('%s: one PNG per label and no extra file', (region) => {
    const expected = EPC_LABELS[region].map((label) => `${label}.png`);
    expect(readdirSync(path.join(epcDir, region)).sort()).toEqual(expected.sort());
  });

  it.each(regions)('%s: every image is a small PNG at twice the display size', async (region) => {
    const { width, height } = EPC_IMAGE_SIZE[region];
    for (const label of EPC_LABELS[region]) {
      // The same path the page links to.
      const file = path.join(publicDir, epcImagePath(region, label));
      const meta = await sharp(file).metadata();
      expect({ label, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        label,
        format: 'png',
        width: width * 2,
        height: height * 2,
      });
      expect(statSync(file).size).toBeLessThan(16 * 1024);
    }
  });
});

describe('EPC colours', () => {
  it('runs from dark green to red', () => {
    expect(rampColour(0, 7)).toBe('#007a3d');
    expect(rampColour(6, 7)).toBe('#e01e25');
    expect(rampColour(9, 19)).toBe('#ffe100');
  });

  it('writes white on dark green and red, ink on yellow and on dimmed colours', () => {
    expect(textOn('#007a3d')).toBe(WHITE);
    expect(textOn('#e01e25')).toBe(WHITE);
    expect(textOn('#ffe100')).toBe(INK);
    expect(textOn(dim('#f06b22', 0.35))).toBe(INK);
  });
});
