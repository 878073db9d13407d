// Apart from the parser (start-param.ts): every web start looks for the query, few parse one.

/** The query parameter of a link that carries a start parameter outside Telegram's launch. */
export const START_APP_QUERY = 'startapp';

/** The start parameter a link's query carries (`?startapp=…`): null or empty when none. */
export const startAppOf = (search: string) => new URLSearchParams(search).get(START_APP_QUERY);
