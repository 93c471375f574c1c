/**
 * Ready answers (spec §2 Ready Answers management, §3): a company's saved replies, kept in the world. A company starts
 * with a few everyday answers in its sellers' language; each change answers the whole list, by title.
 */
import { fieldErrors } from '@contract/auth/auth.schemas';
import { READY_ANSWERS_MAX, readyAnswerSchema, type ReadyAnswer, type ReadyAnswerListAnswer } from '@contract/questions/ready-answer.api';
import { findCompany } from '../lookups';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';

const STARTERS: Record<'tr' | 'en', readonly (readonly [string, string])[]> = {
  tr: [
    ['Teşekkürler', 'Sorunuz için teşekkür ederiz. Size yardımcı olmaktan memnuniyet duyarız.'],
    ['Kargo süresi', 'Siparişiniz 1–2 iş günü içinde kargoya verilir; kargo takip numarası e-posta ile gönderilir.'],
    ['Orijinal ürün', 'Tüm ürünlerimiz orijinaldir ve üretici garantisiyle gönderilir.'],
  ],
  en: [
    ['Thank you', 'Thank you for your question. We are happy to help.'],
    ['Shipping time', 'Your order ships within 1–2 business days; the tracking number is sent by e-mail.'],
    ['Original product', 'All our products are original and come with the manufacturer’s warranty.'],
  ],
};

/** The company's ready answers, made on first access; undefined for a company the world does not know. */
function readyAnswersOf(world: World, companyId: number): ReadyAnswer[] | undefined {
  const existing = world.readyAnswerBooks[companyId];
  if (existing) return existing;
  const company = findCompany(world, companyId);
  if (!company) return undefined;
  const starters = STARTERS[company.country === 'TR' ? 'tr' : 'en'];
  const book = starters.map(([title, message], n) => ({ id: companyId * 1000 + n + 1, title, message }));
  world.readyAnswerBooks[companyId] = book;
  return book;
}

const byTitle = (a: ReadyAnswer, b: ReadyAnswer) => a.title.localeCompare(b.title, 'tr') || a.id - b.id;

export function listReadyAnswers(world: World, companyId: number): ReadyAnswerListAnswer {
  return { items: [...(readyAnswersOf(world, companyId) ?? [])].sort(byTitle) };
}

/** The checked title and message, or the refusal. */
function checked(body: Record<string, unknown> | null): Pick<ReadyAnswer, 'title' | 'message'> | Refusal {
  const fields = fieldErrors(readyAnswerSchema, body ?? {});
  return fields ? refusal('validation', fields) : readyAnswerSchema.cast(body, { stripUnknown: true });
}

export function createReadyAnswer(world: World, companyId: number, body: Record<string, unknown> | null): ReadyAnswerListAnswer | Refusal {
  const book = readyAnswersOf(world, companyId) ?? [];
  const fields = checked(body);
  if ('code' in fields) return fields;
  if (book.length >= READY_ANSWERS_MAX) return refusal('validation', { title: 'validation.readyAnswersFull' });
  book.push({ id: Math.max(companyId * 1000, ...book.map((answer) => answer.id)) + 1, ...fields });
  return listReadyAnswers(world, companyId);
}

/** The list after the change, a refusal, or undefined (no such ready answer in the company). */
export function updateReadyAnswer(
  world: World,
  companyId: number,
  id: number,
  body: Record<string, unknown> | null,
): ReadyAnswerListAnswer | Refusal | undefined {
  const answer = readyAnswersOf(world, companyId)?.find((candidate) => candidate.id === id);
  if (!answer) return undefined;
  const fields = checked(body);
  if ('code' in fields) return fields;
  Object.assign(answer, fields);
  return listReadyAnswers(world, companyId);
}

export function deleteReadyAnswer(world: World, companyId: number, id: number): ReadyAnswerListAnswer | undefined {
  const book = readyAnswersOf(world, companyId);
  const at = book?.findIndex((candidate) => candidate.id === id) ?? -1;
  if (!book || at < 0) return undefined;
  book.splice(at, 1);
  return listReadyAnswers(world, companyId);
}
