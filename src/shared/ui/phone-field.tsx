import { formatUzPhone } from '../lib/phone';
import { Field } from './field';

interface PhoneFieldProps {
  readonly label: string;
  readonly error: string | undefined;
  readonly value: string;
  /** Gets the number already masked as +998 XX XXX XX XX, however it was typed or pasted. */
  readonly onChange: (value: string) => void;
}

/** An Uzbek mobile number, masked while it is typed. */
export function PhoneField({ label, error, value, onChange }: PhoneFieldProps) {
  return (
    <Field label={label} error={error} hint="+998 XX XXX XX XX">
      {(control) => (
        <input
          {...control}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+998 __ ___ __ __"
          value={value}
          onChange={(event) => onChange(formatUzPhone(event.target.value))}
        />
      )}
    </Field>
  );
}
