import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { can, type Permission } from '@contract/permissions';
import { selectSubject } from './session/session.selectors';

/** `can()` of the contract, bound to the signed-in user. */
export function useCan(): (permission: Permission) => boolean {
  const subject = useSelector(selectSubject);
  return useCallback((permission: Permission) => can(subject, permission), [subject]);
}
