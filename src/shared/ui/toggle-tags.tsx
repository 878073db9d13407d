import { useId } from 'react';
import './rating-controls.css';

export interface ToggleTagsProps<T extends string> {
  readonly label: string;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly selected: readonly T[];
  readonly onToggle: (value: T) => void;
}

/** Quick tags a customer ticks or unticks: toggle buttons (aria-pressed) in a named group. */
export function ToggleTags<T extends string>({
  label,
  options,
  selected,
  onToggle,
}: ToggleTagsProps<T>) {
  const id = useId();
  return (
    <div className="toggle-tags" role="group" aria-labelledby={id}>
      <span id={id} className="toggle-tags__label">
        {label}
      </span>
      <div className="toggle-tags__options">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="toggle-tags__tag"
            aria-pressed={selected.includes(option.value)}
            onClick={() => onToggle(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
