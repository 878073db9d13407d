// Telegram's dialogs and sheets: telegram-ui's modal, a sheet from the bottom the customer can
// swipe away. Fetched once the page is idle or with the first dialog: it brings its drawer
// library.
import { IconButton, Modal } from '@telegram-apps/telegram-ui';
import type { DialogProps } from './dialog';
import { DialogPanel, type CloseButton } from './dialog-panel';

const TelegramCloseButton: CloseButton = (props) => <IconButton mode="gray" size="s" {...props} />;

export default function TelegramDialog({ open, title, onClose, children, footer }: DialogProps) {
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
      <DialogPanel
        title={title}
        onClose={onClose}
        footer={footer}
        CloseButton={TelegramCloseButton}
      >
        {children}
      </DialogPanel>
    </Modal>
  );
}
