import { CButton, CCard, CCardBody } from '@coreui/react';
import { Link } from 'react-router';

interface StatusPageProps {
  code?: string;
  title: string;
  text: string;
  action?: { href: string; label: string };
  testId: string;
}

/** The frame of the 404, not-authorized and not-yet-built pages. */
export function StatusPage({ code, title, text, action, testId }: StatusPageProps) {
  return (
    <CCard className="text-center py-4" data-testid={testId}>
      <CCardBody>
        {code ? (
          <div className="display-3 fw-bold text-body-secondary" aria-hidden="true">
            {code}
          </div>
        ) : null}
        <h1 className="h3">{title}</h1>
        <p className="text-body-secondary">{text}</p>
        {action ? (
          <CButton as={Link} to={action.href} color="primary">
            {action.label}
          </CButton>
        ) : null}
      </CCardBody>
    </CCard>
  );
}
