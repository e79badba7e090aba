import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from './context.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An anchor with a real href (works without JavaScript, opens in a new tab) that navigates in place. */
export function Link({ to, onClick, target, children, ...rest }: Props) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
