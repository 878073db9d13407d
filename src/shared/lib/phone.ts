/** Uzbek mobile numbers: shown as +998 XX XXX XX XX, sent as +998XXXXXXXXX. */
const LOCAL_DIGITS = 9;

const localDigits = (input: string) => {
  const digits = input.replace(/\D/g, '');
  return (digits.startsWith('998') ? digits.slice(3) : digits).slice(0, LOCAL_DIGITS);
};

/** Formats whatever was typed or pasted into the visible mask, as far as it goes. */
export const formatUzPhone = (input: string) => {
  const digits = localDigits(input);
  if (!digits) return input.trim() === '' ? '' : '+998 ';
  const groups = [
    digits.slice(0, 2),
    digits.slice(2, 5),
    digits.slice(5, 7),
    digits.slice(7, 9),
  ].filter(Boolean);
  return `+998 ${groups.join(' ')}`;
};

/** The number as the APIs take it, or null when it is not a full Uzbek number. */
export const normalizeUzPhone = (input: string) => {
  const digits = localDigits(input);
  return digits.length === LOCAL_DIGITS ? `+998${digits}` : null;
};
