/** Every image the site needs: SVG sources, each with the files it is encoded into. */
import { brandCardSvg, heroSvg, titleCardSvg } from './compositions.mjs';
import { appleTouchIconSvg, markIconSvg, maskableIconSvg } from './icons.mjs';
import { markSvg } from './logo-mark.mjs';
import { createRandom } from './random.mjs';
import { articleTheme, houseTheme, serviceTheme } from './themes.mjs';

const HERO = { width: 1600, height: 900, quality: 72 };
const HERO_SMALL = { width: 800, height: 450 };

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
        { file: 'public/icons/favicon-32.png', format: 'png' },
        { file: 'public/favicon.ico', format: 'ico' },
      ],
    },
    { svg: markIconSvg(192), outputs: [{ file: 'public/icons/icon-192.png', format: 'png' }] },
    { svg: markIconSvg(512), outputs: [{ file: 'public/icons/icon-512.png', format: 'png' }] },
    { svg: maskableIconSvg(512), outputs: [{ file: 'public/icons/icon-maskable-512.png', format: 'png', opaque: true }] },
    { svg: appleTouchIconSvg(180), outputs: [{ file: 'public/icons/apple-touch-icon.png', format: 'png', opaque: true }] },
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
      ],
    },
    {
      svg: titleCardSvg({ seed: article.slug, theme, eyebrow: article.category, title: article.shortTitle }),
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

/** All jobs for the given articles and services, in a stable order. */
export function planJobs({ articles, services }) {
  return [...brandJobs(), ...iconJobs(), ...articles.flatMap(articleJobs), ...services.flatMap(serviceJobs)];
}
