#!/usr/bin/env node
/**
 * `npm run check:html [dist]`: the Nu Html Checker (the vnu-jar package) over every built page in one Java
 * process. Fails on any error but those about CSS the checker does not know yet (ALLOWED_CSS, each by name);
 * prints the pages, errors, allowed messages by name, and the time taken.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
// The package's main export is the path of its vnu.jar.
import vnuJar from 'vnu-jar';
import { findJava, JAVA_MISSING } from './machine/java.mjs';

/** Valid CSS the pages use that the checker's CSS grammar lacks: what it is, and the message it gives. */
const ALLOWED_CSS = [
  { name: '@property', why: "Tailwind registers its custom properties", message: /^CSS: Unrecognized at-rule “@property”/ },
  { name: 'field-sizing', why: 'the chat composer grows with its text', message: /^CSS: “field-sizing”: Property “field-sizing” doesn't exist/ },
  { name: ':target-current', why: 'the section contents mark the section on screen', message: /^CSS: Unknown pseudo-element or pseudo-class “:target-current”/ },
  { name: 'scroll-target-group', why: 'the section contents follow the reader', message: /^CSS: “scroll-target-group”: Property “scroll-target-group” doesn't exist/ },
  { name: 'margin-trim', why: "in Tailwind's @supports test for browsers without @property", message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/ },
  {
    name: 'transition-property: --tw-*',
    why: "Tailwind's transition utilities animate its registered custom properties",
    message: /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value/,
  },
];

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The checker's messages split into the allowed (counted by name) and the rest. */
function sortMessages(messages) {
  const allowed = new Map(ALLOWED_CSS.map(({ name }) => [name, 0]));
  const errors = [];
  for (const message of messages) {
    const known = message.type === 'error' && ALLOWED_CSS.find((entry) => entry.message.test(message.message));
    if (known) allowed.set(known.name, allowed.get(known.name) + 1);
    else errors.push(message);
  }
  return { allowed, errors };
}

function main() {
  const dist = resolve(process.argv[2] ?? join(process.env.SITE_BUILD_ROOT ?? process.cwd(), 'dist'));
  const java = findJava();
  if (!java) {
    console.error(JAVA_MISSING);
    process.exit(1);
  }
  const files = htmlFiles(dist);
  if (files.length === 0) {
    console.error(`No HTML files in ${dist}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const started = performance.now();
  const run = spawnSync(java.path, ['-jar', String(vnuJar), '--errors-only', '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (run.error || !run.stdout) {
    console.error(`The Nu Html Checker did not run: ${run.error?.message ?? run.stderr}`);
    process.exit(1);
  }
  const { allowed, errors } = sortMessages(JSON.parse(run.stdout).messages);
  for (const error of errors.slice(0, 50)) {
    const where = error.url ? `${relative(dist, new URL(error.url).pathname)}:${error.lastLine ?? 0}:${error.lastColumn ?? 0}` : '(checker)';
    console.error(`${where}: ${error.type}: ${error.message}`);
  }
  if (errors.length > 50) console.error(`... and ${errors.length - 50} more`);
  console.log(`Nu Html Checker: ${files.length} pages, ${errors.length} errors, ${seconds} s.`);
  const counts = [...allowed].map(([name, count]) => `${name} (${count})`).join(', ');
  console.log(`Allowed, CSS the checker does not know yet: ${counts}.`);
  if (errors.length > 0) process.exit(1);
}

main();
