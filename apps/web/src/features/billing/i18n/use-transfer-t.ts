import { createAreaT } from '../../../i18n/area-t.ts';
import { transferEn } from './transfer.en.ts';
import { transferEs } from './transfer.es.ts';

export type TransferMessageKey = keyof typeof transferEn;

/** `t` for the move/transfer messages: they load with the wizard, not with the first page. */
export const useTransferT = createAreaT<TransferMessageKey>({ en: transferEn, es: transferEs });
