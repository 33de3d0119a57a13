/**
 * The one byte range a `Range: bytes=…` header asks of `size` bytes, or null for the whole file (no header, several
 * ranges, or one that cannot be met: the whole file is a valid answer to any of them).
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (!m[1] && !m[2])) return null;
  const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
  const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : null;
}
