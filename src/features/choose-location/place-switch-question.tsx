import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../entities/menu';
import { Button } from '../../shared/ui';
import { useFocusOnArrival } from '../../shared/ui/focus-into-view';
import { placeSwitchConfirmed, placeSwitchKept, type CheckedSwitch } from './pick-model';

/**
 * Before a switch that drops dishes: which ones the new place cannot cook now, and the choice to
 * switch without them or keep the place. It takes the focus, so it is read out where it appears.
 */
export function PlaceSwitchQuestion({ question }: { readonly question: CheckedSwitch }) {
  const { t } = useTranslation();
  const [confirm, keep] = useUnit([placeSwitchConfirmed, placeSwitchKept]);
  // A dish the new menu does not list is named by the menu on screen.
  const { menu } = useMenu();
  const titleId = useId();
  const area = useFocusOnArrival<HTMLElement>();
  return (
    <section
      ref={area}
      className="place-switch notice notice--warning"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h3 id={titleId} className="place-switch__title">
        {t('location.switch.title')}
      </h3>
      <p>{t('location.switch.text', { place: question.restaurant.name })}</p>
      <ul className="place-switch__dishes">
        {question.dropped.map(({ cartProdId, productId, name }) => (
          <li key={cartProdId}>
            {name ??
              menu?.products.find(({ id }) => id === productId)?.name ??
              t('cart.unknown-product', { id: productId })}
          </li>
        ))}
      </ul>
      <div className="place-switch__actions">
        <Button onClick={() => confirm()}>{t('location.switch.confirm')}</Button>
        <Button variant="secondary" onClick={() => keep()}>
          {t('location.switch.keep')}
        </Button>
      </div>
    </section>
  );
}
