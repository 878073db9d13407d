// The build's static files as `dist/` holds them: the hashed code, the catalogue's images, the icons.

/** @param {string} path a URL's path */
export const isStaticFile = (path) => /^\/(assets|images|icons)\/|^\/logo\.svg$/.test(path);
