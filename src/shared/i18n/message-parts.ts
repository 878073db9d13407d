/**
 * Each language's messages come in two parts: what the layout, the menu and the cart need for the
 * first paint, and the rest, fetched with the first other screen. Both come from the one
 * `locales/{language}.json`; the build splits it (scripts/build/message-parts-plugin.ts).
 */
export const SHELL_MESSAGE_GROUPS = [
  'app',
  'nav',
  'layout',
  'footer',
  'common',
  'error',
  'menu',
  'cart',
  'location',
  'map',
  'product',
] as const;

/** Groups only the edge reads (the chain's bot, shared links' previews): in neither of the app's parts. */
export const EDGE_MESSAGE_GROUPS = ['bot', 'preview'] as const;

export type MessagePart = 'shell' | 'screens';

/** The i18next namespace each part is loaded into; lookups fall back from the first to the second. */
export const MESSAGE_NAMESPACES: Readonly<Record<MessagePart, string>> = {
  shell: 'translation',
  screens: 'screens',
};

/** The top-level groups of a language's messages that belong to one part. */
export const pickMessagePart = (
  messages: Readonly<Record<string, unknown>>,
  part: MessagePart,
): Record<string, unknown> => {
  const inShell = (group: string) => (SHELL_MESSAGE_GROUPS as readonly string[]).includes(group);
  const atEdge = (group: string) => (EDGE_MESSAGE_GROUPS as readonly string[]).includes(group);
  return Object.fromEntries(
    Object.entries(messages).filter(
      ([group]) => !atEdge(group) && inShell(group) === (part === 'shell'),
    ),
  );
};
