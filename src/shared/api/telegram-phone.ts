import { verifiedPhoneCall } from '@pizza-order-app/contract/telegram-phone';
import type { ApiClients } from './clients';
import { callEdge } from './edge-call';

const VERIFY_TIMEOUT_MS = 10_000;

/**
 * Hands the contact the user shared to the edge (`POST /api/phone`), which checks Telegram's
 * signature and that it is the launch's user: the phone, with its proof for the order.
 */
export const verifyTelegramPhone = ({ identity }: ApiClients, contact: string) =>
  callEdge(verifiedPhoneCall, {
    headers: identity.authorization(),
    body: { contact },
    timeoutMs: VERIFY_TIMEOUT_MS,
  });
