import type { FaqContent } from './faq-catalogue.ts';

const p = (...parts: string[]) => parts.join('\n\n');

/** Respuestas en español: internet, correo, teléfono, interrupciones, mudanzas, equipos e inicio de sesión. */
export const ANSWERS_ES_SERVICE: FaqContent[] = [
  {
    id: 2530, product: '3', category: '31', popularity: 13, reviewedDaysAgo: 16,
    title: '¿Cómo encuentro o cambio el nombre y la contraseña de mi WiFi?',
    keywords: 'wifi wi-fi inalambrica nombre de red ssid contrasena clave cambiar router enrutador',
    body: p(
      'El nombre de su WiFi (nombre de red) y la contraseña están impresos en la etiqueta de la parte de abajo o de atrás de su router.',
      'Para cambiarlos, entre en la configuración del router desde un dispositivo conectado a su red, elija un nombre nuevo y una contraseña de al menos ocho caracteres, y guarde. Luego cada dispositivo debe volver a conectarse con la contraseña nueva.',
    ),
  },
  {
    id: 2531, product: '3', category: '31', popularity: 17, reviewedDaysAgo: 10,
    title: 'Mi internet está lento. ¿Qué puedo hacer?',
    keywords: 'internet lento velocidad wifi se corta conexion senal debil',
    body: p(
      'Pruebe estos pasos en orden:',
      '- Reinicie el módem y el router (desenchúfelos durante 30 segundos).\n- Acérquese al router, o póngalo en un lugar central y abierto, lejos de paredes y microondas.\n- Use un cable de red para la computadora o consola que necesite toda la velocidad.\n- Desconecte los dispositivos que no use; muchos dispositivos transmitiendo a la vez comparten su velocidad.',
      'Si una computadora conectada por cable sigue lenta después de reiniciar, consulte el [Estado de interrupciones](/support/outage/#/UnauthenticatedUserOutage) y luego llámenos al {phone}.',
    ),
  },
  {
    id: 2532, product: '3', category: '31', popularity: 20, reviewedDaysAgo: 35,
    title: '¿Cómo reinicio mi módem o router?',
    keywords: 'reiniciar modem router enrutador apagar encender sin internet',
    body: p(
      'Desenchufe el cable de alimentación del módem (y del router, si es un equipo aparte). Espere 30 segundos. Enchufe primero el módem y espere a que sus luces queden fijas; luego enchufe el router.',
      'No pulse el pequeño botón de reinicio: borra el nombre y la contraseña de su WiFi y devuelve el router a la configuración de fábrica.',
    ),
  },
  {
    id: 2533, product: '3', category: '32', popularity: 21, reviewedDaysAgo: 80,
    title: '¿Cómo leo mi correo o lo agrego a un teléfono o una aplicación de correo?',
    keywords: 'correo electronico email webmail imap smtp aplicacion outlook telefono configuracion',
    body: p(
      'Lea su correo en el navegador con webmail: inicie sesión y elija Correo electrónico en el menú Internet.',
      'Para agregar su buzón a una aplicación de correo, elija IMAP como tipo de cuenta y use su dirección de correo completa y su contraseña. Los servidores de entrada y salida necesitan SSL/TLS. La aplicación le pedirá los nombres de los servidores; aparecen en la configuración de webmail.',
    ),
  },
  {
    id: 2534, product: '3', category: '32', popularity: 25, reviewedDaysAgo: 100,
    title: '¿Cómo obtengo un buzón de correo con mi servicio de internet?',
    keywords: 'crear direccion de correo nuevo buzon obtener un buzon correo gratis',
    body: p(
      'El correo electrónico viene gratis con su servicio de internet. El usuario principal puede crear un buzón para cada ID de usuario de la cuenta.',
      'Inicie sesión y vaya a [IDs de usuario y buzones](/profile/household-ids), elija un ID y seleccione Obtener un buzón.',
    ),
  },
  {
    id: 2535, product: '3', category: '32', popularity: 30, reviewedDaysAgo: 50,
    title: '¿Por qué mi buzón dice que no está disponible temporalmente?',
    keywords: 'buzon no disponible mantenimiento en espera correo no funciona',
    body: p(
      'El mensaje "La cuenta de usuario no está disponible temporalmente por mantenimiento del sistema." significa que su buzón está en espera mientras trabajamos en él. Sus mensajes están a salvo.',
      'Vuelva a intentarlo en unas horas. Si dura más de un día, llámenos al {phone}.',
    ),
  },
  {
    id: 2540, product: '4', category: '41', popularity: 23, reviewedDaysAgo: 70,
    title: '¿Cómo reviso mi buzón de voz?',
    keywords: 'buzon de voz correo de voz mensajes escuchar revisar pin',
    body: p(
      'Desde el teléfono de su casa, marque *99 e ingrese su PIN cuando se lo pidan. Desde otro teléfono, marque su propio número, pulse * cuando empiece el saludo e ingrese su PIN.',
      'También puede escuchar los mensajes por internet en la página de buzón de voz del menú Teléfono.',
    ),
  },
  {
    id: 2541, product: '4', category: '41', popularity: 29, reviewedDaysAgo: 110,
    title: '¿Cómo desvío mis llamadas a otro número?',
    keywords: 'desvio de llamadas reenviar llamadas otro numero *72 *73',
    body: p(
      'Marque *72, espere el tono y marque el número al que quiere desviar las llamadas. Cuando alguien conteste, el desvío de llamadas queda activado.',
      'Para desactivarlo, marque *73. Las llamadas desviadas a un número de larga distancia pueden cobrarse según las tarifas de su plan.',
    ),
  },
  {
    id: 2542, product: '4', category: '42', popularity: 26, reviewedDaysAgo: 42,
    title: 'No tengo tono de marcar. ¿Qué debo revisar?',
    keywords: 'sin tono telefono no funciona linea muerta llamadas',
    body: p(
      '- Pruebe con otro teléfono, conectado directamente al puerto de teléfono del módem.\n- Reinicie el módem (desenchúfelo durante 30 segundos).\n- Verifique que el cable del teléfono esté conectado al puerto Tel 1.',
      'Si sigue sin tono, consulte el [Estado de interrupciones](/support/outage/#/UnauthenticatedUserOutage). El servicio telefónico necesita electricidad: durante un apagón solo funciona si su módem tiene batería de respaldo.',
    ),
  },
  {
    id: 2550, product: '5', category: '51', popularity: 11, reviewedDaysAgo: 3,
    title: '¿Cómo sé si hay una interrupción del servicio en mi zona?',
    keywords: 'interrupcion apagon servicio caido no funciona zona estado internet tv telefono',
    body: p(
      'Consulte el [Estado de interrupciones](/support/outage/#/UnauthenticatedUserOutage). Con la sesión iniciada, revisa los equipos de su cuenta; si no, ingrese su código postal.',
      'Si sabemos de una interrupción, verá qué está afectado y cuándo esperamos resolverla. No hace falta reportar una interrupción que ya conocemos.',
    ),
  },
  {
    id: 2551, product: '5', category: '51', popularity: 28, reviewedDaysAgo: 60,
    title: '¿Puedo recibir un crédito por una interrupción?',
    keywords: 'credito reembolso interrupcion del servicio compensacion',
    body: p(
      'Si su servicio estuvo interrumpido 24 horas seguidas o más por un problema de nuestra red, puede pedir un crédito por esos días.',
      'Llámenos al {phone} dentro de los 30 días posteriores a la interrupción. Los créditos aparecen en su próxima factura.',
    ),
  },
  {
    id: 2552, product: '5', category: '52', popularity: 12, reviewedDaysAgo: 27,
    title: 'Me voy a mudar. ¿Cómo traslado mi servicio?',
    keywords: 'mudanza mudarse trasladar servicio nueva direccion',
    body: p(
      'Avísenos al menos dos semanas antes de mudarse, al {phone}. Verificamos que sus servicios estén disponibles en la nueva dirección y programamos una instalación o le enviamos un kit para instalarlo usted mismo.',
      'Conserve sus equipos: se los lleva con usted. Si no damos servicio en la nueva dirección, le indicaremos cómo devolver los equipos y cerrar su cuenta.',
    ),
  },
  {
    id: 2553, product: '5', category: '53', popularity: 19, reviewedDaysAgo: 85,
    title: '¿Cómo devuelvo los equipos?',
    keywords: 'devolver equipos modem receptor de cable router cancelar tienda',
    body: p(
      'Lleve los equipos con sus cables de alimentación y controles remotos a cualquier tienda de {brand} y pida un recibo.',
      'Devuelva los equipos dentro de los 30 días posteriores a la cancelación del servicio para evitar un cargo por equipos no devueltos.',
    ),
  },
  {
    id: 2554, product: '5', category: '53', popularity: 15, reviewedDaysAgo: 24,
    title: '¿Cómo programo o cambio una cita con un técnico?',
    keywords: 'cita tecnico instalacion reprogramar cancelar visita',
    body: p(
      'Vaya a [Citas de servicio](/service-appointments) para ver su cita, cambiar la fecha o la hora, o cancelarla.',
      'Una persona de 18 años o más debe estar en casa durante la visita. Le llamamos o le enviamos un mensaje de texto antes de que llegue el técnico.',
    ),
  },
  {
    id: 2555, product: '5', category: '54', popularity: 8, reviewedDaysAgo: 13,
    title: 'Olvidé mi ID de usuario o mi contraseña.',
    keywords: 'olvide contrasena restablecer id de usuario nombre de usuario iniciar sesion bloqueado',
    body: p(
      'En la [página de inicio de sesión](/login/), elija ¿Olvidó su ID? o ¿Olvidó su contraseña? y siga los pasos. Confirmamos su identidad con su número de cuenta o con los datos de contacto de su cuenta.',
      'Después de demasiadas contraseñas incorrectas, el inicio de sesión se bloquea por un tiempo corto. Espere y vuelva a intentarlo, o restablezca la contraseña.',
    ),
  },
  {
    id: 2556, product: '5', category: '54', popularity: 31, reviewedDaysAgo: 140,
    title: '¿Cómo agrego otro ID de usuario a mi cuenta?',
    keywords: 'agregar id de usuario miembro del hogar usuario secundario crear id',
    body: p(
      'El usuario principal puede crear más IDs para el hogar en [IDs de usuario y buzones](/profile/household-ids). La página indica cuántos IDs más puede crear.',
      'Cada ID tiene su propia contraseña. Solo el usuario principal y los IDs con permiso de pago pueden ver y pagar la factura.',
    ),
  },
];
