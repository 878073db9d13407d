import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { maskUzPhoneEnding } from '../../shared/lib/mask';
import { Button, Dialog } from '../../shared/ui';
import { $pendingLink, confirmLinkFx, linkConfirmed, linkDeclined, LinkEntryGate } from './model';

/**
 * A bot link can be anybody's: before it signs this browser in, the visitor says whether the
 * Telegram user it names (by name and the phone's last digits) is them.
 */
export default function LinkEntryPrompt() {
  const { t } = useTranslation();
  useGate(LinkEntryGate);
  const [pending, busy, confirm, decline] = useUnit([
    $pendingLink,
    confirmLinkFx.pending,
    linkConfirmed,
    linkDeclined,
  ]);
  const who = [pending?.name, pending?.phoneEnding && maskUzPhoneEnding(pending.phoneEnding)]
    .filter(Boolean)
    .join(', ');
  return (
    <Dialog
      open={pending !== null}
      title={
        who ? t('link-session.confirm-title', { who }) : t('link-session.confirm-title-unnamed')
      }
      onClose={decline}
      footer={
        <>
          <Button busy={busy} onClick={confirm}>
            {t('link-session.continue')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={decline}>
            {t('link-session.stay')}
          </Button>
        </>
      }
    >
      <p>{t('link-session.confirm-text')}</p>
    </Dialog>
  );
}
