/** The files of a build that a host serves: everything in dist/ but the rule files, hidden files and compressed siblings. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const RULE_FILES = new Set(['_headers', '_redirects']);

/** @returns {string[]} sorted '/path/name.ext' */
export function siteFiles(dist) {
  const files = [];
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(join(dir, entry.name), path);
      else if (entry.isFile() && !(prefix === '' && RULE_FILES.has(entry.name)) && !/\.(br|gz)$/.test(entry.name)) files.push(path);
    }
  };
  walk(dist, '');
  return files.sort();
}
