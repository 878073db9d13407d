import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URI,
} from '@pizza-order-app/contract/lib/rich-text-rules';

/** Backend HTML, sanitised by DOMPurify first: scripts, handlers and unknown tags never reach the page. */
export function RichText({ html }: { readonly html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS: [...RICH_TEXT_TAGS],
        ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
        ALLOWED_URI_REGEXP: RICH_TEXT_URI,
        ALLOW_DATA_ATTR: false,
      }),
    [html],
  );
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
