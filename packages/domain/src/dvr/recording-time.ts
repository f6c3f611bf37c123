/** Seed 001 §5 "Recording time format YYYYMMDDHHmmss", in UTC. */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Epoch milliseconds to YYYYMMDDHHmmss (UTC). */
export function formatRecordingTime(ms: number): string {
  const d = new Date(ms);
  return (
    pad(d.getUTCFullYear(), 4) +
    pad(d.getUTCMonth() + 1) +
    pad(d.getUTCDate()) +
    pad(d.getUTCHours()) +
    pad(d.getUTCMinutes()) +
    pad(d.getUTCSeconds())
  );
}

/** YYYYMMDDHHmmss (UTC) to epoch milliseconds; null when it is not a real time in that form. */
export function parseRecordingTime(text: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC rolls 20260231 over into March: a rolled value is not the time written.
  return formatRecordingTime(ms) === text ? ms : null;
}
