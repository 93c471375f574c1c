/** One list asked through the BFF and through the raw proxy: both must answer the same page before either is measured. */
import type { BffSession } from './bff-session';

interface ListAnswer {
  total: number;
  items: unknown[];
}

export async function sameListThroughBoth<T extends ListAnswer>(session: BffSession, rawUrl: string, path: string): Promise<T> {
  const sample = await session.getJson<T>(path);
  const response = await fetch(rawUrl + path);
  if (!response.ok) throw new Error(`raw proxy answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const rawSample = (await response.json()) as T;
  if (sample.total !== rawSample.total || sample.items.length !== rawSample.items.length) {
    throw new Error(`BFF and raw proxy answer different lists (${sample.total}/${sample.items.length} vs ${rawSample.total}/${rawSample.items.length})`);
  }
  return sample;
}
