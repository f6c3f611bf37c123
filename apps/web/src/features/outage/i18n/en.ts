/** Outage messages in English: the outage page, the header's status link and the ZIP code lookup. */
export const outageEn = {
  'outage.title': 'Outage status',
  'outage.statusLinkPrefix': 'Service status:',
  'outage.checking': 'Checking service status…',
  'outage.unavailable': 'Your service status is not available at this time. Please try again later.',
  'outage.status.noOutage': 'No outage',
  'outage.status.serviceOutage': 'Service outage',
  'outage.status.equipmentOffline': 'Equipment offline',
  'outage.status.pastDue': 'Past due',
  'outage.status.networkMaintenance': 'Network maintenance',
  'outage.status.briefInterruption': 'Brief interruption',
  'outage.status.serviceRestored': 'Service restored',
  'outage.status.notLoggedIn': 'Not logged in',
  'outage.status.vodHold': 'On Demand on hold',
  'outage.yours.title': 'Your service',
  'outage.yours.noOutage': 'We do not see any problems with your service right now.',
  'outage.yours.serviceOutage':
    'There is an outage affecting your service. Our technicians are working to restore it as quickly as possible.',
  'outage.yours.equipmentOffline_one':
    '{count} of your devices is offline, but the network in your area is working. Restarting your modem or set-top box usually brings it back.',
  'outage.yours.equipmentOffline_other':
    '{count} of your devices are offline, but the network in your area is working. Restarting your modem or set-top box usually brings them back.',
  'outage.yours.pastDue':
    'Your service has been interrupted because your account has an unpaid balance. Paying your past-due balance restores it.',
  'outage.yours.maintenance':
    'Network maintenance is planned in your area. Service may be briefly interrupted during the maintenance window.',
  'outage.yours.briefInterruption':
    'Some customers in your area may notice brief interruptions. We are looking into it.',
  'outage.yours.serviceRestored':
    'A recent outage in your area has been fixed. If you still have trouble, restart your modem or set-top box.',
  'outage.yours.vodHold': 'Ordering On Demand titles is on hold for your account.',
  'outage.detail.since': 'Started: {time}',
  'outage.detail.etr': 'Estimated restoration: {time}',
  'outage.detail.cleared': 'Restored: {time}',
  'outage.detail.maintenance': 'Maintenance window: {start} to {end}',
  'outage.payBill': 'Pay your bill',
  'outage.vodLink': 'About the On Demand hold',
  'outage.signInPrompt': 'Signed-in customers see the status of their own service.',
  'outage.signIn': 'Sign in',
  'outage.lookup.title': 'Check outages by ZIP code',
  'outage.lookup.intro':
    'Enter a ZIP code to see known outages and planned maintenance there. You do not need to sign in.',
  'outage.lookup.zip': 'ZIP code',
  'outage.lookup.zipHint': '5 digits',
  'outage.lookup.submit': 'Check for outages',
  'outage.lookup.checking': 'Checking for outages…',
  'outage.lookup.failed': 'We could not check for outages right now. Please try again later.',
  'outage.zip.numbersOnly': 'Numbers only',
  'outage.zip.limit': '5 number limit',
  'outage.zip.invalid': 'Please enter a valid zip code',
  'outage.area.title': 'Results for {zip}',
  'outage.area.outage':
    'There is a service outage in {zip}. Our technicians are working to restore service as quickly as possible.',
  'outage.area.maintenance':
    'Network maintenance is planned in {zip}. Service may be briefly interrupted during the maintenance window.',
  'outage.area.briefInterruption':
    'Some customers in {zip} may notice brief interruptions. We are looking into it.',
  'outage.area.serviceRestored': 'A recent outage in {zip} has been fixed and service has been restored.',
  'outage.area.noOutage': 'There are no known outages in {zip}.',
  'outage.area.notServed':
    'We do not have network information for {zip}. Check the ZIP code, or call us if you need help.',
  'outage.vod.title': 'On Demand is on hold',
  'outage.vod.body':
    'Ordering On Demand and pay-per-view titles is on hold for your account. Live TV and the titles you have already ordered are not affected.',
  'outage.vod.why':
    'A hold is usually placed when a bill is past due. Once your payment is received, ordering is turned back on automatically, usually within a few hours.',
  'outage.vod.help': 'If your account is up to date and the hold is still on, call us at {phone}.',
  'outage.vod.checkArea': 'Check for outages in your area',
} as const;
