import type { ReactNode } from 'react';
import { CCard, CCardBody } from '@coreui/react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame every sign-in page shares. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <CCard className="auth-card shadow-sm">
      <CCardBody className="p-4">
        <h1 className="h3 mb-1">{title}</h1>
        {subtitle ? <p className="text-body-secondary">{subtitle}</p> : null}
        {children}
      </CCardBody>
    </CCard>
  );
}
