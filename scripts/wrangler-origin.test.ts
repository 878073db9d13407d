import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createWranglerOrigin, LOST_MID_REQUEST } from './wrangler-origin.mjs';

const listening = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

const servers: http.Server[] = [];
const closers: (() => void)[] = [];
afterEach(() => {
  servers.splice(0).forEach((server) => server.close());
  closers.splice(0).forEach((close) => close());
});

/**
 * wrangler 4.86's proxy as it misbehaves: the first GET it is sent is parked until another request
 * reaches it, and the first POST is answered as lost mid-request.
 */
const misbehavingWrangler = () => {
  const seen: string[] = [];
  let parked: http.ServerResponse | undefined;
  let lostOne = false;
  const server = http.createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => {
      if (request.method === 'GET' && seen.length === 1) {
        parked = response;
        return;
      }
      parked?.writeHead(200).end('the page, late');
      parked = undefined;
      if (request.method === 'POST' && !lostOne) {
        lostOne = true;
        response
          .writeHead(503, { 'Retry-After': '0' })
          .end(`${LOST_MID_REQUEST} Please try sending the request again.`);
        return;
      }
      response.writeHead(200).end(`${request.method} answered`);
    });
  });
  servers.push(server);
  return { server, seen };
};

/** The e2e server's front: every request passed on to wrangler by the origin under test. */
const front = async (wranglerPort: number, log: string[]) => {
  const origin = createWranglerOrigin({
    host: '127.0.0.1',
    port: wranglerPort,
    log: (line) => log.push(line),
    nudgeMs: 10,
  });
  closers.push(origin.close);
  const server = http.createServer((request, response) => void origin.forward(request, response));
  servers.push(server);
  return { port: await listening(server), origin };
};

describe('the e2e server’s way to wrangler', () => {
  it('nudges a GET wrangler parked out of its parking with a request of no consequence', async () => {
    const wrangler = misbehavingWrangler();
    const log: string[] = [];
    const { port } = await front(await listening(wrangler.server), log);

    const answer = await fetch(`http://127.0.0.1:${port}/en/order`);

    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('the page, late');
    expect(wrangler.seen[0]).toBe('GET /en/order');
    expect(wrangler.seen[1]).toBe('HEAD /logo.svg');
    expect(log).toEqual([]);
  });

  it('asks for the root as `/?`, which wrangler parks if lost rather than stopping', async () => {
    const wrangler = misbehavingWrangler();
    const { port } = await front(await listening(wrangler.server), []);

    const answer = await fetch(`http://127.0.0.1:${port}/`);

    expect(await answer.text()).toBe('the page, late');
    expect(wrangler.seen[0]).toBe('GET /?');
  });

  it('sends a POST wrangler lost once more, and says so on the run’s log', async () => {
    const wrangler = misbehavingWrangler();
    wrangler.seen.push('a first request, so no GET is parked');
    const log: string[] = [];
    const { port } = await front(await listening(wrangler.server), log);

    const answer = await fetch(`http://127.0.0.1:${port}/api/delivery/Create`, {
      method: 'POST',
      body: '{"idempotencyKey":"k"}',
    });

    expect(await answer.text()).toBe('POST answered');
    expect(wrangler.seen.slice(1)).toEqual([
      'POST /api/delivery/Create',
      'POST /api/delivery/Create',
    ]);
    expect(log).toEqual(['e2e server: wrangler lost POST /api/delivery/Create; sent again']);
  });

  it('reads a static file whole for the cache, nudged like any GET', async () => {
    const wrangler = misbehavingWrangler();
    const { origin } = await front(await listening(wrangler.server), []);
    const request = { method: 'GET', url: '/assets/app.js', headers: {} };

    const file = await origin.fetchWhole(request as http.IncomingMessage);

    expect(file.status).toBe(200);
    expect(file.body.toString()).toBe('the page, late');
  });

  it('answers 502 when wrangler is not there, and says which request failed', async () => {
    const gone = http.createServer();
    const gonePort = await listening(gone);
    await new Promise((resolve) => gone.close(resolve));
    const log: string[] = [];
    const { port } = await front(gonePort, log);

    const answer = await fetch(`http://127.0.0.1:${port}/en/news`);

    expect(answer.status).toBe(502);
    expect(log).toEqual([
      expect.stringMatching(/^e2e server: GET \/en\/news failed: connect ECONNREFUSED/),
    ]);
  });
});
