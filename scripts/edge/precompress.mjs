/** Writes .br and .gz beside every compressible file, so no server compresses (or caches compressed bodies) at request time. */
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible } from './content-types.mjs';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const SMALLEST = 512;

/** @param {string} dist @param {string[]} files '/path/name.ext' @returns {Promise<number>} how many files got siblings */
export async function precompress(dist, files) {
  let count = 0;
  await Promise.all(
    files.filter(isCompressible).map(async (file) => {
      const body = await readFile(dist + file);
      if (body.length < SMALLEST) return;
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]);
      if (br.length < body.length) await writeFile(`${dist}${file}.br`, br);
      if (gzipped.length < body.length) await writeFile(`${dist}${file}.gz`, gzipped);
      count += 1;
    }),
  );
  return count;
}
