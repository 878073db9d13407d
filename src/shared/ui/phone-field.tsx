import type { ChangeEvent, ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  editUzPhone,
  pasteUzPhone,
  uzPhoneProblem,
  type PhoneEditKind,
  type PhoneText,
} from '../lib/phone';
import { Field } from './field';

interface PhoneFieldProps {
  readonly label: string;
  readonly error: string | undefined;
  readonly value: string;
  /**
   * Gets the number as shown, +998 XX XXX XX XX as far as it goes, however it was entered; an
   * entry the form must not send (a digit too many, another country) is passed on as it stands.
   */
  readonly onChange: (value: string) => void;
}

const editKindOf = (event: Event): PhoneEditKind => {
  const inputType =
    'inputType' in event && typeof event.inputType === 'string' ? event.inputType : '';
  if (!inputType.startsWith('delete')) return 'insert';
  return inputType.endsWith('Forward') ? 'delete-forward' : 'delete-backward';
};

/**
 * An Uzbek mobile number, formatted as it is typed (the rules and why there is no mask library:
 * shared/lib/phone.ts). The text and caret are set here, before React renders the same value,
 * so React leaves the caret where the customer is editing. What is wrong with the number is read
 * from the value itself, so the form that holds it refuses the same entry the field marks.
 */
export function PhoneField({ label, error, value, onChange }: PhoneFieldProps) {
  const { t } = useTranslation();
  const problem = uzPhoneProblem(value);

  const show = (input: HTMLInputElement, edit: PhoneText) => {
    input.value = edit.value;
    input.setSelectionRange(edit.caret, edit.caret);
    if (edit.value !== value) onChange(edit.value);
  };
  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const caret = input.selectionEnd ?? input.value.length;
    show(input, editUzPhone(value, { value: input.value, caret }, editKindOf(event.nativeEvent)));
  };
  const pasted = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const selection = {
      start: input.selectionStart ?? input.value.length,
      end: input.selectionEnd ?? input.value.length,
    };
    show(input, pasteUzPhone(value, event.clipboardData.getData('text'), selection));
  };

  return (
    <Field
      label={label}
      error={problem ? t(`phone-field.${problem}`) : error}
      hint="+998 XX XXX XX XX"
    >
      {(control) => (
        <input
          {...control}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+998 __ ___ __ __"
          value={value}
          onChange={typed}
          onPaste={pasted}
        />
      )}
    </Field>
  );
}
