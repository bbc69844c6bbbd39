/** Paid meetings (growth area, prefix `growth.meetings.*`). Spec texts verbatim with their inventory id (T…) in a comment. */
export const meetingsMessages = {
  // ——— the offer page (meetings-offer-page) ———
  'growth.meetings.offer.title': 'Book a meeting with {host}',
  'growth.meetings.offer.loading': 'Loading the meeting offer',
  'growth.meetings.offer.error': 'The meeting offer could not be loaded.',
  'growth.meetings.offer.durationLabel': 'Duration',
  'growth.meetings.offer.duration': '{minutes} minutes',
  'growth.meetings.offer.price': 'Price',
  'growth.meetings.offer.yourPrice.subscriber_price': 'Your subscriber price',
  'growth.meetings.offer.yourPrice.founding_price': 'Your founding member price',
  'growth.meetings.offer.fullPrice': 'Regular price {price}',
  'growth.meetings.offer.notSetUp': 'Meetings are not available for this publication.',
  /** T170 */
  'growth.meetings.continue': 'Continue',
  /** T176 */
  'growth.meetings.disabled': 'You must enable Meetings before one can be booked.',
  // ——— the booking flow (meetings-booking-page) ———
  'growth.meetings.book.title': 'Book a meeting',
  'growth.meetings.book.loading': 'Loading your booking',
  'growth.meetings.book.notFound': 'This booking could not be found.',
  'growth.meetings.book.error': 'Your booking could not be loaded.',
  'growth.meetings.book.startOver': 'Book a new meeting',
  'growth.meetings.steps': 'Booking steps',
  'growth.meetings.step.order': 'Your details',
  'growth.meetings.step.schedule': 'Pick a time',
  'growth.meetings.step.confirmation': 'Confirmation',
  'growth.meetings.step.current': '{step} (current step)',
  // ——— the order step (meeting-order-step) ———
  'growth.meetings.order.name': 'Your name',
  'growth.meetings.order.topic': 'Topic',
  'growth.meetings.order.topicHint': 'What would you like to talk about?',
  'growth.meetings.order.remaining': '{count} of {max} characters',
  'growth.meetings.order.attachment': 'Attachment (optional)',
  'growth.meetings.order.attachmentHint': 'A document (doc, docx, pdf, xls, xlsx), an image, audio or video.',
  'growth.meetings.order.attachmentRefused': 'Attachments must be doc, docx, pdf, xls, xlsx, an image, audio or video.',
  'growth.meetings.order.removeAttachment': 'Remove {name}',
  'growth.meetings.order.card': 'Card',
  'growth.meetings.order.cardHint': 'Test mode: type a test card token such as tok_visa.',
  'growth.meetings.order.timezone': 'Time zone',
  'growth.meetings.order.book': 'Book',
  'growth.meetings.order.bookFor': 'Book for {price}',
  'growth.meetings.order.signIn': 'Sign in to book a meeting.',
  /** T175 */
  'growth.meetings.incomplete': 'You must provide your name and a topic for the meeting before booking.',
  /** T177 */
  'growth.meetings.internalError': 'Internal error',
  /** T179 */
  'growth.meetings.bookFailed': 'Something went wrong.',
  // ——— the schedule step (meeting-schedule-step) ———
  'growth.meetings.schedule.heading': 'Pick a time',
  'growth.meetings.schedule.zone': 'Times in {zone} ({zoneName})',
  'growth.meetings.schedule.loading': 'Loading open times',
  'growth.meetings.schedule.error': 'Open times could not be loaded.',
  /** Spec 003 §9, above 50 slots. */
  'growth.meetings.schedule.many': 'Many availabilities',
  /** Spec 003 §9, no slots. */
  'growth.meetings.schedule.none': 'No slots available in the next week',
  'growth.meetings.schedule.count': { one: '{count} availability', other: '{count} availabilities' },
  'growth.meetings.schedule.saving': 'Booking {slot}…',
  'growth.meetings.schedule.scheduled': 'Booked for {slot}.',
  /** T180 */
  'growth.meetings.scheduleFailed': 'Something went wrong with your booking. Please contact meetings@{host}.',
  // ——— the confirmation step (meeting-confirmation-step) ———
  /** T171 */
  'growth.meetings.processing': 'Processing...',
  'growth.meetings.confirm.booked': 'Your meeting is booked',
  'growth.meetings.confirm.rebooked': 'Your meeting is rebooked',
  'growth.meetings.confirm.cancelled': 'Your meeting was cancelled',
  'growth.meetings.confirm.when': 'When',
  'growth.meetings.confirm.where': 'Where',
  'growth.meetings.confirm.with': 'With {host}',
  'growth.meetings.confirm.reason': 'Reason: {reason}',
  'growth.meetings.confirm.refunded': 'Your payment has been refunded.',
  'growth.meetings.confirm.notRefunded': 'Your payment has not been refunded.',
  /** Inventory: "Rebook" (meeting-confirmation-step). */
  'growth.meetings.confirm.rebook': 'Rebook',
  'growth.meetings.confirm.join': 'Join the meeting',
  'growth.meetings.location.zoom': 'Zoom',
  'growth.meetings.location.google': 'Google Meet',
  'growth.meetings.location.microsoft_teams': 'Microsoft Teams',
  'growth.meetings.location.webex': 'Webex',
  'growth.meetings.location.gotomeeting': 'GoTo Meeting',
  'growth.meetings.location.inbound_call': 'Call {number}',
  'growth.meetings.location.outbound_call': '{host} will call you at {number}',
  'growth.meetings.location.physical': 'In person: {address}',
  'growth.meetings.location.ask_invitee': 'The place you suggested: {place}',
  'growth.meetings.location.custom': '{place}',
  'growth.meetings.location.unknown': 'To be confirmed',
} as const;
