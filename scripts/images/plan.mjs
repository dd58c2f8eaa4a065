/** Every image the site needs: SVG sources, each with the files it is encoded into. */
import { brandCardSvg, heroSvg, PICTURE_FRAMES, titleCardSvg } from './compositions.mjs';
import { appleTouchIconSvg, markIconSvg, maskableIconSvg } from './icons.mjs';
import { markSvg } from './logo-mark.mjs';
import { createRandom } from './random.mjs';
import { articleTheme, houseTheme, hubTheme, serviceTheme } from './themes.mjs';

const HERO = { width: 1600, height: 900, quality: 72 };
const HERO_SMALL = { width: 800, height: 450 };
// Article structured data wants 16:9, 4:3 and 1:1 images of at least 50,000 pixels; 1200 wide serves every surface.
const CROP_QUALITY = 78;
const CROP_16X9 = { width: 1200, height: 675 };

/** The 4:3 and 1:1 crops of a text-free picture, plus the 16:9 one resized from `hero` when it is given. */
function cropJobs(seed, theme, base) {
  return [
    { svg: heroSvg(seed, theme, PICTURE_FRAMES['4x3']), outputs: [{ file: `${base}-4x3.jpg`, format: 'jpeg', quality: CROP_QUALITY }] },
    { svg: heroSvg(seed, theme, PICTURE_FRAMES['1x1']), outputs: [{ file: `${base}-1x1.jpg`, format: 'jpeg', quality: CROP_QUALITY }] },
  ];
}

function brandJobs() {
  const svg = brandCardSvg(houseTheme());
  return [
    {
      svg,
      outputs: [
        { file: 'public/images/social/default-og.jpg', format: 'jpeg', quality: 82 },
        { file: 'public/images/social/default-og.webp', format: 'webp', quality: 80 },
      ],
    },
  ];
}

function iconJobs() {
  return [
    { svg: markSvg(), outputs: [{ file: 'public/favicon.svg', format: 'svg' }] },
    {
      svg: markIconSvg(32),
      outputs: [
        { file: 'public/icons/favicon-32.png', format: 'png', palette: true },
        { file: 'public/favicon.ico', format: 'ico' },
      ],
    },
    { svg: markIconSvg(192), outputs: [{ file: 'public/icons/icon-192.png', format: 'png', palette: true }] },
    { svg: markIconSvg(512), outputs: [{ file: 'public/icons/icon-512.png', format: 'png', palette: true }] },
    { svg: maskableIconSvg(192), outputs: [{ file: 'public/icons/icon-maskable-192.png', format: 'png', palette: true, opaque: true }] },
    { svg: maskableIconSvg(512), outputs: [{ file: 'public/icons/icon-maskable-512.png', format: 'png', palette: true, opaque: true }] },
    { svg: appleTouchIconSvg(180), outputs: [{ file: 'public/icons/apple-touch-icon.png', format: 'png', palette: true, opaque: true }] },
  ];
}

function articleJobs(article) {
  const theme = articleTheme(article.category, article.heroAlt, createRandom(`${article.slug}:theme`));
  const base = `public/images/insights/${article.slug}`;
  return [
    {
      svg: heroSvg(article.slug, theme),
      outputs: [
        { file: `${base}.webp`, format: 'webp', quality: HERO.quality },
        { file: `${base}-800.webp`, format: 'webp', quality: HERO.quality, resize: HERO_SMALL },
        { file: `${base}-16x9.jpg`, format: 'jpeg', quality: CROP_QUALITY, resize: CROP_16X9 },
      ],
    },
    ...cropJobs(article.slug, theme, base),
    {
      svg: titleCardSvg({ seed: article.slug, theme, eyebrow: article.category, title: article.shortTitle }),
      outputs: [{ file: `${base}.jpg`, format: 'jpeg', quality: 80 }],
    },
  ];
}

/** An Authority Hub guide: its social card and the three structured-data crops. */
function hubGuideJobs(guide) {
  const theme = hubTheme(guide.slug, createRandom(`hub:${guide.slug}:theme`));
  const seed = `hub:${guide.slug}`;
  const base = `public/images/authority-hub/${guide.slug}`;
  return [
    {
      svg: heroSvg(seed, theme),
      outputs: [{ file: `${base}-16x9.jpg`, format: 'jpeg', quality: CROP_QUALITY, resize: CROP_16X9 }],
    },
    ...cropJobs(seed, theme, base),
    {
      svg: titleCardSvg({ seed, theme, eyebrow: guide.eyebrow, title: guide.title }),
      outputs: [{ file: `${base}.jpg`, format: 'jpeg', quality: 80 }],
    },
  ];
}

function serviceJobs(service) {
  const theme = serviceTheme(service.slug, service.group, createRandom(`${service.slug}:theme`));
  const base = `public/images/services/${service.slug}`;
  return [
    {
      svg: titleCardSvg({ seed: service.slug, theme, eyebrow: 'Service', title: service.title }),
      outputs: [
        { file: `${base}.jpg`, format: 'jpeg', quality: 80 },
        { file: `${base}.webp`, format: 'webp', quality: 80 },
      ],
    },
  ];
}

/** All jobs for the given articles, services and Authority Hub guides, in a stable order. */
export function planJobs({ articles, services, hubGuides = [] }) {
  return [
    ...brandJobs(),
    ...iconJobs(),
    ...articles.flatMap(articleJobs),
    ...services.flatMap(serviceJobs),
    ...hubGuides.flatMap(hubGuideJobs),
  ];
}
