import { describe, expect, it } from 'vitest';
import { leadFigures, quantile } from './lead-figures.mjs';

const T = 1_000_000;
const sent = [{ clientRecordId: 'a' }, { clientRecordId: 'b' }];
const deliveries = [
  { id: 'wa', channel: 'webhook', state: 'delivered', client_record_id: 'a', stored_at: T },
  { id: 'ea', channel: 'email', state: 'delivered', client_record_id: 'a', stored_at: T },
  { id: 'wb', channel: 'webhook', state: 'delivered', client_record_id: 'b', stored_at: T + 60_000 },
  { id: 'eb', channel: 'email', state: 'delivered', client_record_id: 'b', stored_at: T + 60_000 },
];
const receipt = (channel, id, at, extra = {}) => ({ channel, id, at, accepted: true, repeat: false, verified: true, ...extra });

describe('the lead soak figures', () => {
  it('take quantiles by nearest rank', () => {
    expect([quantile([1, 2, 3, 4], 0.5), quantile([1, 2, 3, 4], 0.95), quantile([], 0.5)]).toEqual([2, 4, undefined]);
  });

  it('time only the leads no fault came near, and count a repeat under the same id as a repeat, not a new lead', () => {
    const requests = [
      receipt('webhook', 'wa', T + 20_000, { accepted: false, status: 500 }),
      receipt('webhook', 'wa', T + 25_000),
      receipt('email', 'ea', T + 25_000),
      receipt('webhook', 'wb', T + 60_100),
      receipt('webhook', 'wb', T + 90_000, { repeat: true }),
      receipt('email', 'eb', T + 60_200),
    ];
    const figures = leadFigures({ sent, deliveries, requests, intervals: [{ name: 'outage', from: T + 5_000, to: T + 30_000 }] });
    expect(figures.failures).toEqual([]);
    expect(figures.channels.webhook).toMatchObject({ distinctIds: 2, repeats: 1, failedRequests: 1, healthyLeads: 1, medianMs: 100 });
    expect(figures.channels.email).toMatchObject({ distinctIds: 2, repeats: 0, healthyLeads: 1, medianMs: 200 });
  });

  it('fail on a missing lead, an id the database does not know, a bad signature and a slow delivery', () => {
    const requests = [
      receipt('webhook', 'wa', T + 12_000, { verified: false }),
      receipt('webhook', 'other', T + 100),
      receipt('email', 'ea', T + 100),
    ];
    const { failures } = leadFigures({ sent, deliveries: deliveries.filter((row) => row.client_record_id === 'a'), requests, intervals: [] });
    expect(failures).toEqual([
      '1 of 2 leads not stored',
      'webhook: 1 distinct ids at the sink for 2 leads',
      'webhook: 1 ids at the sink that are no lead\'s delivery (alerts, or an id changed on a retry)',
      'webhook: 1 requests whose signature did not verify',
      'webhook: stored to received median 12000 ms, p95 12000 ms (limits 5 s, 10 s)',
      'email: 1 distinct ids at the sink for 2 leads',
    ]);
  });
});
