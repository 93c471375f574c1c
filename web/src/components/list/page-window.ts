/** Which page numbers a pager shows: the first, the last, and a window around the current page, with gaps between. */
export type PageSlot = number | 'gap';

export function pageWindow(page: number, pages: number, around = 1): PageSlot[] {
  const wanted = new Set([1, pages]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].filter((p) => p >= 1).sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) slots.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) slots.push('gap');
    slots.push(p);
  });
  return slots;
}

/** First and last row numbers of a page (1-based), for the "x–y of N" text. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}
