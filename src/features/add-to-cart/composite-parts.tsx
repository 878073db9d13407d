import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../entities/menu';
import type { Composition } from '@pizza-order-app/contract/composition';
import { formatAmount } from '@pizza-order-app/contract/lib/format-amount';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import { $language } from '../../shared/i18n/model';
import { RadioChoice } from '../../shared/ui/radio-choice';
import { Picture } from '../../shared/ui';

/** The menu's products by id, for the parts a dish's slots allow; undefined while it loads. */
export const useProducts = () => {
  const { menu } = useMenu();
  return (id: number | undefined) => menu?.products.find((product) => product.id === id);
};

interface PartsProps {
  readonly composition: Composition;
  /** The product chosen for each slot, in the slots' order. */
  readonly parts: readonly (number | undefined)[];
}

/**
 * Both halves of a half-and-half drawn as one pizza: each pizza's picture cut down the middle.
 * Decorative, as the dish's own picture is: the halves' radio groups say which they are.
 */
export function HalvesPicture({
  parts,
  fallback,
  out,
}: Pick<PartsProps, 'parts'> & { readonly fallback: string; readonly out: boolean }) {
  const product = useProducts();
  const halves = parts.map(product);
  return (
    <div className={out ? 'halves-picture product-dialog__image--out' : 'halves-picture'}>
      {halves.map((half, index) => (
        <Picture
          key={index}
          className={`halves-picture__half halves-picture__half--${index === 0 ? 'left' : 'right'}`}
          src={half?.imageUrl ?? fallback}
          width="320"
          height="320"
        />
      ))}
    </div>
  );
}

interface PartChoicesProps extends PartsProps {
  /** A half's price as its pizza would cost whole with the choices made (size, crust). */
  readonly wholePrice: (optionPrice: number) => number;
  readonly onChange: (slotIndex: number, productId: number) => void;
  /** Whether the kitchen can cook a part now; one it cannot says so in `outOfStock`. */
  readonly inStock: (productId: number) => boolean;
  readonly outOfStock: string;
  /** The dish itself cannot be added: nothing else can be chosen. */
  readonly disabled: boolean;
}

/**
 * One radio group per slot: the products it allows, each saying what it costs. A combo's
 * option says its surcharge ("+10 000"), a half its pizza's price at the size chosen, since the
 * dearer half prices the pizza (said above the halves). A product on the restaurant's stop list
 * cannot be chosen, and says so instead.
 */
export function PartChoices({
  composition,
  parts,
  wholePrice,
  onChange,
  inStock,
  outOfStock,
  disabled,
}: PartChoicesProps) {
  const { t } = useTranslation();
  const product = useProducts();
  const formatPrice = useFormatPrice();
  const language = useUnit($language);
  const halves = composition.kind === 'halves';
  const detail = (price: number) => {
    if (halves) return { detail: formatPrice(wholePrice(price)) };
    return price > 0 ? { detail: `+${formatAmount(price, language)}` } : {};
  };
  return (
    <>
      {halves && <p className="composite-rule">{t('product.halves-rule')}</p>}
      {composition.slots.map((slot, index) => (
        <RadioChoice
          key={slot.id}
          label={slot.name}
          value={parts[index] ?? null}
          options={slot.options.flatMap((option) => {
            const name = product(option.productId)?.name;
            if (!name) return [];
            const out = !inStock(option.productId);
            return [
              {
                value: option.productId,
                label: name,
                ...(out ? { detail: outOfStock } : detail(option.price)),
                ...(out || (disabled && option.productId !== parts[index])
                  ? { disabled: true }
                  : {}),
              },
            ];
          })}
          onChange={(productId) => {
            if (productId !== null) onChange(index, productId);
          }}
        />
      ))}
    </>
  );
}
