import { Link, Text, type LinkProps } from '@chakra-ui/react';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { safeExternalHref } from '@/shared/url/external-url';

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'children'> {
  /** The address, often from the server (`resolution_url`, any `*_url`). */
  href: string | null | undefined;
  children: ReactNode;
}

/**
 * A link to another site: a new tab that gets no access to the console (`noopener noreferrer`), with the external-link
 * icon. An address that is not http(s) renders the label as plain text: a server's `javascript:` URL never becomes a
 * link (React would only replace it with one that throws).
 */
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  const safe = safeExternalHref(href);
  if (!safe) {
    return (
      <Text as="span" textStyle={props.textStyle} alignSelf={props.alignSelf} color="fg.muted" data-unsafe-link="">
        {children}
      </Text>
    );
  }
  return (
    <Link href={safe} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold" {...props}>
      {children}
      <ExternalIcon size={14} aria-hidden />
    </Link>
  );
}
