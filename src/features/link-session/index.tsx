import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $isMessengerMode, $linkEntry, $linkSession } from '../../entities/customer';
import { loadScreenMessages } from '../../shared/i18n/i18n';
import { $isTelegram } from '../../shared/telegram/model';

// Their words are in the screens' part of the messages, which comes with them.
const LinkEntryPrompt = lazy(() =>
  Promise.all([import('./link-entry-prompt'), loadScreenMessages()]).then(([module]) => module),
);
const LinkSessionBanner = lazy(() =>
  Promise.all([import('./link-session-banner'), loadScreenMessages()]).then(([module]) => module),
);

/**
 * A plain browser's bot link session, seen and chosen: the question or message the messenger
 * entry left (a used link, a switch to confirm), and while a session is on, whose it is with the
 * way to leave. Its code is fetched only when there is something to show.
 */
export function LinkSessionChrome() {
  const [entry, session, isMessenger, isTelegram] = useUnit([
    $linkEntry,
    $linkSession,
    $isMessengerMode,
    $isTelegram,
  ]);
  if (isTelegram) return null;
  return (
    <Suspense fallback={null}>
      {entry && <LinkEntryPrompt />}
      {session && isMessenger && <LinkSessionBanner session={session} />}
    </Suspense>
  );
}
