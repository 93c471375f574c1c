import { API } from '@contract/api/paths';
import type { MeResponse } from '@contract/api/session';
import { pathOf } from '@contract/routes';
import { expect, test } from '../../support/fixtures';
import { waitingClaims } from '../../support/claims-api';
import { tinyPng } from '../../support/files';
import { ClaimsPage } from '../../pages/claims-page';

// Decisions are made for Omar's and Li's companies: the sign-in test checks Ayşe's seeded claims badge.

test.describe('rejecting a claim', () => {
  test.use({ signedInAs: 'omar' });

  test('takes a reason, a note and a photo; the claim shows them and leaves the waiting ones', async ({ page, texts }) => {
    const { t } = texts;
    const claim = (await waitingClaims(page.request)).at(-1)!;
    const claims = new ClaimsPage(page, texts);
    await claims.open(claim.id);
    await expect(claims.statusBadge).toHaveText(claims.statusText('waiting'));

    await claims.action('reject').click();
    await expect(page).toHaveURL(/action=reject/);
    const dialog = claims.rejectDialog;
    await dialog.getByLabel(t('claims.reject.reason')).selectOption('noFaultFound');
    await dialog.getByLabel(t('claims.reject.note')).fill('The seams are intact; see the photo.');
    await dialog.getByTestId('reject-photos').setInputFiles(tinyPng('seam.png'));
    await expect(dialog.getByTestId('reject-photo-names')).toHaveText('seam.png');
    const answered = page.waitForResponse((response) => response.url().endsWith(`/api/claims/${claim.id}/reject`));
    await dialog.getByTestId('dialog-submit').click();
    expect((await answered).status()).toBe(200);

    await expect(dialog).toHaveCount(0);
    await expect(claims.statusBadge).toHaveText(claims.statusText('requestRejected'));
    await expect(claims.action('reject')).toBeDisabled();
    const section = await claims.openSection('rejection');
    await expect(section.getByTestId('field-rejectReason')).toContainText(t('claims.rejectReasons.noFaultFound'));
    await expect(section.getByTestId('field-rejectNote')).toContainText('The seams are intact; see the photo.');
    const photo = section.getByTestId('images-photos').getByTestId('claim-image');
    await expect(photo).toHaveCount(1);
    await expect.poll(() => photo.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    const file = await page.request.get((await photo.getAttribute('href'))!);
    expect(file.headers()['content-type']).toBe('image/png');
    expect((await waitingClaims(page.request)).map((waiting) => waiting.id)).not.toContain(claim.id);
  });
});

test.describe('approving a claim', () => {
  test.use({ signedInAs: 'li' });

  test('from the waiting tab: the claim is Request Approved and the sidebar badge drops at once', async ({ page, texts, shell }) => {
    const before = ((await (await page.request.get(API.me)).json()) as MeResponse).user.counts!.claims;
    const claims = new ClaimsPage(page, texts);
    await claims.openList('?tab=waiting');
    await expect(shell.menuLinkWithCount('claims', before)).toBeVisible();
    const [newest] = await waitingClaims(page.request);
    await claims
      .row(newest!.id)
      .getByRole('link', { name: String(newest!.id) })
      .click();
    await expect(claims.heading(newest!.id)).toBeVisible();

    await claims.action('approve').click();
    await expect(claims.approveDialog).toContainText(texts.t('claims.approve.note'));
    await claims.approveDialog.getByTestId('dialog-submit').click();
    await expect(claims.statusBadge).toHaveText(claims.statusText('requestApproved'));
    await expect(shell.menuLinkWithCount('claims', before - 1)).toBeVisible();
    await expect(claims.action('approve')).toBeDisabled();
    await expect(page.getByTestId('reason-approve')).toHaveText(texts.t('errors.claimNotWaiting'));
  });
});

test.describe('another seller', () => {
  test.use({ signedInAs: 'omar' });

  // The BFF's 404 for the claim and for deciding it: claims.routes.test.ts.
  test('cannot open the first seller’s claim by its URL', async ({ page, texts, requestAs }) => {
    const ayse = await requestAs('ayse');
    const [theirs] = await waitingClaims(ayse);
    const claims = new ClaimsPage(page, texts);
    await page.goto(pathOf('claimDetail', { claimId: theirs!.id }));
    await expect(claims.notFound).toHaveText(texts.t('errors.notFound'));
    await expect(page.getByText(theirs!.customerName)).toHaveCount(0);
  });
});
