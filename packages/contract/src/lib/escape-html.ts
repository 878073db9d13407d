const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text written into markup (an element's text or a quoted attribute) as text, never as markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
