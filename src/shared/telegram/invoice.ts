import { attach } from 'effector';
import type { InvoiceOutcome } from './launch';
import { $controls } from './model';

// Beside model.ts rather than in it: only paying an order needs it, so it loads with that.

export type { InvoiceOutcome } from './launch';

/** Opens Telegram's payment form for an invoice link; `unavailable` outside Telegram. */
export const openInvoiceFx = attach({
  source: $controls,
  effect: (controls, link: string): Promise<InvoiceOutcome> =>
    controls?.openInvoice(link) ?? Promise.resolve('unavailable'),
});
