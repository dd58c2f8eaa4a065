/** Rounds a number to two decimals (enough for coordinates and opacities) so SVG sources stay short and hash-stable. */
export function num(value) {
  return String(Math.round(value * 100) / 100);
}

/** Escapes text for use inside SVG markup. */
export function escapeXml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

// SVG attributes that are camelCase by specification and must not be hyphenated.
const CAMEL_CASE_ATTRIBUTES = new Set(['viewBox', 'gradientUnits', 'gradientTransform', 'preserveAspectRatio']);

function attributeName(key) {
  return CAMEL_CASE_ATTRIBUTES.has(key) ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

// librsvg renders `opacity` through an offscreen layer per element, many times slower than fill/stroke opacity,
// which look the same on the single shapes drawn here.
const SHAPES = new Set(['circle', 'ellipse', 'line', 'path', 'polygon', 'rect', 'text']);

function splitOpacity(tag, attributes) {
  if (!SHAPES.has(tag) || attributes.opacity === undefined) return attributes;
  const { opacity, ...rest } = attributes;
  return { ...rest, fillOpacity: opacity, strokeOpacity: opacity };
}

/**
 * One SVG element: camelCase attribute names become kebab-case, numbers are rounded, undefined is dropped,
 * and `opacity` on a basic shape becomes fill and stroke opacity.
 */
export function el(tag, attributes = {}, children = '') {
  const parts = Object.entries(splitOpacity(tag, attributes))
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([key, value]) => ` ${attributeName(key)}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`);
  const open = `<${tag}${parts.join('')}`;
  return children === '' ? `${open}/>` : `${open}>${children}</${tag}>`;
}

/** Builds an SVG document from definitions and drawing layers, handing out unique ids. */
export class Scene {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.body = [];
    this.ids = new Map();
    this.counter = 0;
  }

  /** Adds a definition under an id derived from `key`, once; returns the id. */
  define(key, build) {
    if (!this.ids.has(key)) {
      const id = `d${this.counter++}`;
      this.ids.set(key, id);
      this.defs.push(build(id));
    }
    return this.ids.get(key);
  }

  /** Appends markup to the drawing, in paint order. */
  add(...markup) {
    this.body.push(...markup);
  }

  /** The complete SVG document. */
  toString() {
    const { width, height } = this;
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${this.body.join('')}</svg>`;
  }
}

/** A stroke-dasharray value from dash and gap lengths. */
export function dash(...lengths) {
  return lengths.map(num).join(' ');
}
