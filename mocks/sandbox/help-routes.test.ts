import { describe, expect, it } from 'vitest';
import type { FaqAnswer } from '@contract/help/faq.types';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const call = sandboxPerFile(now).client('marketplace', {}, '/v1/help/');

const faq = (query: string, caller: TokenOptions | null = { role: 'seller', companyId: 1001, sub: 'usr-ayse' }) =>
  call<FaqAnswer & { error?: string }>(`faq${query}`, { token: caller });

describe('sandbox marketplace: help', () => {
  it('answers the FAQ of the reader named, in the language asked', async () => {
    const turkey = await faq('?reader=turkey&lang=tr');
    expect(turkey.status).toBe(200);
    expect(turkey.body).toMatchObject({ reader: 'turkey', language: 'tr' });
    expect(turkey.body.entries.map((entry) => entry.id)).toContain('tr-etgb');
    const abroad = await faq('?reader=abroad&lang=en');
    expect(abroad.body.entries.map((entry) => entry.id)).not.toContain('tr-etgb');
    expect(abroad.body.entries.map((entry) => entry.id)).toContain('abroad-customs');
  });

  it('needs a known reader and language, and a signed caller (staff too)', async () => {
    expect(await faq('?reader=mars&lang=en')).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    expect((await faq('?reader=turkey')).status).toBe(400);
    expect((await faq('?reader=staff&lang=en', null)).status).toBe(401);
    expect((await faq('?reader=staff&lang=en', { role: 'editor', sub: 'usr-editor' })).status).toBe(200);
  });
});
