import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withStartingCounts, type CartModifier } from '../../entities/cart/model';
import { modifiersPrice } from '../../entities/cart/price-cart';
import { ORDER_LIMITS } from '../../shared/contract/limits';
import type { Product } from '../../shared/contract/main-api';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import { Button, Dialog } from '../../shared/ui';
// Directly, not through the barrel: the menu's first load shows no stepper.
import { Stepper } from '../../shared/ui/stepper';
import { productClosed } from './dialog-model';
import { $isAdding, addToCartPressed } from './model';

/** A product with its modifiers; the price follows every choice. It closes once added. */
export function ProductDialog({ product }: { readonly product: Product }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [press, isAdding, close] = useUnit([addToCartPressed, $isAdding, productClosed]);
  const [modifiers, setModifiers] = useState<CartModifier[]>(() =>
    withStartingCounts(product.modifiers),
  );
  const [amount, setAmount] = useState(1);

  const setCount = (id: number, count: number) =>
    setModifiers((current) =>
      current.map((modifier) => (modifier.id === id ? { ...modifier, count } : modifier)),
    );
  const total = (product.price + modifiersPrice(modifiers)) * amount;

  return (
    <Dialog
      open
      title={product.name}
      onClose={close}
      footer={
        <div className="product-dialog__footer">
          <Stepper
            label={product.name}
            value={amount}
            min={ORDER_LIMITS.lineAmount.min}
            max={ORDER_LIMITS.lineAmount.max}
            onChange={setAmount}
          />
          <Button
            busy={isAdding}
            onClick={() => press({ productId: product.id, amount, modifiers })}
          >
            {isAdding ? t('product.adding') : t('product.add', { price: formatPrice(total) })}
          </Button>
        </div>
      }
    >
      <img
        className="product-dialog__image"
        src={product.imageUrl}
        alt=""
        width="320"
        height="320"
      />
      <p className="product-dialog__description">{product.description}</p>
      {modifiers.length > 0 && (
        <fieldset className="modifiers">
          <legend>{t('product.modifiers')}</legend>
          {modifiers.map((modifier) => (
            <div key={modifier.id} className="modifier">
              <span className="modifier__name">
                {modifier.name}
                {modifier.isRequired && (
                  <span className="modifier__required"> · {t('product.required')}</span>
                )}
              </span>
              <span className="modifier__price">
                {modifier.price > 0 ? `+${formatPrice(modifier.price)}` : t('product.free')}
              </span>
              <Stepper
                label={modifier.name}
                value={modifier.count}
                min={modifier.isRequired ? 1 : 0}
                max={modifier.maxOneDish}
                onChange={(count) => setCount(modifier.id, count)}
              />
            </div>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
