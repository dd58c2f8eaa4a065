import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const base = 'http://127.0.0.1:4423';
const path = process.argv[2];
const out = {};
for (const block of ['js', 'css', 'none']) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  if (block === 'css') await page.route(/\.css$/, r => r.abort());
  if (block === 'js') await page.route(/\.js$/, r => r.abort());
  await page.goto(base + path); await page.waitForTimeout(1200);
  out[block] = await page.evaluate(() => [...document.querySelectorAll('main *')].slice(0, 400).map(e => { const r = e.getBoundingClientRect(); return `${e.tagName}.${(e.getAttribute('class')||'').slice(0,50)} h=${Math.round(r.height)} w=${Math.round(r.width)} fs=${getComputedStyle(e).fontSize} lh=${getComputedStyle(e).lineHeight} ${getComputedStyle(e).display}`; }));
  await ctx.close();
}
for (const [a, c] of [['js','none'],['css','none']]) { let n=0; for (let i = 0; i < out[a].length && n<8; i++) if (out[a][i] !== out[c][i]) { console.log(a, '|', out[a][i], '\n', c, '|', out[c][i]); n++; } console.log('----'); }
await b.close();
