import type {
  GuideAiring,
  GuideChannel,
  GuideListing,
  GuideListings,
  GuideProgram,
  GuideWindow,
} from '@coax/contract';

const HOUR = 3_600_000;

/** A channel of the default line-up (hub 105, HD). */
export function createGuideChannel(overrides: Partial<GuideChannel> = {}): GuideChannel {
  return {
    channelId: 1,
    callsign: 'NEWS12',
    number: 12,
    name: 'News 12',
    isHd: false,
    logo: null,
    received: true,
    ...overrides,
  };
}

export function createGuideAiring(overrides: Partial<GuideAiring> = {}): GuideAiring {
  return {
    eventId: 5001,
    programId: 9001,
    title: 'Harbor Lights',
    episodeTitle: null,
    start: 0,
    end: HOUR,
    isMovie: false,
    isNew: false,
    qualities: ['CC'],
    tvRating: 'TV-PG',
    seriesId: 'SH000001',
    recordState: null,
    ...overrides,
  };
}

/**
 * `count` channels from `offset` of a line-up of `total`, each with one-hour airings covering the
 * window [start, start + hours): channel n's airing at hour h has event id n * 100 + h.
 */
export function createGuideWindow({
  start,
  hours = 3,
  offset = 0,
  count = 25,
  total = 3,
  hdOnly = false,
}: {
  start: number;
  hours?: number;
  offset?: number;
  count?: number;
  total?: number;
  hdOnly?: boolean;
}): GuideWindow {
  const channels = [];
  for (let n = offset + 1; n <= Math.min(total, offset + count); n += 1) {
    const airings = Array.from({ length: hours }, (_, h) =>
      createGuideAiring({
        eventId: n * 100 + h,
        programId: n * 1000 + h,
        title: `Show ${n}-${h}`,
        episodeTitle: h === 0 ? `Part ${n}` : null,
        start: start + h * HOUR,
        end: start + (h + 1) * HOUR,
        isMovie: h === 2,
        isNew: h === 1,
      }),
    );
    channels.push({
      ...createGuideChannel({
        channelId: n,
        callsign: `CH${n}${hdOnly ? 'HD' : ''}`,
        number: 100 + n,
        isHd: hdOnly || n % 2 === 0,
      }),
      airings,
    });
  }
  return {
    lineup: { hubId: 105, lineupId: 1, isHd: true },
    start,
    end: start + hours * HOUR,
    offset,
    totalChannels: total,
    listingsFrom: null,
    listingsUntil: null,
    channels,
  };
}

export function createGuideListing(overrides: Partial<GuideListing> = {}): GuideListing {
  return {
    eventId: 7001,
    programId: 9101,
    title: 'Evening Match',
    episodeTitle: null,
    start: Date.UTC(2026, 10, 21, 20),
    end: Date.UTC(2026, 10, 21, 22),
    callsign: 'SPORTS',
    channelNumber: 60,
    isHd: true,
    isMovie: false,
    imageName: null,
    ...overrides,
  };
}

/**
 * The most watched answer: `count` listings on at `now`, best ranked first. Listing n (from 1)
 * is event 8000 + n on channel 200 + n; the second is an episode, the third a movie in HD.
 */
export function createMostWatched(now: number, count = 3): GuideListings {
  const items = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return createGuideListing({
      eventId: 8000 + n,
      programId: 9200 + n,
      title: `Popular ${n}`,
      episodeTitle: n === 2 ? 'Pilot' : null,
      start: now - HOUR / 2,
      end: now + HOUR / 2,
      callsign: `POP${n}`,
      channelNumber: 200 + n,
      isHd: n === 3,
      isMovie: n === 3,
    });
  });
  return { items };
}

/** A linear episode with every §3 field; times are relative to `now`. */
export function createGuideProgram(now: number, overrides: Partial<GuideProgram> = {}): GuideProgram {
  const channel = createGuideChannel({ callsign: 'WNET', number: 13, isHd: true });
  return {
    eventId: 5001,
    programId: 9001,
    tribuneId: 'EP000000010002',
    tmsSeriesId: 'SH00000001',
    title: 'Harbor Lights',
    episodeTitle: 'Low Tide',
    description: 'A storm keeps the ferry in port.',
    channel,
    callsign: 'WNET',
    channelNumber: 13,
    startTime: now + HOUR,
    endTime: now + 2 * HOUR,
    duration: 60,
    showType: 'SERIES',
    isMovie: false,
    isNew: true,
    starRating: 3,
    tvRating: 'TV-PG',
    criticRating: null,
    qualities: ['HDTV', 'CC', 'New'],
    genres: ['Drama', 'Mystery'],
    actors: ['Ines Calloway', 'June Adeyemi'],
    directors: ['Rafael Ortiz'],
    seasonNumber: 1,
    episodeNumber: 2,
    releaseYear: 2024,
    moreAiringDates: [
      {
        eventId: 5002,
        callsign: 'WNET',
        channelNumber: 13,
        start: now + 26 * HOUR,
        end: now + 27 * HOUR,
        isHd: true,
        episodeTitle: 'Low Tide',
        seasonNumber: 1,
        episodeNumber: 2,
      },
    ],
    episodes: [],
    vodIds: ['T100001'],
    vodIdTitles: [{ titleId: 'T100001', title: 'Harbor Lights: Low Tide' }],
    imageName: null,
    imageAvailability: { VOD: false, WPG: false, UPG: false },
    titleSlug: 'harbor-lights',
    userRating: null,
    recording: null,
    ...overrides,
  };
}
