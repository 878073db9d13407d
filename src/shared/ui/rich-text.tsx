import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
];

/** Backend HTML, sanitised by DOMPurify first: scripts, handlers and unknown tags never reach the page. */
export function RichText({ html }: { readonly html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS,
        ALLOWED_ATTR: ['href', 'title'],
        ALLOW_DATA_ATTR: false,
      }),
    [html],
  );
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
