/** The logo mark (40x40 grid) as SVG, matching src/components/logo.tsx. */
import { color } from './palette.mjs';

const CHEVRON = 'M9 29 L20 9 L31 29';
const CROSSBAR = 'M14.5 23 H25.5';

/** The chevron 'A' and gold crossbar, without the tile, on the 40x40 grid. */
export function markGlyph() {
  return (
    `<path d="${CHEVRON}" fill="none" stroke="${color.white}" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${CROSSBAR}" fill="none" stroke="${color.gold400}" stroke-width="3.4" stroke-linecap="round"/>`
  );
}

/** The full mark (teal rounded tile plus glyph) on the 40x40 grid. */
export function markTile() {
  return `<rect width="40" height="40" rx="10" fill="${color.teal700}"/>${markGlyph()}`;
}

/** The mark placed at (x, y) with the given side length, for use inside a larger SVG. */
export function placeMark(x, y, size) {
  return `<g transform="translate(${x} ${y}) scale(${size / 40})">${markTile()}</g>`;
}

/** A standalone SVG document of the mark: public/favicon.svg. */
export function markSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${markTile()}</svg>\n`;
}
