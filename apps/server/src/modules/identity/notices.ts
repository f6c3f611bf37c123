// The recovery messages (issue 15 item 3), in the id's language. The seed gives no wording for
// them; they name the brand from configuration and never say whether another id exists.

type Lang = 'en' | 'es';

export function temporaryPasswordNotice(o: { brand: string; id: string; password: string; lang: Lang }) {
  if (o.lang === 'es') {
    return {
      subject: `${o.brand}: su contraseña temporal`,
      body: `Hola, ${o.id}:\n\nSu contraseña temporal es ${o.password}\n\nEscríbala en la página de recuperación en los próximos 15 minutos para elegir una contraseña nueva. Si no la pidió, no haga nada: su contraseña no cambia.`,
      text: `${o.brand}: su contraseña temporal para ${o.id} es ${o.password}. Vence en 15 minutos.`,
    };
  }
  return {
    subject: `${o.brand}: your temporary password`,
    body: `Hello ${o.id},\n\nYour temporary password is ${o.password}\n\nEnter it on the recovery page within 15 minutes to choose a new password. If you did not ask for it, do nothing: your password stays as it is.`,
    text: `${o.brand}: the temporary password for ${o.id} is ${o.password}. It expires in 15 minutes.`,
  };
}

export function forgottenIdsNotice(o: { brand: string; ids: readonly string[]; lang: Lang }) {
  const list = o.ids.join(', ');
  if (o.lang === 'es') {
    return {
      subject: `${o.brand}: sus identificaciones de usuario`,
      body: `Hola:\n\nEstas son las identificaciones de usuario guardadas con esta dirección: ${list}\n\nSi no las pidió, no haga nada.`,
      text: `${o.brand}: sus identificaciones de usuario son ${list}.`,
    };
  }
  return {
    subject: `${o.brand}: your user ids`,
    body: `Hello,\n\nThese are the user ids kept under this address: ${list}\n\nIf you did not ask for them, do nothing.`,
    text: `${o.brand}: your user ids are ${list}.`,
  };
}

/** The notice to the primary user that the household's ids now belong to the new account (issue 15 item 4). */
export function idTransferNotice(o: {
  brand: string;
  id: string;
  account: string;
  ids: readonly string[];
  lang: Lang;
}) {
  const list = o.ids.join(', ');
  if (o.lang === 'es') {
    return {
      subject: `${o.brand}: sus identificaciones de usuario pasaron a su cuenta nueva`,
      body: `Hola, ${o.id}:\n\nEstas identificaciones de usuario pertenecen ahora a su cuenta nueva (${o.account}): ${list}\n\nSiguen entrando con la misma contraseña. Si no hizo este cambio, llámenos.`,
    };
  }
  return {
    subject: `${o.brand}: your user ids moved to your new account`,
    body: `Hello ${o.id},\n\nThese user ids now belong to your new account (${o.account}): ${list}\n\nThey keep signing in with the same password. If you did not make this change, call us.`,
  };
}
