import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $isMessengerMode, $linkEntry, $linkSession } from '../../entities/customer';
import { $isTelegram } from '../../shared/telegram/model';

const LinkEntryPrompt = lazy(() => import('./link-entry-prompt'));
const LinkSessionBanner = lazy(() => import('./link-session-banner'));

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
