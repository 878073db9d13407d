/**
 * What an article's HTML may keep: the app's sanitiser (DOMPurify, src/shared/ui/rich-text.tsx) and
 * the edge's, which writes an article into its first page (functions/lib/sanitize-rich-text.ts),
 * both keep these and nothing else.
 */
export const RICH_TEXT_TAGS = [
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
] as const;

export const RICH_TEXT_ATTRIBUTES = ['href', 'title'] as const;

/** The links an article's `href` may hold: DOMPurify's own rule (its ALLOWED_URI_REGEXP). */
export const RICH_TEXT_URI =
  /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
