/**
 * The value of the cookie `name` in a `Cookie` header (`a=1; b=2`, or `document.cookie`), as it
 * was sent (a value may hold `=`); undefined when the header has none. The one cookie reader of
 * the app and the edge.
 */
export const cookieValue = (cookieHeader: string, name: string): string | undefined => {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name)
      return part.slice(separator + 1).trim();
  }
  return undefined;
};
