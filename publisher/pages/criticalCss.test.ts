/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { criticalCss } from './criticalCss.ts';

const page = (css: string) =>
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>' +
  css +
  '</style></head><body><div id="root"><main class="page"><h1 class="title">Maison&nbsp;à vendre</h1>' +
  '<a class="button" href="/fr/">Accueil</a></main></div>' +
  '<script type="application/json" id="app-data">{"lng":"fr","text":"a <b> & c"}</script></body></html>';

describe('the CSS a prerendered page inlines', () => {
  const reduce = criticalCss(mkdtempSync(path.join(tmpdir(), 'critical-css-')));
  const css =
    '.page{margin:0}.title{font-size:2rem}.button:hover{color:red}.gallery{display:grid}' +
    '@media (min-width:1200px){.title{font-size:3rem}.lightbox{position:fixed}}' +
    "html[data-consent='ask'] .consent-backdrop--waiting{display:block}";

  it("keeps the rules of the page's own elements, their states and breakpoints, and the cookie dialog's", async () => {
    const html = await reduce(page(css));
    const inlined = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(inlined).toContain('.page{margin:0}');
    expect(inlined).toContain('.title{font-size:2rem}');
    expect(inlined).toContain('.button:hover{color:red}');
    expect(inlined).toMatch(/@media \(min-width:\s?1200px\)\s?\{\s?\.title\{font-size:3rem\}\s?\}/);
    expect(inlined).toContain("html[data-consent='ask'] .consent-backdrop--waiting{display:block}");
  });

  it('drops the rules of elements the page does not have', async () => {
    const html = await reduce(page(css));
    expect(html).not.toContain('.gallery');
    expect(html).not.toContain('.lightbox');
  });

  it("leaves the page's markup and data byte for byte as rendered", async () => {
    const original = page(css);
    const html = await reduce(original);
    const outsideStyle = (text: string) => text.replace(/<style>[\s\S]*<\/style>/, '<style></style>');
    expect(outsideStyle(html)).toBe(outsideStyle(original));
  });

  it('stops the build on a page without its stylesheet', async () => {
    await expect(reduce('<html><head></head><body></body></html>')).rejects.toThrow('no inlined stylesheet');
  });
});
