// A voicemail's recording. The demo has no real recordings, so each message's audio is made
// from its id: a deterministic run of voiced "syllables" (a low fundamental with two harmonics,
// rising and falling in pitch) with short gaps and longer pauses between "words", as long as the
// message says it is. 8 kHz, 8-bit mono PCM: what a phone line carries, and small.

const SAMPLE_RATE = 8000;
const HEADER_BYTES = 44;

/** A small seeded generator (mulberry32) so the same id always sounds the same. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function seedOf(id: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

function writeHeader(view: DataView, dataBytes: number) {
  const ascii = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // bytes per second: 1 byte a sample
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
}

/** The WAV file of a message: `durationSeconds` long (at least one second), the same for the same id. */
export function voicemailWav(id: string, durationSeconds: number): Uint8Array {
  const samples = Math.max(1, durationSeconds) * SAMPLE_RATE;
  const bytes = new Uint8Array(HEADER_BYTES + samples);
  writeHeader(new DataView(bytes.buffer), samples);
  bytes.fill(128, HEADER_BYTES);
  const random = prng(seedOf(id));
  const voice = 110 + random() * 90; // the caller's own pitch
  let at = Math.floor(0.3 * SAMPLE_RATE);
  let syllablesLeft = 3 + Math.floor(random() * 5);
  while (at < samples) {
    const length = Math.floor((0.12 + random() * 0.2) * SAMPLE_RATE);
    const start = voice * (0.85 + random() * 0.3);
    const end = start * (0.8 + random() * 0.4);
    let phase = 0;
    for (let i = 0; i < length && at + i < samples; i++) {
      const k = i / length;
      phase += (2 * Math.PI * (start + (end - start) * k)) / SAMPLE_RATE;
      const envelope = Math.sin(Math.PI * k);
      const wave = Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase);
      bytes[HEADER_BYTES + at + i] = Math.round(128 + 50 * envelope * wave);
    }
    at += length;
    syllablesLeft--;
    const pause = syllablesLeft > 0 ? 0.03 + random() * 0.08 : 0.25 + random() * 0.35;
    if (syllablesLeft <= 0) syllablesLeft = 3 + Math.floor(random() * 5);
    at += Math.floor(pause * SAMPLE_RATE);
  }
  return bytes;
}
