import { CToast, CToastBody, CToastClose, CToaster } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Toast } from '@web/lib/toasts.slice';

interface ToasterProps {
  toasts: Toast[];
  onDismiss: (id: string) => void;
}

export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const { t } = useTranslation();
  return (
    <CToaster placement="top-end" className="p-3">
      {toasts.map((toast) => (
        <CToast key={toast.id} visible autohide delay={3000} color={toast.color} className="text-white border-0"
          onClose={() => onDismiss(toast.id)} role="status" data-testid="toast">
          <div className="d-flex">
            <CToastBody>{t(toast.messageKey)}</CToastBody>
            <CToastClose className="me-2 m-auto" white aria-label={t('common.close')} />
          </div>
        </CToast>
      ))}
    </CToaster>
  );
}
