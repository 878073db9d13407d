import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Field } from './field';

export interface ComboboxOption {
  readonly key: string;
  readonly label: string;
}

export interface ComboboxProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly options: readonly ComboboxOption[];
  /** Whether the list (or the status in its place) shows under the field. */
  readonly open: boolean;
  /** The option the arrows reached, -1 for none. */
  readonly activeIndex: number;
  readonly onMove: (direction: 'next' | 'previous') => void;
  readonly onChoose: (index: number) => void;
  /** Escape: the list closes; the dialog or sheet around the field stays. */
  readonly onClose: () => void;
  /** Shown instead of the list while it has no options: nothing found, a failure and its retry. */
  readonly status?: ReactNode;
  readonly placeholder?: string;
  readonly autoComplete?: string;
}

/**
 * A text field that suggests as the customer types (the WAI-ARIA combobox with a list popup): the
 * arrows move the active option, Enter or a tap chooses it, Escape closes the list. Enter with no
 * active option is left to the form around it. The field is the skin's; the list takes its colours.
 */
export function Combobox({
  label,
  value,
  onChange,
  options,
  open,
  activeIndex,
  onMove,
  onChoose,
  onClose,
  status,
  placeholder,
  autoComplete,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const showList = open && options.length > 0;
  const active = showList && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(event.key === 'ArrowDown' ? 'next' : 'previous');
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      onChoose(active);
    } else if (event.key === 'Escape' && open) {
      // Only the list closes: the dialog (its native cancel) and the sheet do not hear this Escape.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <div className="combobox">
      <Field label={label}>
        {(control) => (
          <input
            {...control}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={placeholder}
            autoComplete={autoComplete}
          />
        )}
      </Field>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="combobox__list"
        hidden={!showList}
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            // The field keeps the focus (and the keyboard) while an option is tapped.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {open && !showList && status && <div className="combobox__status">{status}</div>}
    </div>
  );
}
