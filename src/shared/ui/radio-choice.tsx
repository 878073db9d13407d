import { useId } from 'react';
import './radio-choice.css';

export interface RadioChoiceProps<T extends string | number> {
  /** The choice's name, shown above its options (a size, a crust). */
  readonly label: string;
  /** The chosen option; null while none is. */
  readonly value: T | null;
  /** Each option with an optional detail under its name (what it adds to the price). */
  readonly options: readonly {
    readonly value: T;
    readonly label: string;
    readonly detail?: string;
    /** Cannot be chosen now (off the stop list's menu): its detail says why. */
    readonly disabled?: boolean;
  }[];
  readonly onChange: (value: T | null) => void;
  /** An optional choice is undone by pressing its chosen option again. */
  readonly required?: boolean;
}

/**
 * A single choice drawn as a row of options, made of native radios: Tab reaches the chosen one,
 * the arrow keys move the choice, as a radio group does. An option's name wraps rather than
 * being cut short; its detail is its description, so the option keeps its plain name.
 * One drawing in both skins: its colours are the theme's tokens.
 */
export function RadioChoice<T extends string | number>({
  label,
  value,
  options,
  onChange,
  required = true,
}: RadioChoiceProps<T>) {
  const id = useId();
  return (
    <fieldset className="radio-choice" role="radiogroup" aria-labelledby={`${id}-label`}>
      <legend id={`${id}-label`} className="radio-choice__legend">
        {label}
      </legend>
      <div className="radio-choice__options">
        {options.map((option, index) => {
          const chosen = option.value === value;
          const nameId = `${id}-name-${index}`;
          const detailId = option.detail ? `${id}-detail-${index}` : undefined;
          return (
            <label key={option.value} className="radio-choice__option">
              <input
                type="radio"
                className="radio-choice__input"
                name={id}
                value={String(option.value)}
                checked={chosen}
                disabled={option.disabled}
                aria-labelledby={nameId}
                aria-describedby={detailId}
                onChange={() => onChange(option.value)}
                // A radio pressed while chosen changes nothing by itself: an optional one lets go.
                onClick={() => {
                  if (chosen && !required) onChange(null);
                }}
              />
              <span id={nameId} className="radio-choice__label">
                {option.label}
              </span>
              {option.detail && (
                <span id={detailId} className="radio-choice__detail">
                  {option.detail}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
