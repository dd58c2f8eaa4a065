/** What CSP must allow in one HTML document: its inline scripts, style elements and style attributes, read with a real HTML parser. */
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

// Script types a browser executes (or feeds to the engine), so CSP checks them; anything else
// (application/ld+json, for example) is a data block that never runs and needs no hash.
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/** The CSP source expression of a text: 'sha256-<base64>'. */
export function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const attribute = (node, name) => node.attrs?.find((a) => a.name === name)?.value;
const textOf = (node) => (node.childNodes ?? []).map((child) => child.value ?? '').join('');

function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
  }
  if (node.content) yield* elements(node.content);
}

/**
 * @returns {{ scripts: string[], styles: string[], styleAttributes: string[], forbidden: string[] }}
 * forbidden lists what no hash can allow without 'unsafe-hashes' for scripts: inline event handlers and javascript: URLs.
 */
export function inlineSources(html) {
  const found = { scripts: [], styles: [], styleAttributes: [], forbidden: [] };
  for (const element of elements(parse(html))) {
    if (element.tagName === 'script' && attribute(element, 'src') === undefined) {
      const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
      if (JAVASCRIPT_TYPES.has(type)) found.scripts.push(textOf(element));
    }
    if (element.tagName === 'style') found.styles.push(textOf(element));
    for (const { name, value } of element.attrs ?? []) {
      if (name === 'style' && value.trim() !== '') found.styleAttributes.push(value);
      if (/^on/i.test(name)) found.forbidden.push(`<${element.tagName} ${name}="…">`);
      if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)) found.forbidden.push(`<${element.tagName} ${name}="javascript:…">`);
    }
  }
  return found;
}
