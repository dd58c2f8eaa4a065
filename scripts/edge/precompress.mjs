/** Writes .br and .gz beside every compressible file, so no server compresses (or caches compressed bodies) at request time. */
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';
import { isCompressible } from './content-types.mjs';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const SMALLEST = 512;
const GZIP = { level: 9 };

/** Whether an encoding of `body` is worth a sibling file: the file is not tiny and the encoding is smaller. */
const worthKeeping = (body, encoded) => body.length >= SMALLEST && encoded.length < body.length;

/** Whether the build writes a .gz sibling for a file of these bytes (the service worker precaches those siblings). */
export function hasGzipSibling(name, body) {
  return isCompressible(name) && body.length >= SMALLEST && worthKeeping(body, gzipSync(body, GZIP));
}

/** @param {string} dist @param {string[]} files '/path/name.ext' @returns {Promise<number>} how many files got siblings */
export async function precompress(dist, files) {
  let count = 0;
  await Promise.all(
    files.filter(isCompressible).map(async (file) => {
      const body = await readFile(dist + file);
      if (body.length < SMALLEST) return;
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, GZIP),
      ]);
      if (worthKeeping(body, br)) await writeFile(`${dist}${file}.br`, br);
      if (worthKeeping(body, gzipped)) await writeFile(`${dist}${file}.gz`, gzipped);
      count += 1;
    }),
  );
  return count;
}
