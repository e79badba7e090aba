/**
 * The team's portraits: a person from the shoulders up in front of a soft backdrop, drawn as
 * flat shapes. Like the listing photographs, each derives from its name (seeded), so the
 * files are the same from run to run. No face is drawn: a likeness would be a real person's.
 */
import { Rng } from './rng.ts';

const BACKDROPS = [
  ['#dfe8e3', '#b9cdc3'],
  ['#ece3d6', '#d6c4aa'],
  ['#e1e6ee', '#bcc7d8'],
  ['#efe0dc', '#d9bdb5'],
];
const SKIN = ['#f1c9a5', '#e0ac84', '#c68a62', '#a36c48', '#f5d6bc'];
const HAIR = ['#2e2219', '#5a3a22', '#8a5a32', '#b98b54', '#3b3b3b', '#9c9c9c'];
const CLOTHES = ['#1d3b35', '#2f4a6b', '#6b2f3a', '#4a4a4a', '#a0522d', '#35605a'];

export const PORTRAIT_SIZE = 600;

export function portrait(name: string): string {
  const rng = new Rng(`portrait:${name}`);
  const [top = '#dfe8e3', bottom = '#b9cdc3'] = rng.pick(BACKDROPS);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const clothes = rng.pick(CLOTHES);
  const long = rng.next() < 0.45;
  const collar = rng.next() < 0.5;
  const tilt = Math.round((rng.next() - 0.5) * 6);
  const s = PORTRAIT_SIZE;
  const hairBack = long
    ? `<path d="M206 250c-8 90 0 170 26 214h136c26-44 34-124 26-214-20-86-168-86-188 0z" fill="${hair}"/>`
    : '';
  const hairTop = long
    ? `<path d="M198 270C190 96 410 96 402 270C384 206 344 186 300 186S216 206 198 270z" fill="${hair}"/>`
    : `<path d="M206 250C200 104 400 104 394 250C380 208 344 190 300 190S220 208 206 250z" fill="${hair}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>`,
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${s}" height="${s}" fill="url(#bg)"/>`,
    `<circle cx="470" cy="120" r="150" fill="#fff" opacity=".18"/>`,
    hairBack,
    `<path d="M80 600c10-120 90-176 220-176s210 56 220 176z" fill="${clothes}"/>`,
    collar ? `<path d="M240 430l60 70 60-70-24-8-36 40-36-40z" fill="#f4f1ea"/>` : '',
    `<rect x="262" y="340" width="76" height="100" rx="30" fill="${skin}"/>`,
    `<path d="M262 400c24 22 52 22 76 0v30c-24 16-52 16-76 0z" fill="#000" opacity=".08"/>`,
    `<g transform="rotate(${tilt} 300 330)">`,
    `<ellipse cx="300" cy="268" rx="92" ry="112" fill="${skin}"/>`,
    `<ellipse cx="210" cy="278" rx="14" ry="24" fill="${skin}"/><ellipse cx="390" cy="278" rx="14" ry="24" fill="${skin}"/>`,
    hairTop,
    `</g></svg>`,
  ].join('');
}
