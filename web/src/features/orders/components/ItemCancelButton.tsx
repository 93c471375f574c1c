import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { refusalKey } from './refusal-key';

interface ItemCancelButtonProps {
  itemId: number;
  /** Why the item cannot be cancelled (a rule's refusal code), or null. */
  refusal: string | null;
  onCancel: (itemId: number) => void;
}

/** The row's cancel button; when a rule forbids it, the row says why instead of just greying it out. */
export function ItemCancelButton({ itemId, refusal, onCancel }: ItemCancelButtonProps) {
  const { t } = useTranslation();
  const reasonId = `cancel-item-${itemId}-why`;
  return (
    <>
      <CButton
        size="sm"
        color="danger"
        variant="ghost"
        disabled={refusal !== null}
        onClick={() => onCancel(itemId)}
        aria-describedby={refusal ? reasonId : undefined}
        data-testid={`cancel-item-${itemId}`}
      >
        {t('orders.cancel.action')}
      </CButton>
      {refusal ? (
        <div id={reasonId} className="small text-body-secondary">
          {t('orders.items.whyNot', { reason: t(refusalKey(refusal)) })}
        </div>
      ) : null}
    </>
  );
}
