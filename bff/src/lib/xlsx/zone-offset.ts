/**
 * A time zone's offset from UTC at an instant, in milliseconds (Europe/Istanbul: +3 h). Intl is asked once per UTC
 * day (its start and its end); only a day on which the offset changes asks again for each instant in it, so an export
 * of 100,000 rows asks Intl a few hundred times rather than once per cell.
 */
const DAY_MS = 86_400_000;

export function zoneOffsetOf(timeZone: string): (at: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const exact = (at: number): number => {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(at)) parts[part.type] = Number(part.value);
    const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
    return wall - Math.floor(at / 1000) * 1000;
  };
  const byDay = new Map<number, number | null>();
  let lastDay = Number.NaN;
  let lastOffset: number | null = null;
  return (at) => {
    const day = Math.floor(at / DAY_MS);
    if (day === lastDay && lastOffset !== null) return lastOffset;
    let offset = byDay.get(day);
    if (offset === undefined) {
      const start = exact(day * DAY_MS);
      offset = start === exact(day * DAY_MS + DAY_MS - 1) ? start : null;
      byDay.set(day, offset);
    }
    lastDay = day;
    lastOffset = offset;
    return offset ?? exact(at);
  };
}
