-- The web sessions signed in with a phone (functions/lib/signed-in-sessions.ts): a new session id
-- at every sign-in, a row while it lives. Signing out deletes the row, so a copy of the cookie
-- taken before names nobody afterwards; "sign out on every device" deletes the phone's rows.
CREATE TABLE IF NOT EXISTS signed_in_sessions (
  sid TEXT PRIMARY KEY,
  phone TEXT NOT NULL,
  -- Unix milliseconds.
  signed_in_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS signed_in_sessions_phone ON signed_in_sessions (phone);
