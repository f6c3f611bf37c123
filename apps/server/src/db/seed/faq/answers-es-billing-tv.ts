import type { FaqContent } from './faq-catalogue.ts';

const p = (...parts: string[]) => parts.join('\n\n');

/** Respuestas en español: facturación y TV (mismos ids que en inglés). */
export const ANSWERS_ES_BILLING_TV: FaqContent[] = [
  {
    id: 2501, product: '1', category: '11', popularity: 1, reviewedDaysAgo: 12,
    title: '¿Cómo pago mi factura por internet?',
    keywords: 'pagar factura pago en linea tarjeta banco cuenta corriente',
    body: p(
      'Inicie sesión y vaya a [Pagar factura](/pay-bill/). Arriba verá el monto a pagar y la fecha de vencimiento.',
      '- Elija Hacer un pago.\n- Seleccione un método de pago guardado o agregue una tarjeta o cuenta bancaria.\n- Indique el monto y la fecha, y confirme.',
      'Recibirá un número de confirmación en pantalla y por correo electrónico, y normalmente el pago se acredita a su cuenta el mismo día. Solo el usuario principal, o un usuario con permiso de pago, puede ver y pagar la factura.',
    ),
  },
  {
    id: 2502, product: '1', category: '11', popularity: 6, reviewedDaysAgo: 40,
    title: '¿Qué métodos de pago puedo usar?',
    keywords: 'tarjeta de credito tarjeta de debito cuenta corriente ahorros banco visa mastercard',
    body: p(
      'Puede pagar con una cuenta corriente o de ahorros, o con una tarjeta de crédito o débito Visa, Mastercard, Discover o American Express.',
      'Guarde un método una sola vez en [Opciones de pago](/pay-bill/payment-options/) y úselo para pagos únicos y para el pago automático. Por su seguridad, solo guardamos el tipo de tarjeta, los últimos cuatro dígitos y la fecha de vencimiento.',
      'También puede pagar por teléfono al {phone}, por correo con el talón de su factura en papel, o en persona en una tienda de {brand}.',
    ),
  },
  {
    id: 2503, product: '1', category: '11', popularity: 4, reviewedDaysAgo: 25,
    title: '¿Cuándo vence mi pago y qué pasa si pago tarde?',
    keywords: 'fecha de vencimiento cargo por pago tardio atrasado vencido',
    body: p(
      'La fecha de vencimiento aparece en su factura y arriba en [Pagar factura](/pay-bill/). Pague antes de esa fecha para mantener su cuenta al día.',
      'Si un pago llega tarde, su cuenta queda atrasada. Es posible que se agregue un cargo por pago tardío a su próxima factura, y a los 30 y 60 días recibirá avisos de saldo vencido. Los saldos sin pagar pueden llevar a la suspensión del servicio.',
      'Si no puede pagar el total, llámenos al {phone} antes de la fecha de vencimiento: muchas veces podemos acordar un plan de pagos.',
    ),
  },
  {
    id: 2504, product: '1', category: '11', popularity: 12, reviewedDaysAgo: 60,
    title: '¿Puedo programar un pago para una fecha posterior?',
    keywords: 'pago programado fecha futura cambiar cancelar pago',
    body: p(
      'Sí. Al hacer un pago por internet, elija una fecha de pago hasta su fecha de vencimiento en lugar de hoy.',
      'Los pagos programados aparecen en [Administrar pagos](/pay-bill/manage-payments/), donde puede cambiarlos o cancelarlos hasta el día antes de que se envíen.',
    ),
  },
  {
    id: 2505, product: '1', category: '12', popularity: 3, reviewedDaysAgo: 18,
    title: '¿Cómo configuro los pagos automáticos?',
    keywords: 'pago automatico autopay recurrente inscribirse',
    body: p(
      'El pago automático paga el saldo completo cada mes, unos días antes de la fecha de vencimiento, para que nunca se le pase un pago.',
      '- Inicie sesión y vaya a [Pagos automáticos](/pay-bill/automatic-payments/).\n- Elija una cuenta bancaria o tarjeta guardada, o agregue una.\n- Acepte las condiciones y active el pago automático.',
      'Es posible que el primer pago automático comience con su próxima factura. Mientras tanto, pague como siempre cualquier monto pendiente. Le enviamos un correo electrónico antes de cada pago automático.',
    ),
  },
  {
    id: 2506, product: '1', category: '12', popularity: 14, reviewedDaysAgo: 75,
    title: '¿Cómo cambio o cancelo el pago automático?',
    keywords: 'pago automatico cancelar desactivar cambiar tarjeta actualizar metodo de pago',
    body: p(
      'Vaya a [Pagos automáticos](/pay-bill/automatic-payments/). Allí puede pasar el pago automático a otro método de pago guardado o desactivarlo.',
      'Un cambio hecho unos días antes del próximo pago automático se aplica a ese pago; un cambio posterior se aplica al siguiente. Si su tarjeta vence, actualícela aquí para que el próximo pago no falle.',
    ),
  },
  {
    id: 2507, product: '1', category: '12', popularity: 10, reviewedDaysAgo: 33,
    title: '¿Cómo me cambio a la factura sin papel?',
    keywords: 'sin papel factura electronica ebill dejar de recibir papel estado de cuenta',
    body: p(
      'Con la factura sin papel recibe un correo electrónico cuando su factura está lista y la ve por internet en [Mi factura](/pay-bill/my-bill/) en lugar de recibirla en papel.',
      'Actívela desde [Pagar factura](/pay-bill/), en la sección de factura sin papel. Puede volver al papel cuando quiera; el cambio se aplica desde su próximo estado de cuenta.',
    ),
  },
  {
    id: 2508, product: '1', category: '13', popularity: 2, reviewedDaysAgo: 9,
    title: '¿Por qué mi factura es más alta que el mes pasado?',
    keywords: 'aumento factura mas alta cargos promocion vencida alquiler pago por evento',
    body: p(
      'Las razones más comunes son:',
      '- Terminó un precio de promoción.\n- Alquiló películas o compró eventos de pago por evento.\n- Agregó un servicio o un equipo, y esta factura incluye una parte del mes.\n- Un cargo por pago tardío o un cargo único, como una instalación.',
      'Compare los dos estados de cuenta en [Mi factura](/pay-bill/my-bill/) y [Actividad de la cuenta](/pay-bill/account-activity/). Si algo sigue sin parecerle correcto, llámenos al {phone}.',
    ),
  },
  {
    id: 2509, product: '1', category: '13', popularity: 15, reviewedDaysAgo: 90,
    title: '¿Qué diferencia hay entre el saldo actual y el monto a pagar?',
    keywords: 'saldo actual monto a pagar saldo del estado de cuenta cargos',
    body: p(
      'El monto a pagar es lo que su último estado de cuenta le pide pagar antes de la fecha de vencimiento.',
      'El saldo actual es todo lo que tiene su cuenta en este momento: también incluye los cargos y pagos hechos desde ese estado de cuenta, como un alquiler On Demand o un pago que acaba de hacer. Si paga el monto a pagar antes del vencimiento, su cuenta queda al día.',
    ),
  },
  {
    id: 2510, product: '1', category: '11', popularity: 16, reviewedDaysAgo: 20,
    title: 'Mi servicio fue suspendido por falta de pago. ¿Cómo lo restablezco?',
    keywords: 'suspendido desconectado falta de pago restablecer reconectar servicio cortado',
    body: p(
      'Pague el monto vencido que aparece en [Pagar factura](/pay-bill/). Cuando se procesa el pago, el servicio normalmente se restablece en unas horas.',
      'Si la TV no vuelve, apague y encienda el receptor de cable. Si el servicio sigue sin funcionar después de cuatro horas, llámenos al {phone}.',
    ),
  },
  {
    id: 2520, product: '2', category: '21', popularity: 7, reviewedDaysAgo: 30,
    title: '¿Cómo busco y veo títulos On Demand?',
    keywords: 'on demand a pedido vod peliculas programas alquilar gratis ver',
    body: p(
      'Pulse el botón On Demand de su control remoto, o explore [On Demand](/tv/asset/) en este sitio y envíe un título a su TV.',
      'Muchos programas son gratis con sus canales. Los alquileres se cobran en su próxima factura y puede verlos cuantas veces quiera durante el período de alquiler. Si los alquileres están bloqueados en su cuenta, verifique que su cuenta no tenga saldo vencido.',
    ),
  },
  {
    id: 2521, product: '2', category: '21', popularity: 9, reviewedDaysAgo: 14,
    title: '¿Por qué falta un canal o se ve la pantalla negra?',
    keywords: 'canal falta pantalla negra no disponible sin senal suscribirse',
    body: p(
      'Primero verifique en la [guía de TV](/tv/guide) que el canal esté incluido en su plan. Si lo está:',
      '- Apague el receptor de cable, desenchúfelo durante 30 segundos y vuelva a enchufarlo.\n- Verifique que el cable coaxial esté bien ajustado en la pared y en el receptor.\n- Busque una interrupción en su zona en [Estado de interrupciones](/support/outage/#/UnauthenticatedUserOutage).',
      'Si solo un canal tiene problemas, puede que el propio canal esté fallando; inténtelo más tarde.',
    ),
  },
  {
    id: 2522, product: '2', category: '21', popularity: 22, reviewedDaysAgo: 120,
    title: '¿Cómo configuro el control parental?',
    keywords: 'control parental pin bloquear canales clasificacion ninos bloqueo',
    body: p(
      'En su receptor de cable, abra Configuración y luego Control parental. Cree un PIN de cuatro dígitos y elija las clasificaciones o los canales que quiere bloquear.',
      'Los programas bloqueados piden el PIN antes de reproducirse. El mismo PIN protege las compras On Demand. Si lo olvida, puede restablecerlo desde la configuración del receptor como titular de la cuenta.',
    ),
  },
  {
    id: 2523, product: '2', category: '21', popularity: 24, reviewedDaysAgo: 45,
    title: '¿Qué son el carrito y los favoritos?',
    keywords: 'carrito favoritos mis selecciones titulos guardados ver despues',
    body: p(
      'Cuando explora On Demand en este sitio, puede guardar títulos para verlos más tarde.',
      'La mayoría de los clientes los guarda en el [carrito](/tv/cart/). Los clientes con el receptor pequeño usan [favoritos](/tv/favorites/) (también llamado Mis selecciones); el sitio abre el que corresponde a su equipo.',
    ),
  },
  {
    id: 2580, product: '2', category: '22', popularity: 5, reviewedDaysAgo: 7,
    title: '¿Por qué no puedo grabar programas? Mi plan no incluye DVR',
    keywords: 'dvr no incluido no puedo grabar grabacion no disponible agregar dvr mejorar plan',
    body: p(
      'Para grabar se necesita el servicio de DVR. Su plan de TV actual no lo incluye, por eso las opciones de grabación y la página de DVR no están disponibles en su cuenta.',
      'Para agregar el servicio de DVR:',
      '- Llámenos al {phone} o visite una tienda de {brand}.\n- Agregaremos DVR a su plan y, si su receptor de cable no puede grabar, se lo cambiaremos por uno que sí pueda.',
      'El servicio de DVR tiene un cargo mensual que aparece en su factura desde el día en que se agrega. Cuando esté activo, podrá programar grabaciones desde su TV y desde este sitio.',
    ),
  },
  {
    id: 2581, product: '2', category: '22', popularity: 11, reviewedDaysAgo: 28,
    title: '¿Cómo programo una grabación?',
    keywords: 'grabar grabacion programar serie dvr guia control remoto',
    body: p(
      'En su TV, busque el programa en la guía y pulse Grabar. Púlselo dos veces para grabar todos los episodios de una serie.',
      'En este sitio, abra la [guía de TV](/tv/guide), elija el programa y seleccione Grabar. Sus grabaciones programadas aparecen en [DVR](/tv/dvr/#/scheduled).',
    ),
  },
  {
    id: 2582, product: '2', category: '22', popularity: 19, reviewedDaysAgo: 55,
    title: 'Mi DVR está lleno. ¿Cómo libero espacio?',
    keywords: 'dvr lleno espacio almacenamiento borrar eliminar grabaciones',
    body: p(
      'Borre las grabaciones que ya vio: abra la lista de grabaciones, seleccione un programa y elija Eliminar. En este sitio puede eliminar hasta diez grabaciones a la vez.',
      'Para que el DVR no vuelva a llenarse, configure las grabaciones de series para conservar solo los últimos episodios.',
    ),
  },
  {
    id: 2583, product: '2', category: '22', popularity: 27, reviewedDaysAgo: 150,
    title: '¿Cómo grabo en HD?',
    keywords: 'hd alta definicion calidad de grabacion sd',
    body: p(
      'Grabe la versión HD del canal. Cuando un programa se transmite en ambas, elija el canal HD en la guía.',
      'Las grabaciones en el receptor pequeño siempre son en HD.',
    ),
  },
  {
    id: 2524, product: '2', category: '23', popularity: 8, reviewedDaysAgo: 21,
    title: '¿Cómo reinicio mi receptor de cable?',
    keywords: 'reiniciar restablecer receptor de cable congelado decodificador caja',
    body: p(
      'Desenchufe el cable de alimentación de la parte trasera del receptor, espere 30 segundos y vuelva a enchufarlo. El receptor puede tardar hasta cinco minutos en reiniciarse; después se carga la guía.',
      'Un reinicio resuelve la mayoría de las pantallas congeladas, la falta de datos en la guía y los errores de On Demand.',
    ),
  },
  {
    id: 2525, product: '2', category: '23', popularity: 18, reviewedDaysAgo: 65,
    title: 'Mi control remoto dejó de funcionar. ¿Qué puedo hacer?',
    keywords: 'control remoto no funciona pilas baterias programar tv',
    body: p(
      '- Cambie las pilas.\n- Apunte el control al receptor de cable, no a la TV, y quite lo que esté en el medio.\n- Pulse el botón Cable en la parte de arriba del control y vuelva a intentarlo.',
      'Si sigue sin funcionar, llévelo a una tienda de {brand} y se lo cambiamos gratis.',
    ),
  },
];
