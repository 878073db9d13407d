import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $linkEntry, $linkSession } from '../../entities/customer';
import { loadScreenMessages } from '../../shared/i18n/i18n';
import { $isTelegram } from '../../shared/telegram/model';

// Its words are in the screens' part of the messages, which comes with it.
const LinkSessionChromeParts = lazy(() =>
  Promise.all([import('./link-session-chrome'), loadScreenMessages()]).then(([module]) => module),
);

/**
 * A plain browser's bot link session, seen and chosen: the question or message the messenger
 * entry left (a used link, a switch to confirm), and while a session is on, whose it is with the
 * way to leave. Its code is fetched only when there is something to show.
 */
export function LinkSessionChrome() {
  const [entry, session, isTelegram] = useUnit([$linkEntry, $linkSession, $isTelegram]);
  if (isTelegram || (!entry && !session)) return null;
  return (
    <Suspense fallback={null}>
      <LinkSessionChromeParts />
    </Suspense>
  );
}
