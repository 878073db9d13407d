import { useLayoutEffect, useRef } from 'react';
import type { DialogProps } from './dialog';
import { DialogPanel, type CloseButton } from './dialog-panel';

const WebCloseButton: CloseButton = (props) => <button className="dialog__close" {...props} />;

/**
 * The native <dialog>: focus trap, Escape and the backdrop come from the browser. Its history
 * entry and what Back does come with the caller's overlay (shared/lib/overlays).
 */
export default function WebDialog({
  open,
  title,
  onClose,
  children,
  footer,
  variant = 'dialog',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // In the commit that opens or closes it: what replaces the dialog, or arrives with its closing,
  // takes the focus after the opener has had it back (useFocusOnArrival), never a moment before.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Whatever opened it gets the focus back, also when the dialog leaves the page (the browser
    // restores it only for a dialog closed in place).
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected)
        opener.focus({ preventScroll: true });
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${variant}`}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <DialogPanel title={title} onClose={onClose} footer={footer} CloseButton={WebCloseButton}>
          {children}
        </DialogPanel>
      )}
    </dialog>
  );
}
