import { useEffect, useRef } from 'react';
import type { PendingMove } from '@coax/contract';
import { Dialog } from '../../../../ui/dialog.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';
import { EditAutopayStep } from './edit-autopay-step.tsx';
import { InitialStep } from './initial-step.tsx';
import { accountsOf, useTransferWizard } from './use-transfer-wizard.ts';
import {
  CancelStep,
  ErrorStep,
  MayBeLaterStep,
  OptOutStep,
  ResultStep,
  SpinnerStep,
} from './wizard-steps.tsx';
import './transfer.css';

/**
 * The move/transfer wizard (seed 002 §4): a modal dialog over the page. Escape and the close
 * button follow the same close rule as the machine (closing edit with changes asks first; the
 * spinner cannot be closed). Each step's heading takes focus when the step changes.
 */
export function TransferWizard({
  move,
  startAt,
  onClosed,
}: {
  move: PendingMove;
  startAt: 'Initial' | 'OptOut';
  onClosed: () => void;
}) {
  const shared = useBillingT();
  const { t } = useBillingT();
  const { state, dispatch } = useTransferWizard(move, startAt, onClosed);
  const { from, to } = accountsOf(move);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  useEffect(() => {
    // On open the dialog puts focus on its first field; later steps start at their heading.
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.step]);

  if (!from || !to || !state.open) return null;

  let body;
  switch (state.step) {
    case 'Initial':
      body = (
        <InitialStep
          state={state}
          dispatch={dispatch}
          from={from}
          to={to}
          methodsOffered={move.pmOptOut === 1}
          headingRef={headingRef}
        />
      );
      break;
    case 'EditAutoPay':
      body = (
        <EditAutopayStep
          state={state}
          dispatch={dispatch}
          methodNames={state.methodNames}
          headingRef={headingRef}
        />
      );
      break;
    case 'Cancel':
      body = <CancelStep dispatch={dispatch} headingRef={headingRef} />;
      break;
    case 'OptOut':
      body = <OptOutStep dispatch={dispatch} headingRef={headingRef} />;
      break;
    case 'MayBeLater':
      body = <MayBeLaterStep daysLeft={state.daysLeft} dispatch={dispatch} headingRef={headingRef} />;
      break;
    case 'Spinner':
      body = <SpinnerStep />;
      break;
    case 'Error':
      body = <ErrorStep dispatch={dispatch} headingRef={headingRef} />;
      break;
    case 'Result':
      body = state.result ? (
        <ResultStep
          result={state.result}
          account={to.accountNum}
          dispatch={dispatch}
          headingRef={headingRef}
        />
      ) : null;
      break;
  }

  return (
    <Dialog
      title={t('transfer.title')}
      closeLabel={shared.t('common.close')}
      onClose={() => dispatch({ type: 'CLOSE' })}
    >
      <div className="transfer-wizard" data-step={state.step}>
        {body}
      </div>
    </Dialog>
  );
}
