import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RichNode } from '../../domain/content/types.ts';

type Offset = 0 | 1;

/** A site path ("/fr/...") navigates in place; "//host" is another site, so it is not one. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

function renderNode(node: RichNode, key: number, offset: Offset): ReactNode {
  if (typeof node === 'string') return node;
  const children = renderNodes(node.children, offset);
  switch (node.tag) {
    case 'a':
      if (!node.href) return <span key={key}>{children}</span>;
      if (isSitePath(node.href)) {
        return (
          <Link key={key} to={node.href}>
            {children}
          </Link>
        );
      }
      return (
        <a key={key} href={node.href}>
          {children}
        </a>
      );
    case 'h2':
    case 'h3': {
      // Under a heading of the page, the text's own headings move one level down.
      const level = Number(node.tag.slice(1)) + offset;
      return createElement(`h${level}`, { key }, children);
    }
    default:
      return createElement(node.tag, { key }, children);
  }
}

function renderNodes(nodes: RichNode[], offset: Offset): ReactNode[] {
  return nodes.map((node, i) => renderNode(node, i, offset));
}

/**
 * Editorial text, already sanitized by the build into a tree of allowed elements, rendered
 * as React elements: no HTML string ever reaches the page.
 */
export function RichText({ nodes, headingOffset = 0 }: { nodes: RichNode[]; headingOffset?: Offset }) {
  return <>{renderNodes(nodes, headingOffset)}</>;
}
