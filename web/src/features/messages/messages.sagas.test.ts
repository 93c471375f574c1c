import { call, put, select } from 'redux-saga/effects';
import type { MessageDetailAnswer } from '@contract/messages/message.api';
import type { Message } from '@contract/messages/message.types';
import { loadUser } from '@web/lib/session/session.sagas';
import { readMessage } from './messages.api';
import { messageDetail } from './messages.resources';
import { markReadOnOpen } from './messages.sagas';

const unread: Message = {
  id: 10030007,
  companyId: 1003,
  senderKind: 'staff',
  marketplace: null,
  topic: 'announcement',
  subject: { en: 'Holiday shipping calendar', tr: 'Bayram dönemi kargo takvimi' },
  body: { en: 'Carriers will not collect parcels during the holiday.', tr: 'Tatil boyunca kargo firmaları koli teslim almayacak.' },
  sentAt: '2026-01-14T08:00:00.000Z',
  readAt: null,
};
const read: MessageDetailAnswer = { message: { ...unread, readAt: '2026-01-15T09:00:00.000Z' } };
const shownAs = (id: number) => ({ status: 'ready' as const, id, data: { message: unread }, error: null, command: null });

describe('opening a message', () => {
  it('marks an unread message read, shows it read and reloads the session so the badge drops at once', () => {
    const saga = markReadOnOpen(messageDetail.loaded({ message: unread }));
    expect(saga.next().value).toEqual(call(readMessage, unread.id));
    expect(saga.next(read).value).toEqual(select(messageDetail.select));
    expect(saga.next(shownAs(unread.id)).value).toEqual(put(messageDetail.loaded(read)));
    expect(saga.next().value).toEqual(call(loadUser));
    expect(saga.next().done).toBe(true);
  });

  it('leaves the screen alone when another message was opened meanwhile, and still reloads the badge', () => {
    const saga = markReadOnOpen(messageDetail.loaded({ message: unread }));
    saga.next();
    saga.next(read);
    expect(saga.next(shownAs(42)).value).toEqual(call(loadUser));
  });

  it('does nothing for a message already read, and keeps quiet when marking fails', () => {
    expect(markReadOnOpen(messageDetail.loaded(read)).next().done).toBe(true);
    const saga = markReadOnOpen(messageDetail.loaded({ message: unread }));
    saga.next();
    expect(saga.throw(new Error('down')).done).toBe(true);
  });
});
