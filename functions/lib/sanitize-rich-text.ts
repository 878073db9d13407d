import { escapeHtml } from '@pizza-order-app/contract/lib/escape-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URI,
} from '@pizza-order-app/contract/lib/rich-text-rules';

const TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
const ATTRIBUTES: ReadonlySet<string> = new Set(RICH_TEXT_ATTRIBUTES);

/**
 * Elements that go with all they hold: DOMPurify's list, and those whose content the parser reads
 * as text (textarea), which would turn into markup if it were written out as it came.
 */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'selectedcontent',
  'style',
  'svg',
  'template',
  'textarea',
  'thead',
  'title',
  'video',
  'xmp',
]);

const VOID: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Spaces and controls a browser ignores inside a URL (DOMPurify's ATTR_WHITESPACE). */
// eslint-disable-next-line no-control-regex -- the controls are what it finds
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/**
 * An attribute's value as a browser reads it, or null when it holds an entity other than `&amp;`
 * or a numeric one: such a value is dropped rather than guessed at.
 */
const attributeValue = (raw: string) => {
  if (/&(?!amp;)[a-z]/i.test(raw)) return null;
  return raw.replace(/&(#x[0-9a-f]+|#\d+|amp);?/gi, (_, entity: string) => {
    if (entity.toLowerCase() === 'amp') return '&';
    const code =
      entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
};

const keptAttributes = (element: Element) =>
  [...element.attributes].flatMap(([name = '', raw = '']) => {
    const value = attributeValue(raw);
    if (!ATTRIBUTES.has(name) || value === null) return [];
    if (name === 'href' && !RICH_TEXT_URI.test(value.replace(URL_WHITESPACE, ''))) return [];
    return [` ${name}="${escapeHtml(value)}"`];
  });

/**
 * An article's HTML as the app's RichText keeps it (packages/contract/src/lib/rich-text-rules.ts), for the edge,
 * which has no DOM for DOMPurify: the markup is rebuilt from what the parser reads, so only the
 * allowed tags and attributes are written, every element is closed, and a stray end tag never
 * reaches the page around it. A tag that is not allowed goes and its text stays, as DOMPurify
 * does; comments go.
 */
export const sanitizeRichText = async (html: string) => {
  let written = '';
  const open: string[] = [];
  let dropping = false;
  const close = (tag: string) => {
    const at = open.lastIndexOf(tag);
    while (at >= 0 && open.length > at) written += `</${open.pop() ?? ''}>`;
  };
  await new HTMLRewriter()
    .on('*', {
      element(element) {
        const tag = element.tagName.toLowerCase();
        if (dropping) return;
        if (DROPPED_WITH_CONTENT.has(tag)) {
          dropping = true;
          element.onEndTag(() => void (dropping = false));
          return;
        }
        if (!TAGS.has(tag)) return;
        written += `<${tag}${keptAttributes(element).join('')}>`;
        if (VOID.has(tag)) return;
        open.push(tag);
        element.onEndTag(() => close(tag));
      },
    })
    .onDocument({
      text(chunk) {
        if (!dropping) written += chunk.text;
      },
      end() {
        while (open.length) written += `</${open.pop() ?? ''}>`;
      },
    })
    .transform(new Response(html))
    .arrayBuffer();
  return written;
};
