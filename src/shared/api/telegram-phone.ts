import { VerifiedPhoneSchema } from '@pizza-order-app/contract/telegram-phone';
import { requestJson } from './request-json';
import type { ApiClients } from './clients';

const VERIFY_TIMEOUT_MS = 10_000;

/**
 * Hands the contact the user shared to the edge (`POST /api/phone`), which checks Telegram's
 * signature and that it is the launch's user: the phone, with its proof for the order.
 */
export const verifyTelegramPhone = ({ identity }: ApiClients, contact: string) =>
  requestJson({
    url: '/api/phone',
    method: 'POST',
    headers: identity.authorization(),
    body: { contact },
    response: VerifiedPhoneSchema,
    timeoutMs: VERIFY_TIMEOUT_MS,
  });
