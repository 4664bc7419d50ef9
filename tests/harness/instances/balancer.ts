/**
 * A load balancer in front of two servers, on loopback: the public address both servers are
 * configured with (PUBLIC_URL, the issuer), so a visitor's browser sees one site whichever server
 * answers. Each request goes to the server chosen now: one named, or the next in turn.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = { to: string } | 'alternate';

export interface Balancer {
  /** `http://127.0.0.1:<port>`: the servers' PUBLIC_URL. */
  readonly origin: string;
  /** The servers behind it, by name; a restarted server's new address replaces its old one. */
  readonly backends: Map<string, string>;
  /** Where the next requests go. */
  route: Route;
  /** The backend each request went to, in order. */
  readonly served: string[];
  close(): Promise<void>;
}

/** A balancer on a free port; `backends` are filled in once the servers run. */
export async function startBalancer(): Promise<Balancer> {
  let turn = 0;
  const balancer = {
    origin: '',
    backends: new Map<string, string>(),
    route: 'alternate' as Route,
    served: [] as string[],
    close: async () => {},
  };
  const pick = (): [string, string] => {
    const names = [...balancer.backends.keys()].sort();
    const name = balancer.route === 'alternate' ? names[turn++ % names.length] : balancer.route.to;
    const url = name === undefined ? undefined : balancer.backends.get(name);
    if (name === undefined || url === undefined)
      throw new Error(`no backend ${name ?? ''} behind the balancer`);
    return [name, url];
  };
  const server: Server = createServer((incoming, outgoing) => {
    let target: [string, string];
    try {
      target = pick();
    } catch (error) {
      outgoing.writeHead(502).end(String(error));
      return;
    }
    balancer.served.push(target[0]);
    const forwarded = request(
      new URL(incoming.url ?? '/', target[1]),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  balancer.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  balancer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return balancer;
}
