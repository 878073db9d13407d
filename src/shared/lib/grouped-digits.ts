/**
 * A sum typed into a field, shown as sums are written ("100000" reads "100 000"), grouped in
 * threes by no-break spaces like formatAmount. Only the digits are kept; the caret stays right
 * after the digit it followed, so typing or deleting in the middle goes on where it was.
 */
export const editGroupedDigits = (
  typed: string,
  caret: number,
): { readonly value: string; readonly caret: number } => {
  const digits = typed.replace(/\D/g, '');
  const before = typed.slice(0, caret).replace(/\D/g, '').length;
  const value = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  let at = 0;
  for (let seen = 0; seen < before; at += 1) if (/\d/.test(value.charAt(at))) seen += 1;
  return { value, caret: at };
};
