import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { $language } from '../i18n/model';
import { alternatePaths, localizePath } from '@pizza-order-app/contract/i18n/language-path';
import { pageTitle } from '@pizza-order-app/contract/lib/page-title';

interface PageMetaProps {
  readonly title: string;
  readonly description?: string;
}

export { pageTitle };

/** Title, description, self-referencing canonical and hreflang alternates; React 19 hoists them into <head>. */
export function PageMeta({ title, description }: PageMetaProps) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const language = useUnit($language);
  // A prerendered page has a head of its own (scripts/build/prerender.ts); rendered on the
  // server, outside a document, these tags would land in its body.
  if (import.meta.env.SSR) return null;
  const url = (href: string) => new URL(href, window.location.origin).href;
  return (
    <>
      <title>{pageTitle(title, t('app.name'))}</title>
      <meta name="description" content={description ?? t('app.description')} />
      <link rel="canonical" href={url(localizePath(path, language))} />
      {alternatePaths(path).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={url(href)} />
      ))}
    </>
  );
}
