/** Escaping for the XML files the site writes (sitemap, feeds). */

/** Text content or an attribute value with &, <, >, " and ' escaped. */
export function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A CDATA section; a "]]>" inside is split across two sections. */
export function cdata(value: string): string {
  return `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
