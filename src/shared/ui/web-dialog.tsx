import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from './dialog';

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
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
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
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 className="dialog__title">{title}</h2>
            <button
              type="button"
              className="dialog__close"
              aria-label={t('common.close')}
              onClick={onClose}
            >
              ×
            </button>
          </header>
          <div className="dialog__body">{children}</div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
