import { useRef, useState, type FormEvent } from 'react';
import type { ConsentedEquipment } from '@coax/contract';
import { CONSENT_CODE_PATTERN } from '@coax/domain';
import { formatDateTime } from '../../../i18n/format.ts';
import { fallbackKey, reasonKey } from '../../../lib/refusal.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useConsentedEquipment } from '../api/support-desk-lists.ts';
import { useCsrDeskT } from '../i18n/use-csr-desk-t.ts';

const ACCOUNT = /^\d{12}$/;

/**
 * The agent enters the account number and the access code the subscriber reads out (temporary
 * consent) and sees the modems and boxes. The server audits every look, refused ones too.
 */
export function EquipmentLook({ accountNumber = '' }: { accountNumber?: string | undefined }) {
  const { t } = useCsrDeskT();
  const look = useConsentedEquipment();
  const [account, setAccount] = useState(accountNumber);
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<{ account: boolean; code: boolean }>({ account: false, code: false });
  const accountRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const badAccount = shown.account && !ACCOUNT.test(account.trim());
  const badCode = shown.code && !CONSENT_CODE_PATTERN.test(code.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (look.isPending) return;
    const a = account.trim();
    const c = code.trim();
    const okAccount = ACCOUNT.test(a);
    const okCode = CONSENT_CODE_PATTERN.test(c);
    setShown({ account: true, code: true });
    if (!okAccount) return accountRef.current?.focus();
    if (!okCode) return codeRef.current?.focus();
    look.mutate({ accountNumber: a, accessCode: c });
  };
  const errorKey = look.error
    ? (reasonKey(look.error, { 'support.consent.invalid': 'csrDesk.equipment.invalid' }) ??
      fallbackKey(look.error))
    : null;

  return (
    <section className="card stack" aria-labelledby="desk-equipment-title">
      <h2 id="desk-equipment-title">{t('csrDesk.equipment.title')}</h2>
      <p>{t('csrDesk.equipment.hint')}</p>
      <form className="stack" onSubmit={submit} noValidate aria-labelledby="desk-equipment-title">
        <TextField
          id="desk-equipment-account"
          ref={accountRef}
          label={t('csrDesk.equipment.account')}
          hint={t('csrDesk.equipment.accountHint')}
          value={account}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          onChange={(e) => setAccount(e.target.value)}
          error={badAccount ? t('csrDesk.equipment.badAccount') : undefined}
        />
        <TextField
          id="desk-equipment-code"
          ref={codeRef}
          label={t('csrDesk.equipment.code')}
          hint={t('csrDesk.equipment.codeHint')}
          value={code}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          onChange={(e) => setCode(e.target.value)}
          error={badCode ? t('csrDesk.equipment.badCode') : undefined}
        />
        <div>
          <BusyButton busy={look.isPending} busyLabel={t('csrDesk.equipment.looking')}>
            {t('csrDesk.equipment.look')}
          </BusyButton>
        </div>
      </form>
      {errorKey ? (
        <Notice tone="error" live="assertive">
          <p>{t(errorKey)}</p>
        </Notice>
      ) : null}
      <div role="status">{look.data ? <Equipment data={look.data} /> : null}</div>
    </section>
  );
}

function Equipment({ data }: { data: ConsentedEquipment }) {
  const { t, locale } = useCsrDeskT();
  return (
    <div className="stack" data-equipment-account={data.accountNumber}>
      <h3>{t('csrDesk.equipment.result', { account: data.accountNumber })}</h3>
      <p>{t('csrDesk.equipment.until', { time: formatDateTime(data.expiresAt, locale) })}</p>
      <h4>{t('csrDesk.equipment.modems')}</h4>
      {data.modems.length === 0 ? (
        <p>{t('csrDesk.equipment.noModems')}</p>
      ) : (
        <ul>
          {data.modems.map((m) => (
            <li key={m.macAddress}>
              {t('csrDesk.equipment.modem', {
                model: m.model,
                mac: m.macAddress,
                status: t(
                  m.status === 'restarting' ? 'csrDesk.equipment.restarting' : 'csrDesk.equipment.online',
                ),
              })}
              {m.lastResetAt ? (
                <> {t('csrDesk.equipment.lastReset', { time: formatDateTime(m.lastResetAt, locale) })}</>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <h4>{t('csrDesk.equipment.boxes')}</h4>
      {data.boxes.length === 0 ? (
        <p>{t('csrDesk.equipment.noBoxes')}</p>
      ) : (
        <ul>
          {data.boxes.map((b) => (
            <li key={b.id}>{t('csrDesk.equipment.box', { model: b.model, id: b.id, room: b.room })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
