/** A valid booking body (the default ad and media types), for the tests that need one. */
export const bookingBody = (overrides: object = {}) => ({
  description: 'Science fair banner for the taluka schools',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  location: 'Mumbai',
  budget: 50000,
  adType: 'Digital Display',
  mediaType: 'video',
  ...overrides,
});
