import { useParams } from 'react-router';
import { eventIdFromPath } from '../components/program/program-address.ts';
import { ProgramRoute } from '../components/program/program-route.tsx';

/**
 * /tv/program/{id}/{callSign}/{movie|episode}/{titleSlug}, /tvprogram/{eventId}/{callsign} and
 * /tvprogram/{eventId}/{hubId}/{withHD} (seed 001 §2): the program of the event the path names.
 */
export default function ProgramPage() {
  const params = useParams();
  const eventId = eventIdFromPath(params['*']);
  return <ProgramRoute key={eventId ?? 'none'} eventId={eventId} />;
}
