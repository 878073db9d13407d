-- When a signed-in session was last used (Unix milliseconds, written at most once a day): its
-- cookie renews itself for a year on every use, so a row unused for longer than that names a
-- cookie no browser still holds, and the next sign-in deletes it (functions/lib/signed-in-sessions.ts).
ALTER TABLE signed_in_sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;

UPDATE signed_in_sessions SET last_seen_at = signed_in_at;

CREATE INDEX IF NOT EXISTS signed_in_sessions_last_seen ON signed_in_sessions (last_seen_at);
