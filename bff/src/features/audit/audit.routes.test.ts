/** The audit trail through the BFF: what an admin's changes record, the outage refusal, and the chain's check. */
import { fillPath } from '@contract/api/route-def';
import type { MeResponse } from '@contract/api/session';
import { DEV_ROUTES } from '@contract/api/system.routes';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditChainCheck, AuditListAnswer } from '@contract/audit/audit.types';
import { QUESTION_ROUTES } from '@contract/questions/question.routes';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import type { ClaimDetailAnswer } from '@contract/claims/claim.api';
import { claimsOf } from '@mocks/world/claims/claim-book';
import type { ReadyAnswerListAnswer } from '@contract/questions/ready-answer.api';
import { ADMIN_ROUTES } from '@contract/api/admin.routes';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { tamperAuditEntry } from '@mocks/world/audit/audit-log';
import type { ServiceApp } from '@mocks/sandbox/service-app';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { TestBrowser } from '../../test/browser';

let h: Harness;
let browser: TestBrowser;
harnessPerFile((harness, fresh) => {
  h = harness;
  browser = fresh;
});

const READY_ANSWER = { title: 'Audit trail', message: 'Recorded before and after.' };
const auditOf = async (admin: TestBrowser, query = '') => (await (await admin.get(`${AUDIT_ROUTES.list.path}${query}`)).json()) as AuditListAnswer;
const verify = async (admin: TestBrowser) => (await (await admin.call(AUDIT_ROUTES.verify)).json()) as AuditChainCheck;
const setAudit = (by: TestBrowser, action: 'down' | 'up') => by.post(fillPath(DEV_ROUTES.serviceAction.path, { service: 'audit', action }));
const readyAnswerCount = async (by: TestBrowser) => ((await (await by.call(QUESTION_ROUTES.readyAnswers)).json()) as ReadyAnswerListAnswer).items.length;

describe('what the audit trail records', () => {
  it('records sign-in, act-as, a change made as the seller and back, each attempt before its outcome, newest first', async () => {
    await browser.actAs(1001);
    const created = await browser.call(QUESTION_ROUTES.createReadyAnswer, { body: READY_ANSWER });
    expect(created.status).toBe(201);
    await browser.call(ADMIN_ROUTES.back);

    const { items, total } = await auditOf(browser);
    expect(total).toBe(8);
    expect(items.map((entry) => `${entry.kind} ${entry.action} ${entry.companyId}`)).toEqual([
      'outcome admin.back 1001',
      'attempt admin.back 1001',
      'outcome question.createReadyAnswer 1001',
      'attempt question.createReadyAnswer 1001',
      'outcome admin.actAs 1001',
      'attempt admin.actAs 1001',
      'outcome auth.loginAdmin null',
      'attempt auth.loginAdmin null',
    ]);
    expect(new Set(items.map((entry) => entry.adminId))).toEqual(new Set(['usr-admin']));
    const [outcome, attempt] = [items[2]!, items[3]!];
    expect(attempt).toMatchObject({ input: { query: {}, body: READY_ANSWER }, after: null, status: null, requestId: created.headers.get('x-request-id') });
    expect(outcome).toMatchObject({ attemptId: attempt.id, status: 201, code: null, requestId: attempt.requestId });
    expect(outcome.after).toEqual(await created.json());
    expect(Date.parse(attempt.at)).toBe(h.clock());
  });

  it("keeps the target's state before a change beside the answer after it", async () => {
    await browser.actAs(1001);
    const claim = claimsOf(h.sandbox.world, 1001).find((candidate) => candidate.status === 'waiting')!;
    const approved = await browser.post(fillPath(CLAIM_ROUTES.approve.path, { id: claim.id }));
    expect(approved.status).toBe(200);

    await browser.call(ADMIN_ROUTES.back);
    const [outcome, attempt] = (await auditOf(browser, '?action=claim.approve')).items;
    const statusIn = (json: unknown) => (json as ClaimDetailAnswer | null)?.claim.status;
    expect([statusIn(outcome!.before), statusIn(outcome!.after)]).toEqual(['waiting', 'requestApproved']);
    expect(attempt!.before).toBeNull();
  });

  it('keeps no before for a creation', async () => {
    await browser.actAs(1001);
    expect((await browser.call(QUESTION_ROUTES.createReadyAnswer, { body: READY_ANSWER })).status).toBe(201);
    await browser.call(ADMIN_ROUTES.back);
    const outcome = (await auditOf(browser, '?action=question.createReadyAnswer')).items.find((entry) => entry.kind === 'outcome');
    expect(outcome).toMatchObject({ before: null, status: 201 });
  });

  it('keeps passwords and tokens out of the trail', async () => {
    const { accessToken } = await browser.signIn('admin@demo.tezgah.dev', true);
    const text = JSON.stringify(await auditOf(browser));
    expect(text).toContain('admin@demo.tezgah.dev');
    expect(text).not.toContain('Tezgah2026!');
    expect(text).not.toContain(accessToken);
  });

  it("writes nothing for a seller's own changes or for reads", async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    expect((await browser.call(QUESTION_ROUTES.createReadyAnswer, { body: READY_ANSWER })).status).toBe(201);
    const admin = new TestBrowser(h.app);
    await admin.signIn('admin@demo.tezgah.dev', true);
    await admin.call(ADMIN_ROUTES.companies);
    expect(h.sandbox.world.auditLog.map((entry) => entry.action)).toEqual(['auth.loginAdmin', 'auth.loginAdmin']);
  });

  it('filters by admin, company, action and day, and refuses a day that is not one', async () => {
    await browser.actAs(1001);
    await browser.call(ADMIN_ROUTES.back);
    const support = new TestBrowser(h.app);
    await support.signIn('support@demo.tezgah.dev', true);
    const actions = async (query: string) => (await auditOf(support, query)).items.map((entry) => `${entry.adminId} ${entry.action}`);
    expect(await actions('?admin=usr-support')).toEqual(['usr-support auth.loginAdmin', 'usr-support auth.loginAdmin']);
    expect(await actions('?companyId=1001&action=admin.back')).toEqual(['usr-admin admin.back', 'usr-admin admin.back']);
    const today = new Date(h.clock()).toISOString().slice(0, 10);
    expect(await actions(`?from=${today}&to=${today}&pageSize=2&page=4`)).toEqual(['usr-admin auth.loginAdmin', 'usr-admin auth.loginAdmin']);
    expect(await actions('?to=2000-01-01')).toEqual([]);
    const refused = await support.call(AUDIT_ROUTES.list, { search: 'from=yesterday' });
    expect([refused.status, ((await refused.json()) as { fields: unknown }).fields]).toEqual([400, { from: 'validation.dateInvalid' }]);
  });

  it('is for admins only', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    expect((await browser.call(AUDIT_ROUTES.list)).status).toBe(403);
    expect((await browser.call(AUDIT_ROUTES.verify)).status).toBe(403);
  });
});

