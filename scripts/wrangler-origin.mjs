// The e2e server's way to `wrangler pages dev` (scripts/e2e-server.mjs): requests passed on as they
// came, with the two ways wrangler 4.86's own proxy loses one made good, as a deployment behind
// Cloudflare never loses them.
import http from 'node:http';
import { pipeline } from 'node:stream';

/**
 * wrangler's answer when its proxy lost the connection to the Worker before an answer came, for any
 * method but GET and HEAD. The Worker did not restart; the proxy's kept-alive connection closed
 * under the request (cloudflare/workers-sdk#14641).
 */
export const LOST_MID_REQUEST = 'Your worker restarted mid-request.';

/**
 * A GET or HEAD the proxy lost that way is not answered but parked, to be sent again when a reload
 * of the Worker ends. No reload comes: wrangler 4.86 takes the lost connection for one by comparing
 * the request's whole URL with the Worker's root, so it parks the request until another one reaches
 * the proxy, which sends the parked ones first. In a busy run another comes at once; the last test
 * of a run, alone, waited a minute for its page. While a GET or HEAD has waited this long, the proxy
 * is sent a request of no consequence every such interval.
 */
const NUDGE_MS = 1_000;
const NUDGE_PATH = '/logo.svg';

/**
 * The one address whose loss wrangler 4.86 does not park but takes for the Worker failing, which
 * stops the whole server: the site's root, whose URL equals the Worker's own. Asked as `/?` it is
 * parked like any other (and nudged out); the Worker reads the same path and an empty query.
 */
const upstreamPath = (path = '/') => (path === '/' ? '/?' : path);

/** How long wrangler may take to begin an answer before the run's log says it has not. */
const SLOW_ANSWER_MS = 10_000;

/**
 * The whole of a stream, as one buffer.
 * @param {NodeJS.ReadableStream} stream
 */
const readWhole = async (stream) => {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/**
 * @param {{ host: string, port: number, log?: (line: string) => void, nudgeMs?: number }} origin
 */
export const createWranglerOrigin = ({ host, port, log = console.error, nudgeMs = NUDGE_MS }) => {
  /**
   * A connection of its own for each request to wrangler: one kept alive between requests can be
   * closed by wrangler just as the next request goes out on it, which would fail that request.
   */
  const agent = new http.Agent({ keepAlive: false });

  /** A request to wrangler, on a connection of its own. */
  const options = (path = '/', headers = {}, method = 'GET') => ({
    agent,
    host,
    port,
    method,
    path,
    headers,
  });

  /** Since when each GET or HEAD under way has waited for wrangler's answer. */
  const waiting = new Map();
  const nudger = setInterval(() => {
    const now = Date.now();
    if (![...waiting.values()].some((since) => now - since >= nudgeMs)) return;
    http
      .request(options(NUDGE_PATH, {}, 'HEAD'), (answer) => answer.resume())
      .on('error', () => undefined)
      .end();
  }, nudgeMs);
  nudger.unref();

  /**
   * Starts waiting for wrangler's answer to a request: a GET or HEAD is nudged out of the proxy's
   * parking, and one that waits too long is said on the run's log. The returned call ends the wait.
   * @param {{ method?: string, url?: string }} request
   */
  const awaitAnswer = ({ method, url }) => {
    const key = Symbol(url);
    if (method === 'GET' || method === 'HEAD') waiting.set(key, Date.now());
    // A test that times out says only that its page never came; this says where it stuck.
    const slow = setTimeout(
      () =>
        log(
          `e2e server: ${method} ${url} has had no answer from wrangler for ${SLOW_ANSWER_MS / 1000} s`,
        ),
      SLOW_ANSWER_MS,
    );
    return () => {
      waiting.delete(key);
      clearTimeout(slow);
    };
  };

  /**
   * A GET of wrangler, its answer whole (the e2e server's cache of static files).
   * @param {http.IncomingMessage} request
   * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
   */
  const fetchWhole = (request) =>
    new Promise((resolve, reject) => {
      const answered = awaitAnswer(request);
      const upstream = http.get(options(request.url, request.headers), (answer) => {
        answered();
        readWhole(answer).then(
          (body) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body }),
          reject,
        );
      });
      upstream.on('close', answered);
      upstream.on('error', reject);
    });

  /** Says on the run's log which request the server could not pass on, and why. */
  const report = (request, error) =>
    log(`e2e server: ${request.method} ${request.url} failed: ${error.message}`);

  /**
   * Passes a request to wrangler as it came and its answer back as it goes, streamed. A request
   * wrangler's proxy lost (LOST_MID_REQUEST) is sent once more and said on the run's log; a GET it
   * lost is nudged out of its parking (awaitAnswer).
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  const forward = async (request, response) => {
    let abandoned = false;
    /** @type {http.ClientRequest | undefined} */
    let upstream;
    // A page that closes mid-request takes wrangler's work with it.
    response.on('close', () => {
      if (response.writableFinished) return;
      abandoned = true;
      upstream?.destroy();
    });
    const body = await readWhole(request);
    if (abandoned) return;
    /** @param {boolean} again */
    const send = (again) => {
      const answered = awaitAnswer(request);
      upstream = http.request(
        options(upstreamPath(request.url), request.headers, request.method),
        async (answer) => {
          answered();
          if (answer.statusCode === 503 && answer.headers['retry-after'] === '0') {
            const text = await readWhole(answer);
            if (!again && text.toString().startsWith(LOST_MID_REQUEST)) {
              log(`e2e server: wrangler lost ${request.method} ${request.url}; sent again`);
              send(true);
              return;
            }
            response.writeHead(503, answer.headers).end(text);
            return;
          }
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          pipeline(answer, response, () => undefined);
        },
      );
      upstream.on('close', answered);
      upstream.on('error', (error) => {
        if (abandoned) return;
        report(request, error);
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      upstream.end(body);
    };
    send(false);
  };

  return { options, forward, fetchWhole, report, close: () => clearInterval(nudger) };
};
