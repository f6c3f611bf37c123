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