describe('with the audit service stopped', () => {
  it("refuses an admin's change with 503 and changes nothing, while the seller's own change works", async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    await browser.actAs(1001);
    const before = await readyAnswerCount(browser);
    expect((await setAudit(browser, 'down')).status).toBe(200);

    const refused = await browser.call(QUESTION_ROUTES.createReadyAnswer, { body: READY_ANSWER });
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([503, 'auditUnavailable']);
    expect(await readyAnswerCount(browser)).toBe(before);
    expect((await browser.call(ADMIN_ROUTES.back)).status).toBe(503);
    expect(((await (await browser.call(AUTH_ROUTES.me)).json()) as MeResponse).user.userRole).toBe('adminAsUser');

    expect((await seller.call(QUESTION_ROUTES.createReadyAnswer, { body: READY_ANSWER })).status).toBe(201);
    expect(await readyAnswerCount(seller)).toBe(before + 1);
  });

  it('starts no staff session and no act-as session', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    await setAudit(browser, 'down');
    expect((await browser.call(ADMIN_ROUTES.actAs, { body: { companyId: 1001 } })).status).toBe(503);
    expect(((await (await browser.call(AUTH_ROUTES.me)).json()) as MeResponse).user.userRole).toBe('admin');

    const other = new TestBrowser(h.app);
    const signIn = await other.call(AUTH_ROUTES.loginAdmin, { body: { email: 'support@demo.tezgah.dev', password: 'Tezgah2026!' } });
    expect([signIn.status, ((await signIn.json()) as { code: string }).code]).toEqual([503, 'auditUnavailable']);
    expect((await other.call(AUTH_ROUTES.me)).status).toBe(401);
  });
});

describe('an outcome the audit service cannot take', () => {
  it('leaves the change made and logs that its outcome was not recorded', async () => {
    await browser.actAs(1001);
    const before = await readyAnswerCount(browser);
    const real = h.sandbox.apps.audit;
    const refuseOutcomes = async (request: Request) =>
      ((await request.clone().json()) as { kind?: string }).kind === 'outcome' ? new Response('{}', { status: 503 }) : real.fetch(request);
    h.sandbox.apps.audit = { fetch: refuseOutcomes } as unknown as ServiceApp;

    expect((await browser.call(QUESTION_ROUTES.createReadyAnswer, { body: READY_ANSWER })).status).toBe(201);
    expect(await readyAnswerCount(browser)).toBe(before + 1);
    expect(h.sandbox.world.auditLog.at(-1)).toMatchObject({ kind: 'attempt', action: 'question.createReadyAnswer' });
    expect(h.logs.filter((line) => line.msg === 'audit outcome not recorded')).toEqual([
      expect.objectContaining({ level: 'error', attemptId: h.sandbox.world.auditLog.at(-1)!.id }),
    ]);
  });
});

describe('the chain', () => {
  it('is whole as appended, and broken at the entry altered in the store', async () => {
    await browser.actAs(1001);
    await browser.call(ADMIN_ROUTES.back);
    expect(await verify(browser)).toEqual({ whole: true, checked: 6 });

    tamperAuditEntry(h.sandbox.world, 4, { companyId: 1002 });
    expect(await verify(browser)).toEqual({ whole: false, brokenAt: 4, checked: 4 });
  });

  it('is broken where an entry was taken out', async () => {
    await browser.actAs(1001);
    h.sandbox.world.auditLog.splice(1, 1);
    await browser.call(ADMIN_ROUTES.back);
    expect(await verify(browser)).toEqual({ whole: false, brokenAt: 3, checked: 2 });
  });
});
