import type { ReactNode } from 'react';
import { useContentPainted } from '../telegram/hooks';
import { PageMeta } from './page-meta';

interface PageProps {
  readonly title: string;
  readonly description?: string;
  readonly children?: ReactNode;
}

/** The frame every screen shares: document meta, one heading, the content. */
export function Page({ title, description, children }: PageProps) {
  useContentPainted();
  return (
    <section className="page" aria-labelledby="page-title">
      <PageMeta title={title} {...(description ? { description } : {})} />
      <h1 id="page-title" className="page__title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
