/** Which deno binary serves the edge functions: $DENO_BIN, else the one the `deno` npm package ships. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The deno binary shipped by the `deno` npm package, or $DENO_BIN. */
export function findDeno() {
  if (process.env.DENO_BIN) return process.env.DENO_BIN;
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('deno/package.json'));
  const candidate = join(packageDir, 'deno');
  // Without its postinstall step the package still finds the platform binary on demand.
  return existsSync(candidate) ? candidate : require(join(packageDir, 'install_api.cjs')).runInstall();
}
