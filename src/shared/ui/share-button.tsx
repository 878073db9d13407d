import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { toastShown } from './toast/model';

interface ShareButtonProps {
  readonly title: string;
  /** What to share; the current page when absent. */
  readonly url?: string;
  readonly label?: string;
}

/** Shares a link: the system share sheet where there is one, else the link is copied. */
export function ShareButton({ title, url: shared, label }: ShareButtonProps) {
  const { t } = useTranslation();
  const showToast = useUnit(toastShown);
  const share = async () => {
    const url = shared ?? window.location.href;
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    // Clipboard access is refused outside secure contexts: then the link itself is shown.
    const copied = navigator.clipboard
      ? await navigator.clipboard.writeText(url).then(
          () => true,
          () => false,
        )
      : false;
    showToast(
      copied
        ? { tone: 'success', title: { key: 'common.link-copied' } }
        : { tone: 'info', title: { key: 'common.copy-this-link' }, detail: { text: url } },
    );
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      {label ?? t('common.share')}
    </Button>
  );
}
