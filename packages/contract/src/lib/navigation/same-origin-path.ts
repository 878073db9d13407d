/**
 * The absolute path on this site that a path built from the address bar stands for. Browsers
 * read a backslash as a slash and drop tabs and line breaks anywhere in a URL, so a path that
 * starts with '//', '/\' or '/\t/' would name another host ('//evil.example' is the page
 * https://evil.example/). The leading run of them collapses to one slash, so every redirect
 * and link built from a path stays on the site: '//evil.example/x?a=1' → '/evil.example/x?a=1'.
 */
export const sameOriginPath = (path: string) => `/${path.replace(/^[/\\\t\n\r]+/, '')}`;
