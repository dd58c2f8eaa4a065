/** Loads a chunk and uses it; offline before it could be fetched, it tries again when the connection comes back. */
export function whenReachable<Module>(load: () => Promise<Module>, use: (module: Module) => void): void {
  void load().then(use, () => window.addEventListener('online', () => whenReachable(load, use), { once: true }));
}
