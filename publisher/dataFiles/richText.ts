/**
 * Turns the snapshot's HTML into the tree the pages render (src/domain/content/types.ts),
 * keeping only the allowed elements and, on links, only an href that is a site path, https or
 * mailto. Anything else is dropped: a script or style with its content, another element
 * (a div, a span, an img, an iframe) by its text alone, every other attribute. What was
 * dropped is reported, so the snapshot check can say so.
 */
import { Parser } from 'htmlparser2';
import type { RichNode, RichTag } from '../../src/domain/content/types.ts';

const ALLOWED = new Set<RichTag>(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a']);
/** Elements whose content is not text for the reader. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'svg', 'math']);

export function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  const value = href.trim();
  if (/^\/(?!\/)[^\s]*$/.test(value)) return value;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function toRichText(html: string): { nodes: RichNode[]; dropped: string[] } {
  const root: { children: RichNode[] } = { children: [] };
  const stack: { tag: string; node: { children: RichNode[] } | null }[] = [];
  const dropped: string[] = [];
  let skipping = 0;
  const current = () => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const node = stack[i]?.node;
      if (node) return node;
    }
    return root;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (skipping > 0 || DROPPED_WITH_CONTENT.has(name)) {
          skipping++;
          if (skipping === 1) dropped.push(`<${name}>`);
          stack.push({ tag: name, node: null });
          return;
        }
        if (!ALLOWED.has(name as RichTag)) {
          dropped.push(`<${name}>`);
          stack.push({ tag: name, node: null });
          return;
        }
        const node: { tag: RichTag; href?: string; children: RichNode[] } = { tag: name as RichTag, children: [] };
        for (const attribute of Object.keys(attributes)) {
          if (name === 'a' && attribute === 'href') continue;
          dropped.push(`${attribute}="…" on <${name}>`);
        }
        if (name === 'a') {
          const href = safeHref(attributes.href);
          if (href) node.href = href;
          else dropped.push(`href="${attributes.href ?? ''}"`);
        }
        current().children.push(node);
        stack.push({ tag: name, node });
      },
      ontext(text) {
        if (skipping > 0) return;
        const siblings = current().children;
        const last = siblings[siblings.length - 1];
        if (typeof last === 'string') siblings[siblings.length - 1] = last + text;
        else siblings.push(text);
      },
      onclosetag() {
        const closed = stack.pop();
        if (closed && skipping > 0) skipping--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { nodes: trimBlocks(root.children), dropped };
}

/** Whitespace between block elements is layout, not text. */
function trimBlocks(nodes: RichNode[]): RichNode[] {
  return nodes
    .filter((node) => typeof node !== 'string' || node.trim() !== '')
    .map((node) =>
      typeof node === 'string' || ['ul', 'ol'].includes(node.tag) === false
        ? node
        : { ...node, children: trimBlocks(node.children) },
    );
}
