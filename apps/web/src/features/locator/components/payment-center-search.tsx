import { useState } from 'react';
import type { MapItem } from '@coax/contract';
import { TextField } from '../../../ui/text-field.tsx';
import { usePaymentCenterSuggestions } from '../api/suggest-payment-centers.ts';
import { useLocatorT } from '../i18n/use-locator-t.ts';

/** Seed 001 §2: the separate payment-centre autocomplete, from the payment-centre rows. */
export function PaymentCenterSearch({ onChoose }: { onChoose: (item: MapItem) => void }) {
  const { t } = useLocatorT();
  const [text, setText] = useState('');
  const found = usePaymentCenterSuggestions(text);
  const asked = text.trim().length >= 2;
  const list = asked ? (found.data?.suggestions ?? []) : [];
  return (
    <div className="locator-search locator-search--payment">
      <TextField
        id="locator-payment"
        label={t('locator.payment.label')}
        value={text}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      {asked && found.isSuccess && list.length === 0 && <p role="status">{t('locator.payment.none')}</p>}
      {list.length > 0 && (
        <ul className="locator-suggestions" aria-label={t('locator.payment.suggestions')}>
          {list.map((s) => (
            <li key={s.id}>
              <button type="button" className="button button--link" onClick={() => onChoose(s)}>
                {s.name}, {s.street}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
