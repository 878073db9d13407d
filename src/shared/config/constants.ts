/** Business constants of spec §9. */
export const TOAST_LIFETIME_MS = 3000;
export const BREAKPOINTS = { tablet: 600, laptop: 1024, monitor: 1440, xxl: 1920 } as const;
