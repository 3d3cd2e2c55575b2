import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ActivateTarget } from '../model/security-status';

/** A router link for console pages, a new tab for external pages. */
export function TargetLink({
  destination,
  children,
  onClick,
  ...props
}: { destination: ActivateTarget; children: ReactNode; onClick?: () => void } & Omit<LinkProps, 'href' | 'onClick'>) {
  if ('href' in destination) {
    return (
      <ChakraLink href={destination.href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...props}>
        {children}
      </ChakraLink>
    );
  }
  return (
    <ChakraLink asChild {...props}>
      <Link to={destination.to} onClick={onClick}>
        {children}
      </Link>
    </ChakraLink>
  );
}
