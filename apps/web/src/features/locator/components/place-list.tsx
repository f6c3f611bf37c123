import { useState } from 'react';
import type { MapItem } from '@coax/contract';
import {
  groupBySameLocation,
  isSelectable,
  mapsHandoffUrl,
  sameLocationShown,
  type LocatorType,
} from '@coax/domain';
import { ITEM_TYPE_LABELS, useLocatorT } from '../i18n/use-locator-t.ts';
import { PlaceHours } from './place-hours.tsx';

interface Props {
  type: LocatorType;
  items: readonly MapItem[];
  selectedId: string | null;
  onSelect: (item: MapItem) => void;
  /** on phones, choosing an item also opens it in the device's maps app */
  phone: boolean;
}

/** One place: its name, kind, distance and address; chosen, its hours too. */
export function PlaceEntry({
  type,
  item,
  selected,
  onSelect,
  phone,
  highlight,
}: {
  type: LocatorType;
  item: MapItem;
  selected: boolean;
  onSelect: (item: MapItem) => void;
  phone: boolean;
  highlight?: boolean;
}) {
  const { t } = useLocatorT();
  const selectable = isSelectable(type, item.type);
  const summary = (
    <>
      <span className="locator-entry__name">{item.name}</span>
      <span className="locator-entry__meta">
        {t(ITEM_TYPE_LABELS[item.type])}
        {item.category ? ` · ${item.category}` : ''} · {t('locator.distance', { miles: item.distance })}
      </span>
      <span className="locator-entry__address">
        {item.street}, {item.city}, {item.state} {item.zip}
      </span>
    </>
  );
  let control;
  if (!selectable) {
    control = (
      <div className="locator-entry__static">
        {summary}
        <span className="locator-entry__note">{t('locator.notSelectable')}</span>
      </div>
    );
  } else if (phone) {
    control = (
      <a
        className="locator-entry__button"
        href={mapsHandoffUrl(item, navigator.userAgent)}
        aria-current={selected ? 'true' : undefined}
        aria-describedby={`locator-handoff-${item.id}`}
        onClick={() => onSelect(item)}
      >
        {summary}
        <span id={`locator-handoff-${item.id}`} className="locator-entry__note">
          {t('locator.openInMaps')}
        </span>
      </a>
    );
  } else {
    control = (
      <button
        type="button"
        className="locator-entry__button"
        aria-pressed={selected}
        onClick={() => onSelect(item)}
      >
        {summary}
      </button>
    );
  }
  return (
    <div
      className={`locator-entry${selected ? ' locator-entry--selected' : ''}${highlight ? ' locator-entry--nearest' : ''}`}
      data-item-type={item.type}
    >
      {control}
      {selected && (
        <div className="locator-entry__details">
          {item.provider && <p>{t('locator.provider', { name: item.provider.name })}</p>}
          <h3 className="locator-entry__hours-title">{t('locator.hours')}</h3>
          <PlaceHours hours={item.hours} />
        </div>
      )}
    </div>
  );
}

/** Items at one spot: five, then a "more" button (seed 001 §9). */
function SameLocation({ group, ...props }: Props & { group: MapItem[] }) {
  const { t } = useLocatorT();
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = sameLocationShown(group, expanded);
  return (
    <>
      {shown.map((item) => (
        <li key={item.id}>
          <PlaceEntry {...props} item={item} selected={item.id === props.selectedId} />
        </li>
      ))}
      {more > 0 && (
        <li>
          <button type="button" className="button button--link" onClick={() => setExpanded(true)}>
            {t('locator.more', { count: more })}
          </button>
        </li>
      )}
    </>
  );
}

/** The list: the accessible equivalent of the map, each place reachable and chosen by keyboard. */
export function PlaceList(props: Props) {
  const { t } = useLocatorT();
  const groups = groupBySameLocation(props.items);
  return (
    <ul className="locator-list" aria-label={t('locator.listTitle')}>
      {groups.map((group) => (
        <SameLocation key={group[0]?.id} {...props} group={group} />
      ))}
    </ul>
  );
}
