import type { FaqContent } from './faq-catalogue.ts';

const p = (...parts: string[]) => parts.join('\n\n');

/** English answers: billing and TV. */
export const ANSWERS_EN_BILLING_TV: FaqContent[] = [
  {
    id: 2501, product: '1', category: '11', popularity: 1, reviewedDaysAgo: 12,
    title: 'How do I pay my bill online?',
    keywords: 'pay bill online payment make a payment card bank checking',
    body: p(
      'Sign in and go to [Pay bill](/pay-bill/). You will see your amount due and due date at the top of the page.',
      '- Choose Make a payment.\n- Pick a saved payment method or add a card or bank account.\n- Enter the amount and the date, then confirm.',
      'You get a confirmation number on screen and by e-mail, and the payment is usually credited to your account the same day. Only the primary user, or a user with bill-pay permission, can view and pay the bill.',
    ),
  },
  {
    id: 2502, product: '1', category: '11', popularity: 6, reviewedDaysAgo: 40,
    title: 'Which payment methods can I use?',
    keywords: 'credit card debit card checking savings bank account visa mastercard discover amex',
    body: p(
      'You can pay with a checking or savings account, or with a Visa, Mastercard, Discover or American Express credit or debit card.',
      'Save a method once under [Payment options](/pay-bill/payment-options/) and reuse it for one-time payments and for autopay. For your security we keep only the card type, the last four digits and the expiry date.',
      'You can also pay by phone at {phone}, by mail with the slip at the bottom of your paper bill, or in person at a {brand} store.',
    ),
  },
  {
    id: 2503, product: '1', category: '11', popularity: 4, reviewedDaysAgo: 25,
    title: 'When is my payment due, and what happens if I pay late?',
    keywords: 'due date late fee past due overdue grace',
    body: p(
      'Your due date is on your bill and at the top of [Pay bill](/pay-bill/). Pay by that date to keep your account current.',
      'If a payment is late your account becomes past due. A late fee may be added to your next bill, and after 30 and 60 days you will see past-due notices. Unpaid balances can lead to a suspension of service.',
      'If you cannot pay in full, call us at {phone} before the due date: we can often set up a payment arrangement.',
    ),
  },
  {
    id: 2504, product: '1', category: '11', popularity: 12, reviewedDaysAgo: 60,
    title: 'Can I schedule a payment for a later date?',
    keywords: 'scheduled payment future date post-date change cancel payment',
    body: p(
      'Yes. When you make a payment online, choose a payment date up to your due date instead of today.',
      'Scheduled payments appear under [Manage payments](/pay-bill/manage-payments/), where you can change or cancel them until the day before they are sent.',
    ),
  },
  {
    id: 2505, product: '1', category: '12', popularity: 3, reviewedDaysAgo: 18,
    title: 'How do I set up automatic payments (autopay)?',
    keywords: 'autopay auto pay automatic recurring payment enroll',
    body: p(
      'Autopay pays your full balance automatically each month, a few days before the due date, so you never miss a payment.',
      '- Sign in and go to [Automatic payments](/pay-bill/automatic-payments/).\n- Choose a saved bank account or card, or add one.\n- Accept the terms and turn autopay on.',
      'Your first automatic payment may start with your next bill. Until then, pay any amount due now as usual. We send an e-mail before each automatic payment.',
    ),
  },
  {
    id: 2506, product: '1', category: '12', popularity: 14, reviewedDaysAgo: 75,
    title: 'How do I change or stop autopay?',
    keywords: 'autopay cancel stop turn off change card update payment method',
    body: p(
      'Go to [Automatic payments](/pay-bill/automatic-payments/). From there you can switch autopay to another saved payment method or turn it off.',
      'A change made a few days before the next automatic payment applies to that payment; a later change applies to the one after. If your card expires, update it here so the next payment does not fail.',
    ),
  },
  {
    id: 2507, product: '1', category: '12', popularity: 10, reviewedDaysAgo: 33,
    title: 'How do I switch to paperless billing?',
    keywords: 'paperless ebill e-bill electronic bill stop paper statement',
    body: p(
      'With paperless billing you get an e-mail when your bill is ready and you view it online under [My bill](/pay-bill/my-bill/) instead of receiving a paper statement.',
      'Turn it on from [Pay bill](/pay-bill/) in the paperless section. You can switch back to paper at any time; the change applies from your next statement.',
    ),
  },
  {
    id: 2508, product: '1', category: '13', popularity: 2, reviewedDaysAgo: 9,
    title: 'Why is my bill higher than last month?',
    keywords: 'bill increase higher charges promotion expired pay-per-view rental fees',
    body: p(
      'The most common reasons are:',
      '- A promotional price ended.\n- You rented movies or ordered pay-per-view events.\n- You added a service or equipment, so this bill includes a partial month.\n- A late fee or a one-time charge, such as an installation.',
      'Compare the two statements under [My bill](/pay-bill/my-bill/) and [Account activity](/pay-bill/account-activity/). If something still looks wrong, call us at {phone}.',
    ),
  },
  {
    id: 2509, product: '1', category: '13', popularity: 15, reviewedDaysAgo: 90,
    title: 'What is the difference between my current balance and the amount due?',
    keywords: 'current balance amount due statement balance charges',
    body: p(
      'The amount due is what your last statement asks you to pay by the due date.',
      'The current balance is everything on your account right now: it also includes charges and payments made since that statement, such as an On Demand rental or a payment you just made. Paying the amount due by the due date keeps your account current.',
    ),
  },
  {
    id: 2510, product: '1', category: '11', popularity: 16, reviewedDaysAgo: 20,
    title: 'My service was suspended for non-payment. How do I restore it?',
    keywords: 'suspended disconnected non-payment nonpay restore reconnect service off',
    body: p(
      'Pay the past-due amount shown in [Pay bill](/pay-bill/). Once the payment is processed, service is usually restored within a few hours.',
      'If your TV does not come back, turn the cable box off and on again. If service is still off after four hours, call us at {phone}.',
    ),
  },
  {
    id: 2520, product: '2', category: '21', popularity: 7, reviewedDaysAgo: 30,
    title: 'How do I find and watch On Demand titles?',
    keywords: 'on demand vod movies shows rent free watch',
    body: p(
      'Press the On Demand button on your remote, or browse [On Demand](/tv/asset/) on this site and send a title to your TV.',
      'Many shows are free with your channels. Rentals are charged to your next bill and can be watched as often as you like during the rental period. If rentals are blocked on your account, check that your account is not past due.',
    ),
  },
  {
    id: 2521, product: '2', category: '21', popularity: 9, reviewedDaysAgo: 14,
    title: 'Why is a channel missing or showing a black screen?',
    keywords: 'channel missing black screen not available no signal subscribe',
    body: p(
      'First check that the channel is part of your TV plan in the [TV guide](/tv/guide). If it is:',
      '- Turn the cable box off, unplug it for 30 seconds, then plug it back in.\n- Check that the coaxial cable is tight at the wall and at the box.\n- Look for a service outage in your area on [Outage status](/support/outage/#/UnauthenticatedUserOutage).',
      'If only one channel is affected, the channel may be having a problem of its own; try again later.',
    ),
  },
  {
    id: 2522, product: '2', category: '21', popularity: 22, reviewedDaysAgo: 120,
    title: 'How do I set up parental controls?',
    keywords: 'parental controls pin block channels ratings kids children lock',
    body: p(
      'On your cable box, open Settings, then Parental Controls. Create a four-digit PIN, then choose the ratings or channels to block.',
      'Blocked programs ask for the PIN before they play. The same PIN protects On Demand purchases. If you forget it, you can reset it from the box settings while signed in as the account holder.',
    ),
  },
  {
    id: 2523, product: '2', category: '21', popularity: 24, reviewedDaysAgo: 45,
    title: 'What are the cart and favorites?',
    keywords: 'cart favorites my picks saved titles watch later',
    body: p(
      'When you browse On Demand on this site you can save titles to watch later.',
      'Most customers save them to the [cart](/tv/cart/). Customers with the small set-top box use [favorites](/tv/favorites/) (also called My Picks) instead; the site opens the right one for your equipment.',
    ),
  },
  {
    id: 2580, product: '2', category: '22', popularity: 5, reviewedDaysAgo: 7,
    title: "Why can't I record shows? DVR is not included in my plan",
    keywords: 'dvr not entitled cannot record recording not available add dvr upgrade',
    body: p(
      'Recording needs DVR service. Your current TV plan does not include it, so the record options and the DVR page are not available on your account.',
      'To add DVR service:',
      '- Call us at {phone}, or visit a {brand} store.\n- We will add DVR to your plan and, if your cable box cannot record, swap it for one that can.',
      'DVR service has a monthly charge that appears on your bill from the day it is added. Once it is active, you can schedule recordings from your TV and from this site.',
    ),
  },
  {
    id: 2581, product: '2', category: '22', popularity: 11, reviewedDaysAgo: 28,
    title: 'How do I schedule a recording?',
    keywords: 'record recording schedule series dvr guide remote',
    body: p(
      'On your TV, find the program in the guide and press Record. Press it twice to record every episode of a series.',
      'On this site, open the [TV guide](/tv/guide), choose the program and select Record. Your scheduled recordings are listed under [DVR](/tv/dvr/#/scheduled).',
    ),
  },
  {
    id: 2582, product: '2', category: '22', popularity: 19, reviewedDaysAgo: 55,
    title: 'My DVR is full. How do I free up space?',
    keywords: 'dvr full storage space delete recordings',
    body: p(
      'Delete recordings you have watched: open your recorded list, select a program and choose Delete. On this site you can delete up to ten recordings at a time.',
      'To stop the DVR filling up again, set series recordings to keep only the latest few episodes.',
    ),
  },
  {
    id: 2583, product: '2', category: '22', popularity: 27, reviewedDaysAgo: 150,
    title: 'How do I record in HD?',
    keywords: 'hd high definition recording quality sd',
    body: p(
      'Record the HD version of the channel. When a show airs on both, choose the HD channel in the guide.',
      'Recordings on the small set-top box are always in HD.',
    ),
  },
  {
    id: 2524, product: '2', category: '23', popularity: 8, reviewedDaysAgo: 21,
    title: 'How do I reset my cable box?',
    keywords: 'reset reboot restart cable box frozen set-top stb',
    body: p(
      'Unplug the power cord from the back of the cable box, wait 30 seconds and plug it back in. The box can take up to five minutes to restart; the guide fills in after that.',
      'A reset fixes most frozen screens, missing guide data and On Demand errors.',
    ),
  },
  {
    id: 2525, product: '2', category: '23', popularity: 18, reviewedDaysAgo: 65,
    title: 'My remote stopped working. What can I do?',
    keywords: 'remote control not working batteries pair program tv',
    body: p(
      '- Replace the batteries.\n- Point the remote at the cable box, not the TV, and remove anything in the way.\n- Press the Cable button at the top of the remote, then try again.',
      'If it still does not work, bring it to a {brand} store for a free replacement.',
    ),
  },
];
