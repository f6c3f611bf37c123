import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Reason, SecondaryPermissionsBody } from '@coax/contract';
import {
  NO_PERMISSIONS,
  checkNameLive,
  checkNameStrict,
  userIdMessages,
  validatePassword,
  validateUserId,
  validationMessageDelayMs,
  type NameErrorCode,
  type UserIdErrorCode,
} from '@coax/domain';
import { isApiError } from '../../../lib/api-client.ts';
import { fallbackKey } from '../../../lib/refusal.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { ErrorSummary, type SummaryItem } from '../../../ui/error-summary.tsx';
import { LiveField } from '../../../ui/live-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { checkIdAvailable } from '../api/check-id-available.ts';
import { useCreateHouseholdId } from '../api/create-household-id.ts';
import { useIdentityT, type IdentityMessageKey } from '../i18n/use-identity-t.ts';
import { PermissionChecks } from './permission-checks.tsx';

const ID_MESSAGE: Record<UserIdErrorCode, IdentityMessageKey> = {
  tooShort: 'identity.id.tooShort',
  tooLong: 'identity.id.tooLong',
  beginChars: 'identity.id.beginChars',
  invalidChars: 'identity.id.invalidChars',
  repeatedSeparators: 'identity.id.repeatedSeparators',
};
const NAME_MESSAGE: Record<NameErrorCode, IdentityMessageKey> = {
  invalidChars: 'identity.name.invalidChars',
  tooShort: 'identity.name.tooShort',
  tooLong: 'identity.name.tooLong',
};
const PASSWORD_MESSAGE = {
  length: 'shellForms.password.length',
  characters: 'shellForms.password.characters',
  repetitive: 'shellForms.password.repetitive',
} as const;
const REFUSAL: Partial<Record<Reason, IdentityMessageKey>> = {
  'identity.id.taken': 'identity.id.notAvailable',
  'identity.limit-reached': 'identity.refused.limit',
};

/** The brand's words are the catalogue's; the rule is the domain's (seed 000 §5 user id). */
const idRules = userIdMessages('');
const checkId = (value: string) => validateUserId(value.toLowerCase(), idRules);

type Availability = 'checking' | 'available' | 'taken' | undefined;

/** The live availability check: once the id passes its rules and typing has paused. */
function useAvailability(id: string): Availability {
  const [state, setState] = useState<{ id: string; value: Availability }>({ id: '', value: undefined });
  useEffect(() => {
    if (!checkId(id).ok) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ id, value: 'checking' });
      checkIdAvailable(id, controller.signal)
        .then((r) => setState({ id, value: r.available ? 'available' : 'taken' }))
        .catch(() => setState({ id, value: undefined }));
    }, validationMessageDelayMs('id'));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [id]);
  return state.id === id ? state.value : undefined;
}

/** Create an id for a household member: seed 000 §5's id and name rules checked as typed. */
export function CreateIdForm({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useIdentityT();
  const base = useId();
  const f = { id: `${base}-id`, first: `${base}-first`, last: `${base}-last`, password: `${base}-pw` };
  const [id, setId] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [permissions, setPermissions] = useState<SecondaryPermissionsBody>({ ...NO_PERMISSIONS });
  const [reveal, setReveal] = useState(0);
  const [failure, setFailure] = useState<string>();
  const create = useCreateHouseholdId();
  const availability = useAvailability(id);

  const idCheck = checkId(id);
  const firstCheck = checkNameStrict(firstName.trim(), 'firstName');
  const lastCheck = checkNameStrict(lastName.trim(), 'lastName');
  const passwordCheck = validatePassword(password);
  const errors = {
    id: reveal && !idCheck.ok ? t(ID_MESSAGE[idCheck.code]) : undefined,
    first: reveal && !firstCheck.ok ? t(NAME_MESSAGE[firstCheck.code]) : undefined,
    last: reveal && !lastCheck.ok ? t(NAME_MESSAGE[lastCheck.code]) : undefined,
    password: reveal && !passwordCheck.ok ? t(PASSWORD_MESSAGE[passwordCheck.code]) : undefined,
  };
  const items: SummaryItem[] = [];
  if (errors.id) items.push({ message: `${t('identity.create.id')}: ${errors.id}`, fieldId: f.id });
  if (errors.first) {
    items.push({ message: `${t('identity.create.firstName')}: ${errors.first}`, fieldId: f.first });
  }
  if (errors.last) {
    items.push({ message: `${t('identity.create.lastName')}: ${errors.last}`, fieldId: f.last });
  }
  if (errors.password) {
    items.push({ message: `${t('identity.create.password')}: ${errors.password}`, fieldId: f.password });
  }
  if (failure) items.push({ message: failure });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setReveal((n) => n + 1);
    setFailure(undefined);
    if (!idCheck.ok || !firstCheck.ok || !lastCheck.ok || !passwordCheck.ok) return;
    create.mutate(
      { id, firstName: firstName.trim(), lastName: lastName.trim(), password, permissions },
      {
        onSuccess: (created) => {
          setId('');
          setFirstName('');
          setLastName('');
          setPassword('');
          setPermissions({ ...NO_PERMISSIONS });
          setReveal(0);
          onCreated(created.id);
        },
        onError: (error) => {
          const key = isApiError(error) && error.reason ? REFUSAL[error.reason] : undefined;
          setFailure(key ? t(key) : t(fallbackKey(error)));
        },
      },
    );
  };

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-busy={create.isPending}>
      <ErrorSummary key={reveal} title={t('common.errorSummaryTitle')} items={items} />
      <LiveField
        id={f.id}
        label={t('identity.create.id')}
        hint={t('identity.id.hint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={id}
        onValueChange={setId}
        check={checkId}
        messageFor={(code) => t(ID_MESSAGE[code])}
        timing="id"
        error={errors.id}
        revealCount={reveal}
      />
      <p className="field__hint" role="status" aria-live="polite">
        {availability === 'checking' ? t('identity.create.checking') : null}
        {availability === 'available' ? t('identity.id.available') : null}
        {availability === 'taken' ? t('identity.id.notAvailable') : null}
      </p>
      <LiveField
        id={f.first}
        label={t('identity.create.firstName')}
        autoComplete="off"
        value={firstName}
        onValueChange={setFirstName}
        check={checkNameLive}
        messageFor={(code) => t(NAME_MESSAGE[code])}
        timing="name"
        error={errors.first}
        revealCount={reveal}
      />
      <LiveField
        id={f.last}
        label={t('identity.create.lastName')}
        autoComplete="off"
        value={lastName}
        onValueChange={setLastName}
        check={checkNameLive}
        messageFor={(code) => t(NAME_MESSAGE[code])}
        timing="name"
        error={errors.last}
        revealCount={reveal}
      />
      <TextField
        id={f.password}
        type="password"
        label={t('identity.create.password')}
        hint={t('identity.create.passwordHint')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <PermissionChecks
        legend={t('identity.perm.legend', { name: firstName.trim() || t('identity.ids.secondary') })}
        value={permissions}
        onChange={setPermissions}
        idPrefix={`${base}-perm`}
      />
      <BusyButton busy={create.isPending} busyLabel={t('identity.create.busy')}>
        {t('identity.create.submit')}
      </BusyButton>
    </form>
  );
}
