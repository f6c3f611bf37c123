import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ChoosableModuleId } from '@coax/domain';
import { reasonKey, type ReasonKeys } from '../../../lib/refusal.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { useDashboardT } from '../i18n/use-dashboard-t.ts';

/** The server's refusals of a pair of slots (the chooser offers neither, but another tab may). */
const SLOT_REFUSALS: ReasonKeys<'dashboard.slotSame' | 'dashboard.slotNotEntitled'> = {
  'dashboard.slots.same-module': 'dashboard.slotSame',
  'dashboard.slots.not-entitled': 'dashboard.slotNotEntitled',
};

/**
 * Chooses the module of one home slot (seed 000 §2: two configurable slots, left and right). A
 * "Change" button opens a small form with a native select, which every keyboard and screen reader
 * already knows; Save stores the choice, Cancel or Escape closes, and focus returns to the button.
 */
export function SlotChooser({
  side,
  current,
  options,
  onSave,
  takeFocus = false,
  onFocusTaken,
}: {
  side: 'left' | 'right';
  current: ChoosableModuleId;
  options: readonly ChoosableModuleId[];
  /** resolves when saved; rejects when the server refused */
  onSave: (id: ChoosableModuleId) => Promise<void>;
  /**
   * Set on the chooser of a slot that was just saved: a new module means a new card, so focus
   * comes back to that card's Change button rather than being lost.
   */
  takeFocus?: boolean;
  onFocusTaken?: () => void;
}) {
  const { t } = useDashboardT();
  const formId = useId();
  const selectId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<ChoosableModuleId>(current);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);

  useEffect(() => {
    if (open) selectRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!takeFocus) return;
    toggleRef.current?.focus();
    onFocusTaken?.();
  }, [takeFocus, onFocusTaken]);

  const close = () => {
    setOpen(false);
    setFailed(null);
    toggleRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setFailed(null);
    try {
      await onSave(choice);
      setSaving(false);
      close();
    } catch (error) {
      setSaving(false);
      setFailed(error ?? new Error('not saved'));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="slot-chooser">
      <button
        ref={toggleRef}
        type="button"
        className="button button--small"
        aria-label={t(side === 'left' ? 'dashboard.changeLeft' : 'dashboard.changeRight')}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => {
          if (open) {
            close();
            return;
          }
          setChoice(options.includes(current) ? current : (options[0] ?? current));
          setOpen(true);
        }}
      >
        {t('dashboard.change')}
      </button>
      {open ? (
        <form
          id={formId}
          className="slot-chooser__form"
          onSubmit={onSubmit}
          onKeyDown={onKeyDown}
          aria-busy={saving}
        >
          <label htmlFor={selectId} className="field__label">
            {t(side === 'left' ? 'dashboard.chooseLeft' : 'dashboard.chooseRight')}
          </label>
          <select
            ref={selectRef}
            id={selectId}
            className="field__input"
            value={choice}
            onChange={(event) => setChoice(options.find((o) => o === event.target.value) ?? choice)}
          >
            {options.map((id) => (
              <option key={id} value={id}>
                {t(`dashboard.module.${id}`)}
              </option>
            ))}
          </select>
          {failed !== null ? (
            <p className="field__error" role="alert">
              {t(reasonKey(failed, SLOT_REFUSALS) ?? 'dashboard.saveFailed')}
            </p>
          ) : null}
          <div className="button-row">
            <BusyButton
              busy={saving}
              busyLabel={t('dashboard.saving')}
              className="button button--primary button--small"
            >
              {t('dashboard.save')}
            </BusyButton>
            <button type="button" className="button button--small" onClick={close}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
