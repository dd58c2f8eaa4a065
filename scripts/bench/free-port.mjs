/** A port to listen on: the one asked for when it is free, otherwise one the system hands out. */
import { createServer } from 'node:net';

function listenOnce(port, host) {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(port, host, () => {
      const { port: bound } = probe.address();
      probe.close(() => resolvePort(bound));
    });
  });
}

/** `preferred` if nothing listens there (and it is not in `avoid`), else a free ephemeral port. */
export async function freePort(preferred, { host = '127.0.0.1', avoid = [] } = {}) {
  if (preferred && !avoid.includes(preferred)) {
    try {
      return { port: await listenOnce(preferred, host), taken: false };
    } catch (error) {
      if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
    }
  }
  for (;;) {
    const port = await listenOnce(0, host);
    if (!avoid.includes(port)) return { port, taken: Boolean(preferred) };
  }
}
