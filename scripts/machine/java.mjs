/** Which Java runs the Nu Html Checker (the vnu-jar package) in `npm run check:html`: $JAVA_HOME's, else `java` on the PATH. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The oldest Java the checker runs on. */
const JAVA_MIN_MAJOR = 11;

export const JAVA_MISSING = `No Java ${JAVA_MIN_MAJOR}+ for the HTML check (the Nu Html Checker): run \`apt-get install default-jre-headless\` (or set JAVA_HOME).`;

function version(java) {
  try {
    const run = spawnSync(java, ['-version'], { encoding: 'utf8', timeout: 30_000 });
    const match = /version "(\d+)(?:\.(\d+))?/.exec(run.stderr ?? '');
    if (run.status !== 0 || !match) return undefined;
    // Java 8 and older call themselves 1.N.
    const major = Number(match[1]) === 1 ? Number(match[2]) : Number(match[1]);
    return { major, line: run.stderr.split('\n')[0] };
  } catch {
    return undefined;
  }
}

/** { path, version } of a Java recent enough, or undefined. */
export function findJava() {
  const candidates = [process.env.JAVA_HOME && join(process.env.JAVA_HOME, 'bin', 'java'), 'java'].filter(Boolean);
  for (const path of candidates) {
    const found = version(path);
    if (found && found.major >= JAVA_MIN_MAJOR) return { path, version: found.line };
  }
  return undefined;
}
