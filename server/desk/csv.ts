/**
 * product §17.3: a CSV file as RFC 4180 writes it (CRLF between records, a field with a comma, quote,
 * CR or LF quoted, quotes doubled), with every cell that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) made harmless by a leading apostrophe (OWASP:
 * CSV injection).
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** One cell: defused, then quoted when it must be. */
export function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}
