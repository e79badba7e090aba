/**
 * When a page's app starts. Vite's template asks for the boot module from the head, so on a
 * slow phone line its three requests share the bandwidth with the page's largest photo, and the
 * photo, which is what the visitor came to see, arrives later. A prerendered page needs no
 * JavaScript to show itself, so the module tags are replaced by this inline script at the end of
 * the body: it asks for the boot module (and preloads its imports) once the page's priority
 * photo has loaded and two frames have gone by (the photo is then painted), at once when the
 * page has no such photo or the tab is hidden, when the photo fails, and after 3 s whatever
 * happens, so a photo stuck on a bad line never holds the app back for long.
 *
 * Lighthouse mobile, sale list, LCP median of 7: 1110 ms with the module tags in the head,
 * 980 ms with this loader (docs/PERFORMANCE.md). The script is a few hundred bytes: the list's
 * HTML must stay within the first TCP round trip (about 14.6 KB with its headers).
 *
 * Readable form of BOOT_LOADER (d = document, s = this script, i = the priority photo):
 *   start = () => once: for each URL of data-boot, the first a module script, the rest
 *           modulepreload links, all crossorigin="anonymous" as Vite writes them;
 *   painted = () => two animation frames, then start;
 *   start after 3 s anyway; hidden tab: start now; no photo or already loaded: painted;
 *   otherwise painted on the photo's load, start on its error.
 *   Early taps: until the app marks <html data-hydrated>, the last plain button
 *   (type="button") tapped is remembered (b), then tapped again for the visitor: a button
 *   has no handler before the app runs, so "Filtres" or the cookie dialog's answer would be
 *   lost on a slow phone. Links and submit buttons work without the app and are left alone.
 *   Only the last tap: two on a toggle would undo each other.
 * The Content-Security-Policy allows this exact text by its hash (BOOT_LOADER_CSP): any edit to
 * it changes the hash with it, since both come from this one constant.
 */
import { createHash } from 'node:crypto';

export const BOOT_LOADER =
  "(d=>{let s=d.currentScript,i=d.querySelector('img[fetchpriority=high]'),g=()=>{if(s){for(let[n,h]of s.dataset.boot.split(' ').entries()){let e=d.createElement(n?'link':'script');n?(e.rel='modulepreload',e.href=h):(e.type='module',e.src=h);d.head.append(e)}s=0}},w=()=>setTimeout(g,250),r=d.documentElement,b,c=e=>{b=e.target.closest?.('button[type=button]')||b};d.addEventListener('click',c,!0);new MutationObserver((_,o)=>{r.dataset.hydrated&&(o.disconnect(),d.removeEventListener('click',c,!0),b?.isConnected&&!b.disabled&&b.click())}).observe(r,{attributes:!0,attributeFilter:['data-hydrated']});setTimeout(g,3e3);new PerformanceObserver(l=>l.getEntries().some(e=>e.element==i)&&g()).observe({type:'largest-contentful-paint',buffered:!0});d.hidden||!i?g():i.complete?w():(i.onload=w,i.onerror=g)})(document)";

/** The script-src source that allows BOOT_LOADER and no other inline script. */
export const BOOT_LOADER_CSP = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;

const MODULE_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/** The tag the template gets: the boot module first, then the modules it imports. */
export function bootLoaderTag(urls: string[]): string {
  return `<script data-boot="${urls.join(' ')}">${BOOT_LOADER}</script>`;
}

/**
 * Vite's template with its module script and modulepreload links replaced by the loader at the
 * end of the body. A template without exactly one module script stops the build: a page without
 * its app, or with two, would be broken in a way no test of a single page shows.
 */
export function deferBoot(template: string): string {
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  if (entries.length !== 1) throw new Error(`The HTML template has ${entries.length} module scripts, expected 1`);
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const withoutTags = template.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (!withoutTags.includes('</body>')) throw new Error('The HTML template has no </body>');
  return withoutTags.replace('</body>', () => `${bootLoaderTag([...entries, ...preloads])}</body>`);
}

/** The URLs a page's loader asks for, the boot module first (for the bench and the tests). */
export function bootUrls(html: string): string[] {
  return /<script data-boot="([^"]*)">/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
}
