import { describe, expect, it } from 'vitest';
import { parseFilter, parseOrder, parsePrefer, parseRestRequest, parseSelect, RestError, wantsSingleObject } from './rest-query.mjs';

const request = (query, headers = {}) =>
  parseRestRequest({ method: 'GET', table: 'service_pages', searchParams: new URLSearchParams(query), headers });

describe('PostgREST query parsing', () => {
  it('reads what supabase-js sends for SPEC calls 5 to 7', () => {
    expect(request('select=id&limit=1')).toMatchObject({ select: [{ column: 'id', alias: 'id' }], limit: 1, filters: [], single: false });
    expect(request('select=*&order=created_at.asc')).toMatchObject({
      select: [],
      order: [{ column: 'created_at', descending: false, nulls: null }],
    });
    expect(request('select=*&slug=eq.seo-ppc-superpowers', { accept: 'application/vnd.pgrst.object+json' })).toMatchObject({
      filters: [{ column: 'slug', operator: 'eq', negated: false, value: 'seo-ppc-superpowers' }],
      single: true,
    });
  });

  it('parses column lists with aliases and refuses embedding', () => {
    expect(parseSelect('id, title:slug')).toEqual([
      { column: 'id', alias: 'id' },
      { column: 'slug', alias: 'title' },
    ]);
    expect(() => parseSelect('id,related(*)')).toThrow(RestError);
    expect(() => parseSelect('id;drop table x')).toThrow(RestError);
  });

  it('parses filters, including negation, is and quoted in-lists', () => {
    expect(parseFilter('slug', 'not.eq.a.b')).toEqual({ column: 'slug', operator: 'eq', negated: true, value: 'a.b' });
    expect(parseFilter('hero_icon', 'is.null')).toMatchObject({ operator: 'is', value: 'null' });
    expect(parseFilter('slug', 'in.(a,"b,c",d)')).toMatchObject({ operator: 'in', value: ['a', 'b,c', 'd'] });
    expect(() => parseFilter('slug', 'is.maybe')).toThrow(RestError);
    expect(() => parseFilter('slug', 'fts.word')).toThrow(RestError);
    expect(() => parseFilter('sl"ug', 'eq.x')).toThrow(RestError);
  });

  it('parses order, limit and offset, refusing nonsense with a 400 PGRST100', () => {
    expect(parseOrder('created_at.desc.nullslast,slug')).toEqual([
      { column: 'created_at', descending: true, nulls: 'nullslast' },
      { column: 'slug', descending: false, nulls: null },
    ]);
    expect(request('offset=5&limit=2')).toMatchObject({ offset: 5, limit: 2 });
    try {
      request('limit=-1');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RestError);
      expect(error.status).toBe(400);
      expect(error.body.code).toBe('PGRST100');
    }
    expect(() => request('or=(a.eq.1,b.eq.2)')).toThrow(RestError);
  });

  it('reads Prefer and Accept as supabase-js writes them', () => {
    expect(parsePrefer('return=representation,count=exact')).toEqual({ return: 'representation', count: 'exact', resolution: null });
    expect(parsePrefer('resolution=merge-duplicates,return=minimal')).toMatchObject({ resolution: 'merge-duplicates' });
    expect(parsePrefer(undefined)).toEqual({ return: 'minimal', count: null, resolution: null });
    expect(wantsSingleObject('application/vnd.pgrst.object+json;nulls=stripped')).toBe(true);
    expect(wantsSingleObject('*/*')).toBe(false);
    expect(wantsSingleObject(undefined)).toBe(false);
    expect(() => wantsSingleObject('text/csv')).toThrow(RestError);
  });

  it('reads on_conflict and columns for upserts', () => {
    const parsed = parseRestRequest({
      method: 'POST',
      table: 'service_pages',
      searchParams: new URLSearchParams('on_conflict=slug&columns="slug","title"'),
      headers: {},
    });
    expect(parsed).toMatchObject({ onConflict: ['slug'], columns: ['slug', 'title'] });
  });
});
