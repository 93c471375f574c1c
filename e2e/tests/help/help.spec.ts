import { filterFaq } from '@contract/help/faq-search';
import { pathOf } from '@contract/routes';
import { faqFor } from '@mocks/world/help/faq-content';
import { expect, test } from '../../support/fixtures';
import { FaqPage, TutorialsPage } from '../../pages/help-page';
import { TransactionsPage } from '../../pages/transactions-page';

test.describe('the FAQ of a seller in Turkey (Ayşe, Anadolu Tekstil, TR)', () => {
  test.use({ signedInAs: 'ayse', uiLang: 'tr' });

  test('shows the Turkish set: e-invoice and ETGB entries, none of the abroad ones', async ({ page, texts }) => {
    const faq = new FaqPage(page, texts);
    await faq.goto();
    const expected = faqFor('turkey', 'tr').entries;
    await expect(faq.questions).toHaveCount(expected.length);
    await expect(faq.entry('tr-e-invoice')).toBeVisible();
    await expect(faq.entry('tr-etgb')).toBeVisible();
    await expect(faq.entry('abroad-customs')).toHaveCount(0);
    await expect(page.getByTestId('faq-reader')).toHaveText(texts.t('help.faq.readers.turkey'));
  });

  test("finds the returns entry for 'İADE'; refresh and back keep the search", async ({ page, texts }) => {
    const faq = new FaqPage(page, texts);
    await faq.goto();
    const all = faqFor('turkey', 'tr').entries;
    const found = filterFaq(all, { q: 'iade', section: null });
    await faq.search.fill('İADE');
    await expect(page).toHaveURL(/[?&]q=%C4%B0ADE/);
    await expect(faq.questions).toHaveCount(found.length);
    await expect(faq.entry('returns')).toBeVisible();
    const answer = await faq.open('returns');
    await expect(answer).toContainText(all.find((entry) => entry.id === 'returns')!.answer[0]!);
    await expect(answer.getByTestId('screen-link-claims')).toHaveAttribute('href', pathOf('claims'));

    await page.reload();
    await expect(faq.search).toHaveValue('İADE');
    await expect(faq.questions).toHaveCount(found.length);
    await page.goBack();
    await expect(faq.search).toHaveValue('');
    await expect(faq.questions).toHaveCount(all.length);
  });

  test('a tutorial chosen from the list is the URL, and its button leads to the screen', async ({ page, texts }) => {
    const tutorials = new TutorialsPage(page, texts);
    await tutorials.goto();
    await tutorials.guideLink('answerQuestion').click();
    await expect(page).toHaveURL(/\?guide=answerQuestion$/);
    await expect(tutorials.guide('answerQuestion').getByRole('heading', { level: 2 })).toHaveText(texts.t('help.tutorials.guides.answerQuestion.title'));
    await expect(tutorials.steps).toHaveCount(5);
    await expect(tutorials.open).toHaveAttribute('href', pathOf('questions'));
    await tutorials.open.click();
    await expect(page).toHaveURL(new RegExp(`${pathOf('questions')}$`));
    await expect(page.getByTestId('list-questions')).toBeVisible();
  });
});

test.describe('the FAQ of a seller abroad (Omar, Gulf Home Goods, AE)', () => {
  test.use({ signedInAs: 'omar' });

  test('shows the other set: international shipping, payouts and customs, none of the Turkish ones', async ({ page, texts }) => {
    const faq = new FaqPage(page, texts);
    await faq.goto();
    await expect(faq.questions).toHaveCount(faqFor('abroad', 'en').entries.length);
    for (const id of ['abroad-shipping', 'abroad-payout-currency', 'abroad-customs', 'returns']) await expect(faq.entry(id)).toBeVisible();
    await expect(faq.entry('tr-e-invoice')).toHaveCount(0);
    await expect(faq.entry('tr-etgb')).toHaveCount(0);
    await expect(page.getByTestId('faq-reader')).toHaveText(texts.t('help.faq.readers.abroad'));
  });

  test('a tutorial step links to its screen', async ({ page, texts }) => {
    const tutorials = new TutorialsPage(page, texts);
    await tutorials.goto('?guide=firstImport');
    const step = page.getByTestId('tutorial-step-follow');
    await step.getByTestId('screen-link-transactions').click();
    await expect(page).toHaveURL(new RegExp(`${pathOf('transactions')}$`));
    await expect(new TransactionsPage(page, texts).heading).toBeVisible();
  });
});
