/** The troubleshooters: /support/troubleshoot/<service>. */
export const TROUBLESHOOT_PATH = '/support/troubleshoot';
/** The tutorials, and one tutorial at /support/tutorials/<id>. */
export const TUTORIALS_PATH = '/support/tutorials';
/** Report a service problem, or ask whether there is an outage (log/servicestatus). */
export const SERVICE_STATUS_PATH = '/support/service-status';
/** Let an agent look at my equipment: a temporary access code to read to the agent. */
export const EQUIPMENT_ACCESS_PATH = '/support/equipment-access';
