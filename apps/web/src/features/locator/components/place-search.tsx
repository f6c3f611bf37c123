import { useState, type FormEvent } from 'react';
import type { LatLon } from '@coax/domain';
import { TextField } from '../../../ui/text-field.tsx';
import { getZipLocation } from '../api/get-zip-location.ts';
import { suggestPlaces, usePlaceSuggestions } from '../api/suggest-places.ts';
import { useLocatorT } from '../i18n/use-locator-t.ts';

export interface FoundPlace {
  at: LatLon;
  label: string;
}

/**
 * Address autocomplete, limited to the US (seed 001 §2, §5): a town or ZIP code, with
 * suggestions as buttons under the field. A search that finds nothing answers `null`: the
 * page's 'noresult' state.
 */
export function PlaceSearch({ onFound }: { onFound: (place: FoundPlace | null) => void }) {
  const { t } = useLocatorT();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  /** the text a search or a suggestion settled; its suggestions are not offered again */
  const [settled, setSettled] = useState<string | null>(null);
  const suggestions = usePlaceSuggestions(text);
  const list = text.trim().length >= 2 && text !== settled ? (suggestions.data?.suggestions ?? []) : [];

  const choose = (s: { zip: string; city: string; state: string; lat: number; lon: number }) => {
    setText(`${s.city}, ${s.state} ${s.zip}`);
    setSettled(`${s.city}, ${s.state} ${s.zip}`);
    onFound({ at: { lat: s.lat, lon: s.lon }, label: `${s.city}, ${s.state} ${s.zip}` });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const term = text.trim();
    if (!term) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    setSettled(text);
    setBusy(true);
    try {
      const zip = /^\d{5}$/.exec(term)?.[0];
      if (zip) {
        const z = await getZipLocation(zip);
        onFound({ at: z.location.latLon, label: `${z.city}, ${z.state} ${z.zip}` });
        return;
      }
      const first = term.length >= 2 ? (await suggestPlaces(term)).suggestions[0] : undefined;
      if (first) choose(first);
      else onFound(null);
    } catch {
      onFound(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="locator-search" role="search" onSubmit={(e) => void submit(e)}>
      <TextField
        id="locator-place"
        label={t('locator.place.label')}
        hint={t('locator.place.hint')}
        error={empty ? t('locator.place.empty') : undefined}
        value={text}
        autoComplete="postal-code"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('locator.place.submit')}
      </button>
      {list.length > 0 && (
        <ul className="locator-suggestions" aria-label={t('locator.place.suggestions')}>
          {list.map((s) => (
            <li key={s.zip}>
              <button type="button" className="button button--link" onClick={() => choose(s)}>
                {s.city}, {s.state} {s.zip}
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
