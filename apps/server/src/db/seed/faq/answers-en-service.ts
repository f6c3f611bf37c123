import type { FaqContent } from './faq-catalogue.ts';

const p = (...parts: string[]) => parts.join('\n\n');

/** English answers: internet, e-mail, phone, outages, moving, equipment and sign-in. */
export const ANSWERS_EN_SERVICE: FaqContent[] = [
  {
    id: 2530, product: '3', category: '31', popularity: 13, reviewedDaysAgo: 16,
    title: 'How do I find or change my WiFi name and password?',
    keywords: 'wifi wi-fi wireless network name ssid password key change router',
    body: p(
      'Your WiFi name (network name) and password are printed on the label on the bottom or back of your router.',
      'To change them, sign in to your router settings from a device connected to your network, choose a new name and a password of at least eight characters, and save. Every device then has to reconnect with the new password.',
    ),
  },
  {
    id: 2531, product: '3', category: '31', popularity: 17, reviewedDaysAgo: 10,
    title: 'My internet is slow. What can I do?',
    keywords: 'slow internet speed wifi buffering lag connection weak signal',
    body: p(
      'Try these steps in order:',
      '- Restart your modem and router (unplug them for 30 seconds).\n- Move closer to the router, or move the router to a central, open spot away from walls and microwaves.\n- Use a network cable for a computer or game console that needs the full speed.\n- Disconnect devices you are not using; many devices streaming at once share your speed.',
      'If a wired computer is still slow after a restart, check [Outage status](/support/outage/#/UnauthenticatedUserOutage) and then call us at {phone}.',
    ),
  },
  {
    id: 2532, product: '3', category: '31', popularity: 20, reviewedDaysAgo: 35,
    title: 'How do I restart my modem or router?',
    keywords: 'restart reboot reset modem router gateway power cycle no internet',
    body: p(
      'Unplug the power cord from the modem (and from the router, if it is a separate device). Wait 30 seconds. Plug the modem in first and wait until its lights are steady, then plug in the router.',
      'Do not press the small reset button: that erases your WiFi name and password and returns the router to its factory settings.',
    ),
  },
  {
    id: 2533, product: '3', category: '32', popularity: 21, reviewedDaysAgo: 80,
    title: 'How do I read my e-mail, or add it to a phone or mail app?',
    keywords: 'email e-mail webmail imap smtp mail app outlook phone settings',
    body: p(
      'Read your mail in your browser with webmail: sign in and choose E-mail from the Internet menu.',
      'To add your mailbox to a mail app, choose IMAP as the account type and use your full e-mail address and password. Incoming and outgoing servers need SSL/TLS. The app asks for the server names; they are listed in the webmail settings.',
    ),
  },
  {
    id: 2534, product: '3', category: '32', popularity: 25, reviewedDaysAgo: 100,
    title: 'How do I get a mailbox with my internet service?',
    keywords: 'create email address new mailbox get a mailbox free email account',
    body: p(
      'E-mail comes free with your internet service. The primary user can create a mailbox for each user ID on the account.',
      'Sign in and go to [User IDs and mailboxes](/profile/household-ids), choose an ID and select Get a mailbox.',
    ),
  },
  {
    id: 2535, product: '3', category: '32', popularity: 30, reviewedDaysAgo: 50,
    title: 'Why does my mailbox say it is temporarily unavailable?',
    keywords: 'mailbox unavailable maintenance hold email not working',
    body: p(
      'The message "User account temporarily unavailable for system maintenance." means your mailbox is on hold while we work on it. Your messages are safe.',
      'Try again in a few hours. If it lasts more than a day, call us at {phone}.',
    ),
  },
  {
    id: 2540, product: '4', category: '41', popularity: 23, reviewedDaysAgo: 70,
    title: 'How do I check my voicemail?',
    keywords: 'voicemail voice mail messages check listen mailbox pin',
    body: p(
      'From your home phone, dial *99 and enter your PIN when asked. From another phone, dial your own number, press * when the greeting starts, then enter your PIN.',
      'You can also listen to messages online from the voicemail page of the Phone menu.',
    ),
  },
  {
    id: 2541, product: '4', category: '41', popularity: 29, reviewedDaysAgo: 110,
    title: 'How do I forward my calls to another number?',
    keywords: 'call forwarding forward calls another number *72 *73',
    body: p(
      'Dial *72, wait for the dial tone, then dial the number to forward to. When someone answers, call forwarding is on.',
      'To turn it off, dial *73. Calls forwarded to a long-distance number may be charged at your calling plan rates.',
    ),
  },
  {
    id: 2542, product: '4', category: '42', popularity: 26, reviewedDaysAgo: 42,
    title: 'I have no dial tone. What should I check?',
    keywords: 'no dial tone phone not working dead line calls',
    body: p(
      '- Try another phone, plugged straight into the phone port on the modem.\n- Restart the modem (unplug it for 30 seconds).\n- Check that the phone cord is plugged into the Tel 1 port.',
      'If there is still no dial tone, check [Outage status](/support/outage/#/UnauthenticatedUserOutage). Phone service needs power: during a power cut it works only if your modem has a backup battery.',
    ),
  },
  {
    id: 2550, product: '5', category: '51', popularity: 11, reviewedDaysAgo: 3,
    title: 'How do I know if there is an outage in my area?',
    keywords: 'outage service down not working area status internet tv phone',
    body: p(
      'Check [Outage status](/support/outage/#/UnauthenticatedUserOutage). Signed in, it checks the equipment on your account; otherwise, enter your ZIP code.',
      'If we know about an outage, it shows what is affected and when we expect it to be fixed. You do not need to report a known outage.',
    ),
  },
  {
    id: 2551, product: '5', category: '51', popularity: 28, reviewedDaysAgo: 60,
    title: 'Can I get a credit for an outage?',
    keywords: 'credit refund outage service interruption compensation',
    body: p(
      'If your service was out for 24 hours or more in a row because of a problem on our network, you can ask for a credit for those days.',
      'Call us at {phone} within 30 days of the outage. Credits appear on your next bill.',
    ),
  },
  {
    id: 2552, product: '5', category: '52', popularity: 12, reviewedDaysAgo: 27,
    title: "I'm moving. How do I move my service?",
    keywords: 'moving move transfer service new address relocate',
    body: p(
      'Tell us at least two weeks before you move, at {phone}. We check that your services are available at the new address and book an installation or a self-install kit.',
      'Keep your equipment: you take it with you. If we do not serve the new address, we will tell you how to return the equipment and close your account.',
    ),
  },
  {
    id: 2553, product: '5', category: '53', popularity: 19, reviewedDaysAgo: 85,
    title: 'How do I return equipment?',
    keywords: 'return equipment modem cable box router cancel store',
    body: p(
      'Bring the equipment with its power cords and remotes to any {brand} store, and ask for a receipt.',
      'Return equipment within 30 days of cancelling service to avoid an unreturned-equipment charge.',
    ),
  },
  {
    id: 2554, product: '5', category: '53', popularity: 15, reviewedDaysAgo: 24,
    title: 'How do I schedule or change a technician appointment?',
    keywords: 'appointment technician installation reschedule cancel visit',
    body: p(
      'Go to [Service appointments](/service-appointments) to see your appointment, change its date or time, or cancel it.',
      'Someone 18 or older must be home for the visit. We call or text before the technician arrives.',
    ),
  },
  {
    id: 2555, product: '5', category: '54', popularity: 8, reviewedDaysAgo: 13,
    title: 'I forgot my user ID or password.',
    keywords: 'forgot password reset user id username sign in locked out',
    body: p(
      'On the [sign-in page](/login/), choose Forgot ID or Forgot password and follow the steps. We confirm it is you with your account number or the contact details on your account.',
      'After too many wrong passwords, sign-in is blocked for a short time. Wait and try again, or reset the password.',
    ),
  },
  {
    id: 2556, product: '5', category: '54', popularity: 31, reviewedDaysAgo: 140,
    title: 'How do I add another user ID to my account?',
    keywords: 'add user id household member secondary user create id',
    body: p(
      'The primary user can create more IDs for the household at [User IDs and mailboxes](/profile/household-ids). The page shows how many more IDs you can create.',
      'Each ID has its own password. Only the primary user and IDs with bill-pay permission can view and pay the bill.',
    ),
  },
];
