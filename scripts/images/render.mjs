/** Rasterises a job's SVG once with sharp and encodes each requested output. */
import { join } from 'node:path';
import { writeFileAtomic } from './files.mjs';
import { icoFromPng } from './icons.mjs';

let sharpPromise;

// sharp (native libvips) takes a noticeable moment to load; a run with nothing to render never loads it.
function loadSharp() {
  sharpPromise ??= import('sharp').then((module) => module.default);
  return sharpPromise;
}

async function encode(sharp, raster, output) {
  const { width, height, channels } = raster.info;
  let image = sharp(raster.data, { raw: { width, height, channels } });
  if (output.resize) image = image.resize(output.resize.width, output.resize.height, { kernel: 'lanczos3' });
  if (output.opaque || output.format === 'jpeg' || output.format === 'webp') image = image.removeAlpha();
  switch (output.format) {
    case 'jpeg':
      return image.jpeg({ quality: output.quality, mozjpeg: true }).toBuffer();
    case 'webp':
      return image.webp({ quality: output.quality }).toBuffer();
    case 'png':
      // The icons are flat artwork: a 256-colour palette keeps them sharp at a third of the bytes (each is precached).
      return image.png({ compressionLevel: 9, adaptiveFiltering: true, palette: output.palette === true, effort: 10 }).toBuffer();
    case 'ico':
      return icoFromPng(await image.png({ compressionLevel: 9 }).toBuffer(), raster.info.width);
    default:
      throw new Error(`unknown output format "${output.format}"`);
  }
}

/** Writes `outputs` of `job` under `root`. */
export async function renderJob(root, job, outputs) {
  const vector = outputs.filter((output) => output.format === 'svg');
  const raster = outputs.filter((output) => output.format !== 'svg');
  for (const output of vector) await writeFileAtomic(join(root, output.file), job.svg);
  if (raster.length === 0) return;
  const sharp = await loadSharp();
  const pixels = await sharp(Buffer.from(job.svg)).raw().toBuffer({ resolveWithObject: true });
  for (const output of raster) await writeFileAtomic(join(root, output.file), await encode(sharp, pixels, output));
}
