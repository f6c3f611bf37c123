import type { Prng } from '../vod/prng.ts';

/** What a channel mostly shows; it decides the shape of its schedule. */
export type ChannelFormat = 'news' | 'movies' | 'kids' | 'sports' | 'entertainment' | 'lifestyle';

export interface GeneratedChannel {
  channelId: number;
  callsign: string;
  name: string;
  number: number;
  isHd: boolean;
  logo: string;
  format: ChannelFormat;
  /** carried by the premium add-on package only (not in the full package) */
  addOn: boolean;
}

const NETWORKS: ReadonlyArray<readonly [string, string, ChannelFormat]> = [
  ['CXN', 'Coax News Now', 'news'],
  ['MTRO', 'Metro 12 News', 'news'],
  ['BLVD', 'Boulevard Cinema', 'movies'],
  ['RELL', 'Reel Classics', 'movies'],
  ['SPRK', 'Sprout Kids', 'kids'],
  ['TOON', 'Toonville', 'kids'],
  ['ARNA', 'Arena Sports', 'sports'],
  ['FLDX', 'Field X', 'sports'],
  ['HRTH', 'Hearth & Home', 'lifestyle'],
  ['SAVR', 'Savor', 'lifestyle'],
  ['ROAM', 'Roam Travel', 'lifestyle'],
  ['PRSM', 'Prism', 'entertainment'],
  ['NOVA', 'Nova Drama', 'entertainment'],
  ['CMDY', 'Comedy Corner', 'entertainment'],
  ['TRUE', 'True Case', 'entertainment'],
  ['WILD', 'Wild Earth', 'lifestyle'],
  ['HSTR', 'History Reel', 'entertainment'],
  ['VIVA', 'Viva Latino', 'entertainment'],
  ['MUSE', 'Muse Music', 'entertainment'],
  ['SCIF', 'Sci-Fi Signal', 'movies'],
];

const SUFFIXES = ['', ' East', ' West', ' Plus', ' 2', ' Extra', ' Gold', ' Select', ' Prime', ' Max'];

/**
 * `count` channels: networks cycled through regional and numbered variants. About two in five
 * are HD (callsign ending HD, numbered from 700); the last one in twenty are premium add-ons,
 * so even the fullest package leaves a few channels to add (seed 001 §8, channel 902).
 */
export function generateChannels(rng: Prng, count: number): GeneratedChannel[] {
  const out: GeneratedChannel[] = [];
  const addOnFrom = count - Math.max(1, Math.floor(count / 20));
  for (let i = 0; i < count; i++) {
    const [code, network, format] = NETWORKS[i % NETWORKS.length] ?? ['CHN', 'Channel', 'entertainment'];
    const round = Math.floor(i / NETWORKS.length);
    const suffix = SUFFIXES[round % SUFFIXES.length] ?? '';
    const isHd = rng.chance(0.4);
    const callsign = `${code}${round === 0 ? '' : round}${isHd ? 'HD' : ''}`;
    out.push({
      channelId: i + 1,
      callsign,
      name: `${network}${suffix}${isHd ? ' HD' : ''}`,
      number: isHd ? 700 + i : 2 + i,
      isHd,
      logo: `logo-${callsign.toLowerCase()}`,
      format,
      addOn: i >= addOnFrom,
    });
  }
  return out;
}
