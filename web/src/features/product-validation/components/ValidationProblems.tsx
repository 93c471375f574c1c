import { useTranslation } from 'react-i18next';
import { useNameOf } from '@web/lib/localized-name';
import { problemFieldKey, type ValidationProblem } from '@contract/catalog/product-validation';

/** The spec's message for a product that fails, then each reason: where (the product or a variant), which field, why. */
export function ValidationProblems({ problems }: { problems: readonly ValidationProblem[] }) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  return (
    <div data-testid="validation-problems">
      <div className="text-danger fw-semibold mb-1">{t('productValidation.rowMessage')}</div>
      <ul className="mb-0 ps-3 small">
        {problems.map((problem) => (
          <li key={`${problem.variantId ?? 'product'}-${problem.field}`} data-testid="validation-problem">
            <span className="text-body-secondary me-1">
              {problem.sku ? t('productValidation.ofVariant', { sku: problem.sku }) : t('productValidation.ofProduct')}
            </span>
            {t('productValidation.problem', {
              field: problem.fieldName ? nameOf(problem.fieldName) : t(problemFieldKey(problem.field)),
              reason: t(problem.reason),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
