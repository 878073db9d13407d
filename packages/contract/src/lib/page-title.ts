/** A page's document title: its own, then the site's name (the app's and the edge's). */
export const pageTitle = (title: string, siteName: string) => `${title} — ${siteName}`;
