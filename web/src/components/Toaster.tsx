import { CToast, CToastBody, CToastClose, CToaster } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Toast } from '@web/lib/toasts.slice';

interface ToasterProps {
  toasts: Toast[];
  onDismiss: (id: string) => void;
  /** Follows a notice's link inside the SPA (the toaster sits outside the router). */
  onOpenLink: (to: string) => void;
}

export function Toaster({ toasts, onDismiss, onOpenLink }: ToasterProps) {
  const { t } = useTranslation();
  // None at all without toasts: a page drawn at build time then holds none to take over (CToaster portals on the client).
  if (toasts.length === 0) return null;
  return (
    <CToaster placement="top-end" className="p-3">
      {toasts.map((toast) => (
        <CToast
          key={toast.id}
          visible
          autohide={!toast.link}
          delay={3000}
          color={toast.color}
          className="text-white border-0"
          onClose={() => onDismiss(toast.id)}
          role="status"
          data-testid="toast"
        >
          <div className="d-flex">
            <CToastBody>
              {t(toast.messageKey, toast.values ?? {})}
              {toast.link && (
                <a
                  className="text-white fw-semibold ms-1"
                  href={toast.link.to}
                  {...(toast.link.download ? { download: '' } : {})}
                  onClick={(event) => {
                    onDismiss(toast.id);
                    if (toast.link!.download) return;
                    event.preventDefault();
                    onOpenLink(toast.link!.to);
                  }}
                >
                  {t(toast.link.labelKey)}
                </a>
              )}
            </CToastBody>
            <CToastClose className="me-2 m-auto" white aria-label={t('common.close')} />
          </div>
        </CToast>
      ))}
    </CToaster>
  );
}
