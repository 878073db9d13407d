/** An id as it may appear in a route (/news/:id, /tracker/:id): a positive integer of sane length. */
export const isRouteId = (id: string) => /^[1-9]\d{0,8}$/.test(id);
