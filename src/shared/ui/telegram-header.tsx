import { useUnit } from 'effector-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { NAVIGATION } from '../config/navigation';
import { ROUTES } from '@pizza-order-app/contract/config/routes';
import { $overlays, overlayClosed, overlayOpened, overlaysLeft } from '../lib/overlays/model';
import { useSettingsButton } from '../telegram/settings-button';
import { TelegramBackButton } from './telegram-back-button';

/** The sections panel is a sheet like the others: an overlay with its history entry. */
const SECTIONS = 'sections';

/**
 * The site's chrome inside Telegram (loaded only there): the client draws the header, the cart is
 * its MainButton and the language lives in the profile, which the settings button opens. What is
 * left is one compact button that unfolds the site's sections, and the client's BackButton, which
 * closes the panel (as Escape and a tap outside it do) before it leaves the screen.
 */
export function TelegramHeader() {
  const { t } = useTranslation();
  const [overlays, opened, closed, left] = useUnit([
    $overlays,
    overlayOpened,
    overlayClosed,
    overlaysLeft,
  ]);
  const open = overlays.some(({ name }) => name === SECTIONS);
  const [, navigate] = useLocation();
  const close = () => closed(SECTIONS);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);

  // Closed with the focus in it (Escape, Back), the focus goes back to the toggle, not the page.
  const wasOpen = useRef(open);
  useLayoutEffect(() => {
    const focus = document.activeElement;
    if (wasOpen.current && !open && (focus === document.body || menu.current?.contains(focus)))
      toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // A section, or the profile from the settings button, takes the panel's history entry: Back
  // from there comes to the screen below, with the panel closed.
  useSettingsButton(() => {
    if (open) left();
    navigate(ROUTES.profile, { replace: open });
  });

  return (
    <header
      className="telegram-header"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      {open && <div className="telegram-header__backdrop" aria-hidden="true" onClick={close} />}
      <button
        ref={toggle}
        type="button"
        className="telegram-header__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close() : opened({ name: SECTIONS }))}
      >
        {t('layout.sections')}
      </button>
      <nav
        ref={menu}
        id={menuId}
        className="telegram-header__menu"
        aria-label={t('layout.navigation')}
        hidden={!open}
      >
        {NAVIGATION.map(({ href, key }) => (
          <Link
            key={href}
            href={href}
            className={(active) =>
              active
                ? 'telegram-header__link telegram-header__link--active'
                : 'telegram-header__link'
            }
            replace
            onClick={() => left()}
          >
            {t(key)}
          </Link>
        ))}
      </nav>
      <TelegramBackButton />
    </header>
  );
}
