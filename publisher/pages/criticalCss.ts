/**
 * Keeps in a prerendered page only the CSS rules its own HTML uses, with beasties (the
 * critical-CSS inliner of Angular and Nuxt). The whole stylesheet (34 KB, 6.6 KiB brotli) was
 * inlined in every page; pruned, home, lists, projects and the costs page fit the first round
 * trip of a new connection (about 14 KB) and paint one round trip sooner on a slow phone line.
 * boot.ts then links the whole stylesheet after the first paint (src/lib/pageAssets.ts) and
 * the app hydrates once it is in, so what React renders or opens later is styled.
 *
 * Only the text of the <style> element is replaced: the page's markup stays byte for byte what
 * React rendered (beasties re-serializes the document it parses).
 */
import Beasties from 'beasties';

const STYLE = /<style>([\s\S]*?)<\/style>/;

/**
 * Rules for states set before the app runs, which the HTML as rendered cannot show: boot.ts
 * marks <html data-consent="ask"> for a visitor who has not chosen yet (the cookie dialog).
 */
const ALWAYS_KEPT = [/data-consent/];

export function criticalCss(distDir: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: distDir,
    // The stylesheet is already inlined as the page's one <style>: prune that.
    reduceInlineStyles: true,
    external: false,
    pruneSource: false,
    mergeStylesheets: true,
    allowRules: ALWAYS_KEPT,
    fonts: false,
    logLevel: 'warn',
  });
  return async (html) => {
    const whole = STYLE.exec(html);
    if (!whole) throw new Error('The page has no inlined stylesheet to reduce');
    const pruned = STYLE.exec(await beasties.process(html))?.[1];
    if (pruned === undefined) throw new Error('beasties returned a page without its stylesheet');
    return html.slice(0, whole.index) + `<style>${pruned}</style>` + html.slice(whole.index + whole[0].length);
  };
}
