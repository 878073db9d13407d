import type { AnchorHTMLAttributes, Ref } from 'react';

export interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string;
  readonly ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to another site or app (Telegram) that looks like the main button: it opens beside the
 * page, which keeps its state, and tells the other site nothing of where it came from.
 */
export function ExternalLink({ className, children, ...rest }: ExternalLinkProps) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      {...rest}
      className={`button button--primary${className ? ` ${className}` : ''}`}
    >
      {children}
    </a>
  );
}
