import type { ShopReturnReason } from '@coax/domain';

/**
 * The packing slip's and the return label's words. The PDFs are made on the server, so their
 * text lives here; the reasons match the web's returns.reason.* keys.
 */
export interface ReturnText {
  locale: string;
  slipTitle: string;
  labelTitle: string;
  rma: string;
  orderNumber: string;
  date: string;
  reason: string;
  reasons: Record<ShopReturnReason, string>;
  items: string;
  item: string;
  quantity: string;
  returnTo: string;
  from: string;
  to: string;
  instructions: (rma: string) => string;
  labelNote: string;
  slipFile: (rma: string) => string;
  labelFile: (rma: string) => string;
}

export const RETURN_TEXT: Record<'en' | 'es', ReturnText> = {
  en: {
    locale: 'en-US',
    slipTitle: 'Return packing slip',
    labelTitle: 'Prepaid return label',
    rma: 'Return (RMA) number',
    orderNumber: 'Order number',
    date: 'Return made',
    reason: 'Reason',
    reasons: {
      damaged: 'Arrived damaged',
      defective: 'Does not work',
      'wrong-item': 'Wrong item sent',
      'not-as-described': 'Not as described',
      'no-longer-needed': 'No longer needed',
      other: 'Other',
    },
    items: 'Items in this parcel',
    item: 'Item',
    quantity: 'Quantity',
    returnTo: 'Send to',
    from: 'From',
    to: 'Ship to',
    instructions: (rma) =>
      `Put this slip in the parcel with the items listed, seal it, and stick the return label on the outside. Write ${rma} on the parcel if the label cannot be printed. The refund goes to the card you paid with once the parcel is received.`,
    labelNote: 'Postage paid. Drop the parcel at any post office or carrier location.',
    slipFile: (rma) => `packing-slip-${rma}.pdf`,
    labelFile: (rma) => `return-label-${rma}.pdf`,
  },
  es: {
    locale: 'es-US',
    slipTitle: 'Lista de empaque de la devolución',
    labelTitle: 'Etiqueta de devolución prepagada',
    rma: 'Número de devolución (RMA)',
    orderNumber: 'Número de pedido',
    date: 'Devolución hecha',
    reason: 'Motivo',
    reasons: {
      damaged: 'Llegó dañado',
      defective: 'No funciona',
      'wrong-item': 'Se envió otro artículo',
      'not-as-described': 'No es como se describía',
      'no-longer-needed': 'Ya no lo necesito',
      other: 'Otro',
    },
    items: 'Artículos en este paquete',
    item: 'Artículo',
    quantity: 'Cantidad',
    returnTo: 'Enviar a',
    from: 'De',
    to: 'Enviar a',
    instructions: (rma) =>
      `Ponga esta lista en el paquete con los artículos indicados, ciérrelo y pegue la etiqueta de devolución por fuera. Escriba ${rma} en el paquete si no puede imprimir la etiqueta. El reembolso se hace a la tarjeta con que pagó cuando se reciba el paquete.`,
    labelNote: 'Franqueo pagado. Deje el paquete en cualquier oficina de correos o punto del transportista.',
    slipFile: (rma) => `lista-de-empaque-${rma}.pdf`,
    labelFile: (rma) => `etiqueta-de-devolucion-${rma}.pdf`,
  },
};
