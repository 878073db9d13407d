import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { LinkSession } from '@pizza-order-app/contract/bot-link';
import { Button, Notice } from '../../shared/ui';
import { endLinkSessionFx, leaveRequested } from './model';

/** Whose Telegram account this browser orders with, by the name the bot signed, and the way out. */
export default function LinkSessionBanner({ session }: { readonly session: LinkSession }) {
  const { t } = useTranslation();
  const [leave, leaving] = useUnit([leaveRequested, endLinkSessionFx.pending]);
  return (
    <Notice>
      {session.name
        ? t('link-session.ordering-as-named', { name: session.name })
        : t('link-session.ordering-as')}{' '}
      <Button variant="ghost" busy={leaving} onClick={leave}>
        {t('link-session.leave')}
      </Button>
    </Notice>
  );
}
