/**
 * What staff set per company on the logistics tools: Hepsijet on or off, the customs declaration, and the ETGB number
 * of each package the ETGB file matched. A company staff never touched reads its seeded profile (logistics-book.ts).
 */
import type { LogisticsProfile } from '@contract/logistics/logistics.types';
import type { World } from '../world';

export interface EtgbDeclaration {
  number: string;
  at: string;
}

export interface StaffLogistics {
  hepsijet?: LogisticsProfile['hepsijet'];
  customsDeclaration?: LogisticsProfile['customsDeclaration'];
  /** Package id → its declaration. */
  etgb: Record<number, EtgbDeclaration>;
}

export function staffLogisticsOf(world: World, companyId: number): StaffLogistics {
  world.staffLogistics[companyId] ??= { etgb: {} };
  return world.staffLogistics[companyId];
}

/** The seeded profile with what staff set over it. */
export function withStaffSettings(world: World, companyId: number, seeded: LogisticsProfile): LogisticsProfile {
  const set = world.staffLogistics[companyId];
  if (!set) return seeded;
  return { ...seeded, hepsijet: set.hepsijet ?? seeded.hepsijet, customsDeclaration: set.customsDeclaration ?? seeded.customsDeclaration };
}
