import type { ButtonHTMLAttributes, ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from './dialog';

/** A dialog's close button, as a skin draws it. */
export type CloseButton = ComponentType<ButtonHTMLAttributes<HTMLButtonElement>>;

/** What both skins' dialogs hold: the title with the close button, the body and the footer. */
export function DialogPanel({
  title,
  onClose,
  children,
  footer,
  CloseButton,
}: Omit<DialogProps, 'open' | 'variant'> & { readonly CloseButton: CloseButton }) {
  const { t } = useTranslation();
  return (
    <div className="dialog__panel">
      <header className="dialog__header">
        <h2 className="dialog__title">{title}</h2>
        <CloseButton type="button" aria-label={t('common.close')} onClick={onClose}>
          ×
        </CloseButton>
      </header>
      <div className="dialog__body">{children}</div>
      {footer && <footer className="dialog__footer">{footer}</footer>}
    </div>
  );
}
