import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received. */
export interface SeenRequest { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

/** A stand-in for another system on the plant network (on 127.0.0.1, a free port), recording what it was asked. */
export interface Upstream { port: number; seen: SeenRequest[]; close(): Promise<void> }

/** Starts a stand-in answering every request, once its body is read, with `handler`. */
export async function startUpstream(handler: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void): Promise<Upstream> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    port: (server.address() as AddressInfo).port, seen,
    close: () => new Promise<void>((r) => {
      server.close(() => r());
      server.closeAllConnections();
    }),
  };
}

/** Answers with `value` as JSON. */
export function replyJson(res: http.ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}
