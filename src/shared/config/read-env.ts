/** A VITE_* text value, trimmed and without a trailing slash; undefined when empty. */
export const readString = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().replace(/\/+$/, '') : undefined;

export const readPositiveNumber = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};
