import { useFormatters } from '@web/lib/format';

/** An amount in the language's number format (a component, so the columns can be declared once). */
export function Amount({ amount, currency }: { amount: number; currency: string | null }) {
  const format = useFormatters();
  return <>{currency ? format.money(amount, currency) : format.number(amount)}</>;
}
