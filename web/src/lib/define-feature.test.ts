import { createElement, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { createDetailResource } from './resources/detail-resource';
import { createListResource } from './resources/list-resource';
import { defineFeature, featureReducers, featureSagas, featureScreens, lazyScreen, resourceReducers } from './define-feature';

const things = createListResource('thingsList', vi.fn());
const thing = createDetailResource('thingDetail', vi.fn(), {});
const counter = (state: number | undefined = 0) => state + 1;
function* thingsSaga() {
  /* nothing to watch */
}
const Page = () => createElement('p', null, 'things page');

describe('features', () => {
  it('keys each resource under its own name, where its select reads it', () => {
    const reducers = resourceReducers(things, thing);
    expect(Object.keys(reducers)).toEqual(['thingsList', 'thingDetail']);
    expect(reducers.thingsList).toBe(things.reducer);
    expect(reducers.thingDetail).toBe(thing.reducer);
  });

  it('merges the features into one reducer map, one saga list and one screen map', () => {
    const screenOne = lazyScreen(async () => ({ Page }), 'Page');
    const first = defineFeature({ reducers: resourceReducers(things), sagas: [things.saga], screens: { brands: screenOne } });
    const second = defineFeature({ reducers: { counter }, sagas: [thingsSaga] });
    const reducers = featureReducers([first, second] as const);
    expect(Object.keys(reducers)).toEqual(['thingsList', 'counter']);
    expect(reducers.counter(undefined)).toBe(1);
    expect(featureSagas([first, second])).toEqual([things.saga, thingsSaga]);
    expect(featureScreens([first, second])).toEqual({ brands: screenOne });
  });

  it('refuses two features keeping state under one key, or drawing one route', () => {
    const one = defineFeature({ reducers: { counter }, sagas: [], screens: { brands: lazyScreen(async () => ({ Page }), 'Page') } });
    const other = defineFeature({ reducers: { counter }, sagas: [], screens: { brands: lazyScreen(async () => ({ Page }), 'Page') } });
    expect(() => featureReducers([one, other])).toThrow("Two features declare the state key 'counter'");
    expect(() => featureScreens([one, other])).toThrow("Two features declare the screen 'brands'");
  });

  it('loads a lazy screen from the named export of its module', async () => {
    const Screen = lazyScreen(async () => ({ Page, Other: () => null }), 'Page');
    render(createElement(Suspense, { fallback: null }, createElement(Screen)));
    expect(await screen.findByText('things page')).toBeInTheDocument();
  });
});
