import { useState, type FormEvent, type ReactNode } from 'react';
import type { MoveLead, MoveLeadBody } from '@coax/contract';
import {
  MOVE_LEAD_MAX_DAYS_AHEAD,
  STATE_OPTIONS,
  US_STATES,
  formatPhone,
  moveDayProblem,
  validatePhone,
  type MoveDayProblem,
} from '@coax/domain';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { shopEn } from '../i18n/en.ts';
import { useShopT } from '../i18n/use-shop-t.ts';

type ShopKey = keyof typeof shopEn;
type Values = Required<Omit<MoveLeadBody, 'line2'>> & { line2: string };
type Errors = Partial<Record<keyof Values, ShopKey>>;

const DAY_KEYS = {
  format: 'shop.move.invalid.format',
  past: 'shop.move.invalid.past',
  'too-far': 'shop.move.invalid.tooFar',
} satisfies Record<MoveDayProblem, ShopKey>;

const valuesOf = (lead: MoveLead | null): Values => ({
  moveOn: lead?.moveOn ?? '',
  street: lead?.address.street ?? '',
  line2: lead?.address.line2 ?? '',
  city: lead?.address.city ?? '',
  state: lead?.address.state ?? STATE_OPTIONS[0] ?? '',
  zip: lead?.address.zip ?? '',
  phone: lead ? formatPhone(lead.phone) : '',
});

/** The form's problems against the server's date, each a message key. */
function errorsOf(v: Values, today: string): Errors {
  const e: Errors = {};
  const day = moveDayProblem(v.moveOn, today);
  if (day) e.moveOn = DAY_KEYS[day];
  if (!v.street.trim()) e.street = 'shop.move.invalid.street';
  if (!v.city.trim()) e.city = 'shop.move.invalid.city';
  if (!US_STATES.some((s) => s.code === v.state)) e.state = 'shop.move.invalid.state';
  if (!/^\d{5}$/.test(v.zip)) e.zip = 'shop.move.invalid.zip';
  if (!validatePhone(v.phone).ok) e.phone = 'shop.move.invalid.phone';
  return e;
}

const ORDER: ReadonlyArray<keyof Values> = ['moveOn', 'street', 'city', 'state', 'zip', 'phone'];

/** The move request's details: a new one, or the open one's to change. */
export function MoveForm({
  lead,
  today,
  busy,
  onSend,
  children,
}: {
  lead: MoveLead | null;
  today: string;
  busy: boolean;
  onSend: (body: MoveLeadBody) => void;
  children?: ReactNode;
}) {
  const { t } = useShopT();
  const [v, setV] = useState<Values>(() => valuesOf(lead));
  const [shown, setShown] = useState<Errors>({});
  const set = (patch: Partial<Values>) => setV((old) => ({ ...old, ...patch }));
  const days = { days: String(MOVE_LEAD_MAX_DAYS_AHEAD) };
  const err = (k: keyof Values) => (shown[k] ? t(shown[k], days) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const e = errorsOf(v, today);
    setShown(e);
    if (Object.keys(e).length === 0) {
      onSend({ ...v, line2: v.line2.trim() || undefined });
    }
  };

  const summary = ORDER.filter((k) => shown[k]).map((k) => ({
    message: t(shown[k] as ShopKey, days),
    fieldId: `move-${k}`,
  }));

  return (
    <form className="stack move-form" onSubmit={submit} noValidate>
      <ErrorSummary title={t('shop.move.problems')} items={summary} />
      <TextField
        id="move-moveOn"
        type="date"
        label={t('shop.move.date')}
        hint={t('shop.move.dateHint', days)}
        value={v.moveOn}
        error={err('moveOn')}
        onChange={(e) => set({ moveOn: e.target.value })}
      />
      <TextField
        id="move-street"
        label={t('shop.move.street')}
        autoComplete="address-line1"
        value={v.street}
        error={err('street')}
        onChange={(e) => set({ street: e.target.value })}
      />
      <TextField
        id="move-line2"
        label={t('shop.move.line2')}
        autoComplete="address-line2"
        value={v.line2}
        onChange={(e) => set({ line2: e.target.value })}
      />
      <TextField
        id="move-city"
        label={t('shop.move.city')}
        autoComplete="address-level2"
        value={v.city}
        error={err('city')}
        onChange={(e) => set({ city: e.target.value })}
      />
      <SelectField
        id="move-state"
        label={t('shop.move.state')}
        value={v.state}
        error={err('state')}
        options={STATE_OPTIONS.map((code) => ({ value: code, label: code }))}
        onChange={(state) => set({ state })}
      />
      <TextField
        id="move-zip"
        label={t('shop.move.zip')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={v.zip}
        error={err('zip')}
        onChange={(e) => set({ zip: e.target.value })}
      />
      <TextField
        id="move-phone"
        type="tel"
        label={t('shop.move.phone')}
        autoComplete="tel"
        value={v.phone}
        error={err('phone')}
        onChange={(e) => set({ phone: e.target.value })}
      />
      <div className="button-row">
        <BusyButton busy={busy} busyLabel={t('shop.move.sending')}>
          {lead ? t('shop.move.save') : t('shop.move.send')}
        </BusyButton>
        {children}
      </div>
    </form>
  );
}
