import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../shared/ui';
import { $pendingLink, confirmLinkFx, linkConfirmed, linkDeclined, LinkEntryGate } from './model';

/** The browser has an identity of its own: the visitor chooses the link's user or stays. */
export default function LinkEntryPrompt() {
  const { t } = useTranslation();
  useGate(LinkEntryGate);
  const [pending, busy, confirm, decline] = useUnit([
    $pendingLink,
    confirmLinkFx.pending,
    linkConfirmed,
    linkDeclined,
  ]);
  const name = pending?.firstName;
  return (
    <Dialog
      open={pending !== null}
      title={t('link-session.confirm-title')}
      onClose={decline}
      footer={
        <>
          <Button busy={busy} onClick={confirm}>
            {name ? t('link-session.continue-named', { name }) : t('link-session.continue')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={decline}>
            {t('link-session.stay')}
          </Button>
        </>
      }
    >
      <p>
        {name ? t('link-session.confirm-text-named', { name }) : t('link-session.confirm-text')}
      </p>
    </Dialog>
  );
}
