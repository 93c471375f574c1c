/** Ready answers (spec §2 Ready Answers management, §3 title and message): a company's saved replies. */
import * as yup from 'yup';
import { TICKET_REPLY_TEXT_MAX } from './question.api';

export interface ReadyAnswer {
  id: number;
  title: string;
  message: string;
}

/** Every ready answer of the company, by title; each change answers the list as it stands afterwards. */
export interface ReadyAnswerListAnswer {
  items: ReadyAnswer[];
}

export const READY_ANSWER_TITLE_MAX = 100;
/** A company keeps at most this many. */
export const READY_ANSWERS_MAX = 100;

/** A message fits a reply as it is. */
export const readyAnswerSchema = yup.object({
  title: yup.string().trim().required('validation.readyAnswerTitleRequired').max(READY_ANSWER_TITLE_MAX, 'validation.textTooLong'),
  message: yup.string().trim().required('validation.readyAnswerMessageRequired').max(TICKET_REPLY_TEXT_MAX, 'validation.textTooLong'),
});
export type ReadyAnswerBody = yup.InferType<typeof readyAnswerSchema>;
