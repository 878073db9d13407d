import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ingredient, ProductDetails } from '@pizza-order-app/contract/product-details';
import { LANGUAGE_INFO, type Language } from '@pizza-order-app/contract/config/languages';
import { MESSAGE_NAMESPACES } from '../../shared/i18n/message-parts';
import { withoutIngredients } from '../../shared/lib/without-ingredients';

interface DishIngredientsProps {
  readonly ingredients: readonly Ingredient[];
  readonly removed: readonly number[];
  readonly onToggle: (id: number) => void;
  /** A dish that cannot be added keeps its list, with nothing to press. */
  readonly disabled: boolean;
}

/**
 * What the dish is made of; a removable ingredient is a toggle button, pressed while it is left
 * out and struck through, and what is left out is said in words ("без лука").
 */
export function DishIngredients({
  ingredients,
  removed,
  onToggle,
  disabled,
}: DishIngredientsProps) {
  const { t, ready } = useTranslation(MESSAGE_NAMESPACES.screens);
  const shell = useTranslation();
  const label = useId();
  const hint = useId();
  const anyRemovable = ingredients.some(({ removable }) => removable);
  // Nothing until the words are here (a key never shows).
  if (!ready) return null;
  const leftOut = ingredients.filter(({ id }) => removed.includes(id));
  return (
    <div
      className="dish-ingredients"
      role="group"
      aria-labelledby={label}
      {...(anyRemovable && !disabled ? { 'aria-describedby': hint } : {})}
    >
      <span id={label} className="dish-ingredients__label">
        {t('product-details.ingredients')}
      </span>
      <ul className="dish-ingredients__list">
        {ingredients.map(({ id, name, removable }) => (
          <li key={id}>
            {removable ? (
              <button
                type="button"
                className="dish-ingredient dish-ingredient--removable"
                aria-pressed={removed.includes(id)}
                disabled={disabled}
                onClick={() => onToggle(id)}
              >
                {name}
              </button>
            ) : (
              <span className="dish-ingredient">{name}</span>
            )}
          </li>
        ))}
      </ul>
      {anyRemovable && !disabled && (
        <p id={hint} className="dish-ingredients__hint">
          {t('product-details.removable-hint')}
        </p>
      )}
      <p className="dish-ingredients__removed" aria-live="polite">
        {withoutIngredients(shell.t, leftOut)}
      </p>
    </div>
  );
}

/** Nutrition per 100 g and allergens, folded away: most customers do not need them. */
export function DishFacts({
  nutrition,
  allergens,
  language,
}: Pick<ProductDetails, 'nutrition' | 'allergens'> & { readonly language: Language }) {
  const { t, ready } = useTranslation(MESSAGE_NAMESPACES.screens);
  if (!ready || (!nutrition && allergens.length === 0)) return null;
  const number = new Intl.NumberFormat(LANGUAGE_INFO[language].tag, { maximumFractionDigits: 1 });
  const grams = (value: number) => t('product-details.grams', { value: number.format(value) });
  return (
    <details className="dish-facts">
      <summary>{t('product-details.nutrition')}</summary>
      {nutrition && (
        <>
          {nutrition.weight !== undefined && (
            <p className="dish-facts__weight">
              {t('product-details.weight', { value: number.format(nutrition.weight) })}
            </p>
          )}
          <p className="dish-facts__per">{t('product-details.per-100g')}</p>
          <dl className="dish-facts__list">
            <dt>{t('product-details.energy')}</dt>
            <dd>{t('product-details.kcal', { value: number.format(nutrition.kcal) })}</dd>
            <dt>{t('product-details.protein')}</dt>
            <dd>{grams(nutrition.protein)}</dd>
            <dt>{t('product-details.fat')}</dt>
            <dd>{grams(nutrition.fat)}</dd>
            <dt>{t('product-details.carbohydrates')}</dt>
            <dd>{grams(nutrition.carbohydrates)}</dd>
          </dl>
        </>
      )}
      {allergens.length > 0 && (
        <p className="dish-facts__allergens">
          {t('product-details.allergens', { list: allergens.join(', ') })}
        </p>
      )}
    </details>
  );
}
