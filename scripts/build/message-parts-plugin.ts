import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { pickMessagePart, type MessagePart } from '../../src/shared/i18n/message-parts';

const PART_REQUEST = /[\\/]locales[\\/](\w+)\.json\?part=(shell|screens)$/;

/**
 * Serves `locales/{language}.json?part=shell|screens` as JSON holding only that part's groups, so
 * the first paint downloads the messages it shows and no more.
 */
export const messageParts = (): Plugin => ({
  name: 'message-parts',
  enforce: 'pre',
  load(id) {
    const match = PART_REQUEST.exec(id);
    if (!match) return null;
    const file = id.slice(0, id.indexOf('?'));
    this.addWatchFile(file);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const part = JSON.stringify(pickMessagePart(messages, match[2] as MessagePart));
    // JSON.parse of a string literal: parsed faster than the same object as a JS literal.
    return { code: `export default JSON.parse(${JSON.stringify(part)});`, moduleType: 'js' };
  },
});
