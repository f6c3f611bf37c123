import { useState } from 'react';
import type { MyServices, ServiceOffer } from '@coax/contract';
import { formatCents } from '../../../i18n/format.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useRateCodes, useSubmitUpgrade } from '../api/change-services.ts';
import { useShopT } from '../i18n/use-shop-t.ts';
import { refusalKey } from './refusal.ts';
import { useOnceKey } from './use-once.ts';

/**
 * Asks before a plan change: the new monthly price, the tier it replaces and, for a new service,
 * the installation charge from the area's pricing. An add-on goes on through addremoverc.
 */
export function ChangeDialog({
  offer,
  data,
  onClose,
}: {
  offer: ServiceOffer;
  data: MyServices;
  onClose: () => void;
}) {
  const { t, lang, locale } = useShopT();
  const upgrade = useSubmitUpgrade();
  const addon = useRateCodes();
  const call = offer.change === 'addon' ? addon : upgrade;
  const once = useOnceKey(call.isError);
  const [done, setDone] = useState(false);
  const name = offer.name[lang];
  const replaced =
    offer.change === 'addon'
      ? undefined
      : data.services.find((s) => s.section === offer.section && s.kind === 'tier');
  const confirm = () => {
    const idempotencyKey = once.next();
    const onSuccess = () => setDone(true);
    if (offer.change === 'addon') addon.mutate({ add: [offer.code], idempotencyKey }, { onSuccess });
    else upgrade.mutate({ rateCode: offer.code, idempotencyKey }, { onSuccess });
  };
  return (
    <ConfirmDialog
      title={t('shop.services.confirmTitle', { name })}
      closeLabel={t('shop.services.close')}
      onClose={onClose}
      confirmLabel={t('shop.services.confirm')}
      busyLabel={t('shop.services.confirming')}
      busy={call.isPending}
      onConfirm={confirm}
      keepLabel={t('shop.services.keep')}
      error={call.isError ? t(refusalKey(call.error)) : undefined}
      outcome={
        done ? (
          <Notice tone="success" live="polite">
            {t('shop.services.done', { name })}
          </Notice>
        ) : undefined
      }
    >
      <p>{t('shop.services.confirmMonthly', { name, amount: formatCents(offer.monthlyCents, locale) })}</p>
      {replaced ? (
        <p>
          {t('shop.services.confirmReplaces', {
            name: replaced.name[lang],
            amount: formatCents(replaced.monthlyCents, locale),
          })}
        </p>
      ) : null}
      {offer.change === 'add' && data.pricing.available ? (
        <p>
          {t('shop.services.confirmInstall', {
            amount: formatCents(data.pricing.installationServicePrice, locale),
          })}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/** addremoverc: takes an add-on off the plan, after asking. */
export function RemoveDialog({
  code,
  name,
  monthlyCents,
  onClose,
}: {
  code: string;
  name: string;
  monthlyCents: number;
  onClose: () => void;
}) {
  const { t, locale } = useShopT();
  const remove = useRateCodes();
  const once = useOnceKey(remove.isError);
  const [done, setDone] = useState(false);
  return (
    <ConfirmDialog
      title={t('shop.services.removeTitle', { name })}
      closeLabel={t('shop.services.close')}
      onClose={onClose}
      confirmLabel={t('shop.services.removeConfirm')}
      busyLabel={t('shop.services.removing')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate({ remove: [code], idempotencyKey: once.next() }, { onSuccess: () => setDone(true) })
      }
      keepLabel={t('shop.services.keep')}
      error={remove.isError ? t(refusalKey(remove.error)) : undefined}
      outcome={
        done ? (
          <Notice tone="success" live="polite">
            {t('shop.services.removed', { name })}
          </Notice>
        ) : undefined
      }
    >
      <p>{t('shop.services.removeBody', { name, amount: formatCents(monthlyCents, locale) })}</p>
    </ConfirmDialog>
  );
}
