// Telegram's dialogs and sheets: telegram-ui's modal, a sheet from the bottom the customer can
// swipe away. Fetched with the first dialog, not with the app (it brings its drawer library).
import { IconButton, Modal } from '@telegram-apps/telegram-ui';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from './dialog';

export default function TelegramDialog({ open, title, onClose, children, footer }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(opened) => {
        if (!opened) onClose();
      }}
      className="telegram-dialog"
      // Named by its title as on the web; telegram-ui's header shows no title on Android.
      aria-label={title}
      aria-labelledby={undefined}
      aria-describedby={undefined}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 className="dialog__title">{title}</h2>
          <IconButton
            type="button"
            mode="gray"
            size="s"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            ×
          </IconButton>
        </header>
        <div className="dialog__body">{children}</div>
        {footer && <footer className="dialog__footer">{footer}</footer>}
      </div>
    </Modal>
  );
}
