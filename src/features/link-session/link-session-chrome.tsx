import { useUnit } from 'effector-react';
import { $isMessengerMode, $linkEntry, $linkSession } from '../../entities/customer';
import LinkEntryPrompt from './link-entry-prompt';
import LinkSessionBanner from './link-session-banner';

/** The question or message the messenger entry left, and the session's banner while it is on. */
export default function LinkSessionChromeParts() {
  const [entry, session, isMessenger] = useUnit([$linkEntry, $linkSession, $isMessengerMode]);
  return (
    <>
      {entry && <LinkEntryPrompt />}
      {session && isMessenger && <LinkSessionBanner session={session} />}
    </>
  );
}
