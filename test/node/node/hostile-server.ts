// A real HTTP server on 127.0.0.1 for tests that play a hostile or broken peer: it records what it was sent and
// how much of a streamed answer it got to write before the other side hung up.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a server saw: each request as `METHOD path`, with its headers; the answer being streamed, if any. */
export interface Seen {
  requests: { line: string; headers: IncomingMessage['headers'] }[];
  /** Set while a response is being streamed: the bytes written so far, and whether the client hung up. */
  stream?: { written: number; closed: boolean };
}

export interface Listening {
  server: Server;
  seen: Seen;
  origin: string;
  close(): void;
}

export function listen(handle: (req: IncomingMessage, res: ServerResponse, seen: Seen) => void): Promise<Listening> {
  const seen: Seen = { requests: [] };
  const server = createServer((req, res) => {
    seen.requests.push({ line: `${req.method} ${req.url}`, headers: req.headers });
    handle(req, res, seen);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        seen,
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      }),
    ),
  );
}

/**
 * Writes `total` bytes inside a JSON string as fast as the client takes them (back-pressure respected), a chunk
 * every `delayMs` when given; records progress in `seen.stream`.
 */
export async function stream(
  res: ServerResponse,
  seen: Pick<Seen, 'stream'>,
  total: number,
  delayMs = 0,
  chunk = 64 * 1024,
) {
  const state: NonNullable<Seen['stream']> = (seen.stream = { written: 0, closed: false });
  res.on('close', () => (state.closed = true));
  res.write('{"data":["');
  const piece = Buffer.alloc(chunk, 'x');
  while (state.written < total && !state.closed) {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (!res.write(piece))
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done).off('close', done);
          resolve();
        };
        res.once('drain', done).once('close', done);
      });
    state.written += chunk;
  }
  if (!state.closed) res.end('"]}');
}

/** Polls `predicate` (the other side's socket closing is seen a moment after the fact). */
export async function waitFor(predicate: () => boolean, what: string, timeout = 3000) {
  const end = Date.now() + timeout;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
