import type { ButtonHTMLAttributes, ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { skinned } from './skin';

export interface StepperProps {
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly min?: number;
  readonly max?: number;
  /** What is counted, for screen readers ("Pepperoni", "Extra cheese"). */
  readonly label: string;
}

/** The − and + of a stepper, as a skin draws them. */
export type StepButton = ComponentType<ButtonHTMLAttributes<HTMLButtonElement>>;

const WebStepButton: StepButton = (props) => (
  <button type="button" className="stepper__button" {...props} />
);

/** An amount with − and +, within its bounds; a skin may draw the buttons. */
export function StepperLayout({
  value,
  onChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  label,
  StepButton = WebStepButton,
}: StepperProps & { readonly StepButton?: StepButton }) {
  const { t } = useTranslation();
  return (
    <div className="stepper" role="group" aria-label={label}>
      <StepButton
        aria-label={t('common.decrease', { name: label })}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </StepButton>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <StepButton
        aria-label={t('common.increase', { name: label })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </StepButton>
    </div>
  );
}

export const Stepper = skinned('Stepper', StepperLayout);
