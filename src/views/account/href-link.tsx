// A link to a built href within the site (a page with search params): a real <a> for new tabs and assistive tech,
// a router navigation on a plain click, like the router's own <Link>.
import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';

interface HrefLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page' | 'true' | undefined;
  'aria-label'?: string;
  rel?: string;
}

export function HrefLink({ href, children, ...rest }: HrefLinkProps) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
