import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const EXTERNAL_REL = 'noopener noreferrer';

/**
 * A link that goes through the router for paths of this site and stays a plain anchor for
 * tel:, mailto: and other sites.
 */
export function SmartLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const internal = href.startsWith('/') && !href.startsWith('//');
  if (internal) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={className} rel={external ? EXTERNAL_REL : undefined}>
      {children}
    </a>
  );
}
