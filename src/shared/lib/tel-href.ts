/** A phone number as a `tel:` link: the digits and the leading plus, as dialers take it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
