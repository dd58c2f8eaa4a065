/** SVG sources of the app and browser icons, and the ICO container for the favicon. */
import { markGlyph, markTile } from './logo-mark.mjs';
import { color } from './palette.mjs';

function svg(size, viewBox, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">${body}</svg>`;
}

/** 'any'-purpose icon (and favicon PNG): the mark itself, corners transparent. */
export function markIconSvg(size) {
  return svg(size, '0 0 40 40', markTile());
}

/** Maskable icon: full-bleed navy with the mark inside the central 80% safe circle. */
export function maskableIconSvg(size) {
  // A rounded tile of side s reaches 0.604 s from its centre; s = 25 of 40 keeps that within the 16-unit safe radius.
  const side = 25;
  const offset = (40 - side) / 2;
  return svg(size, '0 0 40 40', `<rect width="40" height="40" fill="${color.navy900}"/><g transform="translate(${offset} ${offset}) scale(${side / 40})">${markTile()}</g>`);
}

/** Apple touch icon: opaque and square, since iOS rounds the corners itself; the tile colour runs full-bleed. */
export function appleTouchIconSvg(size) {
  return svg(size, '0 0 40 40', `<rect width="40" height="40" fill="${color.teal700}"/>${markGlyph()}`);
}

/** Wraps one PNG in an ICO file (ICONDIR + one ICONDIRENTRY + the PNG payload, valid since Windows Vista). */
export function icoFromPng(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}
