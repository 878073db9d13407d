import { useId } from 'react';
import './rating-controls.css';

export interface StarRatingProps {
  /** The group's name, shown above the stars. */
  readonly label: string;
  /** 1…n; null while none is chosen. */
  readonly value: number | null;
  /** Each star's full name for assistive technology ("4 of 5, good"), lowest first. */
  readonly optionLabels: readonly string[];
  readonly onChange: (value: number) => void;
  /** Already translated; shown under the stars and announced with the group. */
  readonly error?: string | undefined;
}

/**
 * Stars as native radios: one Tab stop, the arrow keys move the choice, each star named in
 * words; the stars up to the chosen one are filled. One drawing in both skins (theme tokens).
 */
export function StarRating({ label, value, optionLabels, onChange, error }: StarRatingProps) {
  const id = useId();
  return (
    <fieldset
      className="star-rating"
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={`${id}-label`} className="star-rating__legend">
        {label}
      </legend>
      <div className="star-rating__stars">
        {optionLabels.map((optionLabel, index) => {
          const stars = index + 1;
          return (
            <label
              key={stars}
              className={`star-rating__star${value !== null && stars <= value ? ' star-rating__star--lit' : ''}`}
            >
              <input
                type="radio"
                className="star-rating__input"
                name={id}
                value={stars}
                checked={value === stars}
                aria-label={optionLabel}
                onChange={() => onChange(stars)}
              />
              <span aria-hidden="true">★</span>
            </label>
          );
        })}
      </div>
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
