import { useQuery } from '@tanstack/react-query';
import { guideRoutes, type GuideAiring, type GuideChannel } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The airing a record link names, with its channel. */
export interface RecordAiring {
  airing: GuideAiring;
  channel: GuideChannel;
}

export interface RecordLink {
  start: number;
  end: number;
  callsign: string;
  isHd: boolean;
}

/**
 * Finds the airing of /tv/asset/#/tvprograms/record/{start}/{end}/{callsign}/{isHD} in the
 * miniguide for that channel and time; null when the listings have no such airing.
 */
export async function getRecordAiring(link: RecordLink, signal?: AbortSignal): Promise<RecordAiring | null> {
  const answer = await callApi(
    guideRoutes.guideMiniguide,
    {
      query: {
        start: link.start,
        // the airing that covers the start is all that is needed: one minute keeps the ask small
        end: link.start + 60_000,
        // the callsign names the channel; isHD is left to the line-up (the link's flag is the channel's)
        callsigns: [link.callsign],
      },
    },
    { signal },
  );
  for (const channel of answer.channels) {
    if (channel.callsign.toLowerCase() !== link.callsign.toLowerCase()) continue;
    const airing =
      channel.airings.find((a) => a.start === link.start) ??
      channel.airings.find((a) => a.start <= link.start && link.start < a.end);
    if (airing) {
      const { airings: _airings, ...rest } = channel;
      return { airing, channel: rest };
    }
  }
  return null;
}

export function useRecordAiring(link: RecordLink) {
  return useQuery({
    queryKey: ['dvr', 'record-airing', link.callsign, link.start, link.end, link.isHd] as const,
    queryFn: ({ signal }) => getRecordAiring(link, signal),
  });
}
