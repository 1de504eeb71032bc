// Deterministic customer reviews: 2 to 5 per product, drawn from pools by device kind.
import type { Random } from '../../domain/random.ts';
import type { DeviceKind } from './product-def.ts';

export interface ReviewDraft {
  reviewer_name: string;
  rating: number;
  title: string;
  comment: string;
  review_date: string;
}

const NAMES = [
  'Priya S.',
  'Rahul M.',
  'Ananya K.',
  'Vikram R.',
  'Sneha P.',
  'Arjun N.',
  'Kavya T.',
  'Rohan D.',
  'Meera I.',
  'Aditya G.',
  'Ishita B.',
  'Karthik V.',
  'Neha J.',
  'Siddharth C.',
  'Pooja L.',
  'Amit H.',
  'Divya R.',
  'Harsh A.',
  'Lakshmi N.',
  'Farhan Q.',
  'Gurpreet S.',
  'Nandini M.',
  'Tenzin D.',
  'Joseph F.',
];

const GOOD: Record<string, ReadonlyArray<readonly [string, string]>> = {
  wearable: [
    [
      'Accurate and comfortable',
      'Sleep tracking matches how I actually feel in the morning. I forget I am wearing it.',
    ],
    ['Battery lasts', 'Charged it on Sunday and it was still going on Friday. The app is clean and easy to read.'],
    ['Great for workouts', 'Heart rate stays close to my chest strap, even during intervals.'],
    ['Looks premium', 'The finish gets compliments at work and has not scratched after two months.'],
  ],
  audio: [
    ['Excellent sound', 'Clear highs and a bass that does not drown the vocals. Calls are crisp too.'],
    ['Great for commute', 'Noise cancellation handles the metro and autos easily. Very comfortable for long rides.'],
    ['Value for money', 'Better than buds that cost twice as much. Pairing is instant every time.'],
    ['Battery is superb', 'I charge the case once a week with daily use. Fast charge is a life saver.'],
  ],
  gift: [
    ['Team loved it', 'Ordered 40 boxes for new joiners. Branding was sharp and delivery was on time.'],
    ['Premium packaging', 'The box feels high-end and the products inside are useful, not clutter.'],
    ['Smooth bulk order', 'Support helped with the logo proof and GST invoice. Will order again for Diwali.'],
  ],
  accessory: [
    ['Works as expected', 'Good build quality and fits perfectly. Nice to have a spare.'],
    ['Handy add-on', 'Exactly like the original, at a fair price.'],
  ],
};

const MIXED: Record<string, ReadonlyArray<readonly [string, string]>> = {
  wearable: [['Good, app needs work', 'Hardware is great but the app sometimes takes a while to sync.']],
  audio: [['Decent but fit is tricky', 'Sound is good. It took me a while to find the right tips for a secure fit.']],
  gift: [['Nice, delivery was slow', 'The kit is lovely but the branded boxes took a few days longer than promised.']],
  accessory: [['Okay', 'Does the job, though the colour is slightly different from the picture.']],
};

function group(kind: DeviceKind): string {
  if (kind === 'ring' || kind === 'watch') return 'wearable';
  if (kind === 'earbuds' || kind === 'headphones' || kind === 'neckband') return 'audio';
  if (kind === 'gift-box') return 'gift';
  return 'accessory';
}

const FIRST_REVIEW_DAY = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;

export function draftReviews(random: Random, kind: DeviceKind, productRating: number): ReviewDraft[] {
  const key = group(kind);
  const good = GOOD[key] ?? [];
  const mixed = MIXED[key] ?? [];
  const count = random.int(2, 5);
  const names = random.shuffle(NAMES);
  const texts = random.shuffle(good);
  const reviews: ReviewDraft[] = [];
  for (let i = 0; i < count; i++) {
    const isMixed = productRating < 4.4 && i === count - 1;
    const [title, comment] = (isMixed ? random.pick(mixed) : texts[i % texts.length]) ?? [
      'Good product',
      'Happy with it.',
    ];
    const rating = isMixed ? 3 : Math.min(5, Math.max(4, Math.round(productRating + random.next() - 0.3)));
    const date = new Date(FIRST_REVIEW_DAY + random.int(0, 540) * DAY_MS).toISOString().slice(0, 10);
    reviews.push({ reviewer_name: names[i % names.length] ?? 'Customer', rating, title, comment, review_date: date });
  }
  return reviews.sort((a, b) => b.review_date.localeCompare(a.review_date));
}
