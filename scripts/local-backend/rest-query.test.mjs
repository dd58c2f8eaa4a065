import { describe, expect, it } from 'vitest';
import { parseFilter, parseOrder, parseRestRequest, parseSelect, RestError, wantsSingleObject } from './rest-query.mjs';

const request = (query, headers = {}, method = 'GET') =>
  parseRestRequest({ method, table: 'service_pages', searchParams: new URLSearchParams(query), headers });

const refusal = (run) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    return { status: error.status, code: error.body.code, message: error.body.message };
  }
  throw new Error('expected a RestError');
};

describe('the REST vocabulary the site sends', () => {
  it('reads calls 5 to 7 as supabase-js writes them', () => {
    expect(request('select=id&limit=1')).toEqual({
      method: 'GET', table: 'service_pages', select: ['id'], filters: [], order: [], limit: 1, single: false,
    });
    expect(request('select=*&order=created_at.asc')).toMatchObject({ select: [], order: [{ column: 'created_at', descending: false }] });
    expect(request('select=*&slug=eq.seo-ppc-superpowers')).toMatchObject({
      filters: [{ column: 'slug', value: 'seo-ppc-superpowers' }],
      single: false,
    });
  });

  it('reads .single() from the Accept header, and call 8 as a plain POST', () => {
    expect(request('select=*&slug=eq.a', { accept: 'application/vnd.pgrst.object+json' }).single).toBe(true);
    expect(wantsSingleObject('*/*')).toBe(false);
    expect(wantsSingleObject(undefined)).toBe(false);
    expect(request('', {}, 'POST')).toEqual({ method: 'POST', table: 'service_pages' });
  });

  it('keeps an eq value whole, dots included, and reads column lists and directions', () => {
    expect(parseFilter('slug', 'eq.a.b')).toEqual({ column: 'slug', value: 'a.b' });
    expect(parseSelect('id, slug')).toEqual(['id', 'slug']);
    expect(parseOrder('created_at.desc,slug')).toEqual([
      { column: 'created_at', descending: true },
      { column: 'slug', descending: false },
    ]);
  });
});

describe('what it refuses', () => {
  it('refuses malformed parameters as PostgREST does: 400 PGRST100', () => {
    expect(refusal(() => request('limit=-1'))).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(refusal(() => parseSelect('id;drop table x'))).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(refusal(() => parseFilter('sl"ug', 'eq.x'))).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(refusal(() => parseOrder('slug.sideways'))).toMatchObject({ status: 400, code: 'PGRST100' });
  });

  it('refuses an Accept type it does not serve with 415 PGRST107', () => {
    expect(refusal(() => wantsSingleObject('text/csv'))).toEqual({
      status: 415,
      code: 'PGRST107',
      message: 'None of these media types are available: text/csv',
    });
  });

  it.each([
    ['another operator', () => request('slug=neq.x')],
    ['negation', () => request('slug=not.eq.x')],
    ['or', () => request('or=(a.eq.1,b.eq.2)')],
    ['offset', () => request('offset=5&limit=2')],
    ['an alias', () => parseSelect('title:slug')],
    ['embedding', () => parseSelect('id,related(*)')],
    ['nulls placement', () => parseOrder('created_at.desc.nullslast')],
    ['a count', () => request('select=slug', { prefer: 'count=exact' })],
    ['a representation after an insert', () => request('select=*', { prefer: 'return=representation' }, 'POST')],
    ['an upsert', () => request('on_conflict=slug', { prefer: 'resolution=merge-duplicates' }, 'POST')],
    ['PATCH', () => request('slug=eq.x', {}, 'PATCH')],
    ['DELETE', () => request('slug=eq.x', {}, 'DELETE')],
    ['HEAD', () => request('select=id', {}, 'HEAD')],
  ])('answers %s with 501, naming what the local backend does not implement', (_, run) => {
    const answer = refusal(run);
    expect(answer).toMatchObject({ status: 501, code: 'LOCAL501' });
    expect(answer.message).toMatch(/^The local backend does not implement /);
  });
});
