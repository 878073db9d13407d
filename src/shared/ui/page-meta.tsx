import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../config/languages';
import { $language } from '../i18n/model';
import { localizePath } from '../i18n/language-path';

interface PageMetaProps {
  readonly title: string;
  readonly description?: string;
}

/** Title, description, self-referencing canonical and hreflang alternates; React 19 hoists them into <head>. */
export function PageMeta({ title, description }: PageMetaProps) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const language = useUnit($language);
  // A prerendered page has a head of its own (scripts/build/prerender.ts); rendered on the
  // server, outside a document, these tags would land in its body.
  if (import.meta.env.SSR) return null;
  const url = (lang: typeof language) =>
    new URL(localizePath(path, lang), window.location.origin).href;
  return (
    <>
      <title>{`${title} — ${t('app.name')}`}</title>
      <meta name="description" content={description ?? t('app.description')} />
      <link rel="canonical" href={url(language)} />
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={url(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(DEFAULT_LANGUAGE)} />
    </>
  );
}
