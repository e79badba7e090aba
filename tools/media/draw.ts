/**
 * Writes the listing photographs, the team's portraits (team-{member key}) and the home page
 * banner's views (banner-1..3) as SVG sources to snapshot/media/{name}.svg.
 *
 *   npx tsx tools/media/draw.ts            all images
 *   npx tsx tools/media/draw.ts p120 team  only names starting with these prefixes (banner: the banner)
 *
 * There is no camera and no network here, so the photographs are drawn: small 3-D scenes
 * (houses, streets, rooms) projected through a level-pitch camera, with light, materials
 * and planting. Everything derives from seeded randomness keyed by the image and listing
 * names, so the files are byte-identical from run to run.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bannerImages } from './banner.ts';
import { catalog } from './catalog.ts';
import { portrait } from './portrait.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = path.join(root, 'snapshot', 'media');

function main(): void {
  const prefixes = process.argv.slice(2);
  mkdirSync(outDir, { recursive: true });
  let count = 0;
  let bytes = 0;
  let largest = { name: '', size: 0 };
  const team = JSON.parse(readFileSync(path.join(root, 'snapshot', 'content', 'fr', 'team.json'), 'utf8')) as {
    members: { key: string }[];
  };
  const portraits = team.members.map(({ key }) => ({ name: `team-${key}`, render: () => portrait(key) }));
  for (const entry of [...catalog(), ...portraits, ...bannerImages()]) {
    if (prefixes.length && !prefixes.some((p) => entry.name === p || entry.name.startsWith(`${p}-`))) continue;
    const svg = entry.render();
    writeFileSync(path.join(outDir, `${entry.name}.svg`), svg);
    count++;
    bytes += svg.length;
    if (svg.length > largest.size) largest = { name: entry.name, size: svg.length };
  }
  console.log(
    `${count} images, ${(bytes / 1024).toFixed(0)} KiB, average ${(bytes / 1024 / Math.max(1, count)).toFixed(1)} KiB, largest ${largest.name} ${(largest.size / 1024).toFixed(1)} KiB`,
  );
}

main();
