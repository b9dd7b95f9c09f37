/** One CSV field: quoted when it holds a separator, a quote or a line break; objects as JSON. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV with a header of the first row's keys (RFC 4180, CRLF line ends). */
export function toCsv(rows: readonly Record<string, unknown>[], header: readonly string[] = Object.keys(rows[0] ?? {})): string {
  const lines = [header.map(csvField).join(','), ...rows.map((row) => header.map((key) => csvField(row[key])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
