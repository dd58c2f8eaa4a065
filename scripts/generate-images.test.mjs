/** Tests of the image generator: text fitting, determinism, the ICO container and an incremental run in a scratch root. */
import { mkdtemp, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { generateImages } from './generate-images.mjs';
import { heroSvg } from './images/compositions.mjs';
import { icoFromPng } from './images/icons.mjs';
import { createRandom } from './images/random.mjs';
import { fitLines, measureText } from './images/text-metrics.mjs';
import { articleTheme } from './images/themes.mjs';

describe('fitLines', () => {
  it('keeps an ampersand with the word before it', () => {
    const { lines } = fitLines('Content & Media Creation', { sizes: [70], maxWidth: 580, maxLines: 3 });
    expect(lines.some((line) => line.startsWith('&'))).toBe(false);
    expect(lines.join(' ')).toBe('Content & Media Creation');
  });

  it('steps down the size until the text fits the line budget', () => {
    const { size, lines } = fitLines('Generative Engine Optimization', { sizes: [70, 58, 46], maxWidth: 580, maxLines: 2 });
    expect(lines).toHaveLength(2);
    expect(size).toBeLessThan(70);
    for (const line of lines) expect(measureText(line, { size, bold: true })).toBeLessThanOrEqual(580);
  });
});

describe('compositions', () => {
  const theme = (slug) => articleTheme('Strategic Analysis', '', createRandom(`${slug}:theme`));

  it('draws the same slug identically and different slugs differently', () => {
    expect(heroSvg('a-slug', theme('a-slug'))).toBe(heroSvg('a-slug', theme('a-slug')));
    expect(heroSvg('a-slug', theme('a-slug'))).not.toBe(heroSvg('another-slug', theme('another-slug')));
  });

  it('falls back to the house motif for an unknown category', () => {
    expect(articleTheme('Not A Category', '', createRandom('x')).motif).toBe('citationNetwork');
  });
});

describe('icoFromPng', () => {
  it('wraps the PNG behind a one-entry icon directory', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: '#0f7f76' } }).png().toBuffer();
    const ico = icoFromPng(png, 32);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt16LE(12)]).toEqual([32, 32, 32]);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.readUInt32LE(18)).toBe(22);
    expect(ico.subarray(22).equals(png)).toBe(true);
  });
});

describe('generateImages', () => {
  const roots = [];
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

  it('renders what is missing, keeps what is current and removes what lost its source', async () => {
    const root = await mkdtemp(join(tmpdir(), 'generate-images-'));
    roots.push(root);
    const articles = join(root, 'src/content/insights/articles');
    await mkdir(articles, { recursive: true });
    const article = join(articles, 'a-test-article.md');
    await writeFile(
      article,
      '---\nslug: a-test-article\naliases: [an-old-slug]\ntitle: "A Test Article"\nshortTitle: "A Test"\ncategory: "Trust & CSR"\n---\n\nBody.\n',
    );
    await writeFile(join(articles, 'half-written.md'), '---\nslug: half-written\ntitle: "unterminated\n');
    const lines = [];
    const log = (line) => lines.push(line);

    const first = await generateImages({ root, log });
    const files = first.map((result) => result.file);
    expect(first.every((result) => result.status === 'written')).toBe(true);
    expect(files).toEqual(
      expect.arrayContaining([
        'public/images/insights/a-test-article.webp',
        'public/images/insights/a-test-article-800.webp',
        'public/images/insights/a-test-article.jpg',
        'public/images/social/default-og.jpg',
        'public/images/social/default-og.webp',
        'public/icons/icon-maskable-512.png',
        'public/favicon.ico',
        'public/favicon.svg',
      ]),
    );
    expect(files.some((file) => file.includes('an-old-slug') || file.includes('half-written'))).toBe(false);
    expect(lines.some((line) => line.includes('half-written.md'))).toBe(true);
    expect(lines.some((line) => line.includes('service-catalogue.ts does not exist'))).toBe(true);

    const hero = await sharp(join(root, 'public/images/insights/a-test-article.webp')).metadata();
    const small = await sharp(join(root, 'public/images/insights/a-test-article-800.webp')).metadata();
    const card = await sharp(join(root, 'public/images/insights/a-test-article.jpg')).metadata();
    const touch = await sharp(join(root, 'public/icons/apple-touch-icon.png')).metadata();
    expect([hero.width, hero.height, small.width, small.height, card.width, card.height]).toEqual([1600, 900, 800, 450, 1200, 630]);
    expect([touch.width, touch.hasAlpha]).toEqual([180, false]);

    const second = await generateImages({ root, log });
    expect(second.every((result) => result.status === 'kept')).toBe(true);

    await unlink(join(root, 'public/images/insights/a-test-article.jpg'));
    const third = await generateImages({ root, log });
    expect(third.filter((result) => result.status === 'written').map((result) => result.file)).toEqual([
      'public/images/insights/a-test-article.jpg',
    ]);

    await unlink(article);
    await generateImages({ root, log });
    expect(existsSync(join(root, 'public/images/insights/a-test-article.webp'))).toBe(false);
    const manifest = JSON.parse(await readFile(join(root, 'public/.images-manifest.json'), 'utf8'));
    expect(Object.keys(manifest.outputs).some((file) => file.includes('a-test-article'))).toBe(false);
  }, 60_000);

  it('loads the TypeScript service catalogue and reloads it only when its sources change', async () => {
    const root = await mkdtemp(join(tmpdir(), 'generate-images-'));
    roots.push(root);
    const services = join(root, 'src/content/services');
    await mkdir(join(services, 'catalogue'), { recursive: true });
    const entry = join(services, 'catalogue/test-service.ts');
    const write = (title) =>
      writeFile(entry, `export const service: { slug: string; title: string; group: string } = { slug: 'test-service', title: '${title}', group: 'trust' };\n`);
    await write('Test Service');
    await writeFile(join(services, 'service-catalogue.ts'), "import { service } from './catalogue/test-service';\nexport const serviceCatalogue = [service];\n");

    const first = await generateImages({ root, log: () => {} });
    expect(first.filter((result) => result.file.startsWith('public/images/services/')).map((result) => result.file)).toEqual([
      'public/images/services/test-service.jpg',
      'public/images/services/test-service.webp',
    ]);
    const card = await sharp(join(root, 'public/images/services/test-service.jpg')).metadata();
    expect([card.width, card.height]).toEqual([1200, 630]);

    const manifest = JSON.parse(await readFile(join(root, 'public/.images-manifest.json'), 'utf8'));
    expect(manifest.services.services).toEqual([{ slug: 'test-service', title: 'Test Service', group: 'trust' }]);
    expect((await generateImages({ root, log: () => {} })).every((result) => result.status === 'kept')).toBe(true);

    await write('Renamed Service');
    const renamed = await generateImages({ root, log: () => {} });
    expect(renamed.filter((result) => result.status === 'written').map((result) => result.file)).toEqual([
      'public/images/services/test-service.jpg',
      'public/images/services/test-service.webp',
    ]);
  }, 60_000);
});
