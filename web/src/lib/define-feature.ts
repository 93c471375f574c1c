/**
 * What one feature gives the app, declared in one file of its own (`orders.feature.ts`): its redux state, its sagas
 * and the screens it draws for catalogued routes. `app/features.ts` lists the features; the root reducer, the root
 * saga and the screen registry are built from that one list.
 */
import type { ComponentType } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { RouteId } from '@contract/routes';
import { readyLazy, type ReadyLazy } from './ready-lazy';

/** A screen's component, loaded on first render; `preload` fetches its chunk sooner (the entry does, for the first page). */
export type Screen = ReadyLazy<object>;
export type FeatureSaga = () => Generator;
/** Any slice reducer: `never` accepts every state type, so each reducer keeps its own. */
export type SliceReducer = (state: never, action: UnknownAction) => unknown;
export type FeatureReducers = Readonly<Record<string, SliceReducer>>;
/** Route id -> screen; an id that is not in contract/routes.ts does not compile. */
export type FeatureScreens = { readonly [Id in RouteId]?: Screen };

export interface Feature<Reducers extends FeatureReducers = FeatureReducers> {
  reducers: Reducers;
  sagas: readonly FeatureSaga[];
  screens: FeatureScreens;
}

/** A feature's parts; one without screens (the navbar search, bookmarks) leaves `screens` out. */
export function defineFeature<Reducers extends FeatureReducers>(parts: {
  reducers: Reducers;
  sagas: readonly FeatureSaga[];
  screens?: FeatureScreens;
}): Feature<Reducers> {
  return { reducers: parts.reducers, sagas: parts.sagas, screens: parts.screens ?? {} };
}

interface NamedSlice {
  name: string;
  reducer: SliceReducer;
}

/**
 * `{ [name]: reducer }` of list, detail and row-edit resources: each one's state sits under its own name, which is
 * where its `select` reads it, so the key cannot drift from the selector.
 */
export function resourceReducers<const Slices extends readonly NamedSlice[]>(...slices: Slices) {
  // Object.fromEntries cannot say which key holds which reducer; the mapped type does.
  return Object.fromEntries(slices.map((slice) => [slice.name, slice.reducer])) as { [S in Slices[number] as S['name']]: S['reducer'] };
}

/** A screen loaded on first visit: `lazyScreen(() => import('./views/OrdersListView'), 'OrdersListView')`. */
export function lazyScreen<Name extends string, Module extends Record<Name, ComponentType>>(load: () => Promise<Module>, name: Name): Screen {
  return readyLazy(async (): Promise<ComponentType> => (await load())[name]);
}

type Merged<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer All) => void ? All : never;

function mergeOnce<Value>(parts: readonly { readonly [key: string]: Value | undefined }[], what: string): Record<string, Value> {
  const merged: Record<string, Value> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (value === undefined) continue;
      if (key in merged) throw new Error(`Two features declare the ${what} '${key}'`);
      merged[key] = value;
    }
  }
  return merged;
}

/** Every feature's reducers in one map, typed key by key; two features keeping state under one key is an error. */
export function featureReducers<const Features extends readonly Feature[]>(features: Features) {
  // The merge is a plain object; its type is the intersection of the features' maps.
  return mergeOnce(
    features.map((feature) => feature.reducers),
    'state key',
  ) as Merged<Features[number]['reducers']>;
}

export function featureSagas(features: readonly Feature[]): FeatureSaga[] {
  return features.flatMap((feature) => feature.sagas);
}

/** Every feature's screens; two features drawing one route is an error. */
export function featureScreens(features: readonly Feature[]): FeatureScreens {
  return mergeOnce(
    features.map((feature) => feature.screens),
    'screen',
  );
}
