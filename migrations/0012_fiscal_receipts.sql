-- Fiscal receipts (docs/api.md, "Fiscal receipts"): what Payme's SetFiscalData sent for each
-- transaction's receipt, and the receipt link an order shows its customer once a provider gave one.

-- The tax office's page of the order's payment receipt (https), set from the provider's word.
ALTER TABLE orders ADD COLUMN receipt_url TEXT;

-- Payme's SetFiscalData, one row per transaction and receipt type (`PERFORM` or `CANCEL`): its
-- `fiscal_data` as sent (JSON), the latest kept; `received_at` in milliseconds.
CREATE TABLE IF NOT EXISTS payme_fiscal_receipts (
  transaction_id TEXT NOT NULL,
  type TEXT NOT NULL,
  fiscal_data TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  PRIMARY KEY (transaction_id, type)
);
