/**
 * A forward HTTP proxy on 127.0.0.1 that a browser is launched behind, with an off switch: while off,
 * every request (the page's and the service worker's) fails at the network, as on a device with no
 * connection. Playwright's offline emulation reaches only the targets it is attached to, and a
 * browser restart wakes the service worker (Background Sync) before any is attached.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The proxy: its address for the `proxy` launch option, the switch, and close(). */
export interface NetworkSwitch {
  server: string;
  setOnline(online: boolean): void;
  close(): Promise<void>;
}

/** Starts the proxy, switched on. */
export async function startNetworkSwitch(): Promise<NetworkSwitch> {
  let online = true;
  const sockets = new Set<Socket>();
  const proxy = createServer((req, res) => {
    if (!online || req.url === undefined || !req.url.startsWith('http://')) {
      req.socket.destroy();
      return;
    }
    const target = new URL(req.url);
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: `${target.pathname}${target.search}`, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.once('error', () => res.destroy());
    req.pipe(upstream);
  });
  // Only plain http:// is proxied here; a tunnel request (https) fails like any other offline request.
  proxy.on('connect', (_req, socket: Socket) => socket.destroy());
  proxy.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    setOnline(next) {
      online = next;
      // Kept-alive connections must not carry a request past the switch.
      if (!next) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}
