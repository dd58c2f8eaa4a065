/**
 * Loads a chunk and uses it. A fetch that fails is tried again when the connection comes back, and, while
 * the browser believes it is online, also after a pause that doubles up to half a minute (a Wi-Fi that
 * says it is back a moment before it carries anything, or a server's hiccup).
 */
const FIRST_PAUSE_MS = 2000;
const LONGEST_PAUSE_MS = 30_000;

export function whenReachable<Module>(load: () => Promise<Module>, use: (module: Module) => void, onUnreached?: () => void): void {
  const attempt = (pause: number) =>
    void load().then(use, () => {
      onUnreached?.();
      let timer: number | undefined;
      const next = () => {
        window.clearTimeout(timer);
        window.removeEventListener('online', next);
        attempt(Math.min(pause * 2, LONGEST_PAUSE_MS));
      };
      window.addEventListener('online', next);
      if (navigator.onLine !== false) timer = window.setTimeout(next, pause);
    });
  attempt(FIRST_PAUSE_MS);
}
