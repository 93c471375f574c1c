/**
 * The tutorials (spec §2): a step-by-step guide per main task of the portal. Texts are under
 * `help.tutorials.guides.<id>` (title, summary, steps.<step>); screens are route catalogue ids, linked with pathOf.
 */
import type { ComponentType } from 'react';
import type { RouteId } from '@contract/routes';
import { AnswerIllustration } from '../components/illustrations/AnswerIllustration';
import { CancelIllustration } from '../components/illustrations/CancelIllustration';
import { CrossIllustration } from '../components/illustrations/CrossIllustration';
import { ImportIllustration } from '../components/illustrations/ImportIllustration';
import { ShipIllustration } from '../components/illustrations/ShipIllustration';

export const GUIDE_IDS = ['firstImport', 'cancelOrderItem', 'answerQuestion', 'crossCategory', 'shipOrder'] as const;
export type GuideId = (typeof GUIDE_IDS)[number];

export interface GuideStep {
  id: string;
  /** The screen this step happens on, linked beside it. */
  screen?: RouteId;
}

export interface Guide {
  id: GuideId;
  /** The screen the guide is about (its 'Open' button). */
  screen: RouteId;
  illustration: ComponentType<{ title: string }>;
  steps: readonly GuideStep[];
}

export const GUIDES: readonly Guide[] = [
  {
    id: 'firstImport',
    screen: 'importProductVariant',
    illustration: ImportIllustration,
    steps: [
      { id: 'template', screen: 'importProductVariant' },
      { id: 'fill' },
      { id: 'upload' },
      { id: 'follow', screen: 'transactions' },
      { id: 'errors', screen: 'importProductVariant' },
      { id: 'check', screen: 'allProducts' },
    ],
  },
  {
    id: 'cancelOrderItem',
    screen: 'orders',
    illustration: CancelIllustration,
    steps: [{ id: 'find', screen: 'orders' }, { id: 'open' }, { id: 'choose' }, { id: 'confirm' }, { id: 'check', screen: 'cancelledOrders' }],
  },
  {
    id: 'answerQuestion',
    screen: 'questions',
    illustration: AnswerIllustration,
    steps: [{ id: 'find', screen: 'questions' }, { id: 'read' }, { id: 'reply', screen: 'readyAnswers' }, { id: 'attach' }, { id: 'send' }],
  },
  {
    id: 'crossCategory',
    screen: 'categories',
    illustration: CrossIllustration,
    steps: [{ id: 'find', screen: 'categories' }, { id: 'detail' }, { id: 'cross' }, { id: 'attributes' }, { id: 'save' }],
  },
  {
    id: 'shipOrder',
    screen: 'packages',
    illustration: ShipIllustration,
    steps: [{ id: 'open', screen: 'orders' }, { id: 'package' }, { id: 'invoice' }, { id: 'label', screen: 'packages' }, { id: 'handOver' }],
  },
];

export const guideById = (id: string | null): Guide | undefined => GUIDES.find((guide) => guide.id === id);
