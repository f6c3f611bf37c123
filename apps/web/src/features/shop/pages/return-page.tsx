import '../store.css';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { ShopOrder } from '@coax/contract';
import { formatDate, SHOP_RETURN_REASONS, type ShopReturnReason } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { fallbackKey, reasonKey } from '../../../lib/refusal.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useShopOrder } from '../api/orders.ts';
import { useCreateReturn } from '../api/returns.ts';
import { ReturnCard } from '../components/return-card.tsx';
import { RETURN_REASONS, returnReasonKey, useReturnsT } from '../i18n/use-returns-t.ts';

/** A new Idempotency-Key; crypto.randomUUID is missing outside secure contexts. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * /shop/orders/:number/return (seed 002 §7 retail/createRMA, createOnlineReturn): the units of
 * each product line to send back and why, then the return with its RMA, its refund and the packing
 * slip and label to print (createPackingSlip, createOnlineReturnLabel).
 */
export default function ReturnPage() {
  const { t } = useReturnsT();
  const { number = '' } = useParams();
  const order = useShopOrder(number);
  const missing = order.error ? reasonKey(order.error, RETURN_REASONS) : undefined;
  const title = t('returns.title', { number });
  return (
    <div className="store stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {missing ? (
        <Notice tone="error">{t(missing)}</Notice>
      ) : (
        <QueryState query={order} loading={t('returns.loading')} failed={t('returns.loadFailed')}>
          {(o) => <ReturnForm order={o} />}
        </QueryState>
      )}
      <p>
        <LocalLink to={`/shop/orders/${number}`}>{t('returns.backToOrder', { number })}</LocalLink>
      </p>
    </div>
  );
}

interface Problems {
  quantity?: string;
  reason?: string;
}

function ReturnForm({ order: o }: { order: ShopOrder }) {
  const { t, lang, locale } = useReturnsT();
  const create = useCreateReturn(o.number);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ShopReturnReason | ''>('');
  const [problems, setProblems] = useState<Problems>({});
  // one key per set of choices: a retry of the same return sends it again, a change makes a new one
  const [key, setKey] = useState(newKey);
  const made = create.data?.return;
  if (made) {
    return (
      <div className="stack">
        <Notice tone="success" live="polite">
          {t('returns.created')}
        </Notice>
        <ReturnCard ret={made} last4={o.paidWith.last4} />
      </div>
    );
  }
  const lines = o.lines.filter((l) => l.type === 'product' && l.quantity > l.returned);
  if (!o.returnable || lines.length === 0) {
    return <p>{t('returns.none')}</p>;
  }
  const change = () => {
    setKey(newKey());
    create.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = lines
      .map((l) => ({ sku: l.sku, quantity: quantities[l.sku] ?? 0 }))
      .filter((l) => l.quantity > 0);
    const found: Problems = {
      ...(chosen.length === 0 ? { quantity: t('returns.invalid.quantity') } : {}),
      ...(reason === '' ? { reason: t('returns.invalid.reason') } : {}),
    };
    setProblems(found);
    if (found.quantity || found.reason || reason === '') {
      return;
    }
    create.mutate({ body: { lines: chosen, reason }, idempotencyKey: key });
  };
  const refusal = create.error
    ? t(reasonKey(create.error, RETURN_REASONS) ?? fallbackKey(create.error))
    : null;
  return (
    <form className="store-return-form stack" onSubmit={submit} noValidate>
      <p>{t('returns.intro', { date: formatDate(o.returnBy, locale) })}</p>
      {refusal ? (
        <Notice tone="error" live="assertive">
          {refusal}
        </Notice>
      ) : null}
      <fieldset className="stack" aria-describedby={problems.quantity ? 'return-quantity-error' : undefined}>
        <legend>
          <h2>{t('returns.items')}</h2>
        </legend>
        {problems.quantity ? (
          <p id="return-quantity-error" className="field__error">
            {problems.quantity}
          </p>
        ) : null}
        {lines.map((l) => {
          const left = l.quantity - l.returned;
          return (
            <SelectField
              key={l.sku}
              id={`return-quantity-${l.sku}`}
              label={t('returns.quantityOf', { name: l.name[lang], option: l.option[lang], left })}
              hint={t('returns.ordered', { left, quantity: l.quantity })}
              value={String(quantities[l.sku] ?? 0)}
              options={Array.from({ length: left + 1 }, (_, n) => ({ value: String(n), label: String(n) }))}
              onChange={(v) => {
                setQuantities((q) => ({ ...q, [l.sku]: Number(v) }));
                change();
              }}
            />
          );
        })}
      </fieldset>
      <SelectField
        id="return-reason"
        label={t('returns.reason')}
        error={problems.reason}
        value={reason}
        options={[
          { value: '', label: t('returns.reason.choose') },
          ...SHOP_RETURN_REASONS.map((r) => ({ value: r, label: t(returnReasonKey(r)) })),
        ]}
        onChange={(v) => {
          setReason(SHOP_RETURN_REASONS.find((r) => r === v) ?? '');
          change();
        }}
      />
      <div>
        <BusyButton busy={create.isPending} busyLabel={t('returns.submitting')} data-primary-action>
          {t('returns.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
