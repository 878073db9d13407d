// The Telegram double: the client side of a mini-app launch, as the end-to-end tests and the
// bench play it. It records every event the app posts and answers the requests a client must
// answer (theme, viewport, safe areas) and those the user answers (contact, location, write
// access), with a cloud storage of the user's. Telegram's web client embeds the app in a frame
// (`clientPage`); its phone apps open the app as the page and inject a proxy (`webviewScript`).

/** Where the harness's Telegram user stands when they allow their location: Chilanzar. */
const TELEGRAM_POSITION = { latitude: 41.2756, longitude: 69.2041 };

/**
 * @typedef {object} ClientAnswers
 * @property {Record<string, string>} theme the palette the client answers with
 * @property {number | null} answerDelayMs how long the client takes to answer; null: never
 * @property {string | null} contact the signed contact returned once the user shared it; null: the user declines
 * @property {number} contactArrivesAfterMs how long after sharing Telegram's servers hand the contact over
 * @property {'allow' | 'decline' | 'declined-before'} location
 * @property {'allow' | 'refuse'} writeAccess
 * @property {Readonly<Record<string, string>>} cloud what Telegram's cloud storage holds
 */

/**
 * The client's logic, run where `send(eventType, eventData)` reaches the app: it defines
 * `window.__receive`, which the transport calls with each event the app posts.
 * @param {ClientAnswers} answers
 */
const clientScript = ({
  theme,
  answerDelayMs,
  contact,
  contactArrivesAfterMs,
  location,
  writeAccess,
  cloud,
}) => `
  window.__events = [];
  window.__cloud = ${JSON.stringify(cloud)};
  // The payment form the app opened, until the test closes it (closeInvoice).
  window.__openInvoice = null;
  window.__send = send;
  const answers = {
    web_app_request_theme: () => send('theme_changed', { theme_params: ${JSON.stringify(theme)} }),
    web_app_request_viewport: () =>
      send('viewport_changed', { height: innerHeight, width: innerWidth, is_expanded: true, is_state_stable: true }),
    web_app_request_safe_area: () => send('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }),
    web_app_request_content_safe_area: () =>
      send('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }),
    web_app_request_phone: () => {
      const shared = ${JSON.stringify(contact)} !== null;
      if (shared) window.__contactSharedAt = Date.now();
      send('phone_requested', { status: shared ? 'sent' : 'cancelled' });
    },
    web_app_request_write_access: () =>
      send('write_access_requested', {
        status: ${JSON.stringify(writeAccess)} === 'allow' ? 'allowed' : 'cancelled',
      }),
    web_app_check_location: () =>
      send('location_checked', {
        available: true,
        access_requested: ${JSON.stringify(location)} === 'declined-before',
        access_granted: false,
      }),
    web_app_request_location: () =>
      send(
        'location_requested',
        ${JSON.stringify(location)} === 'allow'
          ? { available: true, ...${JSON.stringify(TELEGRAM_POSITION)} }
          : { available: false },
      ),
    // Telegram's payment form stays open while the user pays: the test closes it.
    web_app_open_invoice: ({ eventData: { slug } }) => {
      window.__openInvoice = slug;
    },
    // Custom methods: the shared contact (from Telegram's servers: nothing until the user shared
    // it) and the cloud storage.
    web_app_invoke_custom_method: ({ eventData: { req_id, method, params } }) => {
      const results = {
        getRequestedContact: () =>
          window.__contactSharedAt !== undefined &&
          Date.now() - window.__contactSharedAt >= ${contactArrivesAfterMs}
            ? ${JSON.stringify(contact)}
            : '',
        getStorageValues: () =>
          Object.fromEntries(params.keys.map((key) => [key, window.__cloud[key] ?? ''])),
        saveStorageValue: () => {
          window.__cloud[params.key] = params.value;
          return true;
        },
      };
      send('custom_method_invoked', { req_id, result: results[method]?.() });
    },
  };
  window.__receive = (data) => {
    window.__events.push(data);
    const answer = answers[data.eventType];
    if (!answer || ${answerDelayMs} === null) return;
    if (${answerDelayMs} === 0) answer(data);
    else setTimeout(() => answer(data), ${answerDelayMs});
  };
`;

/**
 * A page that plays Telegram's web client: it embeds the app (`appUrl`, launch parameters in its
 * hash) in a frame and talks to it by messages.
 * @param {string} appUrl
 * @param {ClientAnswers} answers
 */
export const clientPage = (appUrl, answers) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Telegram</title>
<style>html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%}</style></head>
<body><iframe id="app" title="Mini app" src="${appUrl}"></iframe>
<script>
  const frame = document.getElementById('app');
  const send = (eventType, eventData) =>
    frame.contentWindow.postMessage(JSON.stringify({ eventType, eventData }), '*');
  ${clientScript(answers)}
  window.addEventListener('message', (event) => {
    let data;
    try { data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data; } catch { return; }
    if (!data || typeof data.eventType !== 'string') return;
    window.__receive(data);
  });
</script></body></html>`;

/**
 * What Telegram's phone apps put into the page before it runs: `TelegramWebviewProxy.postEvent`
 * for the app's events, and answers through the receiver the SDK installs. A client answers
 * after the app's call has returned, never inside it.
 * @param {ClientAnswers} answers
 */
export const webviewScript = (answers) => `(() => {
  const send = (eventType, eventData) =>
    setTimeout(() => window.Telegram?.WebView?.receiveEvent?.(eventType, eventData));
  ${clientScript(answers)}
  window.TelegramWebviewProxy = {
    postEvent: (eventType, eventData) =>
      window.__receive({ eventType, eventData: eventData === undefined ? undefined : JSON.parse(eventData) }),
  };
})();`;
