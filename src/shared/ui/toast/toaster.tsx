import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $toasts, toastDismissed, toastDisplayed, type ToastText } from './model';

/** Tells the model when the toast is on screen, where its lifetime starts. */
function Displayed({ id }: { readonly id: number }) {
  const displayed = useUnit(toastDisplayed);
  useEffect(() => {
    displayed(id);
  }, [displayed, id]);
  return null;
}

export function Toaster() {
  const { t } = useTranslation();
  const [toasts, dismiss] = useUnit([$toasts, toastDismissed]);
  const render = (text: ToastText) => ('key' in text ? t(text.key, text.values) : text.text);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          className={`toast toast--${toast.tone}`}
        >
          <Displayed id={toast.id} />
          <div className="toast__body">
            <strong className="toast__title">{render(toast.title)}</strong>
            {toast.detail && <span className="toast__detail">{render(toast.detail)}</span>}
          </div>
          <button
            type="button"
            className="toast__close"
            aria-label={t('common.close')}
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
