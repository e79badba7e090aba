import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const root = process.cwd();

/** Every page the build prerendered, as URL paths: the list the site really serves. */
export function prerenderedPaths(): string[] {
  const dist = path.join(root, 'dist');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') found.push(`/${path.relative(dist, dir).split(path.sep).join('/')}/`);
    }
  };
  walk(dist);
  return found.sort();
}

interface MenuPage {
  id: number;
  path: string;
  slug: Record<string, string>;
  params: { title: Record<string, string>; seo: { title: Record<string, string> } };
}

export function menuPages(): MenuPage[] {
  return (JSON.parse(readFileSync(path.join(root, 'snapshot/config/menu.json'), 'utf8')) as { pages: MenuPage[] })
    .pages;
}

/**
 * Collects console errors and hydration warnings. A 404 document logs its own status as a
 * resource error, which is expected on the 404 page only.
 */
export function watchConsole(page: Page, options: { allow404?: boolean } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (options.allow404 && /status of 404/.test(text)) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** axe with the WCAG 2.2 AA rule set: zero violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * Opens a page and waits until the app has hydrated. The prerendered HTML works on its own,
 * but a journey that tests client-side behaviour must not race the app's start.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}
