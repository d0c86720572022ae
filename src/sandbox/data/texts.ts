/**
 * Demo message texts per brand: what the business says and what customers answer. `{name}` is the contact's given
 * name. Deliberately mixed: plain GSM-7 text, accents and emoji (UCS-2), long texts that need several SMS segments.
 */
export interface BrandTexts {
  outbound: readonly string[];
  inbound: readonly string[];
}

export const COFFEE_TEXTS: BrandTexts = {
  outbound: [
    'Hi {name}, your order is ready for pickup at the Market St counter.',
    'Thanks for visiting Acme Coffee! Your loyalty card now has 7 stamps — 3 more for a free drink ☕',
    'Good morning {name}! Our seasonal maple oat latte is back today.',
    'We saved you a bag of the Ethiopia Yirgacheffe you asked about. It will be at the counter until Friday.',
    'Your subscription box ships tomorrow. Reply SKIP to skip this month or CHANGE to pick another roast.',
    'Sorry about the wait this morning, {name}. Your next drink is on us — just show this message.',
    'Reminder: the latte art workshop starts Saturday at 10:00. Bring a friend, aprons are provided!',
    'Hi {name}! We open at 6:30 on weekdays and 8:00 on weekends. See you soon.',
    'Our Valencia St store is closed today for maintenance; Market St and Hayes Valley are open as usual. We are sorry for the inconvenience and hope to see you at one of our other stores — every drink there comes with a free pastry today.',
    'Got it, thanks {name}! We have noted it on your order.',
  ],
  inbound: [
    'Great, on my way!',
    'Can I change my order to oat milk?',
    'Do you have decaf cold brew today?',
    'Thanks!! 😊',
    'What time do you close on Sunday?',
    'SKIP',
    'Is the workshop suitable for beginners?',
    'I left my umbrella at the Hayes store yesterday, did anyone find it?',
    'Perfect 👍',
    'Could you hold a bag of the Colombia for me until tomorrow?',
    'Café was great today, merci!',
  ],
};

export const TRAVEL_TEXTS: BrandTexts = {
  outbound: [
    'Hi {name}, your flight NW 482 to Lisbon departs tomorrow at 09:40 from gate B12. Check-in is open.',
    'Your hotel booking in Kyoto is confirmed for 3 nights. Confirmation: NWT-8K2Q7.',
    'Good news {name}: an upgrade to Premium Economy is available for $89. Reply YES to take it.',
    'Reminder: your passport must be valid for 6 months after your return date.',
    'Your rental car pickup is at desk 4, arrivals hall. Bring your driving licence and the card used to book.',
    'Weather alert for Reykjavík: strong winds expected Thursday. Your tour operator may reschedule; we will keep you posted.',
    'Thanks {name}, we have added the extra bag to your booking.',
    'Your trip to Marrakech starts in 7 days! Here is your itinerary and emergency contact number: +1 415 555 0172.',
  ],
  inbound: [
    'YES',
    'Can I get a window seat?',
    'What is the baggage allowance on this flight?',
    'Thank you so much 🙏',
    'My connection got delayed, will I make the transfer?',
    'Is breakfast included at the hotel?',
    'Can I add my partner to the booking?',
    'Danke, alles klar!',
  ],
};
