import { readFileSync } from 'node:fs';
import { linkNonce, signedLinkQuery } from '../../../scripts/bot-link.mjs';

/** The secret the site under test shares with the bot (.dev.vars, made by `npm start`/the tests). */
const botLinkSecret = () => {
  const secret = /^BOT_LINK_SECRET=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim();
  if (!secret) throw new Error('BOT_LINK_SECRET is missing from .dev.vars');
  return secret;
};

/** A bot link into the site as the bot signs it (a fresh nonce), valid for an hour from now. */
export const signedBotLink = (parameters: Record<string, string>) =>
  `/?${signedLinkQuery(
    {
      nonce: linkNonce(),
      ...parameters,
      expires: String(Math.floor(Date.now() / 1000) + 60 * 60),
    },
    botLinkSecret(),
  )}`;
