/**
 * Writes the EPC label images the detail pages show: public/images/epc/{region}/{label}.png
 * for every label of every region in EPC_LABELS, and removes any other file in those
 * folders so the set matches the list exactly.
 *
 *   npx tsx tools/epc/draw.ts
 *
 * Each image is drawn as SVG (scale.ts) at twice the display size of EPC_IMAGE_SIZE and
 * rasterised by sharp (librsvg). The output depends only on the lists, the fonts and the
 * sharp version, so a run on the same machine rewrites identical bytes.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { EPC_LABELS } from '../../src/lib/epc.ts';
import { EPC_IMAGE_SIZE } from '../../src/lib/epcImage.ts';
import type { EnergyRegion } from '../../src/lib/region.ts';
import { drawScale } from './scale.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = path.join(root, 'public', 'images', 'epc');

/** Flat colours and anti-aliased edges fit a 256-colour palette with no visible loss. */
const PNG = { palette: true, compressionLevel: 9, effort: 10 } as const;

async function main(): Promise<void> {
  let count = 0;
  let bytes = 0;
  for (const region of Object.keys(EPC_LABELS) as EnergyRegion[]) {
    const labels = EPC_LABELS[region];
    const { width, height } = EPC_IMAGE_SIZE[region];
    const dir = path.join(outDir, region);
    mkdirSync(dir, { recursive: true });
    for (const label of labels) {
      const svg = drawScale(labels, label, { width: width * 2, height: height * 2 });
      const info = await sharp(Buffer.from(svg))
        .png(PNG)
        .toFile(path.join(dir, `${label}.png`));
      count++;
      bytes += info.size;
    }
    const expected = new Set(labels.map((label) => `${label}.png`));
    for (const file of readdirSync(dir).filter((f) => !expected.has(f))) {
      rmSync(path.join(dir, file), { recursive: true });
      console.log(`removed ${region}/${file}`);
    }
  }
  console.log(`${count} images, ${(bytes / 1024).toFixed(1)} KiB`);
}

await main();
