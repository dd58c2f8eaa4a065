/** File helpers: atomic writes, so an interrupted run never leaves a half-written image behind. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Writes via a temporary file and a rename, creating parent folders. */
export async function writeFileAtomic(file, data) {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
