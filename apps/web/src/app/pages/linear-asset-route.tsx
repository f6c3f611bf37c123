import { Navigate } from 'react-router';
import { useLocalPath } from '../../i18n/local-link.tsx';
import { RecordRoute } from '../../features/dvr/components/record/record-route.tsx';
import { linearTargetOf } from '../../features/guide/components/program/program-address.ts';
import {
  LINEAR_FALLBACK_PATH,
  ProgramRoute,
} from '../../features/guide/components/program/program-route.tsx';

/**
 * The linear forms of /tv/asset/ (seed 001 §2): #/tvprogram/{eventId}/..., #/program/...,
 * #/movie/{eventId}/{hubId}/{isHD}, #/movie/{eventId}/{callSign}/{channelNumber}, and
 * #/tvprograms/record/{start}/{end}/{callsign}/{isHD}, which opens the record dialog. The app hands
 * them here from the On Demand area's asset page. A linear episode named by its series menu
 * opens the series page; anything unreadable goes to /tv.
 */
export default function LinearAssetRoute({ segments }: { segments: string[] }) {
  const localPath = useLocalPath();
  const target = linearTargetOf(segments);
  switch (target.kind) {
    case 'program':
      return <ProgramRoute key={target.eventId} eventId={target.eventId} />;
    case 'record':
      return (
        <RecordRoute
          key={`${target.start}/${target.end}/${target.callsign}`}
          start={target.start}
          end={target.end}
          callsign={target.callsign}
          isHd={target.isHd}
        />
      );
    case 'series':
      return <Navigate to={localPath(`/tv/asset/#/series/${encodeURIComponent(target.menuId)}`)} replace />;
    default:
      return <Navigate to={localPath(LINEAR_FALLBACK_PATH)} replace />;
  }
}
