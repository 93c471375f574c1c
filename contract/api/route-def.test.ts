import { describe, expect, expectTypeOf, it } from 'vitest';
import * as yup from 'yup';
import { answer, fillPath, param, policy, readParams, route, sent, textQuery, type AnswerOf, type BodyOf, type ParamsOf, type QueryOf } from './route-def';

const body = yup.object({ name: yup.string().required() });
const withEverything = route.put('/api/things/:id/parts/:kind', {
  params: { kind: param.oneOf(['a', 'b'] as const) },
  query: textQuery(['q']),
  body,
  answer: answer<{ ok: boolean }>(),
  policy: policy.can('orders.view'),
});
const bare = route.get('/api/ping', { answer: answer<{ pong: true }>(), policy: policy.public() });
const _wider = route.post('/api/things', { body, sends: sent<{ name: string | null }>(), answer: answer<null>(), policy: policy.public() });

describe('route descriptions', () => {
  it('type params, query, body and answer from the description', () => {
    expectTypeOf<ParamsOf<typeof withEverything>>().toEqualTypeOf<{ id: number; kind: 'a' | 'b' }>();
    expectTypeOf<QueryOf<typeof withEverything>>().toEqualTypeOf<Partial<Record<'q', string>>>();
    expectTypeOf<BodyOf<typeof withEverything>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<AnswerOf<typeof withEverything>>().toEqualTypeOf<{ ok: boolean }>();
    expectTypeOf<QueryOf<typeof bare>>().toBeNever();
    expectTypeOf<BodyOf<typeof bare>>().toBeNever();
    expectTypeOf<BodyOf<typeof _wider>>().toEqualTypeOf<{ name: string | null }>();
  });

  it('give every path param a reader, ids by default', () => {
    expect(Object.keys(withEverything.params)).toEqual(['id', 'kind']);
    expect(readParams(withEverything, { id: '12', kind: 'b' })).toEqual({ id: 12, kind: 'b' });
    expect(readParams(withEverything, { id: '0x3e9', kind: 'b' })).toBeNull();
    expect(readParams(withEverything, { id: '12', kind: 'c' })).toBeNull();
    expect(readParams(bare, {})).toEqual({});
    const keyed = route.get('/api/files/:key', { params: { key: param.matching(/^[\w.-]{1,80}$/) }, answer: answer<null>(), policy: policy.public() });
    expect(readParams(keyed, { key: 'a.png' })).toEqual({ key: 'a.png' });
    expect(readParams(keyed, { key: '../etc' })).toBeNull();
  });

  it('fill a path with encoded params, Hono patterns included', () => {
    expect(fillPath('/api/things/:id/parts/:kind', { id: 7, kind: 'a/b' })).toBe('/api/things/7/parts/a%2Fb');
    expect(fillPath('/api/dev/services/:service/:action{down|up}', { service: 'identity', action: 'down' })).toBe('/api/dev/services/identity/down');
    expect(() => fillPath('/api/things/:id', {})).toThrow('Missing path param id');
  });
});
